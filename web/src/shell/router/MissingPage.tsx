import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown inside the layout when a menu names a page this build does not contain. */
export function MissingPage({ component }: { component: string }) {
  const { t } = useTranslation('errorPage');
  return <Result status="warning" title={t('missingTitle')} subTitle={t('missingText', { component })} />;
}
