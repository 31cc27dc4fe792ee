import { Code, PERCENT_MAX, type SurchargeFields, type surchargePageQuery, type SurchargeRow } from '@fwd/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { decimalText } from '../../db/columns.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { measureMessages } from '../../http/messages.ts';
import { containing, fieldErrors, type RuleFailure } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import type { BookSurcharge } from '../../quote-engine/book.ts';
import { surchargeMessages as m } from './messages.ts';
import type { SurchargeSide, SurchargesTable } from './schema.ts';

/*
 * Surcharge rules (附加费规则): what each charges for and on which channels
 * (none named: every channel), in force between its days.
 */

type Query = z.output<typeof surchargePageQuery>;
type Filter = Omit<Query, 'currentPage' | 'pageSize'>;
type Rule = Omit<SurchargeRow, 'channels'>;

const ruleOf = (r: Selectable<SurchargesTable>): Rule => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  basis: r.basis,
  amount: decimalText(r.amount),
  minimum: decimalText(r.minimum),
  onFuel: r.on_fuel,
  remoteClass: r.remote_class,
  thresholdKg: decimalText(r.threshold_kg),
  thresholdCm: decimalText(r.threshold_cm),
  girthCm: decimalText(r.girth_cm),
  cargoTypes: r.cargo_types,
  effectiveFrom: r.effective_from,
  effectiveTo: r.effective_to,
  enabled: r.enabled,
  version: r.version,
});

export const surchargeColumns = (f: SurchargeFields) => ({
  name: f.name,
  kind: f.kind,
  basis: f.basis,
  amount: f.amount,
  minimum: f.minimum,
  on_fuel: f.onFuel,
  remote_class: f.remoteClass,
  threshold_kg: f.thresholdKg,
  threshold_cm: f.thresholdCm,
  girth_cm: f.girthCm,
  cargo_types: f.cargoTypes,
  effective_from: f.effectiveFrom,
  effective_to: f.effectiveTo,
  enabled: f.enabled,
});

/** Each rule with the channels it names, in channel order. */
async function withChannels(db: Db, rules: Rule[]): Promise<SurchargeRow[]> {
  if (!rules.length) return [];
  const named = await db
    .selectFrom('surcharge_channels as sc')
    .innerJoin('channels as c', 'c.id', 'sc.channel_id')
    .select(['sc.surcharge_id', 'c.id', 'c.code', 'c.name'])
    .where(
      'sc.surcharge_id',
      'in',
      rules.map((r) => r.id),
    )
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rules.map((r) => ({
    ...r,
    channels: named.filter((n) => n.surcharge_id === r.id).map(({ id, code, name }) => ({ id, code, name })),
  }));
}

function matching(db: Db, f: Filter) {
  let q = db.selectFrom('surcharges').selectAll().where('side', '=', f.side);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.keyword) q = q.where('name', 'ilike', containing(f.keyword));
  if (f.channelId !== undefined) {
    const channelId = f.channelId;
    // The rules that apply to the channel: those naming it and those for every channel.
    q = q.where((eb) => {
      const named = eb
        .selectFrom('surcharge_channels')
        .select('channel_id')
        .whereRef('surcharge_channels.surcharge_id', '=', 'surcharges.id');
      return eb.or([eb.exists(named.where('channel_id', '=', channelId)), eb.not(eb.exists(named))]);
    });
  }
  return q;
}

