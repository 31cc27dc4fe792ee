import { z } from 'zod';

/*
 * 运单计费's list tools, as the order page has them: what the filtered orders
 * add up to per currency, the filtered list in Excel, and pricing a selection
 * again (their endpoints are in settlement.ts, beside the filter they take).
 * Cost and profit only for a caller holding charge:cost.
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
