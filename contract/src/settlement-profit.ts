import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { CURRENCY_PATTERN, id, idParams, nothing, page, paged, version } from './common.ts';
import { decimal } from './measures.ts';
import { P } from './permission-codes.ts';
import { xlsxExport } from './sheets.ts';

/*
 * 汇率 and 利润报表, part of the settlement group: the month's rates staff keep
 * (one unit of a currency in CNY, the base), and what orders earned: sale minus
 * expected cost, each converted at the rates of the order's entry month (the
 * company's time zone), the original currencies kept beside. A month without a
 * rate for a currency is said (`missingRates`), never guessed: figures that
 * would need it are null.
 */

/** A calendar month, `YYYY-MM`. */
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** The base every rate converts into. */
export const BASE_CURRENCY = 'CNY';

export const exchangeRateRow = z.object({
  id: z.number().int(),
  month,
  currency: z.string(),
  /** CNY for one unit of the currency, up to 8 decimals. */
  rate: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;

/** A rate: more than 0, at most 6 digits before the point and 8 after. */
const rate = decimal(14, 8);
export const exchangeRateFields = z.strictObject({
  month,
  currency: z.string().trim().toUpperCase().regex(CURRENCY_PATTERN),
  rate,
});
export type ExchangeRateFields = z.input<typeof exchangeRateFields>;
export const exchangeRateUpdateBody = z.strictObject({ rate, version });

/** Which figures a profit report adds up per row. */
export const PROFIT_GROUPS = ['customer', 'channel', 'agent', 'owner', 'month'] as const;
export const profitGroup = z.enum(PROFIT_GROUPS);
export type ProfitGroup = z.infer<typeof profitGroup>;

/** The report's filter: entry months from–to (inclusive), and a customer, channel, agent, salesperson (the order's owner). */
export const profitFilter = z.object({
  from: month,
  to: month,
  customerId: id.optional(),
  channelId: id.optional(),
  agentId: id.optional(),
  ownerUserId: id.optional(),
});
export type ProfitFilter = z.input<typeof profitFilter>;
export type ProfitFilterValues = z.output<typeof profitFilter>;

const amount = z.object({ currency: z.string(), amount: z.string() });
export type Amount = z.infer<typeof amount>;

/**
 * What priced orders add up to. Sale, cost and profit in CNY are null when any
 * of them needs a rate the month lacks; `costed` orders have an expected cost,
 * and profit is theirs alone (sale minus cost of each), so an order with no
 * cost yet never shows as all profit.
 */
export const profitFigures = z.object({
  orders: z.number().int(),
  costed: z.number().int(),
  sale: z.string().nullable(),
  cost: z.string().nullable(),
  profit: z.string().nullable(),
  /** In their own currencies, each rounded as the currency writes it. */
  sales: z.array(amount),
  costs: z.array(amount),
});
export type ProfitFigures = z.infer<typeof profitFigures>;

export const profitReport = z.object({
  groupBy: profitGroup,
  /** Each group, most profit first (groups with no CNY figures last); `key` is the id (month: `YYYY-MM`). */
  groups: z.array(profitFigures.extend({ key: z.string().nullable(), label: z.string().nullable() })),
  totals: profitFigures,
  /** The months and currencies without a rate, and how many orders need each. */
  missingRates: z.array(z.object({ month, currency: z.string(), orders: z.number().int() })),
});
export type ProfitReport = z.infer<typeof profitReport>;

export const profitOrderRow = z.object({
  orderId: z.number().int(),
  numbers: z.string(),
  entryDate: z.string(),
  month,
  shortName: z.string(),
  channelCode: z.string().nullable(),
  agentName: z.string().nullable(),
  ownerName: z.string(),
  sale: amount,
  cost: amount.nullable(),
  /** The month's rates used (null: none kept), and the figures in CNY (null: a rate is missing, or no cost). */
  saleRate: z.string().nullable(),
  costRate: z.string().nullable(),
  saleCny: z.string().nullable(),
  costCny: z.string().nullable(),
  profit: z.string().nullable(),
});
export type ProfitOrderRow = z.infer<typeof profitOrderRow>;

/** Money figures of the home page in CNY, this month and last (null: a rate is missing; profit absent without the code). */
export const moneySummary = z.object({
  months: z.array(
    z.object({
      month,
      revenue: z.string().nullable(),
      profit: z.string().nullable().optional(),
      /** Currencies the month has no rate for. */
      missing: z.array(z.string()),
    }),
  ),
});
export type MoneySummary = z.infer<typeof moneySummary>;

export const settlementProfit = {
  rates: endpoint({
    method: 'GET',
    path: '/settlement/rates',
    type: 'settlement',
    summary: 'The exchange rates kept for a month (CNY for one unit of each currency)',
    access: P.rate.view,
    query: z.object({ month }),
    response: z.array(exchangeRateRow),
  }),
  rateCreate: endpoint({
    method: 'POST',
    path: '/settlement/rates',
    type: 'settlement',
    summary: 'Keep a month’s rate for a currency (one per month and currency; not CNY, the base)',
    access: P.rate.edit,
    body: exchangeRateFields,
    response: exchangeRateRow,
  }),
  rateUpdate: endpoint({
    method: 'PUT',
    path: '/settlement/rates/:id',
    type: 'settlement',
    summary: 'Change a rate (version checked)',
    access: P.rate.edit,
    params: idParams,
    body: exchangeRateUpdateBody,
    response: exchangeRateRow,
  }),
  rateDelete: endpoint({
    method: 'DELETE',
    path: '/settlement/rates/:id',
    type: 'settlement',
    summary: 'Remove a rate kept by mistake',
    access: P.rate.edit,
    params: idParams,
    response: nothing,
  }),
  rateCopy: endpoint({
    method: 'POST',
    path: '/settlement/rates/copy',
    type: 'settlement',
    summary: 'Copy the month before’s rates into a month, for the currencies it has none of yet',
    access: P.rate.edit,
    body: z.strictObject({ month }),
    response: z.array(exchangeRateRow),
  }),
  profit: endpoint({
    method: 'GET',
    path: '/settlement/profit',
    type: 'settlement',
    summary: 'Sale, cost and profit in CNY of the priced orders the caller sees, per group, with totals',
    access: P.profit.view,
    query: profitFilter.extend({ groupBy: profitGroup.default('customer') }),
    response: profitReport,
  }),
  profitOrders: endpoint({
    method: 'GET',
    path: '/settlement/profit/orders',
    type: 'settlement',
    summary: 'The report’s orders one by one, newest first, with the rates used',
    access: P.profit.view,
    query: profitFilter.extend(page(50).shape),
    response: paged(profitOrderRow),
  }),
  profitExport: endpoint({
    method: 'GET',
    path: '/settlement/profit/export',
    type: 'settlement',
    summary: 'The report as .xlsx: its groups and totals, or (groupBy order) every order',
    access: P.profit.view,
    query: profitFilter.extend({ groupBy: z.enum([...PROFIT_GROUPS, 'order']).default('customer') }),
    ...xlsxExport,
  }),
  moneySummary: endpoint({
    method: 'GET',
    path: '/settlement/money-summary',
    type: 'settlement',
    summary: 'Revenue (and, with the cost code, profit) in CNY this month and last, for the home page',
    access: [P.charge.view, P.profit.view],
    response: moneySummary,
  }),
};
