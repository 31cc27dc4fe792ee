import { BASE_CURRENCY, Code, type ExchangeRateRow } from '@fwd/contract';
import { decimalText } from '../../db/columns.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldConflict, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { settlementMessages as m } from './messages.ts';

/* 汇率: per month and currency, CNY for one unit; kept by staff, every change audited and versioned. */

const columns = ['id', 'month', 'currency', 'rate', 'version', 'updated_at'] as const;
type Raw = { id: number; month: string; currency: string; rate: string; version: number; updated_at: Date };
const rowOf = (r: Raw): ExchangeRateRow => ({
  id: r.id,
  month: r.month,
  currency: r.currency,
  rate: decimalText(r.rate),
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

const oneRate = (db: Db, id: number) =>
  db
    .selectFrom('exchange_rates')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r && rowOf(r));

/** The month before `YYYY-MM`. */
export function monthBefore(month: string): string {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
}

export const ratesOf = async (db: Db, month: string): Promise<ExchangeRateRow[]> =>
  (await db.selectFrom('exchange_rates').select(columns).where('month', '=', month).orderBy('currency').execute()).map(
    rowOf,
  );

/** A rate must be more than 0 (the pattern allows 0.00). */
function assertPositive(ctx: Ctx, rate: string): void {
  if (!/[1-9]/.test(rate)) throw fieldError(ctx.lang, 'rate', m.ratePositive);
}

export async function createRate(
  ctx: Ctx,
  f: { month: string; currency: string; rate: string },
): Promise<ExchangeRateRow> {
  if (f.currency === BASE_CURRENCY) throw fieldError(ctx.lang, 'currency', m.rateBase);
  assertPositive(ctx, f.rate);
  return inTransaction(ctx, async (t) => {
    const taken = await t.db
      .selectFrom('exchange_rates')
      .select('id')
      .where('month', '=', f.month)
      .where('currency', '=', f.currency)
      .executeTakeFirst();
    if (taken) throw fieldConflict(t.lang, 'currency', m.rateTaken, { month: f.month, currency: f.currency });
    const row = rowOf(await t.db.insertInto('exchange_rates').values(f).returning(columns).executeTakeFirstOrThrow());
    await audit(t, 'create', 'exchangeRate', row.id, null, row);
    return row;
  });
}

export async function updateRate(
  ctx: Ctx,
  id: number,
  { rate, version }: { rate: string; version: number },
): Promise<ExchangeRateRow> {
  assertPositive(ctx, rate);
  const before = await oneRate(ctx.db, id);
  if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchRate);
  return updateVersioned(ctx, {
    table: 'exchange_rates',
    id,
    version,
    set: { rate },
    read: (db) => oneRate(db, id),
    notFound: m.noSuchRate,
    audit: { entity: 'exchangeRate', before },
  });
}

export function deleteRate(ctx: Ctx, id: number): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const before = await oneRate(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchRate);
    await t.db.deleteFrom('exchange_rates').where('id', '=', id).execute();
    await audit(t, 'delete', 'exchangeRate', id, before, null);
    return null;
  });
}

/**
 * Copies the month before's rates into `month` for the currencies it has none
 * of yet (one kept already stays as it is), each audited; the month's rates
 * after. A month before with no rates is said (40000 on `month`).
 */
export function copyRates(ctx: Ctx, month: string): Promise<ExchangeRateRow[]> {
  const previous = monthBefore(month);
  return inTransaction(ctx, async (t) => {
    const source = await ratesOf(t.db, previous);
    if (!source.length) throw fieldError(t.lang, 'month', m.noRatesBefore, { month: previous });
    const copied = await t.db
      .insertInto('exchange_rates')
      .values(source.map((r) => ({ month, currency: r.currency, rate: r.rate })))
      .onConflict((oc) => oc.columns(['month', 'currency']).doNothing())
      .returning(columns)
      .execute();
    for (const r of copied) await audit(t, 'create', 'exchangeRate', r.id, null, rowOf(r));
    return ratesOf(t.db, month);
  });
}
