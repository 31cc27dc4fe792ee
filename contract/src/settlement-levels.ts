import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, nothing, ref, version } from './common.ts';
import { P } from './permission-codes.ts';

/*
 * Customers' price levels (客户价格等级), kept from 运单计费: per customer and
 * channel, a percentage on the channel's base, or the customer's own rate
 * sheets replacing the channel's. The next pricing of an order uses it.
 */

export const PRICE_LEVEL_KINDS = ['percent', 'sheet'] as const;

export const priceLevelRow = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  shortName: z.string(),
  channelId: z.number().int(),
  channelCode: z.string(),
  kind: z.enum(PRICE_LEVEL_KINDS),
  /** On the base, from -100 to 1000 (kind percent), else null. */
  percent: z.string().nullable(),
  /** The customer's own sheets on the channel (kind sheet prices nothing without one in force). */
  sheets: z.number().int(),
  version: z.number().int(),
});
export type PriceLevelRow = z.infer<typeof priceLevelRow>;

/** A percentage with up to two decimals, negative for a discount. */
const percent = z
  .string()
  .trim()
  .regex(/^-?\d{1,4}(\.\d{1,2})?$/)
  .nullable();
const level = { kind: z.enum(PRICE_LEVEL_KINDS), percent };
export const priceLevelFields = z.strictObject({ customerId: ref, channelId: ref, ...level });
export type PriceLevelFields = z.input<typeof priceLevelFields>;
export const priceLevelUpdateBody = z.strictObject({ ...level, version });

export const settlementLevels = {
  priceLevels: endpoint({
    method: 'GET',
    path: '/settlement/price-levels',
    type: 'settlement',
    summary: 'The price levels of the customers the caller sees, by customer and channel',
    access: P.charge.view,
    query: z.object({ customerId: id.optional() }),
    response: z.array(priceLevelRow),
  }),
  priceLevelCreate: endpoint({
    method: 'POST',
    path: '/settlement/price-levels',
    type: 'settlement',
    summary: 'Give a customer a price level on a channel (one per customer and channel)',
    access: P.charge.adjust,
    body: priceLevelFields,
    response: priceLevelRow,
  }),
  priceLevelUpdate: endpoint({
    method: 'PUT',
    path: '/settlement/price-levels/:id',
    type: 'settlement',
    summary: 'Change a price level (version checked)',
    access: P.charge.adjust,
    params: idParams,
    body: priceLevelUpdateBody,
    response: priceLevelRow,
  }),
  priceLevelDelete: endpoint({
    method: 'DELETE',
    path: '/settlement/price-levels/:id',
    type: 'settlement',
    summary: 'Remove a price level: the customer pays the channel’s price again from the next pricing',
    access: P.charge.adjust,
    params: idParams,
    response: nothing,
  }),
};
