import {
  Code,
  P,
  type RateRow,
  type RateSheet,
  type RateSheetFields,
  type RateSheetSummary,
  type Zone,
} from '@fwd/contract';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { decimalText } from '../../db/columns.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertVersion, fieldConflict, fieldError, fieldErrors, type RuleFailure } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { visibleCustomer } from '../customers/queries.ts';
import { scopeOf } from '../roles/scope.ts';
import { checkSheet } from '../../quote-engine/index.ts';
import { dayIn, minuteIn } from '../../i18n/days.ts';
import { quoteMessages as m } from './messages.ts';
import type { SheetKind } from './schema.ts';
import { assertChannel } from './settings.ts';

/*
 * Rate sheets: each in force from its day until the channel's next one's. A
 * sheet in force or past stays as it is (quotes were made from it); a future
 * one may be replaced or deleted, and one no quote has used yet withdrawn.
 */

/** Rows a statement inserts at most: ten columns × 5,000 stays under PostgreSQL's 65,535 parameters. */
const BATCH = 5000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** future, inForce or past on `today`: in force is the latest day not after it. */
const stateOn = (today: string) => (eb: ExpressionBuilder<DB, 'rate_sheets'>) =>
  eb
    .case()
    .when('rate_sheets.effective_from', '>', today)
    .then('future')
    .when(
      eb.exists(
        eb
          .selectFrom('rate_sheets as later')
          .select('later.id')
          .whereRef('later.channel_id', '=', 'rate_sheets.channel_id')
          .whereRef('later.kind', '=', 'rate_sheets.kind')
          .where(sql<SqlBool>`later.customer_id is not distinct from rate_sheets.customer_id`)
          .whereRef('later.effective_from', '>', 'rate_sheets.effective_from')
          .where('later.effective_from', '<=', today),
      ),
    )
    .then('past')
    .else('inForce')
    .end()
    .$castTo<RateSheetSummary['state']>()
    .as('state');

