import { Code, quoteSettingsFields, type QuoteSettings, type QuoteSettingsFields } from '@fwd/contract';
import type { Selectable } from 'kysely';
import { decimalText } from '../../db/columns.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertUpdated, fieldErrors, type RuleFailure } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { channelMessages } from '../channels/messages.ts';
import { quoteMessages as m } from './messages.ts';
import type { QuoteSettingsTable } from './schema.ts';

/** What a channel never saved prices with (the contract's defaults). */
const DEFAULTS: QuoteSettingsFields = quoteSettingsFields.parse({});

export const defaultSettings = (channelId: number): QuoteSettings => ({ channelId, ...DEFAULTS, version: 0 });

export const settingsOf = (r: Selectable<QuoteSettingsTable>): QuoteSettings => ({
  channelId: r.channel_id,
  currency: r.currency,
  divisor: r.divisor,
  kgPerCbm: decimalText(r.kg_per_cbm),
  step: decimalText(r.step),
  stepAbove: decimalText(r.step_above),
  stepAboveSize: decimalText(r.step_above_size),
  minChargeable: decimalText(r.min_chargeable),
  pieceMinimum: decimalText(r.piece_minimum),
  maxWeight: decimalText(r.max_weight),
  maxPieceWeight: decimalText(r.max_piece_weight),
  maxLongestSide: decimalText(r.max_longest_side),
  maxGirth: decimalText(r.max_girth),
  cargoTypes: r.cargo_types,
  transitMin: r.transit_min,
  transitMax: r.transit_max,
  quoteFrom: r.quote_from,
  quoteTo: r.quote_to,
  remark: r.remark,
  version: r.version,
});

export const settingsColumns = (f: QuoteSettingsFields) => ({
  currency: f.currency,
  divisor: f.divisor,
  kg_per_cbm: f.kgPerCbm,
  step: f.step,
  step_above: f.stepAbove,
  step_above_size: f.stepAboveSize,
  min_chargeable: f.minChargeable,
  piece_minimum: f.pieceMinimum,
  max_weight: f.maxWeight,
  max_piece_weight: f.maxPieceWeight,
  max_longest_side: f.maxLongestSide,
  max_girth: f.maxGirth,
  cargo_types: f.cargoTypes,
  transit_min: f.transitMin,
  transit_max: f.transitMax,
  quote_from: f.quoteFrom,
  quote_to: f.quoteTo,
  remark: f.remark,
});

/** The channel, or 40400: every quote route starts from one. */
export async function assertChannel(db: Db, channelId: number): Promise<void> {
  const found = await db.selectFrom('channels').select('id').where('id', '=', channelId).executeTakeFirst();
  if (!found) throw new AppError(Code.NOT_FOUND, channelMessages.notFound);
}

const stored = (db: Db, channelId: number) =>
  db.selectFrom('quote_settings').selectAll().where('channel_id', '=', channelId).executeTakeFirst();

const current = async (db: Db, channelId: number): Promise<QuoteSettings> => {
  const row = await stored(db, channelId);
  return row ? settingsOf(row) : defaultSettings(channelId);
};

export async function channelSettings(db: Db, channelId: number): Promise<QuoteSettings> {
  await assertChannel(db, channelId);
  return current(db, channelId);
}

/** Rules across fields: steps that round, ranges that run forward. */
function failures(f: QuoteSettingsFields): RuleFailure[] {
  const out: RuleFailure[] = [];
  if ((f.stepAbove === null) !== (f.stepAboveSize === null))
    out.push({ path: f.stepAbove === null ? 'stepAbove' : 'stepAboveSize', msg: m.stepPair });
  if (f.transitMin !== null && f.transitMax !== null && f.transitMax < f.transitMin) {
    out.push({ path: 'transitMax', msg: m.notBelow, params: { other: 'transitMin' } });
  }
  if (f.quoteFrom !== null && f.quoteTo !== null && f.quoteTo < f.quoteFrom)
    out.push({ path: 'quoteTo', msg: m.notBefore, params: { other: 'quoteFrom' } });
  return out;
}

/**
 * Saves with the version the caller read: 0 for a channel never saved (the
 * first save inserts), the row's otherwise; a stale one is refused with the
 * settings as they are now.
 */
export function saveChannelSettings(
  ctx: Ctx,
  channelId: number,
  { version, ...f }: QuoteSettingsFields & { version: number },
): Promise<QuoteSettings> {
  const bad = failures(f);
  if (bad.length) throw fieldErrors(ctx.lang, bad);
  return inTransaction(ctx, async (t) => {
    await assertChannel(t.db, channelId);
    const before = await current(t.db, channelId);
    const values = { ...settingsColumns(f), updated_at: new Date() };
    const changed =
      version === 0
        ? ((
            await t.db
              .insertInto('quote_settings')
              .values({ channel_id: channelId, ...values })
              .onConflict((c) => c.column('channel_id').doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0n)
        : (
            await t.db
              .updateTable('quote_settings')
              .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
              .where('channel_id', '=', channelId)
              .where('version', '=', version)
              .executeTakeFirst()
          ).numUpdatedRows;
    await assertUpdated({ numUpdatedRows: changed }, () => current(t.db, channelId), channelMessages.notFound);
    const after = await current(t.db, channelId);
    await audit(t, 'update', 'quoteSettings', channelId, before, after);
    return after;
  });
}
