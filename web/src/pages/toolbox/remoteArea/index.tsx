import { useTranslation } from 'react-i18next';
import { Card, Empty } from 'antd';

export default function RemoteAreaPage() {
  const { t } = useTranslation('toolbox');
  return (
    <Card title={t('remoteArea.title')}>
      <Empty />
    </Card>
  );
}
