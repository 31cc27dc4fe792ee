import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idsBody, nothing, page } from './common.ts';
import { P } from './permission-codes.ts';

/**
 * Alerts: what a parcel's tracking or a run says that staff must look at, raised once per parcel and event
 * (a new exception, a delivery failure, a parcel silent for the configured days), once per failed sync or
 * tracking refresh, and a daily digest per person. Each reaches the order's owner (alert:view) and the roles
 * that watch logistics (alert:watch) within their data scope; a failed run reaches the watchers; a digest
 * its person. Each reader keeps their own read state.
 */
export const ALERT_KINDS = ['exception', 'deliveryFailure', 'silent', 'syncFailed', 'refreshFailed', 'digest'] as const;
export const alertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof alertKind>;

/** A digest's orders, and the orders its link opens, at most this many (the order filter's `numbers`). */
export const ALERT_ORDERS_MAX = 500;

export const alertRow = z.object({
  id: z.number().int(),
  kind: alertKind,
  /** In the caller's language. */
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The waybill numbers of the orders concerned the caller sees (none for a failed run): its link filters the orders page by them. */
  numbers: z.array(z.string()),
  /** The failed run (syncFailed, refreshFailed). */
  jobId: z.number().int().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

const access = [P.alert.view, P.alert.watch] as const;

export const alerts = {
  unread: endpoint({
    method: 'GET',
    path: '/alerts/unread',
    type: 'alerts',
    summary: "How many of the caller's alerts are unread (the bell's count)",
    access,
    response: z.object({ count: z.number().int() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/alerts',
    type: 'alerts',
    summary: "The caller's alerts, newest first, in the caller's language",
    access,
    query: page(20),
    response: z.object({ records: z.array(alertRow), total: z.number().int(), unread: z.number().int() }),
  }),
  read: endpoint({
    method: 'POST',
    path: '/alerts/read',
    type: 'alerts',
    summary: 'Mark these alerts read for the caller (those the caller does not see are left alone)',
    access,
    body: idsBody,
    response: nothing,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/alerts/read-all',
    type: 'alerts',
    summary: "Mark every one of the caller's alerts read",
    access,
    response: nothing,
  }),
};
