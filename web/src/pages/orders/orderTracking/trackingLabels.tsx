import { TRACKING_STATUSES, UNTRACKED, type TrackingFilterStatus, type TrackingStatus } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statusesQueries } from '../../../api/statuses.ts';
import { CellTag } from '../../../components/list/CellTag.tsx';
import type zh from '../../../i18n/zh/orders.ts';

type SubStatus = keyof typeof zh.subStatus;

export const TRACKING_COLOR: Record<TrackingStatus, string> = {
  NotFound: 'default',
  InfoReceived: 'default',
  InTransit: 'blue',
  Expired: 'orange',
  AvailableForPickup: 'geekblue',
  OutForDelivery: 'cyan',
  DeliveryFailure: 'volcano',
  Delivered: 'green',
  Exception: 'red',
};

/**
 * The tracking provider's statuses in the user's language: the nine main ones
 * as staff named them (the tracking-status options), none as 未追踪, the
 * sub-statuses the provider documents from the messages; any other sub-status
 * as it came.
 */
export function useTrackingLabels() {
  const { t, i18n } = useTranslation('orders');
  const { data, isPending } = useQuery(statusesQueries.trackingOptions());
  // The same labels until the options or the language change: the order table's columns are kept while they are.
  return useMemo(() => {
    const main = (code: TrackingFilterStatus | null) =>
      code === null || code === UNTRACKED
        ? t('untracked')
        : (data?.find((o) => o.code === code)?.trackingStatus ?? code);
    // Each sub-status's words read once, not looked up twice for every row drawn.
    const words = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'orders', 'subStatus') as object | undefined;
    const subs = new Map(Object.keys(words ?? {}).map((code) => [code, t(`subStatus.${code as SubStatus}`)]));
    const sub = (code: string) => subs.get(code) ?? code;
    /** The nine main statuses in the provider's order, then none, for a filter. */
    const mainOptions: { value: TrackingFilterStatus; label: string }[] = [
      ...TRACKING_STATUSES.map((code) => ({ value: code, label: main(code) })),
      { value: UNTRACKED, label: main(UNTRACKED) },
    ];
    /** Still asking for the names (a chart drawn now would show codes, then names). */
    const pending = isPending;
    return { main, sub, mainOptions, pending };
  }, [data, isPending, i18n, t]);
}

export type TrackingLabels = ReturnType<typeof useTrackingLabels>;

/** Whether a sub-status says more than its main status (`Delivered_Other` and `InfoReceived` do not). */
export const saysMore = (status: TrackingStatus, subStatus: string | null): subStatus is string =>
  subStatus !== null && subStatus !== status && !subStatus.endsWith('_Other');

/**
 * A main status as a coloured tag, its sub-status beside it unless it says nothing more (`Delivered_Other`).
 * The labels come from the caller's one `useTrackingLabels`: a table has a cell a row.
 */
export function TrackingStatusCell({
  status,
  subStatus,
  labels,
}: {
  status: TrackingStatus | null;
  subStatus: string | null;
  labels: TrackingLabels;
}) {
  if (!status) return <span className="order-cell-none">—</span>;
  return (
    <>
      <CellTag color={TRACKING_COLOR[status]}>{labels.main(status)}</CellTag>
      {saysMore(status, subStatus) && <span className="order-cell-none">{labels.sub(subStatus)}</span>}
    </>
  );
}
