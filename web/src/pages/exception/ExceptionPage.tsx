import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../shell/router/appRoute.ts';

/** A full-screen 404 or 401 with the way back home. */
export function ExceptionPage({ status }: { status: 404 | 403 }) {
  const { t } = useTranslation(['common', 'errorPage']);
  const navigate = useNavigate();
  return (
    <Result
      style={{ paddingTop: '12vh' }}
      status={status}
      title={status === 404 ? '404' : '401'}
      subTitle={t(status === 404 ? 'errorPage:notFound' : 'errorPage:unauthorized')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
