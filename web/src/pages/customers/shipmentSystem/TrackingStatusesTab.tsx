import { P, type TrackingStatusRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { statusesApi, statusesQueries } from '../../../api/statuses.ts';
import { useCan } from '../../../components/Can.tsx';
import { OneLineTable } from '../../../components/list/OneLineTable.tsx';
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
      {/* Names are edited in place, an editor DataTable's cells do not hold: antd's Table under the lists' rule. */}
      <OneLineTable<TrackingStatusRow>
        rowKey="id"
        pagination={false}
        // Wide enough for most names whole; narrower screens scroll sideways.
        scroll={{ x: 140 + NAMES.length * 220 }}
        loading={{ spinning: query.isFetching || rename.isPending, delay: SLOW_MS }}
        dataSource={query.data}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'code', title: t('code'), dataIndex: 'code', width: 140 },
          ...NAMES.map((key) => ({
            key,
            title: t(`common:language.${key}`),
            width: 220,
            render: (_: unknown, row: TrackingStatusRow) => (
              <Typography.Text
                editable={
                  canEdit && {
                    maxLength: 30,
                    // A name cut by its ellipsis has its pencil cut too: the name itself opens the editor.
                    triggerType: ['icon', 'text'],
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
