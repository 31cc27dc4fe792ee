import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ref } from './common.ts';
import { P } from './permission-codes.ts';
import { xlsxExport } from './sheets.ts';

/*
 * 运单计费's list tools, as the order page has them: what the filtered orders
 * add up to per currency, the filtered list in Excel, and pricing a selection
 * again. Cost and profit only for a caller holding charge:cost.
 */

const amounts = z.array(z.object({ currency: z.string(), amount: z.string() }));

export const chargeTotals = z.object({
  orders: z.number().int(),
  /** Orders with a sale price (priced or billed). */
  priced: z.number().int(),
  /** Per currency, each rounded as the currency writes it. */
  sale: amounts,
  cost: amounts.optional(),
  /** Sale minus cost of the orders priced and costed in one currency (a row's profit), per currency. */
  profit: amounts.optional(),
});
export type ChargeTotals = z.infer<typeof chargeTotals>;

/** Orders a selection prices again at most. */
export const CHARGE_SELECTION_MAX = 200;

/** The endpoints, given the charges page's filter (settlement.ts spreads them into its group: no import cycle). */
export const chargeToolsOf = <F extends z.ZodType>(chargeFilter: F) => ({
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
});
