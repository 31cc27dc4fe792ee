import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { P, type NumberStatusRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, ColorPicker, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { statusesApi, statusesQueries } from '../../../api/statuses.ts';
import { useCan } from '../../../components/Can.tsx';
import { EnabledSwitch } from '../../../components/list/RowActions.tsx';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';

type Change = Partial<Pick<NumberStatusRow, 'statusName' | 'color' | 'enabled'>>;

/** Number statuses in their order: rename, colour, enable, and move up or down (the order pickers and filters show). */
export function NumberStatusesTab() {
  const { t } = useTranslation(['statuses', 'common']);
  const query = useQuery(statusesQueries.numberList());
  const canEdit = useCan(P.status.edit);
  const update = useAreaMutation('statuses', ({ row, change }: { row: NumberStatusRow; change: Change }) =>
    statusesApi.numberUpdate(row.id, { statusName: row.statusName, color: row.color, enabled: row.enabled, version: row.version, ...change }),
  );
  const reorder = useAreaMutation('statuses', statusesApi.numberReorder);
  const rows = [...(query.data ?? [])].sort((a, b) => a.sort - b.sort);
  const busy = update.isPending || reorder.isPending;

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };

  return (
    <QueryState query={query}>
      <Table<NumberStatusRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching || busy}
        dataSource={rows}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          {
            key: 'name',
            title: t('name'),
            render: (_, row) => (
              <Typography.Text
                editable={canEdit && { onChange: (statusName) => statusName.trim() && statusName !== row.statusName && update.mutate({ row, change: { statusName: statusName.trim() } }), maxLength: 20 }}
              >
                {row.statusName}
              </Typography.Text>
            ),
          },
          { key: 'code', title: t('code'), dataIndex: 'code' },
          {
            key: 'color',
            title: t('color'),
            render: (_, row) =>
              canEdit ? (
                <ColorPicker
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
              <EnabledSwitch enabled={row.enabled} name={row.statusName} canEdit={canEdit} onChange={(enabled) => update.mutate({ row, change: { enabled } })} />
            ),
          },
          ...(canEdit
            ? [
                {
                  key: 'order',
                  title: t('order'),
                  render: (_: unknown, row: NumberStatusRow, index: number) => (
                    <Space size={0}>
                      <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('up', { name: row.statusName })} disabled={busy || index === 0} onClick={() => move(index, -1)} />
                      <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('down', { name: row.statusName })} disabled={busy || index === rows.length - 1} onClick={() => move(index, 1)} />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </QueryState>
  );
}
