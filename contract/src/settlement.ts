import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, page, paged, queryInt, id, ref } from './common.ts';
import { P } from './permission-codes.ts';
import { job } from './jobs.ts';
import { orderFilter, ORDER_PAGE_SIZE, RECEIVED_TABS } from './orders.ts';
import { EXCLUSION_REASONS } from './quote-lines.ts';
import { CHARGE_SELECTION_MAX, chargeTotals } from './settlement-charge-tools.ts';
import { xlsxExport } from './sheets.ts';
import { settlementLevels } from './settlement-levels.ts';
import { settlementProfit } from './settlement-profit.ts';

/*
 * Settlement (结算管理): what each order is billed and is expected to cost.
 * This group holds its foundation, 运单计费: every order priced by the quote
 * engine on the sheet in force on its entry date, with the customer's price
 * level, and its expected cost from the channel's cost sheets and surcharges.
 */

/** 待计费 (cannot be priced yet, with the reason), 已计费, 已出账 (on an issued statement: frozen). */
export const CHARGE_STATES = ['pending', 'priced', 'billed'] as const;
export const chargeState = z.enum(CHARGE_STATES);
export type ChargeState = z.infer<typeof chargeState>;

/**
 * Why an order cannot be priced: the order's own gaps (noWeight: weight 0; noChannel; notYetPriced:
 * never priced, the bulk job's to do), the customer's price level naming a sheet of its own when none is in
 * force (noCustomerSheet), and the quote engine's reasons (EXCLUSION_REASONS; noZone, noSheet, the
 * channel's limits). `reasonDetail` carries the engine's numbers as the price query's exclusions do.
 */
export const CHARGE_REASONS = [
  'noWeight',
  'noChannel',
  'notYetPriced',
  'noCustomerSheet',
  ...EXCLUSION_REASONS,
] as const;
export const chargeReason = z.enum(CHARGE_REASONS);
export type ChargeReason = z.infer<typeof chargeReason>;

/** One line of a charge: the base, each surcharge (by kind), and the customer's price level (`level`). */
export const chargeLine = z.object({
  kind: z.string(),
  name: z.string(),
  /** Unrounded; the total is their sum rounded once to the currency's minor unit. */
  amount: z.string(),
});
export type ChargeLine = z.infer<typeof chargeLine>;

/** The expected cost: what the channel's agent or carrier should bill (cost sheets and cost surcharges). */
export const chargeCost = z.object({
  currency: z.string().nullable(),
  total: z.string().nullable(),
  lines: z.array(chargeLine),
  sheetId: z.number().int().nullable(),
  /** Why there is no cost yet (same reasons as the sale side), or null. */
  reason: chargeReason.nullable(),
});
export type ChargeCost = z.infer<typeof chargeCost>;

/**
 * An order's charge as lists show it. `cost` and `profit` are present only for a caller holding
 * P.charge.cost; otherwise the answer has no such keys. Profit: sale minus cost when both are in one currency.
 */
export const chargeRow = z.object({
  orderId: z.number().int(),
  numbers: z.string(),
  customerId: z.number().int(),
  shortName: z.string(),
  channelId: z.number().int().nullable(),
  channelCode: z.string().nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  consigneePostcode: z.string().nullable(),
  weight: z.string(),
  pieces: z.number().int(),
  entryDate: z.string(),
  ownerUserId: z.number().int(),
  ownerName: z.string(),
  state: chargeState,
  reason: chargeReason.nullable(),
  reasonDetail: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  chargeableWeight: z.string().nullable(),
  currency: z.string().nullable(),
  /** Rounded once to the currency's minor unit (scale 2, JPY 0). */
  total: z.string().nullable(),
  lines: z.array(chargeLine),
  sheetId: z.number().int().nullable(),
  /** The customer's price level the sale price was reached with, or null (the channel's price as it is). */
  level: z.object({ kind: z.enum(['percent', 'sheet']), percent: z.string().nullable() }).nullable(),
  pricedAt: z.string().nullable(),
  cost: chargeCost.optional(),
  profit: z.string().nullable().optional(),
});
export type ChargeRow = z.infer<typeof chargeRow>;