const summaries = (db: Db, today: string) =>
  db
    .selectFrom('rate_sheets')
    .innerJoin('users', 'users.id', 'rate_sheets.created_by')
    .select([
      'rate_sheets.id',
      'rate_sheets.channel_id as channelId',
      'rate_sheets.effective_from as effectiveFrom',
      'rate_sheets.note',
      'rate_sheets.created_at',
      'rate_sheets.first_quoted_at',
      'rate_sheets.version',
      'users.name as createdBy',
    ])
    .select((eb) => [
      stateOn(today)(eb),
      eb
        .selectFrom('rate_zones')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('rate_zones.sheet_id', '=', 'rate_sheets.id')
        .$asScalar()
        .as('zoneCount'),
      eb
        .selectFrom('rate_bands')
        .innerJoin('rate_zones', 'rate_zones.id', 'rate_bands.zone_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('rate_zones.sheet_id', '=', 'rate_sheets.id')
        .$asScalar()
        .as('rateCount'),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
const summaryOf = ({ created_at, first_quoted_at, ...r }: SummaryRow): RateSheetSummary => ({
  ...r,
  createdAt: created_at.toISOString(),
  firstQuotedAt: first_quoted_at?.toISOString() ?? null,
});

const summaryById = async (db: Db, today: string, id: number) => {
  const row = await summaries(db, today).where('rate_sheets.id', '=', id).executeTakeFirst();
  return row && summaryOf(row);
};

export async function channelSheets(
  db: Db,
  today: string,
  channelId: number,
  owner: SheetOwner = SALE_SHEET,
): Promise<RateSheetSummary[]> {
  await assertChannel(db, channelId);
  const rows = await summaries(db, today)
    .where('rate_sheets.channel_id', '=', channelId)
    .where('rate_sheets.kind', '=', owner.kind)
    .where(sql<SqlBool>`rate_sheets.customer_id is not distinct from ${owner.customerId}`)
    .orderBy('rate_sheets.effective_from', 'desc')
    .execute();
  return rows.map(summaryOf);
}

/** Zones (with their members) and rates of sheets, by sheet id, in the order they were saved. */
export async function sheetContents(
  db: Db,
  sheetIds: number[],
): Promise<Map<number, Pick<RateSheetFields, 'zones' | 'rates'>>> {
  const out = new Map(sheetIds.map((id) => [id, { zones: [] as Zone[], rates: [] as RateRow[] }]));
  if (!sheetIds.length) return out;
  const zones = await db
    .selectFrom('rate_zones')
    .select(['id', 'sheet_id', 'code', 'name'])
    .where('sheet_id', 'in', sheetIds)
    .orderBy('sheet_id')
    .orderBy('sort')
    .execute();
  const byId = new Map(
    zones.map((z) => [
      z.id,
      { sheetId: z.sheet_id, zone: { code: z.code, name: z.name, members: [] as Zone['members'] } },
    ]),
  );
  for (const z of byId.values()) out.get(z.sheetId)!.zones.push(z.zone);
  const members = await db
    .selectFrom('rate_zone_members')
    .innerJoin('rate_zones', 'rate_zones.id', 'rate_zone_members.zone_id')
    .select(['rate_zone_members.zone_id', 'country', 'match', 'value', 'value_to'])
    .where('rate_zones.sheet_id', 'in', sheetIds)
    .orderBy('rate_zone_members.id')
    .execute();
  for (const r of members)
    byId.get(r.zone_id)!.zone.members.push({ country: r.country, match: r.match, value: r.value, valueTo: r.value_to });
  const bands = await db
    .selectFrom('rate_bands')
    .innerJoin('rate_zones', 'rate_zones.id', 'rate_bands.zone_id')
    .select([
      'rate_bands.zone_id',
      'from_kg',
      'to_kg',
      'model',
      'price',
      'first_kg',
      'step_kg',
      'step_price',
      'piece_fee',
    ])
    .where('rate_zones.sheet_id', 'in', sheetIds)
    .orderBy('rate_zones.sheet_id')
    .orderBy('rate_zones.sort')
    .orderBy('rate_bands.from_kg')
    .execute();
  for (const b of bands) {
    const { sheetId, zone } = byId.get(b.zone_id)!;
    out.get(sheetId)!.rates.push({
      zone: zone.code,
      fromKg: decimalText(b.from_kg),
      toKg: decimalText(b.to_kg),
      model: b.model,
      price: decimalText(b.price),
      firstKg: decimalText(b.first_kg),
      stepKg: decimalText(b.step_kg),
      stepPrice: decimalText(b.step_price),
      pieceFee: decimalText(b.piece_fee),
    });
  }
  return out;
}

/** A channel's sale sheet by id; settlement's cost and customer sheets are no sheet here (their prices are not the quote pages'). */
export async function rateSheet(db: Db, today: string, id: number): Promise<RateSheet> {
  const sale = await db
    .selectFrom('rate_sheets')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'sale')
    .executeTakeFirst();
  const summary = sale && (await summaryById(db, today, id));
  if (!summary) throw new AppError(Code.NOT_FOUND, m.sheetNotFound);
  return { ...summary, ...(await sheetContents(db, [id])).get(id)! };
}

/** What a sheet must be to be saved: the engine's rules (zones, bands), and countries that exist. 40000 naming each bad row. */
async function assertSavable(t: Ctx, f: RateSheetFields): Promise<void> {
  const problems: RuleFailure[] = checkSheet(f);
  const codes = [...new Set(f.zones.flatMap((z) => z.members.map((mb) => mb.country)))];
  const known = new Set(
    (await t.db.selectFrom('countries').select('code').where('code', 'in', codes).execute()).map((c) => c.code),
  );
  f.zones.forEach((z, i) =>
    z.members.forEach((mb, j) => {
      if (!known.has(mb.country))
        problems.push({
          path: `zones.${i}.members.${j}.country`,
          msg: m.unknownCountry,
          params: { value: mb.country },
        });
    }),
  );
  if (problems.length) throw fieldErrors(t.lang, problems);
}

/**
 * A sheet's day is today or one to come: the days gone stay priced by the sheets then in force (a sheet from
 * one would reprice them, or be used behind the one in force and never be withdrawn). 40000 on effectiveFrom.
 */
export function assertDayToCome(t: Ctx, today: string, day: string): void {
  if (day < today) throw fieldError(t.lang, 'effectiveFrom', m.dayGone, { today });
}

/** Whose prices a sheet holds: the channel's sale price (the quote book's), its expected cost, or a customer's own. */
export interface SheetOwner {
  kind: SheetKind;
  customerId: number | null;
}
export const SALE_SHEET: SheetOwner = { kind: 'sale', customerId: null };

/**
 * The owner a sheet route asks for, checked: cost sheets are settlement's expected cost (charge:cost besides the
 * route's code), a customer's own sheets set what it pays (charge:adjust, and a customer that exists: 40000 on customerId).
 * `codes` is asked only off the sale kind, so the quote pages' routes read no more than before.
 */
export async function sheetOwner(
  ctx: Ctx,
  codes: () => Promise<readonly string[]>,
  { kind, customerId }: { kind: SheetKind; customerId?: number | undefined },
): Promise<SheetOwner> {
  if (kind === 'sale') return SALE_SHEET;
  if (!(await codes()).includes(kind === 'cost' ? P.charge.cost : P.charge.adjust))
    throw new AppError(Code.FORBIDDEN, kind === 'cost' ? m.costSheets : m.customerSheets);
  if (kind === 'cost') return { kind, customerId: null };
  if (customerId === undefined) throw fieldError(ctx.lang, 'customerId', m.customerNeeded);
  // Within the caller's data scope: a salesperson keeps the sheets of her own customers only.
  if (!(await visibleCustomer(ctx.db, await scopeOf(ctx), customerId)))
    throw fieldError(ctx.lang, 'customerId', m.noSuchCustomer);
  return { kind, customerId };
}

/** A channel has one sheet a day of each kind (and customer): another on the day is refused (40900 on effectiveFrom). */
export async function assertDayFree(
  t: Ctx,
  channelId: number,
  day: string,
  exceptId?: number,
  owner: SheetOwner = SALE_SHEET,
): Promise<void> {
  let q = t.db
    .selectFrom('rate_sheets')
    .select('id')
    .where('channel_id', '=', channelId)
    .where('kind', '=', owner.kind)
    .where(sql<SqlBool>`customer_id is not distinct from ${owner.customerId}`)
    .where('effective_from', '=', day);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw fieldConflict(t.lang, 'effectiveFrom', m.dayTaken, { day });
}

/** The sheet's zones, members and bands, written in a few statements whatever its size. */
export async function writeContents(
  db: Db,
  sheetId: number,
  f: Pick<RateSheetFields, 'zones' | 'rates'>,
): Promise<void> {
  const zoneIds = new Map<string, number>();
  await inBatches(
    f.zones.map((z, sort) => ({ sheet_id: sheetId, code: z.code, name: z.name, sort })),
    async (batch) => {
      for (const z of await db.insertInto('rate_zones').values(batch).returning(['id', 'code']).execute())
        zoneIds.set(z.code, z.id);
    },
  );
  const members = f.zones.flatMap((z) =>
    z.members.map((mb) => ({
      zone_id: zoneIds.get(z.code)!,
      country: mb.country,
      match: mb.match,
      value: mb.value,
      value_to: mb.valueTo,
    })),
  );
  await inBatches(members, (batch) => db.insertInto('rate_zone_members').values(batch).execute());
  const bands = f.rates.map((r) => ({
    zone_id: zoneIds.get(r.zone)!,
    from_kg: r.fromKg,
    to_kg: r.toKg,
    model: r.model,
    price: r.price,
    first_kg: r.firstKg,
    step_kg: r.stepKg,
    step_price: r.stepPrice,
    piece_fee: r.pieceFee,
  }));
  await inBatches(bands, (batch) => db.insertInto('rate_bands').values(batch).execute());
}

/** What the audit log keeps of a sheet: its day and size (the rows themselves stay readable in the sheet while it exists). */
const audited = (s: RateSheetSummary) => ({
  channelId: s.channelId,
  effectiveFrom: s.effectiveFrom,
  note: s.note,
  zoneCount: s.zoneCount,
  rateCount: s.rateCount,
});

/** A new sheet of the channel's: its sale price unless `owner` says otherwise (settlement's cost and customer sheets). */
export function createSheet(
  ctx: Ctx,
  today: string,
  channelId: number,
  f: RateSheetFields,
  owner: SheetOwner = SALE_SHEET,
): Promise<RateSheetSummary> {
  return inTransaction(ctx, async (t) => {
    await assertChannel(t.db, channelId);
    assertDayToCome(t, today, f.effectiveFrom);
    await assertSavable(t, f);
    await assertDayFree(t, channelId, f.effectiveFrom, undefined, owner);
    const { id } = await t.db
      .insertInto('rate_sheets')
      .values({
        channel_id: channelId,
        kind: owner.kind,
        customer_id: owner.customerId,
        effective_from: f.effectiveFrom,
        note: f.note,
        created_by: t.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeContents(t.db, id, f);
    const after = (await summaryById(t.db, today, id))!;
    await audit(t, 'create', 'rateSheet', id, null, audited(after));
    return after;
  });
}

/** The sheet of `owner` (sale unless said) locked for a change (a query marking it used waits, or is waited for). */
async function lockedSheet(t: Ctx, today: string, id: number, owner = SALE_SHEET): Promise<RateSheetSummary> {
  const locked = await t.db
    .selectFrom('rate_sheets')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', owner.kind)
    .where(sql<SqlBool>`customer_id is not distinct from ${owner.customerId}`)
    .forUpdate()
    .executeTakeFirst();
  const sheet = locked && (await summaryById(t.db, today, id));
  if (!sheet) throw new AppError(Code.NOT_FOUND, m.sheetNotFound);
  return sheet;
}

/** The sheet locked for a change, which only a future sheet takes (40900 otherwise). */
async function futureSheet(t: Ctx, today: string, id: number, owner = SALE_SHEET): Promise<RateSheetSummary> {
  const sheet = await lockedSheet(t, today, id, owner);
  if (sheet.state !== 'future') throw new AppError(Code.CONFLICT, m.sheetNotFuture);
  return sheet;
}

export function updateSheet(
  ctx: Ctx,
  today: string,
  id: number,
  { version, ...f }: RateSheetFields & { version: number },
): Promise<RateSheetSummary> {
  return inTransaction(ctx, async (t) => {
    const before = await futureSheet(t, today, id);
    await assertVersion(version, before, () => summaryById(t.db, today, id));
    assertDayToCome(t, today, f.effectiveFrom);
    await assertSavable(t, f);
    await assertDayFree(t, before.channelId, f.effectiveFrom, id);
    await t.db.deleteFrom('rate_zones').where('sheet_id', '=', id).execute();
    await t.db
      .updateTable('rate_sheets')
      .set((eb) => ({ effective_from: f.effectiveFrom, note: f.note, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await writeContents(t.db, id, f);
    const after = (await summaryById(t.db, today, id))!;
    await audit(t, 'update', 'rateSheet', id, audited(before), audited(after));
    return after;
  });
}

export async function deleteSheet(ctx: Ctx, today: string, id: number, owner = SALE_SHEET): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await futureSheet(t, today, id, owner);
    await t.db.deleteFrom('rate_sheets').where('id', '=', id).execute();
    await audit(t, 'delete', 'rateSheet', id, audited(before), null);
  });
  return null;
}

/**
 * Withdraws a sheet no quote has priced with yet (one imported by mistake,
 * from a day that has come): the sheet before it is in force again. Once
 * used it stays (40900, saying since when).
 */
export async function withdrawSheet(ctx: Ctx, timeZone: string, id: number, version: number): Promise<null> {
  const today = dayIn(timeZone);
  await inTransaction(ctx, async (t) => {
    const before = await lockedSheet(t, today, id);
    await assertVersion(version, before, () => summaryById(t.db, today, id));
    if (before.firstQuotedAt)
      throw new AppError(Code.CONFLICT, m.sheetUsed, { at: minuteIn(timeZone, new Date(before.firstQuotedAt)) });
    await t.db.deleteFrom('rate_sheets').where('id', '=', id).execute();
    await audit(t, 'delete', 'rateSheet', id, { ...audited(before), state: before.state }, null);
  });
  return null;
}
