import { useTranslation } from 'react-i18next';
import { Card, Empty } from 'antd';

export default function AddressTypePage() {
  const { t } = useTranslation('toolbox');
  return (
    <Card title={t('addressType.title')}>
      <Empty />
    </Card>
  );
}