/** One pricing of an order: when, why (saved, the bulk job, priced again by hand), by whom, and what it came to. */
export const chargePricing = z.object({
  id: z.number().int(),
  at: z.string(),
  cause: z.enum(['save', 'bulk', 'manual']),
  userName: z.string().nullable(),
  state: chargeState,
  reason: chargeReason.nullable(),
  currency: z.string().nullable(),
  total: z.string().nullable(),
  chargeableWeight: z.string().nullable(),
  sheetId: z.number().int().nullable(),
  cost: chargeCost.pick({ currency: true, total: true, sheetId: true, reason: true }).optional(),
});
export type ChargePricing = z.infer<typeof chargePricing>;

/** The charges page's filter: the order page's, on every order by default, and the charge's state. */
export const chargeFilter = orderFilter.extend({
  isReceived: z.enum(RECEIVED_TABS).default('全部'),
  state: chargeState.optional(),
});
export type ChargeFilter = z.input<typeof chargeFilter>;
export type ChargeFilterValues = z.output<typeof chargeFilter>;

/** Which orders the bulk pricing takes: those never priced or pending, or every order not yet billed. */
export const bulkPricingBody = z.strictObject({ scope: z.enum(['unpriced', 'unbilled']).default('unpriced') });

export const settlement = {
  chargePage: endpoint({
    method: 'POST',
    path: '/settlement/charges/page',
    type: 'settlement',
    summary:
      'The charges of the orders the caller sees that match the filter, a page of them (cost and profit only with charge:cost)',
    access: P.charge.view,
    query: z.object({ page: id.default(1), size: queryInt(1, 200).default(ORDER_PAGE_SIZE) }),
    body: chargeFilter,
    response: paged(chargeRow),
  }),
  charge: endpoint({
    method: 'GET',
    path: '/settlement/charges/:id',
    type: 'settlement',
    summary: 'One order’s charge (by order id) and its pricing history, newest first',
    access: P.charge.view,
    params: idParams,
    query: page(20),
    response: z.object({ charge: chargeRow, history: paged(chargePricing) }),
  }),
  price: endpoint({
    method: 'POST',
    path: '/settlement/charges/:id/price',
    type: 'settlement',
    summary: 'Price one order again now (refused once billed)',
    access: P.charge.adjust,
    params: idParams,
    response: chargeRow,
  }),
  priceAll: endpoint({
    method: 'POST',
    path: '/settlement/charges/price-all',
    type: 'settlement',
    summary: 'Price every unpriced (or every unbilled) order, as a job with progress',
    access: P.charge.adjust,
    body: bulkPricingBody,
    response: job,
  }),
  chargeTotals: endpoint({
    method: 'POST',
    path: '/settlement/charges/totals',
    type: 'settlement',
    summary: 'What the charges of every order the filter matches add up to, per currency',
    access: P.charge.view,
    body: chargeFilter,
    response: chargeTotals,
  }),
  chargeExport: endpoint({
    method: 'POST',
    path: '/settlement/charges/export',
    type: 'settlement',
    summary: 'The charges of every order the filter matches, as .xlsx (cost and profit only with charge:cost)',
    access: P.charge.view,
    body: chargeFilter,
    ...xlsxExport,
  }),
  priceSelected: endpoint({
    method: 'POST',
    path: '/settlement/charges/price-selected',
    type: 'settlement',
    summary: 'Price the selected orders again now (billed ones stay as they are)',
    access: P.charge.adjust,
    body: z.strictObject({ ids: z.array(ref).min(1).max(CHARGE_SELECTION_MAX) }),
    response: z.object({ priced: z.number().int(), pending: z.number().int(), billed: z.number().int() }),
  }),
  ...settlementProfit,
  ...settlementLevels,
};
