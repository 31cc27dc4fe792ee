import { PlusOutlined } from '@ant-design/icons';
import { P, type ResponseOf, type apis } from '@fwd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRegistryApi } from '../../../api/apiRegistry.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { KeyFormModal } from './KeyFormModal.tsx';

export type ApiKey = ResponseOf<typeof apis.keys>['records'][number];

const PAGE_SIZE = 10;
export const keyKeys = { all: ['apiKeys'] as const, page: (page: number) => ['apiKeys', page] as const };

/** Credentials for outside services, masked as the server sends them; apikey:edit adds, replaces and deletes. */
export function ApiKeysPanel() {
  const { t } = useTranslation('apiManagement');
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = useCan(P.apikey.edit);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ApiKey | 'new' | null>(null);

  const keys = useQuery({
    queryKey: keyKeys.page(page),
    queryFn: () => apiRegistryApi.keys(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: keyKeys.all });
  const remove = useMutation({
    mutationFn: (key: ApiKey) => apiRegistryApi.removeKey(key.id),
    onSuccess: (_, key) => {
      void message.success(t('keyDeleted', { name: key.name }));
      // The last row of a page gone: show the page before.
      if (keys.data?.records.length === 1 && page > 1) setPage(page - 1);
      refresh();
    },
  });

  const masked = (value: string) => (value ? <Typography.Text code>{value}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('keysHint')}</Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('newKey')}
          </Button>
        )}
      </Flex>
      <QueryState query={keys}>
        <Table<ApiKey>
          rowKey="id"
          size="middle"
          dataSource={keys.data?.records}
          loading={keys.isFetching}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: keys.data?.total, onChange: setPage, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          columns={[
            { key: 'kind', title: t('keyKind'), dataIndex: 'kindLabel' },
            { key: 'name', title: t('keyName'), dataIndex: 'name' },
            { key: 'baseUrl', title: t('baseUrl'), dataIndex: 'baseUrl', render: (url: string) => <Typography.Text copyable>{url}</Typography.Text> },
            { key: 'key', title: t('key'), render: (_, k) => masked(k.key) },
            { key: 'secret', title: t('secret'), render: (_, k) => masked(k.secret) },
            { key: 'updatedAt', title: t('updatedAt'), render: (_, k) => new Date(k.updatedAt).toLocaleString() },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: t('actions'),
                    width: 140,
                    render: (_: unknown, k: ApiKey) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => setEditing(k)}>
                          {t('replace')}
                        </Button>
                        <Popconfirm
                          title={t('deleteKeyTitle', { name: k.name })}
                          description={t('deleteKeyText')}
                          okText={t('delete')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => remove.mutateAsync(k)}
                        >
                          <Button type="link" size="small" danger>
                            {t('delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
      {editing && (
        <KeyFormModal
          apiKey={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
