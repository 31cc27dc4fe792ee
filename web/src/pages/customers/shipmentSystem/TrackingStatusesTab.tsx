import { P, type TrackingStatusRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { statusesApi, statusesQueries } from '../../../api/statuses.ts';
import { useCan } from '../../../components/Can.tsx';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { SLOW_MS } from '../../../utils/useSlow.ts';

const NAMES = ['nameZh', 'nameEn', 'nameEs', 'nameJa'] as const;
type NameKey = (typeof NAMES)[number];

/** The tracking provider's statuses, each named in the four languages (what tracking screens show); staff reword them in place. */
export function TrackingStatusesTab() {
  const { t } = useTranslation(['statuses', 'common']);
  const query = useQuery(statusesQueries.trackingList());
  const canEdit = useCan(P.status.edit);
  const rename = useAreaMutation(
    'statuses',
    ({ row, key, name }: { row: TrackingStatusRow; key: NameKey; name: string }) =>
      statusesApi.trackingUpdate(row.id, {
        nameZh: row.nameZh,
        nameEn: row.nameEn,
        nameEs: row.nameEs,
        nameJa: row.nameJa,
        version: row.version,
        [key]: name,
      }),
  );

  return (
    <QueryState query={query}>
      <Table<TrackingStatusRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={{ spinning: query.isFetching || rename.isPending, delay: SLOW_MS }}
        dataSource={query.data}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'code', title: t('code'), dataIndex: 'code' },
          ...NAMES.map((key) => ({
            key,
            title: t(`common:language.${key}`),
            render: (_: unknown, row: TrackingStatusRow) => (
              <Typography.Text
                editable={
                  canEdit && {
                    maxLength: 30,
                    onChange: (name: string) =>
                      name.trim() && name !== row[key] && rename.mutate({ row, key, name: name.trim() }),
                  }
                }
              >
                {row[key]}
              </Typography.Text>
            ),
          })),
        ]}
      />
    </QueryState>
  );
}
