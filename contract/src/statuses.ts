import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fourNames, idParams, ref, text, version } from './common.ts';
import { COLOR_PATTERN } from './constants.ts';
import { P } from './permission-codes.ts';

/**
 * Number statuses (单号状态): a waybill's business state. A fixed set, each
 * with the `code` the system acts by (ordered, received, dispatched,
 * transferred, problem, returned, cancelled); staff rename, colour, order and
 * disable them (a disabled one leaves the pickers, orders keep it).
 * Tracking statuses: the tracking provider's nine main statuses, named in
 * the four languages (staff may reword the names).
 */
export const numberStatusOption = z.object({ id: z.number().int(), statusName: z.string(), color: z.string() });
export type NumberStatusOption = z.infer<typeof numberStatusOption>;

export const numberStatusRow = z.object({
  id: z.number().int(),
  code: z.string(),
  statusName: z.string(),
  color: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type NumberStatusRow = z.infer<typeof numberStatusRow>;

/** `statusName` is unique, whatever the case. */
export const numberStatusUpdateBody = z.strictObject({
  statusName: text(20),
  color: z.string().regex(COLOR_PATTERN).transform((c) => c.toLowerCase()),
  enabled: z.boolean(),
  version,
});

/** The name in the caller's language. */
export const trackingStatusOption = z.object({ id: z.number().int(), code: z.string(), trackingStatus: z.string() });
export type TrackingStatusOption = z.infer<typeof trackingStatusOption>;

export const trackingStatusRow = z.object({
  id: z.number().int(),
  code: z.string(),
  ...fourNames,
  version: z.number().int(),
});
export type TrackingStatusRow = z.infer<typeof trackingStatusRow>;

export const trackingStatusUpdateBody = z.strictObject({ nameZh: text(30), nameEn: text(30), nameEs: text(30), nameJa: text(30), version });

export const statuses = {
  numberOptions: endpoint({
    method: 'GET', path: '/tracking-status/get-all-numberstatus', type: 'status', summary: 'Enabled number statuses in order, for pickers',
    access: P.order.view, response: z.array(numberStatusOption),
  }),
  trackingOptions: endpoint({
    method: 'GET', path: '/number-tracking-status/get-all-numbertrckingstatus', type: 'status',
    summary: "Tracking statuses named in the caller's language, for pickers", access: P.order.view, response: z.array(trackingStatusOption),
  }),
  numberList: endpoint({
    method: 'GET', path: '/number-status', type: 'status', summary: 'Every number status with its colour, flag and order',
    access: P.status.view, response: z.array(numberStatusRow),
  }),
  numberUpdate: endpoint({
    method: 'PUT', path: '/number-status/:id', type: 'status', summary: 'Rename, colour, enable or disable a number status (version checked)',
    access: P.status.edit, params: idParams, body: numberStatusUpdateBody, response: numberStatusRow,
  }),
  numberReorder: endpoint({
    method: 'PUT', path: '/number-status/reorder', type: 'status', summary: 'Order the number statuses (all of them, in order)',
    access: P.status.edit, body: z.strictObject({ ids: z.array(ref).min(1).max(100) }), response: z.array(numberStatusRow),
  }),
  trackingList: endpoint({
    method: 'GET', path: '/number-tracking-status', type: 'status', summary: 'Tracking statuses with their names in the four languages',
    access: P.status.view, response: z.array(trackingStatusRow),
  }),
  trackingUpdate: endpoint({
    method: 'PUT', path: '/number-tracking-status/:id', type: 'status', summary: "Rename a tracking status in the four languages (version checked)",
    access: P.status.edit, params: idParams, body: trackingStatusUpdateBody, response: trackingStatusRow,
  }),
};
