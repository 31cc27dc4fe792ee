import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function RenderFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('system');
  return (
    <Result
      status="error"
      title={t('boundaryTitle')}
      subTitle={t('boundaryText')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
