import { P, type ChargeLine, type ChargePricing, type SurchargeKind } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { settlementApi, settlementQueries } from '../../../api/settlement.ts';
import { useCan } from '../../../components/Can.tsx';
import { ChargeAdjustDialog } from '../../../components/ChargeAdjustDialog.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { money, Reason, STATE_COLORS } from './labels.tsx';

const Lines = ({ lines, currency }: { lines: ChargeLine[]; currency: string | null }) => {
  const { t } = useTranslation(['settlement', 'surcharges']);
  // The base and the price level are settlement's words; a surcharge is named by its kind as the rules page names it.
  const kindOf = (kind: string) =>
    kind === 'base' || kind === 'level' ? t(`line.kinds.${kind}`) : t(`surcharges:rule.kind.${kind as SurchargeKind}`);
  return (
    <Table<ChargeLine>
      size="small"
      pagination={false}
      rowKey={(l) => `${l.kind}-${l.name}`}
      dataSource={lines}
      columns={[
        { key: 'kind', title: t('line.kind'), render: (_, l) => kindOf(l.kind) },
        { key: 'name', title: t('line.name'), dataIndex: 'name' },
        { key: 'amount', title: t('line.amount'), align: 'right', render: (_, l) => `${l.amount} ${currency ?? ''}` },
      ]}
    />
  );
};

/** One order's charge: its sale lines (and cost lines for who may see them), why it is not priced, every pricing. */
export function ChargeDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const { message } = App.useApp();
  const one = useQuery(settlementQueries.charge(orderId));
  const canAdjust = useCan(P.charge.adjust);
  const price = useAreaMutation('settlement', () => settlementApi.price(orderId));
  const c = one.data?.charge;
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Drawer open title={c ? t('drawer.title', { numbers: c.numbers }) : ''} size="min(720px, 100vw)" onClose={onClose}>
      <QueryState query={one}>
        {c && (
          <Flex vertical gap={16}>
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label={t('col.state')}>
                <Tag color={STATE_COLORS[c.state]}>{t(`state.${c.state}`)}</Tag> <Reason row={c} />
              </Descriptions.Item>
              <Descriptions.Item label={t('col.chargeable')}>{c.chargeableWeight ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('col.sale')}>{money(c.total, c.currency)}</Descriptions.Item>
              <Descriptions.Item label={t('col.level')}>
                {c.level
                  ? c.level.kind === 'percent'
                    ? t('level.percent', { percent: c.level.percent })
                    : t('level.sheet')
                  : '—'}
              </Descriptions.Item>
              {c.cost && (
                <Descriptions.Item label={t('col.cost')}>{money(c.cost.total, c.cost.currency)}</Descriptions.Item>
              )}
              {c.cost && <Descriptions.Item label={t('col.profit')}>{money(c.profit, c.currency)}</Descriptions.Item>}
            </Descriptions>
            <Typography.Title level={5}>{t('drawer.sale')}</Typography.Title>
            <Lines lines={c.lines} currency={c.currency} />
            {c.cost && (
              <>
                <Typography.Title level={5}>{t('drawer.cost')}</Typography.Title>
                <Lines lines={c.cost.lines} currency={c.cost.currency} />
              </>
            )}
            {canAdjust && (
              <Flex gap={8} wrap>
                {c.state !== 'billed' && (
                  <Button
                    loading={price.isPending}
                    onClick={() =>
                      price.mutate(undefined, { onSuccess: () => void message.success(t('drawer.priced')) })
                    }
                  >
                    {t('drawer.price')}
                  </Button>
                )}
                <Button onClick={() => setAdjusting(true)}>{t('adjust')}</Button>
              </Flex>
            )}
            <Typography.Title level={5}>{t('drawer.history')}</Typography.Title>
            <Table<ChargePricing>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={one.data?.history.records}
              columns={[
                { key: 'at', title: t('history.at'), render: (_, h) => new Date(h.at).toLocaleString() },
                {
                  key: 'cause',
                  title: t('history.cause'),
                  render: (_, h) => `${t(`history.causes.${h.cause}`)}${h.userName ? ` · ${h.userName}` : ''}`,
                },
                { key: 'state', title: t('col.state'), render: (_, h) => t(`state.${h.state}`) },
                { key: 'total', title: t('col.sale'), align: 'right', render: (_, h) => money(h.total, h.currency) },
                ...(c.cost
                  ? [
                      {
                        key: 'cost',
                        title: t('col.cost'),
                        align: 'right' as const,
                        render: (_: unknown, h: ChargePricing) => money(h.cost?.total, h.cost?.currency),
                      },
                    ]
                  : []),
              ]}
            />
          </Flex>
        )}
      </QueryState>
      {adjusting && c && <ChargeAdjustDialog orders={[c]} onClose={() => setAdjusting(false)} />}
    </Drawer>
  );
}
