import { P, STATEMENT_STATES, type StatementRow, type StatementState } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Radio, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statementsApi, statementsQueries } from '../../../api/statements.ts';
import { useCan } from '../../../components/Can.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useColumnSettings } from '../../../components/list/useColumnSettings.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { CustomerSelect, PerCurrency, STATE_COLORS, Sums } from '../shared.tsx';
import { StatementDrawer } from './StatementDrawer.tsx';

const PAGE_SIZE = 20;
const MONTH = /^\d{4}-\d{2}$/;
const isState = (v: string | null): v is StatementState => (STATEMENT_STATES as readonly (string | null)[]).includes(v);

/** A draft for a customer and a month (this month by default). */
function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (row: StatementRow) => void }) {
  const { t } = useTranslation('statements');
  return (
    <RecordDialog<{ version: number }, { customerId?: number; month: dayjs.Dayjs }>
      area="statements"
      record={null}
      title={t('create.title')}
      done={t('create.done')}
      initialValues={{ month: dayjs() }}
      valuesOf={() => ({ month: dayjs() })}
      save={async (v) => {
        const row = await statementsApi.create({ customerId: v.customerId!, month: v.month.format('YYYY-MM') });
        onCreated(row);
        return row;
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('create.hint')}</Typography.Paragraph>
      <Form.Item name="customerId" label={t('filter.customer')} rules={[{ required: true }]}>
        <CustomerSelect />
      </Form.Item>
      <Form.Item name="month" label={t('filter.month')} rules={[{ required: true }]}>
        <DatePicker picker="month" style={{ width: '100%' }} />
      </Form.Item>
    </RecordDialog>
  );
}

/**
 * 客户对账: statements per customer and month, filtered in the URL (customer, month, state), paged, with what
 * the issued ones ask and were paid per currency; a draft made for a customer and month; a statement's
 * orders, adjustments, payments and balances in a drawer; column settings as on the order page;, issued there with a confirmation, as Excel.
 */
export default function CustomerStatementsPage() {
  const { t } = useTranslation('statements');
  const url = useUrlQuery(PAGE_SIZE);
  const [customer, month, state] = [url.params.get('customerId'), url.params.get('month'), url.params.get('state')];
  const customerId = Number(customer) > 0 ? Number(customer) : undefined;
  const query = useMemo(
    () => ({
      currentPage: url.page,
      pageSize: url.size,
      ...(customerId && { customerId }),
      ...(month && MONTH.test(month) && { month }),
      ...(isState(state) && { state }),
    }),
    [url.page, url.size, customerId, month, state],
  );
  const page = useQuery(statementsQueries.page(query));
  const pagination = useUrlPagination(url, page.data?.total, t('total', { count: page.data?.total ?? 0 }));
  const canIssue = useCan(P.statement.issue);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const columns: TableColumnsType<StatementRow> = [
    {
      key: 'number',
      title: t('col.number'),
      fixed: 'left',
      width: 150,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)}>
          {r.number}
        </Button>
      ),
    },
    { key: 'customer', title: t('col.customer'), dataIndex: 'shortName', width: 120 },
    { key: 'period', title: t('col.period'), width: 190, render: (_, r) => `${r.periodFrom} ~ ${r.periodTo}` },
    {
      key: 'state',
      title: t('col.state'),
      width: 90,
      render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{t(`state.${r.state}`)}</Tag>,
    },
    { key: 'orders', title: t('col.orders'), dataIndex: 'orderCount', width: 80, align: 'right' },
    {
      key: 'due',
      title: t('col.due'),
      width: 140,
      align: 'right',
      render: (_, r) => <PerCurrency items={r.totals.map((x) => ({ currency: x.currency, amount: x.due }))} />,
    },
    {
      key: 'paid',
      title: t('col.paid'),
      width: 140,
      align: 'right',
      render: (_, r) => <PerCurrency items={r.totals.map((x) => ({ currency: x.currency, amount: x.paid }))} />,
    },
    {
      key: 'issuedAt',
      title: t('col.issuedAt'),
      width: 150,
      render: (_, r) => (r.issuedAt ? dayjs(r.issuedAt).format('YYYY-MM-DD HH:mm') : '—'),
    },
  ];
  const settings = useColumnSettings<StatementRow>('statements.customer', columns);

  return (
    <Card>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          value={isState(state) ? state : ''}
          onChange={(e) => void url.update({ state: e.target.value || null, page: 1 })}
          options={[
            { value: '', label: t('state.all') },
            ...STATEMENT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          optionType="button"
        />
        <CustomerSelect
          aria-label={t('filter.customer')}
          value={customerId}
          style={{ width: 180 }}
          onChange={(v) => void url.update({ customerId: v ?? null, page: 1 })}
        />
        <DatePicker
          picker="month"
          aria-label={t('filter.month')}
          placeholder={t('filter.month')}
          value={month && MONTH.test(month) ? dayjs(`${month}-01`) : null}
          onChange={(d) => void url.update({ month: d?.format('YYYY-MM') ?? null, page: 1 })}
        />
        {settings.button}
        {canIssue && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        )}
      </Flex>
      <Sums title={t('sums.title')} sums={page.data?.sums} line={(amount, paid) => t('sums.due', { amount, paid })} />
      <ListTable<StatementRow>
        query={page}
        emptyText={t('empty')}
        dataSource={page.data?.records}
        pagination={pagination}
        {...settings.table}
      />
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(row) => {
            setCreating(false);
            setOpen(row.id);
          }}
        />
      )}
      {open !== null && <StatementDrawer id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
