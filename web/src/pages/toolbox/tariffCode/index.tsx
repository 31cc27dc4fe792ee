import { useTranslation } from 'react-i18next';
import { Card, Empty } from 'antd';

export default function TariffCodePage() {
  const { t } = useTranslation('toolbox');
  return (
    <Card title={t('tariffCode.title')}>
      <Empty />
    </Card>
  );
}
