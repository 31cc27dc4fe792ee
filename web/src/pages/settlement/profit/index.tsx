import { DownloadOutlined } from '@ant-design/icons';
import {
  BASE_CURRENCY,
  PROFIT_GROUPS,
  type Amount,
  type ProfitFigures,
  type ProfitFilter,
  type ProfitOrderRow,
} from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Flex, Radio, Statistic, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementApi, settlementQueries } from '../../../api/settlement.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { AgentPicker, ChannelPicker, CustomerPicker, EmployeePicker } from '../../../components/pickers/pickers.tsx';
import { exportName } from '../../../utils/fileName.ts';
import { formatMoney } from '../../../utils/money.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const VIEWS = [...PROFIT_GROUPS, 'order'] as const;
type View = (typeof VIEWS)[number];
type GroupRow = ProfitFigures & { id: number; key: string | null; label: string | null };
type OrderRow = ProfitOrderRow & { id: number };
const ID_KEYS = ['customerId', 'channelId', 'agentId', 'ownerUserId'] as const;

/** Profit over sale, in whole percent with one decimal; null without both. */
const margin = (sale: string | null, profit: string | null | undefined) =>
  sale === null || profit == null || Number(sale) === 0 ? null : ((Number(profit) / Number(sale)) * 100).toFixed(1);

/**
 * 利润报表: the priced orders the user sees, sale minus expected cost, each converted to CNY at its entry
 * month's rates (汇率), per customer, channel, agent, salesperson or month, or order by order; the original
 * currencies beside. Filters, view and page are in the URL. A month lacking a rate is named above the table
 * and the figures needing it stay blank: nothing is guessed.
 */
