import { CHARGE_STATES, ORDER_PAGE_SIZE, P, type ChargeRow, type ChargeState } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Flex, Form, Input, Radio, Select, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { settlementApi, settlementQueries } from '../../../api/settlement.ts';
import { useCan } from '../../../components/Can.tsx';
import { ChargeAdjustDialog } from '../../../components/ChargeAdjustDialog.tsx';
import { JobDialog } from '../../../components/JobDialog.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { RowLink } from '../../../components/list/RowActions.tsx';
import { useColumnSettings } from '../../../components/list/useColumnSettings.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { exportName } from '../../../utils/fileName.ts';
import { ChargeDrawer } from './ChargeDrawer.tsx';
import { ChargeTotals } from './ChargeTotals.tsx';
import { PriceLevelsDrawer } from './PriceLevelsDrawer.tsx';
import { money, Reason, STATE_COLORS } from './labels.tsx';

type Row = ChargeRow & { id: number };
const isState = (v: string | null): v is ChargeState => (CHARGE_STATES as readonly (string | null)[]).includes(v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 运单计费: every order's sale price (or why it cannot be priced yet), its expected cost and profit for who
 * may see them (the server leaves them out otherwise), with the list tools of the order page: filters and
 * page in the URL, column settings, the filtered set's totals per currency, its Excel export, chosen rows (across
 * pages) priced again; an order's lines and pricing history in a drawer; bulk pricing as a job.
 */