export async function surchargePage(db: Db, { currentPage, pageSize, ...f }: Query) {
  const [rows, { total }] = await Promise.all([
    matching(db, f)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: await withChannels(db, rows.map(ruleOf)), total };
}

/** A rule of a side by id: the surcharge pages' are the sale price's (cost rules are settlement's). */
const ruleById = async (db: Db, id: number, side: SurchargeSide = 'sale'): Promise<SurchargeRow | undefined> => {
  const row = await db
    .selectFrom('surcharges')
    .selectAll()
    .where('id', '=', id)
    .where('side', '=', side)
    .executeTakeFirst();
  return row && (await withChannels(db, [ruleOf(row)]))[0];
};

/** Enabled rules of a side as the quote engine reads them: the sale price's (the quote book), or the expected cost's. */
export async function bookSurcharges(db: Db, side: SurchargeSide = 'sale'): Promise<BookSurcharge[]> {
  const rows = await db
    .selectFrom('surcharges')
    .selectAll()
    .where('enabled', '=', true)
    .where('side', '=', side)
    .orderBy('id')
    .execute();
  const channelIds = new Map(rows.map((r) => [r.id, [] as number[]]));
  for (const n of await db
    .selectFrom('surcharge_channels')
    .select(['surcharge_id', 'channel_id'])
    .orderBy('channel_id')
    .execute()) {
    channelIds.get(n.surcharge_id)?.push(n.channel_id);
  }
  return rows.map((r) => {
    const { version: _version, ...rule } = ruleOf(r);
    return { ...rule, channelIds: channelIds.get(r.id)! };
  });
}

/** What a rule of its kind needs to charge anything, said on the field to fix. */
function failures(f: SurchargeFields): RuleFailure[] {
  const out: RuleFailure[] = [];
  if (f.kind === 'fuel' && f.basis !== 'percent') out.push({ path: 'basis', msg: m.fuelIsPercent });
  if (f.kind !== 'fuel' && f.kind !== 'peak' && f.basis === 'percent')
    out.push({ path: 'basis', msg: m.percentOnlyFuel });
  if (f.basis === 'percent' && Number(f.amount) > PERCENT_MAX)
    out.push({ path: 'amount', msg: measureMessages.percent });
  if (f.kind === 'fuel' && f.onFuel) out.push({ path: 'onFuel', msg: m.fuelNotOnFuel });
  if (f.kind === 'oversize' && f.thresholdCm === null && f.girthCm === null)
    out.push({ path: 'thresholdCm', msg: m.thresholdNeeded });
  if (f.kind === 'overweight' && f.thresholdKg === null) out.push({ path: 'thresholdKg', msg: m.thresholdNeeded });
  if (f.kind === 'sensitive' && !f.cargoTypes.length) out.push({ path: 'cargoTypes', msg: m.cargoNeeded });
  if (f.kind === 'peak' && f.basis !== 'kg' && f.basis !== 'piece')
    out.push({ path: 'basis', msg: m.peakPerKgOrPiece });
  if (f.kind === 'peak' && f.effectiveTo === null) out.push({ path: 'effectiveTo', msg: m.seasonEnd });
  if (f.effectiveTo !== null && f.effectiveTo < f.effectiveFrom) out.push({ path: 'effectiveTo', msg: m.notBefore });
  return out;
}

async function assertValid(t: Ctx, f: SurchargeFields): Promise<void> {
  const out = failures(f);
  const ids = [...new Set(f.channelIds)];
  const found = ids.length
    ? new Set(
        (await t.db.selectFrom('channels').select('id').where('id', 'in', ids).forShare().execute()).map((c) => c.id),
      )
    : new Set();
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) out.push({ path: 'channelIds', msg: m.noSuchChannels, params: { ids: missing.join(', ') } });
  if (out.length) throw fieldErrors(t.lang, out);
}

async function nameChannels(db: Db, surchargeId: number, channelIds: number[]): Promise<void> {
  await db.deleteFrom('surcharge_channels').where('surcharge_id', '=', surchargeId).execute();
  const ids = [...new Set(channelIds)];
  if (ids.length)
    await db
      .insertInto('surcharge_channels')
      .values(ids.map((channel_id) => ({ surcharge_id: surchargeId, channel_id })))
      .execute();
}

/** A new rule, on the sale price unless `side` says the expected cost (settlement's cost surcharges). */
export function createSurcharge(ctx: Ctx, f: SurchargeFields, side: SurchargeSide = 'sale'): Promise<SurchargeRow> {
  return inTransaction(ctx, async (t) => {
    await assertValid(t, f);
    const { id } = await t.db
      .insertInto('surcharges')
      .values({ ...surchargeColumns(f), side })
      .returning('id')
      .executeTakeFirstOrThrow();
    await nameChannels(t.db, id, f.channelIds);
    const row = (await ruleById(t.db, id, side))!;
    await audit(t, 'create', 'surcharge', id, null, row);
    return row;
  });
}

export function updateSurcharge(
  ctx: Ctx,
  id: number,
  { version, ...f }: SurchargeFields & { version: number },
  side: SurchargeSide = 'sale',
): Promise<SurchargeRow> {
  return inTransaction(ctx, async (t) => {
    const before = await ruleById(t.db, id, side);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertValid(t, f);
    return updateVersioned(t, {
      table: 'surcharges',
      id,
      version,
      set: surchargeColumns(f),
      read: (db) => ruleById(db, id, side),
      notFound: m.notFound,
      alsoWrite: (db) => nameChannels(db, id, f.channelIds),
      audit: { entity: 'surcharge', before },
    });
  });
}

export async function deleteSurcharge(ctx: Ctx, id: number, side: SurchargeSide = 'sale'): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await ruleById(t.db, id, side);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await t.db.deleteFrom('surcharges').where('id', '=', id).execute();
    await audit(t, 'delete', 'surcharge', id, before, null);
  });
  return null;
}
