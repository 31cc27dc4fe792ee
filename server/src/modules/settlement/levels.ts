import type { RateSheetFields, RateSheetSummary, SurchargeFields, SurchargeRow } from '@fwd/contract';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { createSheet } from '../quotes/sheets.ts';
import { createSurcharge } from '../surcharges/rules.ts';
import { settlementMessages as m } from './messages.ts';

/*
 * What prices besides the channels' sale sheets: cost sheets and cost
 * surcharges (the rate-sheet and surcharge models, saved by their own
 * services with their kind), and customers' price levels with their own sheets.
 */

export const createCostSheet = (
  ctx: Ctx,
  today: string,
  channelId: number,
  f: RateSheetFields,
): Promise<RateSheetSummary> => createSheet(ctx, today, channelId, f, { kind: 'cost', customerId: null });

export const createCustomerSheet = (
  ctx: Ctx,
  today: string,
  channelId: number,
  customerId: number,
  f: RateSheetFields,
): Promise<RateSheetSummary> => createSheet(ctx, today, channelId, f, { kind: 'customer', customerId });

export const createCostSurcharge = (ctx: Ctx, f: SurchargeFields): Promise<SurchargeRow> =>
  createSurcharge(ctx, f, 'cost');

export type PriceLevel = { kind: 'percent'; percent: string } | { kind: 'sheet' };

/** Sets a customer's price level on a channel (a percentage from -100 to 1000 on the base, or its own sheets), audited. */
export function setPriceLevel(ctx: Ctx, customerId: number, channelId: number, level: PriceLevel): Promise<void> {
  return inTransaction(ctx, async (t) => {
    if (!(await t.db.selectFrom('customers').select('id').where('id', '=', customerId).forShare().executeTakeFirst()))
      throw fieldError(t.lang, 'customerId', m.noSuchCustomer);
    if (!(await t.db.selectFrom('channels').select('id').where('id', '=', channelId).forShare().executeTakeFirst()))
      throw fieldError(t.lang, 'channelId', m.noSuchChannel);
    const percent = level.kind === 'percent' ? level.percent : null;
    if (percent !== null && !(Number(percent) >= -100 && Number(percent) <= 1000))
      throw fieldError(t.lang, 'percent', m.percentRange);
    const before = await t.db
      .selectFrom('customer_price_levels')
      .select(['id', 'kind', 'percent'])
      .where('customer_id', '=', customerId)
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    const row = await t.db
      .insertInto('customer_price_levels')
      .values({ customer_id: customerId, channel_id: channelId, kind: level.kind, percent })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'channel_id']).doUpdateSet((eb) => ({
          kind: level.kind,
          percent,
          version: eb('customer_price_levels.version', '+', 1),
          updated_at: new Date(),
        })),
      )
      .returning(['id', 'kind', 'percent'])
      .executeTakeFirstOrThrow();
    await audit(t, before ? 'update' : 'create', 'priceLevel', row.id, before ?? null, {
      customerId,
      channelId,
      kind: row.kind,
      percent: row.percent,
    });
  });
}
