import { P } from '@fwd/contract';
import { App, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { apisApi, type ApiRow, type ApiType } from '../../../api/apis.ts';
import { useCan } from '../../../components/Can.tsx';
import { MethodTag } from '../../../components/MethodTag.tsx';
import './apiManagement.css';
import { useTypeLabel } from './useTypeLabel.ts';

const accessColor: Record<ApiRow['access'], string> = { public: 'green', authenticated: 'blue', permission: 'orange' };

/** The APIs of one type: method, path, who may call them, the permissions bound to them; api:edit moves them to another type. */
export function ApiTable({ type, types }: { type: ApiType; types: readonly ApiType[] }) {
  const { t } = useTranslation('apis');
  const { message } = App.useApp();
  const canEdit = useCan(P.api.edit);
  const label = useTypeLabel();
  const move = useAreaMutation('apis', ({ api, to }: { api: ApiRow; to: ApiType }) => apisApi.moveApi(to.id, api.id));
  const moveTo = (api: ApiRow, to: ApiType) =>
    move.mutate(
      { api, to },
      { onSuccess: () => void message.success(t('apiMoved', { api: `${api.method} ${api.path}`, type: label(to) })) },
    );

  return (
    <Table<ApiRow>
      rowKey="id"
      size="small"
      dataSource={type.apis}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      // A path reads whole or not at all: narrow screens scroll the table sideways instead.
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'method', title: t('method'), width: 90, render: (_, api) => <MethodTag method={api.method} /> },
        {
          key: 'path',
          title: t('path'),
          render: (_, api) => (
            <Flex vertical gap={2}>
              <Typography.Text code className="api-path">
                {api.path}
              </Typography.Text>
              <Typography.Text type="secondary" className="api-summary">
                {api.summary}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'access',
          title: t('access'),
          width: 130,
          render: (_, api) => (
            <Flex vertical gap={2} align="start">
              <Tag color={accessColor[api.access]}>{t(`accessKinds.${api.access}`)}</Tag>
              {api.permissionCode && <Typography.Text code>{api.permissionCode}</Typography.Text>}
            </Flex>
          ),
        },
        {
          key: 'bindings',
          title: t('bindings'),
          render: (_, api) =>
            api.access !== 'permission' ? (
              <Typography.Text type="secondary">{t('noBindingNeeded')}</Typography.Text>
            ) : api.permissions.length === 0 ? (
              <Tag color="warning">{t('unbound')}</Tag>
            ) : (
              <Flex gap={4} wrap className="api-bindings">
                {api.permissions.map((p) => (
                  <Tooltip key={p.id} title={p.permissionCode}>
                    <Tag>{p.name}</Tag>
                  </Tooltip>
                ))}
              </Flex>
            ),
        },
        {
          key: 'present',
          title: t('status'),
          width: 80,
          render: (_, api) =>
            api.present ? (
              <Tag color="success">{t('present')}</Tag>
            ) : (
              <Tooltip title={t('goneHint')}>
                <Tag color="default">{t('gone')}</Tag>
              </Tooltip>
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
      ]}
    />
  );
}
