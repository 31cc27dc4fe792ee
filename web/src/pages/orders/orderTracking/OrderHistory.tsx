import type { CargoType, OrderAddressType, OrderChange, OrderHistoryField } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Pagination, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_HISTORY_PAGE, ordersQueries } from '../../../api/orders.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { formatDateTime } from '../../../utils/time.ts';

type Change = OrderChange['changes'][number];

/** A value as the list shows it: times on the user's clock, the received state as its tab names it, cargo and address types by name, none as —. */
function Value({ field, value }: { field: OrderHistoryField; value: string | null }) {
  const { t } = useTranslation('orders');
  if (value === null) return <span className="order-cell-none">—</span>;
  if (field === 'entryDate' || field === 'receivedAt') return formatDateTime(value);
  if (field === 'isReceived') return t(value === '已签收' ? 'tab.signed' : 'tab.unsigned');
  if (field === 'cargoType') return t(`pricing.cargo.${value as CargoType}`);
  if (field === 'addressType') return t(`pricing.address.${value as OrderAddressType}`);
  return value;
}

/** One field's change: its name, then before (struck out, unless there was none) → after; a creation gives only what it set. */
function ChangeLine({ change, created }: { change: Change; created: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <li>
      <Typography.Text type="secondary">{t(`field.${change.field}`)}: </Typography.Text>
      {!created && (
        <>
          {change.before === null ? (
            <Value field={change.field} value={null} />
          ) : (
            <del className="order-history-before">
              <Value field={change.field} value={change.before} />
            </del>
          )}
          {' → '}
        </>
      )}
      <Value field={change.field} value={change.after} />
    </li>
  );
}

/** An order's changes from the audit log, newest first: when, who, and each field before → after; a page at a time. */
export function OrderHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const query = useQuery(ordersQueries.history(orderId, page));
  const data = query.data;
  return (
    <QueryState query={query} empty={data?.total === 0} emptyText={t('history.empty')}>
      {data && (
        <Flex vertical gap={8}>
          <Timeline
            className="order-timeline"
            items={data.records.map((r) => ({
              key: r.id,
              color: r.action === 'create' ? 'green' : 'blue',
              content: (
                <>
                  <Typography.Text type="secondary" className="order-timeline-when">
                    {formatDateTime(r.at)} · {r.userName ?? t('history.system')}
                  </Typography.Text>
                  <div>
                    <Typography.Text strong>{t(`history.${r.action}`)}</Typography.Text>
                  </div>
                  {r.changes.length ? (
                    <ul className="order-history-changes">
                      {r.changes.map((c) => (
                        <ChangeLine key={c.field} change={c} created={r.action === 'create'} />
                      ))}
                    </ul>
                  ) : (
                    <Typography.Text type="secondary">{t('history.nothingChanged')}</Typography.Text>
                  )}
                </>
              ),
            }))}
          />
          {data.total > ORDER_HISTORY_PAGE && (
            <Pagination
              simple
              size="small"
              align="center"
              current={page}
              pageSize={ORDER_HISTORY_PAGE}
              total={data.total}
              onChange={setPage}
            />
          )}
        </Flex>
      )}
    </QueryState>
  );
}
