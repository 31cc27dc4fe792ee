import { P, type AccountRow, type CustomerPaymentRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, DatePicker, Flex, Input, Tabs, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { statementsApi, statementsQueries } from '../../../api/statements.ts';
import { useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useColumnSettings } from '../../../components/list/useColumnSettings.tsx';
import { useUrlPagination, useUrlQuery, type UrlQuery } from '../../../components/list/useUrlQuery.ts';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { money } from '../../../utils/money.ts';
import { CustomerSelect, PerCurrency, Sums } from '../shared.tsx';
import { AccountDialog, PaymentDialog } from './dialogs.tsx';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Payments, filtered in the URL (customer, currency, days), with their sums and what each was applied to. */
function PaymentsTab({ url }: { url: UrlQuery }) {
  const { t } = useTranslation('statements');
  const get = (k: string) => url.params.get(k) ?? '';
  const [customer, currency, from, to] = [get('customerId'), get('currency'), get('from'), get('to')];
  const customerId = Number(customer) > 0 ? Number(customer) : undefined;
  const query = useMemo(
    () => ({
      currentPage: url.page,
      pageSize: url.size,
      ...(customerId && { customerId }),
      ...(CURRENCY.test(currency) && { currency }),
      ...(DAY.test(from) && { from }),
      ...(DAY.test(to) && { to }),
    }),
    [url.page, url.size, customerId, currency, from, to],
  );
  const page = useQuery(statementsQueries.payments(query));
  const pagination = useUrlPagination(url, page.data?.total, t('total', { count: page.data?.total ?? 0 }));
  const canRecord = useCan(P.payment.record);
  const confirm = useConfirmedAction();
  const apply = useAreaMutation('statements', (p: CustomerPaymentRow) => statementsApi.apply(p.id, p.version));
  const [recording, setRecording] = useState(false);
  const columns: TableColumnsType<CustomerPaymentRow> = [
    { key: 'paidOn', title: t('col.paidOn'), dataIndex: 'paidOn', width: 110, fixed: 'left' },
    { key: 'customer', title: t('col.customer'), dataIndex: 'shortName', width: 120 },
    {
      key: 'amount',
      title: t('col.amount'),
      width: 130,
      align: 'right',
      render: (_, p) => money(p.amount, p.currency),
    },
    { key: 'method', title: t('col.method'), width: 100, render: (_, p) => t(`method.${p.method}`) },
    { key: 'reference', title: t('col.reference'), width: 130, render: (_, p) => p.reference ?? '—' },
    {
      key: 'applied',
      title: t('col.applied'),
      width: 220,
      render: (_, p) =>
        p.applications.length
          ? p.applications.map((a) => `${a.number}: ${money(a.amount, p.currency)}`).join(' · ')
          : '—',
    },
    {
      key: 'unapplied',
      title: t('col.unapplied'),
      // The amount and its button on one line, as every cell is.
      width: 210,
      align: 'right',
      render: (_, p) =>
        Number(p.unapplied) > 0 ? (
          <Flex gap={4} justify="end" align="center">
            {money(p.unapplied, p.currency)}
            {canRecord && (
              <Button
                size="small"
                onClick={() =>
                  confirm({
                    title: t('applyLeft.title', { amount: money(p.unapplied, p.currency) }),
                    okText: t('applyLeft.open'),
                    danger: false,
                    run: () => apply.mutateAsync(p),
                    done: t('applyLeft.done'),
                  })
                }
              >
                {t('applyLeft.open')}
              </Button>
            )}
          </Flex>
        ) : (
          '—'
        ),
    },
    { key: 'by', title: t('col.by'), width: 100, render: (_, p) => p.byName ?? '—' },
  ];
  const settings = useColumnSettings<CustomerPaymentRow>('statements.payments', columns);
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <CustomerSelect
          aria-label={t('filter.customer')}
          value={customerId}
          style={{ width: 180 }}
          onChange={(v) => void url.update({ customerId: v ?? null, page: 1 })}
        />
        <Input.Search
          allowClear
          defaultValue={currency}
          placeholder={t('filter.currency')}
          style={{ width: 120 }}
          onSearch={(v) => void url.update({ currency: v.trim().toUpperCase(), page: 1 })}
        />
        <DatePicker.RangePicker
          aria-label={t('filter.paidOn')}
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
        {canRecord && (
          <Button type="primary" onClick={() => setRecording(true)}>
            {t('pay.open')}
          </Button>
        )}
      </Flex>
      <Sums
        title={t('sums.payments')}
        sums={page.data?.sums}
        line={(amount, paid) => t('sums.received', { amount, paid })}
      />
      <ListTable<CustomerPaymentRow>
        query={page}
        emptyText={t('emptyPayments')}
        dataSource={page.data?.records}
        pagination={pagination}
        {...settings.table}
      />
      {recording && <PaymentDialog customerId={customerId} onClose={() => setRecording(false)} />}
    </>
  );
}

