import { AGENT_MASK, ORDER_PAGE_SIZE, P, type OrderRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentsQueries } from '../../../api/agents.ts';
import { ordersApi, ordersQueries } from '../../../api/orders.ts';
import { statementsQueries } from '../../../api/statements.ts';
import { useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { RowLink, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import type { SortOrder } from '../../../components/list/table/DataTable.tsx';
import { useStableCallback } from '../../../utils/useStableCallback.ts';
import { useOrderColumns } from './columns.tsx';
import { OrderBatchBar } from './OrderBatchBar.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { OrderToolbar } from './OrderToolbar.tsx';
import { useColumnSettings } from '../../../components/list/useColumnSettings.tsx';
import { exportName } from '../../../utils/fileName.ts';
import { RefreshEmployeeDialog, SyncDialog } from './JobDialogs.tsx';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { OrderDrawer } from './OrderDrawer.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import {
  emptyFilter,
  filterFromUrl,
  filterWords,
  orderFilterOf,
  sortFromUrl,
  tabFromUrl,
  urlPatchOf,
  type FilterValues,
  type Tab,
} from './orderView.ts';
import { TrackingDrawer } from './TrackingDrawer.tsx';
import { TrackLinkDialog } from './TrackLink.tsx';
import { useTrackingLabels } from './trackingLabels.tsx';
import { usePhone } from './usePhone.ts';
import './orders.css';

type Dialog = { kind: 'detail' | 'edit' | 'tracking' | 'link'; order: OrderRow } | { kind: 'sync' | 'refreshAll' };

/**
 * 货物追踪管理 → 订单运单追踪: the orders the user's data scope reaches, by
 * every condition of the order search, in 未签收 / 已签收 tabs with their
 * counts, 30 a page, newest first unless sorted otherwise; the whole view in
 * the URL. An order's details (every field, its tracking, its history) and
 * edit in drawers, confirmed delete, each order's tracking with a
 * refresh, an employee's orders refreshed as a job, orders synced from
 * upstream, Excel export (the whole filtered list), import and template;
 * rows chosen across pages for a batch action, the filtered set's totals,
 * columns each user chooses, orders and sizes.
 * A role that may not see agents gets no agent filters and keeps agents as
 * they are when editing.
 */
const NONE: ReadonlySet<number> = new Set();

/**
 * The customers past their credit limit, whose orders the list marks. Asked of the statements area's API by the
 * page, not carried on the order rows: orders (an earlier area) never imports statements, and the page of orders,
 * asked often, does not sum every customer's balance; one short list per page view, shared by every row.
 */
function useOverLimitCustomers(): ReadonlySet<number> {
  const over = useQuery(statementsQueries.overLimit());
  return useMemo(() => (over.data ? new Set(over.data.map((c) => c.customerId)) : NONE), [over.data]);
}

export default function OrderTrackingPage() {
  const { t } = useTranslation('orders');
  // A role that may not see agents gets `****` for their names and codes, in the agent options (its
  // requests then leave agent conditions out: the server would refuse them) and in the rows.
  const agents = useQuery(agentsQueries.options());
  const maskedRole = agents.data?.some((a) => a.agentName === AGENT_MASK) ?? false;
  const list = useList({
    pageSize: ORDER_PAGE_SIZE,
    query: ({ params, page, size }) =>
      ordersQueries.page({
        page,
        size,
        filter: orderFilterOf(filterFromUrl(params), tabFromUrl(params), sortFromUrl(params), maskedRole),
      }),
    total: (count) => t('total', { count }),
    area: 'orders',
    remove: (ids) => Promise.all(ids.map(ordersApi.remove)),
  });
  const { view, rows } = list;
  const masked = maskedRole || (rows?.some((r) => r.agentName === AGENT_MASK) ?? false);

  // The same filter, and the same handlers, while the conditions are the same: a tab or a page changes the URL,
  // and the filter panel (a form of a dozen fields) then does not render again.
  const filterText = JSON.stringify(filterFromUrl(view.params));
  const filter = useMemo(() => JSON.parse(filterText) as FilterValues, [filterText]);
  const { refetch } = list.query;
  // 查询 with the conditions already shown asks again (the URL would not change).
  const search = useStableCallback((values: FilterValues) => {
    const same =
      JSON.stringify(orderFilterOf(values, 'unsigned', 'descend', false)) ===
      JSON.stringify(orderFilterOf(filter, 'unsigned', 'descend', false));
    if (same && view.page === 1) void refetch();
    else view.update(urlPatchOf(values));
  });
  const reset = useStableCallback(() => view.update(urlPatchOf(emptyFilter)));
  const tab = tabFromUrl(view.params);
  const sort = sortFromUrl(view.params);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canEdit = useCan(P.order.edit);
  const canDelete = useCan(P.order.delete);
  const canTrack = useCan(P.order.track);
  const canExport = useCan(P.order.export);
  const close = () => setDialog(null);

  const { removeRows } = list;
  // The links' words read once for the rows, not once a row: on a slow PC's first visit each reading is slow.
  const links = useMemo(
    () => ({ edit: canEdit, remove: canDelete, own: [t('detail.open'), t('track'), t('link.row')] }),
    [canEdit, canDelete, t],
  );
  const rowActions = useMemo(() => {
    const [detail, track, link] = links.own;
    return (row: OrderRow) => ({
      onEdit: canEdit ? () => setDialog({ kind: 'edit', order: row }) : undefined,
      onDelete: canDelete
        ? () =>
            removeRows({
              ids: [row.id],
              title: t('deleteOne', { numbers: row.numbers }),
              content: t('deleteHint'),
              done: t('deleted'),
            })
        : undefined,
      children: (
        <>
          <RowLink onClick={() => setDialog({ kind: 'detail', order: row })}>{detail}</RowLink>
          <RowLink onClick={() => setDialog({ kind: 'tracking', order: row })}>{track}</RowLink>
          <RowLink onClick={() => setDialog({ kind: 'link', order: row })}>{link}</RowLink>
        </>
      ),
    });
  }, [links, canEdit, canDelete, removeRows, setDialog, t]);
  const actions = useActionsColumn<OrderRow>(true, rowActions, links);
  const columns = useColumnSettings('orders', useOrderColumns(sort, actions, !usePhone(), useOverLimitCustomers()));
  const labels = useTrackingLabels();

  const onSort = useStableCallback((_key: string, order: SortOrder) =>
    view.update({ sort: order === 'ascend' ? 'ascend' : null, page: null }),
  );
  const onTab = useStableCallback((key: Tab) => view.update({ tab: key === 'unsigned' ? null : key, page: null }));
  const counts = list.query.data;
  const filtered = JSON.stringify(filter) !== JSON.stringify(emptyFilter);
  // The same object while the view is: the totals and the tools beside the list are not drawn again for a render.
  const body = useMemo(() => orderFilterOf(filter, tab, sort, masked), [filter, tab, sort, masked]);
  // At the list's foot, beside the pager, as a sheet's sums are: above the rows it was a line fewer orders in view.
  const totals = useMemo(() => <OrderTotals filter={body} />, [body]);
  const fileName = () =>
    exportName(t('fileBase'), [
      t(`tab.${tab}`),
      ...filterWords(filter, { counted: (count) => t('numbersCount', { count }), tracking: labels.main }),
    ]);
  const exportSheet = useStableCallback(() => ordersApi.exportSheet(body, fileName()));
  const exportChosen = useStableCallback(() => ordersApi.exportSheet({ ...body, ids: list.selected }, fileName()));
  const template = useStableCallback(() => ordersApi.template(t('templateName')));
  const openSync = useCallback(() => setDialog({ kind: 'sync' }), []);
  const openRefreshAll = useCallback(() => setDialog({ kind: 'refreshAll' }), []);
  const batches = canEdit || canDelete || canTrack || canExport;
  // Pinned with the waybill number, or that pinned column would slide over it.
  const rowSelection = useMemo(
    () => (batches ? { ...list.rowSelection, fixed: true } : undefined),
    [batches, list.rowSelection],
  );

  return (
    <Flex vertical gap={12} className="order-tracking">
      <Card size="small">
        <OrderFilters values={filter} masked={masked} onSearch={search} onReset={reset} />
      </Card>
      <Card size="small">
        <OrderToolbar
          tab={tab}
          unsignedCount={counts?.unsignedCount}
          signedCount={counts?.signedCount}
          onTab={onTab}
          masked={masked}
          onSync={openSync}
          onRefreshAll={openRefreshAll}
          exportSheet={exportSheet}
          template={template}
          columnsButton={columns.button}
        />
        {masked && <Alert type="info" showIcon title={t('masked')} className="list-toolbar" />}
        {list.selected.length > 0 && (
          <div className="list-toolbar">
            <OrderBatchBar ids={list.selected} onExport={exportChosen} onClear={list.clearSelection} />
          </div>
        )}
        <ListTable<OrderRow>
          query={list.query}
          emptyText={filtered ? t('noMatch') : t('empty')}
          {...columns.table}
          dataSource={rows}
          pagination={list.pagination}
          onSort={onSort}
          rowSelection={rowSelection}
          footer={totals}
        />
      </Card>
      {dialog?.kind === 'detail' && <OrderDetailDrawer order={dialog.order} onClose={close} />}
      {dialog?.kind === 'edit' && <OrderDrawer order={dialog.order} masked={masked} onClose={close} />}
      {dialog?.kind === 'tracking' && <TrackingDrawer order={dialog.order} onClose={close} />}
      {dialog?.kind === 'link' && <TrackLinkDialog order={dialog.order} onClose={close} />}
      {dialog?.kind === 'sync' && <SyncDialog onClose={close} />}
      {dialog?.kind === 'refreshAll' && <RefreshEmployeeDialog onClose={close} />}
    </Flex>
  );
}
