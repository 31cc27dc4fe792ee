import { useTranslation } from 'react-i18next';
import { Card, Empty } from 'antd';

export default function BrandCheckPage() {
  const { t } = useTranslation('toolbox');
  return (
    <Card title={t('brandCheck.title')}>
      <Empty />
    </Card>
  );
}
