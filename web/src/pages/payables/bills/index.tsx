import { BILL_PAGE_SIZE, BILL_STATES, P, type BillRow, type BillState } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Radio, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payablesQueries } from '../../../api/payables.ts';
import { useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useColumnSettings } from '../../../components/list/useColumnSettings.tsx';
import { positiveInt, useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { BillDrawer } from './BillDrawer.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { AgentSelect, amounts, STATE_COLORS } from './labels.tsx';
import { PayablesTab } from './PayablesTab.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

const isState = (v: string | null): v is BillState => (BILL_STATES as readonly (string | null)[]).includes(v);

/**
 * 代理账单: the agents' bills (filters, page and the bill open in the URL, the filtered bills' totals per
 * currency), importing one with its columns mapped, a bill's differences to accept or dispute in a drawer;
 * what is owed to each agent on the second tab; the agents' tolerances.
 */
export default function AgentBillsPage() {
  const { t } = useTranslation('payables');
  const url = useUrlQuery(BILL_PAGE_SIZE);
  const [tab, stateParam, billNo] = [
    url.params.get('tab') ?? 'bills',
    url.params.get('state'),
    url.params.get('billNo') ?? '',
  ];
  const agentId = positiveInt(url.params.get('agentId'), 0) || undefined;
  const state = isState(stateParam) ? stateParam : undefined;
  const opened = positiveInt(url.params.get('bill'), 0) || null;
  const bills = useQuery(
    payablesQueries.bills({
      currentPage: url.page,
      pageSize: url.size,
      ...(agentId && { agentId }),
      ...(state && { state }),
      ...(billNo && { billNo }),
    }),
  );
  const pagination = useUrlPagination(url, bills.data?.total, t('total', { count: bills.data?.total ?? 0 }));
  const [importing, setImporting] = useState(false);
  const [settings, setSettings] = useState(false);
  const canImport = useCan(P.bill.import);
  const canReconcile = useCan(P.bill.reconcile);
  const open = (id: number | null) => void url.update({ bill: id, kind: null, status: null });

  const columns: TableColumnsType<BillRow> = [
    {
      key: 'billNo',
      title: t('col.billNo'),
      fixed: 'left',
      width: 140,
      render: (_, b) => (
        <Button type="link" size="small" onClick={() => open(b.id)}>
          {b.billNo}
        </Button>
      ),
    },
    { key: 'agent', title: t('col.agent'), width: 140, render: (_, b) => b.agentName },
    { key: 'period', title: t('col.period'), width: 200, render: (_, b) => `${b.periodFrom} ~ ${b.periodTo}` },
    {
      key: 'state',
      title: t('col.state'),
      width: 100,
      render: (_, b) => <Tag color={STATE_COLORS[b.state]}>{t(`state.${b.state}`)}</Tag>,
    },
    { key: 'lines', title: t('col.lines'), width: 90, align: 'right', dataIndex: 'lineCount' },
    { key: 'totals', title: t('col.totals'), width: 160, align: 'right', render: (_, b) => amounts(b.totals) },
    {
      key: 'differences',
      title: t('col.differences'),
      width: 220,
      render: (_, b) => (
        <Flex gap={4} wrap>
          {b.open > 0 && (
            <Tag color="orange">
              {t('status.open')} {b.open}
            </Tag>
          )}
          {b.disputed > 0 && (
            <Tag color="red">
              {t('status.disputed')} {b.disputed}
            </Tag>
          )}
          {b.accepted > 0 && (
            <Tag color="green">
              {t('status.accepted')} {b.accepted}
            </Tag>
          )}
        </Flex>
      ),
    },
    { key: 'createdBy', title: t('col.createdBy'), width: 100, dataIndex: 'createdBy' },
    {
      key: 'createdAt',
      title: t('col.createdAt'),
      width: 150,
      render: (_, b) => dayjs(b.createdAt).format('YYYY-MM-DD HH:mm'),
    },
  ];
  const columnSettings = useColumnSettings<BillRow>('payables.bills', columns);

  const billsTab = (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          value={state ?? ''}
          onChange={(e) => void url.update({ state: e.target.value || null, page: 1 })}
          options={[
            { value: '', label: t('state.all') },
            ...BILL_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          optionType="button"
        />
        <AgentSelect
          allowClear
          aria-label={t('filter.agent')}
          style={{ width: 200 }}
          value={agentId}
          onChange={(v) => void url.update({ agentId: v ?? null, page: 1 })}
        />
        <Input.Search
          allowClear
          defaultValue={billNo}
          placeholder={t('filter.billNo')}
          aria-label={t('filter.billNo')}
          style={{ width: 180 }}
          onSearch={(v) => void url.update({ billNo: v.trim(), page: 1 })}
        />
        {canImport && (
          <Button type="primary" onClick={() => setImporting(true)}>
            {t('actions.import')}
          </Button>
        )}
        {canReconcile && <Button onClick={() => setSettings(true)}>{t('actions.settings')}</Button>}
        {columnSettings.button}
      </Flex>
      {bills.data && bills.data.totals.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('sum')}: {amounts(bills.data.totals)}
        </Typography.Paragraph>
      )}
      <ListTable<BillRow>
        query={bills}
        emptyText={t('empty')}
        dataSource={bills.data?.records}
        pagination={pagination}
        scroll={{ x: 1200 }}
        {...columnSettings.table}
      />
    </>
  );

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => void url.update({ tab: key === 'bills' ? null : key, page: 1 })}
        items={[
          { key: 'bills', label: t('tabs.bills'), children: billsTab },
          { key: 'payables', label: t('tabs.payables'), children: <PayablesTab /> },
        ]}
      />
      {opened !== null && <BillDrawer id={opened} onClose={() => open(null)} />}
      {importing && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(id) => {
            setImporting(false);
            open(id);
          }}
        />
      )}
      {settings && <SettingsDialog agentId={agentId} onClose={() => setSettings(false)} />}
    </Card>
  );
}
