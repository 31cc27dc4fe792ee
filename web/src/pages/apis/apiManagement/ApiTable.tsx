import { P } from '@fwd/contract';
import { App, ConfigProvider, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { apisApi, type ApiRow, type ApiType } from '../../../api/apis.ts';
import { useCan } from '../../../components/Can.tsx';
import { withSub } from '../../../components/list/cellSub.tsx';
import { DataTable } from '../../../components/list/table/DataTable.tsx';
import { MethodTag } from '../../../components/MethodTag.tsx';
import { EmptyState } from '../../../components/QueryState.tsx';
import { useTypeLabel } from './useTypeLabel.ts';

const accessColor: Record<ApiRow['access'], string> = { public: 'green', authenticated: 'blue', permission: 'orange' };

/** The APIs of one type: method, path, who may call them, the permissions bound to them; api:edit moves them to another type. */
export function ApiTable({ type, types }: { type: ApiType; types: readonly ApiType[] }) {
  const { t } = useTranslation('apis');
  const { message } = App.useApp();
  const canEdit = useCan(P.api.edit);
  const label = useTypeLabel();
  const { componentSize } = ConfigProvider.useConfig();
  const move = useAreaMutation('apis', ({ api, to }: { api: ApiRow; to: ApiType }) => apisApi.moveApi(to.id, api.id));
  const moveTo = (api: ApiRow, to: ApiType) =>
    move.mutate(
      { api, to },
      { onSuccess: () => void message.success(t('apiMoved', { api: `${api.method} ${api.path}`, type: label(to) })) },
    );

  const columns: TableColumnsType<ApiRow> = [
    { key: 'method', title: t('method'), width: 96, render: (_, api) => <MethodTag method={api.method} /> },
    {
      key: 'path',
      title: t('path'),
      width: 380,
      render: (_, api) => withSub(api.path, api.summary),
    },
    {
      key: 'access',
      title: t('access'),
      width: 200,
      render: (_, api) =>
        withSub(<Tag color={accessColor[api.access]}>{t(`accessKinds.${api.access}`)}</Tag>, api.permissionCode),
    },
    {
      key: 'bindings',
      title: t('bindings'),
      width: 240,
      render: (_, api) =>
        api.access !== 'permission' ? (
          <Typography.Text type="secondary">{t('noBindingNeeded')}</Typography.Text>
        ) : api.permissions.length === 0 ? (
          <Tag color="warning">{t('unbound')}</Tag>
        ) : (
          api.permissions.map((p) => (
            <Tag key={p.id} title={p.permissionCode}>
              {p.name}
            </Tag>
          ))
        ),
    },
    {
      key: 'present',
      title: t('status'),
      width: 96,
      render: (_, api) =>
        api.present ? (
          <Tag color="success">{t('present')}</Tag>
        ) : (
          <Tag color="default" title={t('goneHint')}>
            {t('gone')}
          </Tag>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'move',
            title: t('moveTo'),
            width: 140,
            render: (_: unknown, api: ApiRow) => (
              <Select<number>
                size="small"
                style={{ width: 120 }}
                placeholder={t('moveTo')}
                aria-label={t('moveApi', { api: `${api.method} ${api.path}` })}
                value={null}
                onChange={(id) =>
                  moveTo(
                    api,
                    types.find((ty) => ty.id === id)!,
                  )
                }
                options={types.filter((ty) => ty.id !== type.id).map((ty) => ({ value: ty.id, label: label(ty) }))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <DataTable<ApiRow>
      size={componentSize}
      dataSource={type.apis}
      columns={columns}
      emptyText={<EmptyState />}
      // Every API of the type on one page, cut to the columns' widths: a narrow screen scrolls sideways.
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width), 0) }}
    />
  );
}
