import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fourNames, idParams, NO_CONTROL, nothing, ref, text, version } from './common.ts';
import { COLOR_PATTERN } from './constants.ts';
import { P } from './permission-codes.ts';

/**
 * Number statuses (单号状态): a waybill's business state, named in the four
 * languages (a blank one shows the Chinese name). The built-in ones carry the
 * `code` the system acts by (ordered, received, dispatched, transferred,
 * problem, returned, cancelled); staff add more, rename, colour, order and
 * disable them (a disabled one leaves the pickers, orders keep it), and delete
 * one they added that no order has.
 * Tracking statuses: the tracking provider's nine main statuses, named in
 * the four languages (staff may reword the names).
 */
/** `statusName` is the name in the caller's language. */
export const numberStatusOption = z.object({ id: z.number().int(), statusName: z.string(), color: z.string() });
export type NumberStatusOption = z.infer<typeof numberStatusOption>;

export const numberStatusRow = z.object({
  id: z.number().int(),
  /** Null on a status staff added. */
  code: z.string().nullable(),
  /** The name in the caller's language. */
  statusName: z.string(),
  ...fourNames,
  color: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Orders that have it, every owner's: while any do, it cannot be deleted. */
  orders: z.number().int(),
  version: z.number().int(),
});
export type NumberStatusRow = z.infer<typeof numberStatusRow>;

/** A translation: blank (or missing) shows the Chinese name. */
const translation = z.string().trim().max(20).regex(NO_CONTROL).default('');

/** Each name is unique in its language, whatever the case. */
export const numberStatusFields = z.strictObject({
  nameZh: text(20),
  nameEn: translation,
  nameEs: translation,
  nameJa: translation,
  color: z
    .string()
    .regex(COLOR_PATTERN)
    .transform((c) => c.toLowerCase()),
  enabled: z.boolean(),
});
export const numberStatusUpdateBody = numberStatusFields.extend({ version });

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

export const trackingStatusUpdateBody = z.strictObject({
  nameZh: text(30),
  nameEn: text(30),
  nameEs: text(30),
  nameJa: text(30),
  version,
});

export const statuses = {
  numberOptions: endpoint({
    method: 'GET',
    path: '/tracking-status/get-all-numberstatus',
    type: 'status',
    summary: 'Enabled number statuses in order, for pickers',
    access: P.order.view,
    response: z.array(numberStatusOption),
  }),
  trackingOptions: endpoint({
    method: 'GET',
    path: '/number-tracking-status/get-all-numbertrckingstatus',
    type: 'status',
    summary: "Tracking statuses named in the caller's language, for pickers",
    access: P.order.view,
    response: z.array(trackingStatusOption),
  }),
  numberList: endpoint({
    method: 'GET',
    path: '/number-status',
    type: 'status',
    summary: 'Every number status with its colour, flag and order',
    access: P.status.view,
    response: z.array(numberStatusRow),
  }),
  numberCreate: endpoint({
    method: 'POST',
    path: '/number-status',
    type: 'status',
    summary: 'Add a number status, named in the four languages, last in order',
    access: P.status.add,
    body: numberStatusFields,
    response: numberStatusRow,
  }),
  numberUpdate: endpoint({
    method: 'PUT',
    path: '/number-status/:id',
    type: 'status',
    summary: 'Rename, colour, enable or disable a number status (version checked)',
    access: P.status.edit,
    params: idParams,
    body: numberStatusUpdateBody,
    response: numberStatusRow,
  }),
  numberReorder: endpoint({
    method: 'PUT',
    path: '/number-status/reorder',
    type: 'status',
    summary: 'Order the number statuses (all of them, in order)',
    access: P.status.edit,
    body: z.strictObject({ ids: z.array(ref).min(1).max(100) }),
    response: z.array(numberStatusRow),
  }),
  numberRemove: endpoint({
    method: 'DELETE',
    path: '/number-status/:id',
    type: 'status',
    summary: 'Delete a number status staff added that no order has',
    access: P.status.delete,
    params: idParams,
    response: nothing,
  }),
  trackingList: endpoint({
    method: 'GET',
    path: '/number-tracking-status',
    type: 'status',
    summary: 'Tracking statuses with their names in the four languages',
    access: P.status.view,
    response: z.array(trackingStatusRow),
  }),
  trackingUpdate: endpoint({
    method: 'PUT',
    path: '/number-tracking-status/:id',
    type: 'status',
    summary: 'Rename a tracking status in the four languages (version checked)',
    access: P.status.edit,
    params: idParams,
    body: trackingStatusUpdateBody,
    response: trackingStatusRow,
  }),
};
