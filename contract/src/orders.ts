import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { cargoType, decimal, positiveCm } from './measures.ts';
import type { AddressType } from './toolbox/addresses.ts';
import {
  CURRENCY_PATTERN,
  day,
  id,
  idParams,
  int,
  keyword,
  nothing,
  NO_CONTROL,
  optionalText,
  page,
  paged,
  queryInt,
  ref,
  text,
  version,
} from './common.ts';
import { P } from './permission-codes.ts';
import { importResult, xlsxExport, xlsxUpload } from './sheets.ts';

export const ORDER_PAGE_SIZE = 30;
/** The specification's two tabs; the default is 未签收. */
export const RECEIVED = ['未签收', '已签收'] as const;
export const receivedState = z.enum(RECEIVED);
export type ReceivedState = z.infer<typeof receivedState>;
/** The order page's tabs: the specification's two, and 全部 (both: what the home's entered-today and this-month cards count). */
export const RECEIVED_TABS = [...RECEIVED, '全部'] as const;
export type ReceivedTab = (typeof RECEIVED_TABS)[number];
/** Values a multi-value number filter takes at most (500 pasted numbers must work). */
export const NUMBERS_MAX = 1000;
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,49}$/;

/** The tracking provider's nine main statuses (17TRACK v2.2), in its order. */
export const TRACKING_STATUSES = [
  'NotFound',
  'InfoReceived',
  'InTransit',
  'Expired',
  'AvailableForPickup',
  'OutForDelivery',
  'DeliveryFailure',
  'Delivered',
  'Exception',
] as const;
export const trackingStatus = z.enum(TRACKING_STATUSES);
export type TrackingStatus = z.infer<typeof trackingStatus>;
/** The tracking filter's value for orders with no main status yet (never tracked, or the provider has said nothing). */
export const UNTRACKED = 'Untracked';
export const TRACKING_FILTER_STATUSES = [...TRACKING_STATUSES, UNTRACKED] as const;
export const trackingFilterStatus = z.enum(TRACKING_FILTER_STATUSES);
export type TrackingFilterStatus = z.infer<typeof trackingFilterStatus>;
/** Main statuses that make a parcel a problem by themselves (the other cause: no new event for N days). */
export const PROBLEM_STATUSES = [
  'Exception',
  'DeliveryFailure',
  'Expired',
] as const satisfies readonly TrackingStatus[];

/**
 * Several numbers pasted from a sheet: one per line (commas, tabs and spaces
 * separate too), blanks ignored, duplicates kept once, at most NUMBERS_MAX.
 * An array of numbers is taken as well.
 */
export const numberList = z
  .union([z.string().max(NUMBERS_MAX * 52), z.array(z.string().max(50)).max(NUMBERS_MAX)])
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(/[\s,;，；]+/)).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(50).regex(NO_CONTROL)).max(NUMBERS_MAX));

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(50)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/**
 * The specification's order search query. Conditions combine with AND; blank
 * ones are no condition. `numbers` matches any of the four number fields
 * exactly; the other number lists match their own field exactly.
 * `trackingStatus` takes main statuses, and UNTRACKED for orders without one. `agentName`,
 * `shortName` and `name` (the owner) match by prefix, `agentCode` whole (any
 * case), `countryNameCn` the destination's Chinese name or ISO code whole,
 * `trackingStatusName` text in the latest tracking event. `entryDate` is an
 * inclusive day range in the company's time zone; `signedDate` likewise, of
 * the signing (signed orders only). `problem` keeps only problem
 * parcels (PROBLEM_STATUSES, or no new event for the configured days).
 * A role whose show-agent flag is off is refused (40300) a non-blank agent filter.
 */
/** Orders one batch action (status, refresh, delete, export of the selection) takes at most. */
export const ORDER_BATCH_MAX = 500;
/** Orders chosen on the page for a batch action. */
export const orderBatchIds = z.array(ref).min(1).max(ORDER_BATCH_MAX);

export const orderFilter = z.strictObject({
  numbers: numberList.optional(),
  originalTrackingNumber: numberList.optional(),
  newTrackingNumber: numberList.optional(),
  customerOrderNumber: numberList.optional(),
  agentName: keyword,
  agentCode: keyword,
  shortName: keyword,
  name: keyword,
  nameList: z.array(z.string().trim().min(1).max(30).regex(NO_CONTROL)).max(200).optional(),
  statusName: oneOrMany(z.string().trim().min(1).max(30).regex(NO_CONTROL)).optional(),
  trackingStatus: oneOrMany(trackingFilterStatus).optional(),
  trackingStatusName: keyword,
  countryNameCn: keyword,
  entryDate: z.tuple([day, day]).nullish(),
  signedDate: z.tuple([day, day]).nullish(),
  isReceived: z.enum(RECEIVED_TABS).default('未签收'),
  problem: z.boolean().optional(),
  /** Only these orders (rows picked on the page: exporting what is selected). */
  ids: z.array(ref).min(1).max(ORDER_BATCH_MAX).optional(),
  /** By entry date; newest first unless asked. */
  sort: z.enum(['ascend', 'descend']).default('descend'),
});
export type OrderFilter = z.input<typeof orderFilter>;
export type OrderFilterValues = z.output<typeof orderFilter>;