export default function OrderChargesPage() {
  const { t } = useTranslation('settlement');
  const url = useUrlQuery(ORDER_PAGE_SIZE);
  const get = (key: string) => url.params.get(key) ?? '';
  const [state, numbers, shortName, from, to] = [
    url.params.get('state'),
    get('numbers'),
    get('shortName'),
    get('from'),
    get('to'),
  ];
  const filter = useMemo(
    () => ({
      ...(isState(state) && { state }),
      ...(numbers && { numbers }),
      ...(shortName && { shortName }),
      ...(DAY.test(from) && DAY.test(to) && { entryDate: [from, to] as [string, string] }),
    }),
    [state, numbers, shortName, from, to],
  );
  const page = useQuery(settlementQueries.chargePage({ page: url.page, size: url.size, filter }));
  const rows = useMemo(() => page.data?.records.map((r): Row => ({ ...r, id: r.orderId })), [page.data]);
  const pagination = useUrlPagination(url, page.data?.total, t('total', { count: page.data?.total ?? 0 }));
  const canAdjust = useCan(P.charge.adjust);
  const seesCost = useCan(P.charge.cost);
  const [bulk, setBulk] = useState(false);
  const [levels, setLevels] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState<Row | null>(null);
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<Key[]>([]);
  const rowSelection = useMemo(
    () => (canAdjust ? { selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: setChosen } : undefined),
    [canAdjust, chosen],
  );
  const reprice = useAreaMutation('settlement', (ids: number[]) => settlementApi.priceSelected(ids));
  const repriceChosen = () =>
    void modal.confirm({
      title: t('reprice.title', { count: chosen.length }),
      content: t('reprice.hint'),
      okText: t('reprice.ok'),
      onOk: () =>
        reprice.mutateAsync(chosen.map(Number)).then(
          (done) => {
            setChosen([]);
            void message.success(t('reprice.done', done));
          },
          () => undefined,
        ),
    });
  const [exporting, setExporting] = useState(false);
  const exportFiltered = () => {
    setExporting(true);
    settlementApi
      .chargeExport(
        filter,
        exportName(t('export.file'), [
          state && isState(state) ? t(`state.${state}`) : null,
          shortName,
          from && to ? `${from}~${to}` : null,
        ]),
      )
      .then(
        () => void message.success(t('export.done')),
        () => undefined,
      )
      .finally(() => setExporting(false));
  };

  const columns: TableColumnsType<Row> = [
    {
      key: 'numbers',
      title: t('col.numbers'),
      fixed: 'left',
      width: 150,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.orderId)}>
          {r.numbers}
        </Button>
      ),
    },
    { key: 'shortName', title: t('col.customer'), dataIndex: 'shortName', width: 120 },
    { key: 'ownerName', title: t('col.owner'), dataIndex: 'ownerName', width: 100 },
    { key: 'channel', title: t('col.channel'), width: 120, render: (_, r) => r.channelCode ?? '—' },
    {
      key: 'country',
      title: t('col.country'),
      width: 160,
      render: (_, r) => `${r.countryName} ${r.consigneePostcode ?? ''}`,
    },
    {
      key: 'weight',
      title: t('col.weight'),
      width: 110,
      align: 'right',
      render: (_, r) => `${r.weight} × ${r.pieces}`,
    },
    {
      key: 'chargeable',
      title: t('col.chargeable'),
      width: 100,
      align: 'right',
      render: (_, r) => r.chargeableWeight ?? '—',
    },
    {
      key: 'state',
      title: t('col.state'),
      width: 220,
      render: (_, r) => (
        <Flex gap={4} wrap>
          <Tag color={STATE_COLORS[r.state]}>{t(`state.${r.state}`)}</Tag>
          <Reason row={r} />
        </Flex>
      ),
    },
    { key: 'total', title: t('col.sale'), width: 130, align: 'right', render: (_, r) => money(r.total, r.currency) },
    ...(seesCost
      ? ([
          {
            key: 'cost',
            title: t('col.cost'),
            width: 130,
            align: 'right',
            render: (_, r) => money(r.cost?.total, r.cost?.currency),
          },
          {
            key: 'profit',
            title: t('col.profit'),
            width: 110,
            align: 'right',
            render: (_, r) => money(r.profit, r.currency),
          },
        ] satisfies TableColumnsType<Row>)
      : []),
    {
      key: 'entryDate',
      title: t('col.entryDate'),
      width: 120,
      render: (_, r) => dayjs(r.entryDate).format('YYYY-MM-DD'),
    },
    ...(canAdjust
      ? ([
          {
            key: 'actions',
            title: t('col.actions'),
            fixed: 'right',
            width: 80,
            render: (_, r) => <RowLink onClick={() => setAdjusting(r)}>{t('adjust')}</RowLink>,
          },
        ] satisfies TableColumnsType<Row>)
      : []),
  ];
  const settings = useColumnSettings<Row>('settlement.charges', columns);

  return (
    <Card>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          value={isState(state) ? state : ''}
          onChange={(e) => void url.update({ state: e.target.value || null, page: 1 })}
          options={[
            { value: '', label: t('state.all') },
            ...CHARGE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          optionType="button"
        />
        <Input.Search
          allowClear
          defaultValue={numbers}
          placeholder={t('filter.numbers')}
          style={{ width: 220 }}
          onSearch={(v) => void url.update({ numbers: v.trim(), page: 1 })}
        />
        <Input.Search
          allowClear
          defaultValue={shortName}
          placeholder={t('filter.customer')}
          style={{ width: 180 }}
          onSearch={(v) => void url.update({ shortName: v.trim(), page: 1 })}
        />
        <DatePicker.RangePicker
          aria-label={t('filter.entryDate')}
          value={DAY.test(from) && DAY.test(to) ? [dayjs(from), dayjs(to)] : null}
          onChange={(days) =>
            void url.update({
              from: days?.[0]?.format('YYYY-MM-DD') ?? null,
              to: days?.[1]?.format('YYYY-MM-DD') ?? null,
              page: 1,
            })
          }
        />
        {settings.button}
        <Button onClick={() => setLevels(true)}>{t('levels.open')}</Button>
        <Button loading={exporting} onClick={exportFiltered}>
          {t('export.open')}
        </Button>
        {canAdjust && chosen.length > 0 && (
          <Button loading={reprice.isPending} onClick={repriceChosen}>
            {t('reprice.open', { count: chosen.length })}
          </Button>
        )}
        {canAdjust && (
          <Button type="primary" onClick={() => setBulk(true)}>
            {t('bulk.open')}
          </Button>
        )}
      </Flex>
      <ChargeTotals filter={filter} />
      <ListTable<Row>
        query={page}
        rowSelection={rowSelection}
        emptyText={t('empty')}
        dataSource={rows}
        pagination={pagination}
        {...settings.table}
      />
      {levels && <PriceLevelsDrawer onClose={() => setLevels(false)} />}
      {open !== null && <ChargeDrawer orderId={open} onClose={() => setOpen(null)} />}
      {adjusting && <ChargeAdjustDialog orders={[adjusting]} onClose={() => setAdjusting(null)} />}
      {bulk && (
        <JobDialog<{ scope: 'unpriced' | 'unbilled' }>
          title={t('bulk.title')}
          okText={t('bulk.start')}
          initialValues={{ scope: 'unpriced' }}
          start={({ scope }) => settlementApi.priceAll(scope)}
          onClose={() => setBulk(false)}
        >
          <Form.Item name="scope" label={t('bulk.scope')} extra={t('bulk.hint')}>
            <Select
              options={[
                { value: 'unpriced', label: t('bulk.unpriced') },
                { value: 'unbilled', label: t('bulk.unbilled') },
              ]}
            />
          </Form.Item>
        </JobDialog>
      )}
    </Card>
  );
}
