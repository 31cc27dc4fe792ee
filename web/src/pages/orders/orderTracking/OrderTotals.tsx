import type { OrderFilter } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersQueries } from '../../../api/orders.ts';
import { useAfterPaint } from '../../../components/AfterFirstPaint.tsx';

const grouped = (value: string) => {
  const [whole, part] = value.split('.');
  return `${Number(whole).toLocaleString()}${part ? `.${part}` : ''}`;
};

/** 合计 of the filtered orders on the tab: asked once their rows have painted, so they never wait for it. */
export const OrderTotals = memo(function OrderTotals({ filter }: { filter: OrderFilter }) {
  const { t } = useTranslation('orders');
  const asked = useAfterPaint(filter);
  const totals = useQuery({ ...ordersQueries.totals(asked ?? filter), enabled: asked !== undefined });
  if (!totals.data) return null;
  const { orders, weight, pieces, declared } = totals.data;
  return (
    <span className="order-totals" aria-live="polite">
      {t('totals.line', { orders: orders.toLocaleString(), weight: grouped(weight), pieces: pieces.toLocaleString() })}
      {declared.length > 0 &&
        ` · ${t('totals.declared')} ${declared.map((d) => `${d.currency ?? ''} ${grouped(d.amount)}`.trim()).join(' + ')}`}
    </span>
  );
});
