import type { ChargeFilter } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementQueries } from '../../../api/settlement.ts';
import { formatMoney } from '../../../utils/money.ts';

/** 合计 of every order the filter matches, per currency (cost and profit when the server sends them); asked beside the rows. */
export const ChargeTotals = memo(function ChargeTotals({ filter }: { filter: ChargeFilter }) {
  const { t, i18n } = useTranslation('settlement');
  const totals = useQuery(settlementQueries.chargeTotals(filter));
  if (!totals.data) return null;
  const { orders, priced, sale, cost, profit } = totals.data;
  const sum = (amounts: { currency: string; amount: string }[]) =>
    amounts.length ? amounts.map((a) => formatMoney(a.amount, a.currency, i18n.language)).join(' + ') : '0';
  return (
    <Typography.Text type="secondary" aria-live="polite" data-testid="charge-totals">
      {t('totals.line', { orders: orders.toLocaleString(), priced: priced.toLocaleString() })}
      {` · ${t('totals.sale')} ${sum(sale)}`}
      {cost && ` · ${t('totals.cost')} ${sum(cost)}`}
      {profit && ` · ${t('totals.profit')} ${sum(profit)}`}
    </Typography.Text>
  );
});
