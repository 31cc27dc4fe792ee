import {
  P,
  type AdjustmentRow,
  type CustomerPaymentRow,
  type StatementOrder,
  type StatementRow,
  type StatementTotal,
} from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { statementsApi, statementsQueries } from '../../../api/statements.ts';
import { useCan } from '../../../components/Can.tsx';
import { ChargeAdjustDialog } from '../../../components/ChargeAdjustDialog.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { money } from '../../../utils/money.ts';
import { STATE_COLORS } from '../shared.tsx';

/** A statement: its balances per currency, orders, adjustments and payments; issued, deleted or downloaded here. */
export function StatementDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('statements');
  const one = useQuery(statementsQueries.detail(id));
  const canIssue = useCan(P.statement.issue);
  const canAdjust = useCan(P.charge.adjust);
  const confirm = useConfirmedAction();
  const issue = useAreaMutation('statements', (s: StatementRow) => statementsApi.issue(s.id, s.version));
  const remove = useAreaMutation(
    'statements',
    (s: StatementRow) => statementsApi.remove(s.id),
    (s) => [s.id],
  );
  const [adjusting, setAdjusting] = useState(false);
  const d = one.data;
  const s = d?.statement;
  return (
    <Drawer open title={s ? t('detail.title', { number: s.number }) : ''} size="min(880px, 100vw)" onClose={onClose}>
      <QueryState query={one}>
        {d && s && (
          <Flex vertical gap={16}>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
              <Descriptions.Item label={t('col.customer')}>{s.shortName}</Descriptions.Item>
              <Descriptions.Item label={t('col.period')}>{`${s.periodFrom} ~ ${s.periodTo}`}</Descriptions.Item>
              <Descriptions.Item label={t('col.state')}>
                <Tag color={STATE_COLORS[s.state]}>{t(`state.${s.state}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('col.issuedAt')}>
                {s.issuedAt
                  ? t('detail.issuedBy', { name: s.issuedBy ?? '', at: dayjs(s.issuedAt).format('YYYY-MM-DD HH:mm') })
                  : '—'}
              </Descriptions.Item>
            </Descriptions>
            {s.state === 'draft' && <Alert type="info" showIcon title={t('detail.draftHint')} />}
            <Flex gap={8} wrap>
              {canIssue && s.state === 'draft' && (
                <Button
                  type="primary"
                  onClick={() =>
                    confirm({
                      title: t('issue.title', { number: s.number }),
                      content: t('issue.content'),
                      okText: t('issue.open'),
                      danger: false,
                      run: () => issue.mutateAsync(s),
                      done: t('issue.done'),
                    })
                  }
                >
                  {t('issue.open')}
                </Button>
              )}
              <DownloadButton download={() => statementsApi.exportSheet(s.id, `${s.number}.xlsx`)}>
                {t('exportSheet')}
              </DownloadButton>
              {canAdjust && d.orders.length > 0 && (
                <Button onClick={() => setAdjusting(true)}>{t('adjust.open')}</Button>
              )}
              {canIssue && s.state === 'draft' && (
                <Button
                  danger
                  onClick={() =>
                    confirm({
                      title: t('remove.title', { number: s.number }),
                      run: () => remove.mutateAsync(s).then(onClose),
                      done: t('remove.done'),
                    })
                  }
                >
                  {t('remove.open')}
                </Button>
              )}
            </Flex>
            <Typography.Title level={5}>{t('detail.balances')}</Typography.Title>
            <Table<StatementTotal>
              size="small"
              rowKey="currency"
              pagination={false}
              scroll={{ x: 720 }}
              dataSource={s.totals}
              columns={(
                ['currency', 'opening', 'charges', 'adjustments', 'payments', 'closing', 'due', 'paid'] as const
              ).map((k) => ({
                key: k,
                title: t(`balance.${k}`),
                dataIndex: k,
                align: k === 'currency' ? 'left' : 'right',
              }))}
            />
            <Typography.Title level={5}>{t('detail.orders')}</Typography.Title>
            <Table<StatementOrder>
              size="small"
              rowKey="orderId"
              pagination={d.orders.length > 50 ? { pageSize: 50 } : false}
              scroll={{ x: 640 }}
              locale={{ emptyText: t('detail.noOrders') }}
              dataSource={d.orders}
              columns={[
                { key: 'numbers', title: t('order.numbers'), dataIndex: 'numbers' },
                {
                  key: 'entryDate',
                  title: t('order.entryDate'),
                  render: (_, o) => dayjs(o.entryDate).format('YYYY-MM-DD'),
                },
                { key: 'country', title: t('order.country'), dataIndex: 'countryCode' },
                { key: 'channel', title: t('order.channel'), render: (_, o) => o.channelCode ?? '—' },
                { key: 'chargeable', title: t('order.chargeable'), align: 'right', dataIndex: 'chargeableWeight' },
                { key: 'total', title: t('order.total'), align: 'right', render: (_, o) => money(o.total, o.currency) },
              ]}
            />
            <Typography.Title level={5}>{t('detail.adjustments')}</Typography.Title>
            <Table<AdjustmentRow>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 560 }}
              locale={{ emptyText: t('detail.noAdjustments') }}
              dataSource={d.adjustments}
              columns={[
                { key: 'numbers', title: t('order.numbers'), dataIndex: 'numbers' },
                {
                  key: 'amount',
                  title: t('col.amount'),
                  align: 'right',
                  render: (_, a) => money(a.amount, a.currency),
                },
                { key: 'reason', title: t('adjust.reason'), render: (_, a) => a.reason ?? t('adjust.repriced') },
                {
                  key: 'by',
                  title: t('col.by'),
                  render: (_, a) => `${a.byName ?? '—'} · ${dayjs(a.at).format('YYYY-MM-DD')}`,
                },
              ]}
            />
            <Typography.Title level={5}>{t('detail.payments')}</Typography.Title>
            <Table<CustomerPaymentRow>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 560 }}
              locale={{ emptyText: t('detail.noPayments') }}
              dataSource={d.payments}
              columns={[
                { key: 'paidOn', title: t('col.paidOn'), dataIndex: 'paidOn' },
                {
                  key: 'amount',
                  title: t('col.amount'),
                  align: 'right',
                  render: (_, p) => money(p.amount, p.currency),
                },
                { key: 'method', title: t('col.method'), render: (_, p) => t(`method.${p.method}`) },
                { key: 'reference', title: t('col.reference'), render: (_, p) => p.reference ?? '—' },
                {
                  key: 'applied',
                  title: t('col.applied'),
                  render: (_, p) =>
                    p.applications.find((a) => a.statementId === s.id)
                      ? money(p.applications.find((a) => a.statementId === s.id)!.amount, p.currency)
                      : '—',
                },
              ]}
            />
          </Flex>
        )}
      </QueryState>
      {adjusting && d && <ChargeAdjustDialog orders={d.orders} onClose={() => setAdjusting(false)} />}
    </Drawer>
  );
}