export default function ProfitReportPage() {
  const { t, i18n } = useTranslation('settlement');
  const { message } = App.useApp();
  const url = useUrlQuery(50);
  const thisMonth = dayjs().format('YYYY-MM');
  const param = (key: string) => url.params.get(key) ?? '';
  const [from, to] = [param('from'), param('to')];
  const askedView = param('view') as View;
  const view: View = VIEWS.includes(askedView) ? askedView : 'customer';
  const ids = ID_KEYS.map((k) => Number(param(k)) || undefined);
  // A new object each render is fine: queries are keyed by its value.
  const filter: ProfitFilter = {
    from: MONTH.test(from) ? from : dayjs().subtract(2, 'month').format('YYYY-MM'),
    to: MONTH.test(to) ? to : thisMonth,
    ...Object.fromEntries(ID_KEYS.flatMap((k, i) => (ids[i] ? [[k, ids[i]]] : []))),
  };
  const groups = useQuery({
    ...settlementQueries.profit(filter, view === 'order' ? 'customer' : view),
    enabled: view !== 'order',
  });
  const orders = useQuery({ ...settlementQueries.profitOrders(filter, url.page, url.size), enabled: view === 'order' });
  const totalsQuery = useQuery(settlementQueries.profit(filter, 'month'));
  const report = view === 'order' ? totalsQuery.data : groups.data;
  const pagination = useUrlPagination(url, orders.data?.total, t('total', { count: orders.data?.total ?? 0 }));
  const [exporting, setExporting] = useState(false);

  const cny = (amount: string | null | undefined) =>
    amount == null ? '—' : formatMoney(amount, BASE_CURRENCY, i18n.language, 2);
  const own = (amounts: Amount[]) => amounts.map((a) => formatMoney(a.amount, a.currency, i18n.language)).join(' · ');
  const money = { align: 'right' as const, width: 130 };

  const groupColumns: TableColumnsType<GroupRow> = [
    {
      key: 'label',
      title: t(`profit.group.${view === 'order' ? 'customer' : view}`),
      fixed: 'left',
      width: 150,
      render: (_, r) => r.label ?? t('profit.none'),
    },
    { key: 'orders', title: t('profit.orders'), width: 90, align: 'right', render: (_, r) => r.orders },
    { key: 'sale', title: t('profit.sale'), ...money, render: (_, r) => cny(r.sale) },
    { key: 'cost', title: t('profit.cost'), ...money, render: (_, r) => cny(r.cost) },
    { key: 'profit', title: t('profit.profit'), ...money, render: (_, r) => cny(r.profit) },
    {
      key: 'margin',
      title: t('profit.margin'),
      width: 90,
      align: 'right',
      render: (_, r) => margin(r.sale, r.profit) ?? '—',
    },
    { key: 'sales', title: t('profit.sales'), width: 200, render: (_, r) => own(r.sales) },
    { key: 'costs', title: t('profit.costs'), width: 200, render: (_, r) => own(r.costs) },
  ];
  const orderColumns: TableColumnsType<OrderRow> = [
    { key: 'numbers', title: t('col.numbers'), dataIndex: 'numbers', fixed: 'left', width: 150 },
    { key: 'month', title: t('profit.group.month'), dataIndex: 'month', width: 90 },
    { key: 'customer', title: t('col.customer'), dataIndex: 'shortName', width: 110 },
    { key: 'channel', title: t('col.channel'), width: 100, render: (_, r) => r.channelCode ?? '—' },
    { key: 'agent', title: t('profit.group.agent'), width: 110, render: (_, r) => r.agentName ?? '—' },
    { key: 'owner', title: t('col.owner'), dataIndex: 'ownerName', width: 100 },
    {
      key: 'ownSale',
      title: t('col.sale'),
      ...money,
      render: (_, r) => formatMoney(r.sale.amount, r.sale.currency, i18n.language),
    },
    {
      key: 'ownCost',
      title: t('col.cost'),
      ...money,
      render: (_, r) => (r.cost ? formatMoney(r.cost.amount, r.cost.currency, i18n.language) : '—'),
    },
    {
      key: 'rates',
      title: t('profit.rates'),
      width: 120,
      render: (_, r) => [r.saleRate ?? '?', ...(r.cost ? [r.costRate ?? '?'] : [])].join(' / '),
    },
    { key: 'sale', title: t('profit.sale'), ...money, render: (_, r) => cny(r.saleCny) },
    { key: 'cost', title: t('profit.cost'), ...money, render: (_, r) => cny(r.costCny) },
    { key: 'profit', title: t('profit.profit'), ...money, render: (_, r) => cny(r.profit) },
  ];

  const groupRows = useMemo(() => groups.data?.groups.map((g, i): GroupRow => ({ ...g, id: i + 1 })), [groups.data]);
  const orderRows = useMemo(() => orders.data?.records.map((r): OrderRow => ({ ...r, id: r.orderId })), [orders.data]);
  const pick = (key: (typeof ID_KEYS)[number]) => ({
    allowClear: true,
    style: { width: 180 },
    value: ids[ID_KEYS.indexOf(key)],
    onChange: (v: number | number[] | undefined) =>
      void url.update({ [key]: typeof v === 'number' ? v : null, page: 1 }),
  });
  const totals = report?.totals;

  const exportFile = () => {
    setExporting(true);
    settlementApi
      .profitExport(
        filter,
        view,
        exportName(t('profit.file'), [`${filter.from}~${filter.to}`, t(`profit.group.${view}`)]),
      )
      .then(
        () => void message.success(t('profit.exported')),
        () => undefined,
      )
      .finally(() => setExporting(false));
  };

  return (
    <Card>
      <Flex gap={8} wrap className="list-toolbar">
        <DatePicker.RangePicker
          picker="month"
          allowClear={false}
          aria-label={t('profit.period')}
          value={[dayjs(`${filter.from}-01`), dayjs(`${filter.to}-01`)]}
          onChange={(months) =>
            void url.update({
              from: months?.[0]?.format('YYYY-MM') ?? null,
              to: months?.[1]?.format('YYYY-MM') ?? null,
              page: 1,
            })
          }
        />
        <CustomerPicker placeholder={t('col.customer')} aria-label={t('col.customer')} {...pick('customerId')} />
        <ChannelPicker placeholder={t('col.channel')} aria-label={t('col.channel')} {...pick('channelId')} />
        <AgentPicker placeholder={t('profit.group.agent')} aria-label={t('profit.group.agent')} {...pick('agentId')} />
        <EmployeePicker placeholder={t('col.owner')} aria-label={t('col.owner')} {...pick('ownerUserId')} />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportFile}>
          {t('profit.export')}
        </Button>
      </Flex>
      <Radio.Group
        className="list-toolbar"
        optionType="button"
        value={view}
        onChange={(e) => void url.update({ view: e.target.value === 'customer' ? null : e.target.value, page: 1 })}
        options={VIEWS.map((v) => ({
          value: v,
          label: t(`profit.by.${v}`),
        }))}
      />
      {!!report?.missingRates.length && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('profit.missing')}
          description={report.missingRates
            .map((m) => t('profit.missingOne', { month: m.month, currency: m.currency, count: m.orders }))
            .join('；')}
        />
      )}
      {totals && (
        <Flex gap={32} wrap style={{ marginBottom: 12 }} role="group" aria-label={t('profit.totals')}>
          <Statistic title={t('profit.orders')} value={totals.orders} />
          <Statistic title={t('profit.sale')} value={cny(totals.sale)} />
          <Statistic title={t('profit.cost')} value={cny(totals.cost)} />
          <Statistic title={t('profit.profit')} value={cny(totals.profit)} />
          <Statistic title={t('profit.margin')} value={margin(totals.sale, totals.profit) ?? '—'} suffix="%" />
        </Flex>
      )}
      {view === 'order' ? (
        <ListTable<OrderRow>
          query={orders}
          emptyText={t('profit.empty')}
          dataSource={orderRows}
          columns={orderColumns}
          pagination={pagination}
        />
      ) : (
        <ListTable<GroupRow>
          query={groups}
          emptyText={t('profit.empty')}
          dataSource={groupRows}
          columns={groupColumns}
          pagination={false}
        />
      )}
    </Card>
  );
}
