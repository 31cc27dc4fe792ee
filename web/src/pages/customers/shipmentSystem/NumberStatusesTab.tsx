import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { P, type NumberStatusRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, ColorPicker, Flex, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { statusesApi, statusesQueries } from '../../../api/statuses.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledSwitch, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { NumberStatusDialog } from './NumberStatusDialog.tsx';

type Change = Partial<Pick<NumberStatusRow, 'color' | 'enabled'>>;

/**
 * Number statuses in their order, named in the reader's language: add, edit the four names and the colour,
 * enable, move up or down (the order pickers and filters show), delete one staff added: one orders have is
 * not offered for deleting but said how many have it (the server refuses it too, saying so).
 */
export function NumberStatusesTab() {
  const { t } = useTranslation(['statuses', 'common']);
  const query = useQuery(statusesQueries.numberList());
  const canEdit = useCan(P.status.edit);
  const canDelete = useCan(P.status.delete);
  const [editing, setEditing] = useState<NumberStatusRow | 'new' | null>(null);
  const confirm = useConfirmedAction();
  const { modal } = App.useApp();
  const update = useAreaMutation('statuses', ({ row, change }: { row: NumberStatusRow; change: Change }) =>
    statusesApi.numberUpdate(row.id, {
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      nameEs: row.nameEs,
      nameJa: row.nameJa,
      color: row.color,
      enabled: row.enabled,
      version: row.version,
      ...change,
    }),
  );
  const reorder = useAreaMutation('statuses', statusesApi.numberReorder);
  const removal = useAreaMutation('statuses', statusesApi.numberRemove);
  const rows = [...(query.data ?? [])].sort((a, b) => a.sort - b.sort);
  const busy = update.isPending || reorder.isPending;
  const actions = useActionsColumn<NumberStatusRow>(canEdit || canDelete, (row) => ({
    onEdit: canEdit ? () => setEditing(row) : undefined,
    // The built-in ones (with a code) are what the system acts by: disabled, never deleted.
    onDelete:
      canDelete && row.code === null
        ? () =>
            row.orders > 0
              ? void modal.warning({
                  title: t('inUseTitle', { name: row.statusName }),
                  content: t('inUse', { count: row.orders }),
                })
              : confirm({
                  title: t('deleteOne', { name: row.statusName }),
                  run: () => removal.mutateAsync(row.id),
                  done: t('common:deleted'),
                })
        : undefined,
  }));

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };

  return (
    <>
      <Flex justify="flex-end" className="list-toolbar">
        <Can code={P.status.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Can>
      </Flex>
      <ListTable<NumberStatusRow>
        query={query}
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'statusName' },
          { key: 'code', title: t('code'), render: (_, row) => row.code ?? <Tag>{t('custom')}</Tag> },
          { key: 'orders', title: t('orders'), align: 'right', render: (_, row) => row.orders.toLocaleString() },
          {
            key: 'color',
            title: t('color'),
            render: (_, row) =>
              canEdit ? (
                <ColorPicker
                  size="small"
                  value={row.color}
                  disabledAlpha
                  showText
                  aria-label={t('colorOf', { name: row.statusName })}
                  onChangeComplete={(color) => update.mutate({ row, change: { color: color.toHexString() } })}
                />
              ) : (
                <Tag color={row.color}>{row.color}</Tag>
              ),
          },
          {
            key: 'enabled',
            title: t('common:enabled'),
            render: (_, row) => (
              <EnabledSwitch
                enabled={row.enabled}
                name={row.statusName}
                canEdit={canEdit}
                onChange={(enabled) => update.mutate({ row, change: { enabled } })}
              />
            ),
          },
          ...(canEdit
            ? [
                {
                  key: 'order',
                  title: t('order'),
                  render: (_: unknown, row: NumberStatusRow, index: number) => (
                    <Space size={0}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('up', { name: row.statusName })}
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('down', { name: row.statusName })}
                        disabled={busy || index === rows.length - 1}
                        onClick={() => move(index, 1)}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
          ...actions,
        ]}
      />
      {editing && <NumberStatusDialog status={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