/** The consignee address's type as an order records it (the residential surcharge's condition); null: not known (no surcharge). */
export const ORDER_ADDRESS_TYPES = ['residential', 'commercial'] as const satisfies readonly AddressType[];
export const orderAddressType = z.enum(ORDER_ADDRESS_TYPES);
export type OrderAddressType = z.infer<typeof orderAddressType>;
/** The sides of each of an order's pieces (alike), in cm: none recorded, or all three. */
export const ORDER_DIMENSIONS = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** An order as lists show it. Agent name and code are AGENT_MASK (and `agentId` null) for a role that may not see agents. */
export const orderRow = z.object({
  id: z.number().int(),
  numbers: z.string(),
  customerOrderNumber: z.string().nullable(),
  originalTrackingNumber: z.string().nullable(),
  newTrackingNumber: z.string().nullable(),
  customerId: z.number().int(),
  shortName: z.string(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  agentCode: z.string().nullable(),
  channelId: z.number().int().nullable(),
  channelCode: z.string().nullable(),
  channelName: z.string().nullable(),
  countryId: z.number().int(),
  countryCode: z.string(),
  countryNameCn: z.string(),
  /** The destination's name in the caller's language. */
  countryName: z.string(),
  consigneeName: z.string(),
  consigneePhone: z.string().nullable(),
  consigneeCity: z.string().nullable(),
  consigneePostcode: z.string().nullable(),
  consigneeAddress: z.string().nullable(),
  goodsDescription: z.string().nullable(),
  hsCode: z.string().nullable(),
  declaredValue: z.string().nullable(),
  currency: z.string().nullable(),
  weight: z.string(),
  pieces: z.number().int(),
  /** Null: not recorded (it prices as general cargo). */
  cargoType: cargoType.nullable(),
  addressType: orderAddressType.nullable(),
  lengthCm: z.string().nullable(),
  widthCm: z.string().nullable(),
  heightCm: z.string().nullable(),
  /** The owner employee (业务员) and their company. */
  ownerUserId: z.number().int(),
  name: z.string(),
  username: z.string(),
  companyName: z.string().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  statusColor: z.string(),
  trackingStatus: trackingStatus.nullable(),
  trackingSubStatus: z.string().nullable(),
  lastEvent: z.string().nullable(),
  lastEventAt: z.string().nullable(),
  /** Tracked last: by the provider (a pull or a push). */
  trackedAt: z.string().nullable(),
  problem: z.boolean(),
  entryDate: z.string(),
  isReceived: receivedState,
  receivedAt: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderPage = z.object({
  orders: z.object({ records: z.array(orderRow), total: z.number().int() }),
  /** Of the same filter without its `isReceived` condition. */
  unsignedCount: z.number().int(),
  signedCount: z.number().int(),
});

const optionalCm = positiveCm.nullish().transform((v) => v ?? null);

type Sides = Partial<Record<(typeof ORDER_DIMENSIONS)[number], string | null>>;
/** The sides a partial set leaves out (none when all three or none are given). */
export const missingSides = (v: Sides) =>
  ORDER_DIMENSIONS.some((k) => v[k] != null) ? ORDER_DIMENSIONS.filter((k) => v[k] == null) : [];
/** Each of an order's pieces measured in full or not at all: the sides left out of a partial set are each said as required. */
export const wholeDimensions = (v: Sides, ctx: z.RefinementCtx) => {
  for (const k of missingSides(v))
    ctx.addIssue({ code: 'custom', path: [k], params: { fault: 'required' }, message: 'required' });
};

/**
 * An order's editable fields. `agentId` left out keeps the agent (a role that
 * may not see agents cannot change it). `numbers` is unique. Its pricing inputs
 * besides weight and pieces: cargo type, address type, each piece's sides in cm
 * (all three or none: `wholeDimensions`); left out, none.
 */
export const orderFields = z.strictObject({
  numbers: z.string().trim().regex(ORDER_NUMBER_PATTERN),
  customerOrderNumber: optionalText(50),
  originalTrackingNumber: optionalText(50),
  newTrackingNumber: optionalText(50),
  customerId: ref,
  agentId: ref.nullable().optional(),
  channelId: ref.nullable(),
  countryId: ref,
  consigneeName: text(100),
  consigneePhone: optionalText(30),
  consigneeCity: optionalText(60),
  consigneePostcode: optionalText(20),
  consigneeAddress: optionalText(300),
  goodsDescription: optionalText(200),
  hsCode: z
    .string()
    .trim()
    .regex(/^\d{6,10}$/)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  declaredValue: decimal(12, 2).nullish(),
  currency: z
    .string()
    .trim()
    .regex(CURRENCY_PATTERN)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  weight: decimal(9, 3),
  pieces: int(1, 9999),
  cargoType: cargoType.nullish().transform((v) => v ?? null),
  addressType: orderAddressType.nullish().transform((v) => v ?? null),
  lengthCm: optionalCm,
  widthCm: optionalCm,
  heightCm: optionalCm,
  ownerUserId: ref,
  statusId: ref,
  entryDate: z.iso.datetime({ offset: true }),
  isReceived: receivedState,
  remark: optionalText(500),
});
export const orderUpdateBody = orderFields.extend({ version }).superRefine(wholeDimensions);

/** What the filtered orders of a tab add up to; declared values by currency (none: no currency given). */
export const orderTotals = z.object({
  orders: z.number().int(),
  weight: z.string(),
  pieces: z.number().int(),
  declared: z.array(z.object({ currency: z.string().nullable(), amount: z.string() })),
});
export type OrderTotals = z.infer<typeof orderTotals>;

/** The fields an order's history names, as the page labels them (references by name: customer, agent, channel, country, owner, status). */
export const ORDER_HISTORY_FIELDS = [
  'numbers',
  'customerOrderNumber',
  'originalTrackingNumber',
  'newTrackingNumber',
  'customer',
  'agent',
  'channel',
  'country',
  'consigneeName',
  'consigneePhone',
  'consigneeCity',
  'consigneePostcode',
  'consigneeAddress',
  'goodsDescription',
  'hsCode',
  'declaredValue',
  'currency',
  'weight',
  'pieces',
  'cargoType',
  'addressType',
  /** L×W×H cm. */
  'dimensions',
  'owner',
  'statusName',
  'entryDate',
  'isReceived',
  'receivedAt',
  'remark',
] as const;
export const orderHistoryField = z.enum(ORDER_HISTORY_FIELDS);
export type OrderHistoryField = z.infer<typeof orderHistoryField>;

/**
 * One audited change of an order: who (null: the system), when, and each field
 * it changed, before → after as text (times ISO, references by name then).
 * Agents are AGENT_MASK for a role that may not see them. A creation lists the
 * fields it set (before null); a save that changed nothing lists none.
 */
export const orderChange = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(['create', 'update']),
  userName: z.string().nullable(),
  username: z.string().nullable(),
  changes: z.array(z.object({ field: orderHistoryField, before: z.string().nullable(), after: z.string().nullable() })),
});
export type OrderChange = z.infer<typeof orderChange>;

export const orders = {
  page: endpoint({
    method: 'POST',
    path: '/orders/page',
    type: 'order',
    summary: 'Orders the caller sees that match the filter, a page of them, with the signed and unsigned counts',
    access: P.order.view,
    query: z.object({ page: id.default(1), size: queryInt(1, 200).default(ORDER_PAGE_SIZE) }),
    body: orderFilter,
    response: orderPage,
    // The console's most asked list: compiled, a page takes 0.10 ms to write where zod's encode took 0.26 (bench/RESULTS.md).
    answerWriter: 'compiled',
  }),
  totals: endpoint({
    method: 'POST',
    path: '/orders/totals',
    type: 'order',
    summary: 'Weight, pieces and declared value of every order the filter matches on its tab',
    access: P.order.view,
    body: orderFilter,
    response: orderTotals,
  }),
  batchStatus: endpoint({
    method: 'POST',
    path: '/orders/batch/status',
    type: 'order',
    summary: 'Set the number status of several orders the caller sees (all or none, audited)',
    access: P.order.edit,
    body: z.strictObject({ ids: orderBatchIds, statusId: ref }),
    response: z.object({ updated: z.number().int() }),
  }),
  batchRemove: endpoint({
    method: 'POST',
    path: '/orders/batch/delete',
    type: 'order',
    summary: 'Delete several orders the caller sees (all or none, audited)',
    access: P.order.delete,
    body: z.strictObject({ ids: orderBatchIds }),
    response: z.object({ deleted: z.number().int() }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/orders/:id',
    type: 'order',
    summary: 'Edit an order (version checked, audited)',
    access: P.order.edit,
    params: idParams,
    body: orderUpdateBody,
    response: orderRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/orders/:id',
    type: 'order',
    summary: 'Delete an order (audited)',
    access: P.order.delete,
    params: idParams,
    response: nothing,
  }),
  history: endpoint({
    method: 'GET',
    path: '/orders/:id/history',
    type: 'order',
    summary: 'An order’s changes from the audit log, field by field, newest first',
    access: P.order.view,
    params: idParams,
    query: page(20),
    response: paged(orderChange),
  }),
  exportSheet: endpoint({
    method: 'POST',
    path: '/orders/export',
    type: 'order',
    summary: 'Every order the filter matches (not only a page), as .xlsx',
    access: P.order.export,
    body: orderFilter,
    ...xlsxExport,
    readBy: 'importSheet',
  }),
  template: endpoint({
    method: 'GET',
    path: '/orders/template',
    type: 'order',
    summary: 'The empty import sheet, with its column labels',
    access: P.order.import,
    ...xlsxExport,
    readBy: 'importSheet',
  }),
  importSheet: endpoint({
    method: 'POST',
    path: '/orders/import',
    type: 'order',
    summary: 'Create or update orders by number from an .xlsx (all rows or none; references by code or name)',
    access: P.order.import,
    ...xlsxUpload,
    response: importResult,
  }),
};