type AccountListRow = AccountRow & { id: number };

/** Each customer's balance per currency, what is not yet billed, its credit limit and statement language. */
function AccountsTab({ url }: { url: UrlQuery }) {
  const { t } = useTranslation('statements');
  const over = url.params.get('overLimit') === 'true';
  const query = useMemo(
    () => ({
      currentPage: url.page,
      pageSize: url.size,
      ...(url.keyword && { keyword: url.keyword }),
      ...(over && { overLimit: 'true' as const }),
    }),
    [url.page, url.size, url.keyword, over],
  );
  const page = useQuery(statementsQueries.accounts(query));
  const rows = useMemo(() => page.data?.records.map((r): AccountListRow => ({ ...r, id: r.customerId })), [page.data]);
  const pagination = useUrlPagination(url, page.data?.total, t('total', { count: page.data?.total ?? 0 }));
  const canCredit = useCan(P.payment.credit);
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const columns: TableColumnsType<AccountListRow> = [
    {
      key: 'customer',
      title: t('col.customer'),
      width: 150,
      fixed: 'left',
      render: (_, a) => (
        <Flex gap={4} wrap>
          {a.shortName}
          {a.overLimit && <Tag color="red">{t('overLimit')}</Tag>}
        </Flex>
      ),
    },
    { key: 'owner', title: t('col.owner'), dataIndex: 'ownerName', width: 100 },
    {
      key: 'balance',
      title: t('col.balance'),
      width: 140,
      align: 'right',
      render: (_, a) => <PerCurrency items={a.balances.map((b) => ({ currency: b.currency, amount: b.balance }))} />,
    },
    {
      key: 'unbilled',
      title: t('col.unbilled'),
      width: 140,
      align: 'right',
      render: (_, a) => <PerCurrency items={a.balances.map((b) => ({ currency: b.currency, amount: b.unbilled }))} />,
    },
    {
      key: 'unapplied',
      title: t('col.unapplied'),
      width: 140,
      align: 'right',
      render: (_, a) => <PerCurrency items={a.balances.map((b) => ({ currency: b.currency, amount: b.unapplied }))} />,
    },
    {
      key: 'limit',
      title: t('col.creditLimit'),
      width: 140,
      align: 'right',
      render: (_, a) => (a.creditLimit ? money(a.creditLimit, a.creditCurrency!) : t('account.noLimit')),
    },
    { key: 'language', title: t('col.language'), width: 100, render: (_, a) => t(`language.${a.language}`) },
    ...(canCredit
      ? ([
          {
            key: 'actions',
            title: '',
            width: 80,
            render: (_, a) => (
              <Button size="small" onClick={() => setEditing(a)}>
                {t('account.open')}
              </Button>
            ),
          },
        ] satisfies TableColumnsType<AccountListRow>)
      : []),
  ];
  const settings = useColumnSettings<AccountListRow>('statements.accounts', columns);
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          defaultValue={url.keyword}
          placeholder={t('filter.keyword')}
          style={{ width: 220 }}
          onSearch={(v) => void url.update({ keyword: v.trim(), page: 1 })}
        />
        <Checkbox
          checked={over}
          onChange={(e) => void url.update({ overLimit: e.target.checked ? 'true' : null, page: 1 })}
        >
          {t('filter.overLimit')}
        </Checkbox>
        {settings.button}
      </Flex>
      <ListTable<AccountListRow>
        query={page}
        emptyText={t('emptyAccounts')}
        dataSource={rows}
        pagination={pagination}
        {...settings.table}
      />
      {editing && <AccountDialog account={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** 收款: payments recorded and applied, and each customer's balance and credit limit (the tab in the URL). */
export default function PaymentsPage() {
  const { t } = useTranslation('statements');
  const url = useUrlQuery(PAGE_SIZE);
  const tab = url.params.get('tab') === 'accounts' ? 'accounts' : 'payments';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(k) => void url.update({ tab: k === 'accounts' ? k : null, page: 1, keyword: null })}
        items={[
          { key: 'payments', label: t('tabs.payments'), children: tab === 'payments' && <PaymentsTab url={url} /> },
          { key: 'accounts', label: t('tabs.accounts'), children: tab === 'accounts' && <AccountsTab url={url} /> },
        ]}
      />
    </Card>
  );
}
