import {
  Code,
  type PriceLevelRow,
  type RateSheetFields,
  type RateSheetSummary,
  type SurchargeFields,
  type SurchargeRow,
} from '@fwd/contract';
import { sql } from 'kysely';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldConflict, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { createSheet } from '../quotes/sheets.ts';
import { scopeOf, whereVisible, type DataScope } from '../roles/scope.ts';
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

/* 客户价格等级 as 运单计费 keeps them: the customers the caller sees (their data scope, by the customer's owner). */

const levelRows = (db: Db, scope: DataScope) =>
  whereVisible(
    db
      .selectFrom('customer_price_levels as l')
      .innerJoin('customers as cu', 'cu.id', 'l.customer_id')
      .innerJoin('channels as ch', 'ch.id', 'l.channel_id')
      .select([
        'l.id',
        'l.customer_id as customerId',
        'cu.short_name as shortName',
        'l.channel_id as channelId',
        'ch.code as channelCode',
        'l.kind',
        'l.percent',
        'l.version',
        sql<number>`(select count(*)::int from rate_sheets s where s.kind = 'customer' and s.customer_id = l.customer_id and s.channel_id = l.channel_id)`.as(
          'sheets',
        ),
      ])
      .orderBy('cu.short_name')
      .orderBy('ch.code'),
    'cu.owner_user_id',
    scope,
  );

export const priceLevels = async (ctx: Ctx, customerId?: number): Promise<PriceLevelRow[]> =>
  levelRows(ctx.db, await scopeOf(ctx))
    .$if(customerId !== undefined, (q) => q.where('l.customer_id', '=', customerId!))
    .execute();

const levelOf = async (ctx: Ctx, db: Db, id: number) =>
  levelRows(db, await scopeOf(ctx))
    .where('l.id', '=', id)
    .executeTakeFirst();

/** The percentage a level of this kind keeps: required and in range for percent, none for sheet. */
function percentOf(ctx: Ctx, kind: PriceLevel['kind'], percent: string | null): string | null {
  if (kind === 'sheet') return null;
  if (percent === null) throw fieldError(ctx.lang, 'percent', m.percentRange);
  if (!(Number(percent) >= -100 && Number(percent) <= 1000)) throw fieldError(ctx.lang, 'percent', m.percentRange);
  return percent;
}

export async function createPriceLevel(
  ctx: Ctx,
  f: { customerId: number; channelId: number; kind: PriceLevel['kind']; percent: string | null },
): Promise<PriceLevelRow> {
  const percent = percentOf(ctx, f.kind, f.percent);
  // A customer outside the caller's scope is no customer to them.
  if (
    !(await whereVisible(
      ctx.db.selectFrom('customers').select('id').where('id', '=', f.customerId),
      'owner_user_id',
      await scopeOf(ctx),
    ).executeTakeFirst())
  )
    throw fieldError(ctx.lang, 'customerId', m.noSuchCustomer);
  const taken = await ctx.db
    .selectFrom('customer_price_levels')
    .select('id')
    .where('customer_id', '=', f.customerId)
    .where('channel_id', '=', f.channelId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(ctx.lang, 'channelId', m.levelTaken);
  await setPriceLevel(
    ctx,
    f.customerId,
    f.channelId,
    percent === null ? { kind: 'sheet' } : { kind: 'percent', percent },
  );
  const row = await ctx.db
    .selectFrom('customer_price_levels')
    .select('id')
    .where('customer_id', '=', f.customerId)
    .where('channel_id', '=', f.channelId)
    .executeTakeFirstOrThrow();
  return (await levelOf(ctx, ctx.db, row.id))!;
}

export async function updatePriceLevel(
  ctx: Ctx,
  id: number,
  f: { kind: PriceLevel['kind']; percent: string | null; version: number },
): Promise<PriceLevelRow> {
  const percent = percentOf(ctx, f.kind, f.percent);
  const before = await levelOf(ctx, ctx.db, id);
  if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchLevel);
  return updateVersioned(ctx, {
    table: 'customer_price_levels',
    id,
    version: f.version,
    set: { kind: f.kind, percent },
    read: async (db) => levelOf(ctx, db, id),
    notFound: m.noSuchLevel,
    audit: { entity: 'priceLevel', before },
  });
}

export async function deletePriceLevel(ctx: Ctx, id: number): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const before = await levelOf(ctx, t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchLevel);
    await t.db.deleteFrom('customer_price_levels').where('id', '=', id).execute();
    await audit(t, 'delete', 'priceLevel', id, before, null);
    return null;
  });
}
