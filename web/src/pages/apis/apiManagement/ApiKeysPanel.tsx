import { PlusOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEYS_PAGE_SIZE, apisApi, apisQueries, type ApiKey } from '../../../api/apis.ts';
import { useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { RowLink, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { KeyFormModal } from './KeyFormModal.tsx';

const masked = (value: string) =>
  value ? <Typography.Text code>{value}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>;

/** Credentials for outside services, masked as the server sends them; apikey:edit adds, replaces and deletes. */
export function ApiKeysPanel() {
  const { t } = useTranslation('apis');
  const canEdit = useCan(P.apikey.edit);
  const [editing, setEditing] = useState<ApiKey | 'new' | null>(null);
  const list = useList({
    pageSize: API_KEYS_PAGE_SIZE,
    query: ({ page }) => apisQueries.keys(page),
    total: (count) => t('keyCount', { count }),
    area: 'apis',
    remove: ([id]) => apisApi.removeKey(id!),
  });

  const actions = useActionsColumn<ApiKey>(canEdit, (k) => ({
    children: <RowLink onClick={() => setEditing(k)}>{t('replace')}</RowLink>,
    onDelete: () =>
      list.removeRows({
        ids: [k.id],
        title: t('deleteKeyTitle', { name: k.name }),
        content: t('deleteKeyText'),
        done: t('keyDeleted', { name: k.name }),
      }),
  }));

  const columns: TableColumnsType<ApiKey> = [
    { key: 'kind', title: t('keyKind'), dataIndex: 'kindLabel' },
    { key: 'name', title: t('keyName'), dataIndex: 'name' },
    {
      key: 'baseUrl',
      title: t('baseUrl'),
      dataIndex: 'baseUrl',
      render: (url: string) => <Typography.Text copyable>{url}</Typography.Text>,
    },
    { key: 'key', title: t('key'), render: (_, k) => masked(k.key) },
    { key: 'secret', title: t('secret'), render: (_, k) => masked(k.secret) },
    { key: 'updatedAt', title: t('updatedAt'), render: (_, k) => formatDateTime(k.updatedAt) },
    ...actions,
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} className="list-toolbar">
        <Typography.Text type="secondary">{t('keysHint')}</Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('newKey')}
          </Button>
        )}
      </Flex>
      <ListTable<ApiKey>
        query={list.query}
        emptyText={t('noKeys')}
        dataSource={list.rows}
        columns={columns}
        pagination={list.pagination}
      />
      {editing && <KeyFormModal apiKey={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
