import { CHARGE_STATES, P, ORDER_PAGE_SIZE, type ChargeRow, type ChargeState } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Radio, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementApi, settlementQueries } from '../../../api/settlement.ts';
import { useCan } from '../../../components/Can.tsx';
import { JobDialog } from '../../../components/JobDialog.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { QueryState } from '../../../components/QueryState.tsx';

const STATE_COLORS: Record<ChargeState, string> = { pending: 'orange', priced: 'green', billed: 'blue' };
const isState = (v: string | null): v is ChargeState => (CHARGE_STATES as readonly (string | null)[]).includes(v);

/** 运单计费: every order's sale price (the reason when it cannot be priced yet), its cost and profit for who may see them; filters in the URL. */
export default function OrderChargesPage() {
  const { t } = useTranslation('settlement');
  const url = useUrlQuery(ORDER_PAGE_SIZE);
  const state = url.params.get('state');
  const numbers = url.params.get('numbers') ?? '';
  const shortName = url.params.get('shortName') ?? '';
  const filter = useMemo(
    () => ({ ...(isState(state) && { state }), ...(numbers && { numbers }), ...(shortName && { shortName }) }),
    [state, numbers, shortName],
  );
  const page = useQuery(settlementQueries.chargePage({ page: url.page, size: url.size, filter }));
  const pagination = useUrlPagination(url, page.data?.total, t('total', { count: page.data?.total ?? 0 }));
  const canAdjust = useCan(P.charge.adjust);
  const seesCost = useCan(P.charge.cost);
  const [bulk, setBulk] = useState(false);

  const money = (amount: string | null | undefined, currency: string | null | undefined) => (amount == null ? '—' : `${amount} ${currency ?? ''}`);
  const columns: TableColumnsType<ChargeRow> = [
    { key: 'numbers', title: t('col.numbers'), dataIndex: 'numbers', fixed: 'left', width: 140 },
    { key: 'shortName', title: t('col.customer'), dataIndex: 'shortName', width: 120 },
    { key: 'channel', title: t('col.channel'), dataIndex: 'channelCode', width: 120, render: (v: string | null) => v ?? '—' },
    { key: 'country', title: t('col.country'), render: (_, r) => `${r.countryName} ${r.consigneePostcode ?? ''}`, width: 160 },
    { key: 'weight', title: t('col.weight'), render: (_, r) => `${r.weight} kg × ${r.pieces}`, width: 110, align: 'right' },
    { key: 'chargeable', title: t('col.chargeable'), dataIndex: 'chargeableWeight', width: 100, align: 'right', render: (v: string | null) => v ?? '—' },
    {
      key: 'state',
      title: t('col.state'),
      width: 200,
      render: (_, r) => (
        <Flex gap={4} wrap>
          <Tag color={STATE_COLORS[r.state]}>{t(`state.${r.state}`)}</Tag>
          {r.reason && <Typography.Text type="secondary">{t(`reason.${r.reason}`, r.reasonDetail ?? {})}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'total', title: t('col.sale'), width: 130, align: 'right', render: (_, r) => money(r.total, r.currency) },
    ...(seesCost
      ? ([
          { key: 'cost', title: t('col.cost'), width: 130, align: 'right', render: (_, r) => money(r.cost?.total, r.cost?.currency) },
          { key: 'profit', title: t('col.profit'), width: 110, align: 'right', render: (_, r) => money(r.profit, r.currency) },
        ] satisfies TableColumnsType<ChargeRow>)
      : []),
    { key: 'entryDate', title: t('col.entryDate'), dataIndex: 'entryDate', width: 120, render: (v: string) => v.slice(0, 10) },
  ];

  return (
    <Card>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          value={isState(state) ? state : ''}
          onChange={(e) => void url.update({ state: e.target.value || null, page: 1 })}
          options={[{ value: '', label: t('state.all') }, ...CHARGE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))]}
          optionType="button"
        />
        <Input.Search allowClear defaultValue={numbers} placeholder={t('filter.numbers')} style={{ width: 220 }} onSearch={(v) => void url.update({ numbers: v.trim(), page: 1 })} />
        <Input.Search allowClear defaultValue={shortName} placeholder={t('filter.customer')} style={{ width: 180 }} onSearch={(v) => void url.update({ shortName: v.trim(), page: 1 })} />
        {canAdjust && (
          <Button type="primary" onClick={() => setBulk(true)}>
            {t('bulk.open')}
          </Button>
        )}
      </Flex>
      <QueryState query={page}>
        <Table<ChargeRow> rowKey="orderId" size="small" columns={columns} dataSource={page.data?.records} pagination={pagination} scroll={{ x: 'max-content' }} loading={page.isFetching} />
      </QueryState>
      {bulk && (
        <JobDialog<{ scope: 'unpriced' | 'unbilled' }>
          title={t('bulk.title')}
          okText={t('bulk.start')}
          initialValues={{ scope: 'unpriced' }}
          start={({ scope }) => settlementApi.priceAll(scope)}
          onClose={() => setBulk(false)}
        >
          <Typography.Paragraph type="secondary">{t('bulk.hint')}</Typography.Paragraph>
          <Form.Item name="scope" label={t('bulk.scope')}>
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
