import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageRegistry } from '../../../shell/router/pageRegistry.ts';
import { routePreview, type PreviewInput } from './routePreview.ts';

/** The route the record becomes, as the form stands (see web/src/shell/router/README.md). */
export function RoutePreviewView({ values, isGroup }: { values: PreviewInput; isGroup: boolean }) {
  const { t } = useTranslation('menus');
  const route = routePreview(values, usePageRegistry());
  const yesNo = (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('yes') : t('no')}</Tag>;
  return (
    <Card size="small" title={t('preview')} aria-label={t('preview')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('previewPath')}>
          <Typography.Text code>{route.path}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('previewName')}>{route.name || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('previewPage')}>
          {isGroup ? (
            t('previewGroup')
          ) : route.page ? (
            <Typography.Text code>{route.page}</Typography.Text>
          ) : (
            <Tag color="warning">{t('previewMissing')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('previewInMenu')}>{yesNo(!route.hidden)}</Descriptions.Item>
        <Descriptions.Item label={t('previewAffix')}>{yesNo(route.affix)}</Descriptions.Item>
        <Descriptions.Item label={t('previewKeepAlive')}>{yesNo(route.keepAlive)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
