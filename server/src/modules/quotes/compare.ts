import type { compareSheetBody, RateRow, RateSheetDiff } from '@fwd/contract';
import type { z } from 'zod';
import { differences } from '../../excel/preview.ts';
import type { Ctx } from '../../http/context.ts';
import { dec, plain } from '../../quote-engine/decimal.ts';
import { assertChannel } from './settings.ts';
import { assertDayFree, assertDayToCome, channelSheets, sheetContents } from './sheets.ts';

type Band = RateSheetDiff['bandsAdded'][number];

/** A band's place in a sheet: its zone and weights, however the numbers are written (`0.50` is `0.5`). */
const bandKey = (r: Pick<RateRow, 'zone' | 'fromKg' | 'toKg'>) =>
  `${r.zone}|${plain(dec(r.fromKg))}|${plain(dec(r.toKg))}`;
const priceOf = ({ model, price, firstKg, stepKg, stepPrice, pieceFee }: Band) => ({
  model,
  price,
  firstKg,
  stepKg,
  stepPrice,
  pieceFee,
});
const sameNumber = (a: string | null, b: string | null) => (a === null || b === null ? a === b : dec(a) === dec(b));
const samePrice = (a: Band, b: Band) =>
  a.model === b.model &&
  (['price', 'firstKg', 'stepKg', 'stepPrice', 'pieceFee'] as const).every((k) => sameNumber(a[k], b[k]));

/**
 * What saving the sheet would change against the one in force on its day (the latest before it, not the one it
 * replaces); nothing saved. A day gone or one another sheet has is refused here already, as the save would.
 */
export async function compareSheet(
  ctx: Ctx,
  today: string,
  channelId: number,
  body: z.output<typeof compareSheetBody>,
): Promise<RateSheetDiff> {
  const { db } = ctx;
  await assertChannel(db, channelId);
  assertDayToCome(ctx, today, body.effectiveFrom);
  await assertDayFree(ctx, channelId, body.effectiveFrom, body.replacing);
  const against =
    (await channelSheets(db, today, channelId)).find(
      (s) => s.effectiveFrom <= body.effectiveFrom && s.id !== body.replacing,
    ) ?? null;
  const old = against ? (await sheetContents(db, [against.id])).get(against.id)! : { zones: [], rates: [] };
  const { shown, counts, note, same } = differences<Omit<RateSheetDiff, 'against' | 'counts'>>([
    'zonesAdded',
    'zonesRemoved',
    'bandsAdded',
    'bandsRemoved',
    'pricesChanged',
  ]);

  const oldZones = new Map(old.zones.map((z) => [z.code, z]));
  for (const z of body.zones) if (!oldZones.delete(z.code)) note('zonesAdded', { code: z.code, name: z.name });
  for (const z of oldZones.values()) note('zonesRemoved', { code: z.code, name: z.name });

  const oldBands = new Map(old.rates.map((r) => [bandKey(r), r]));
  for (const band of body.rates) {
    const before = oldBands.get(bandKey(band));
    oldBands.delete(bandKey(band));
    if (!before) note('bandsAdded', band);
    else if (!samePrice(before, band)) note('pricesChanged', { ...band, before: priceOf(before) });
    else same();
  }
  for (const band of oldBands.values()) note('bandsRemoved', band);
  return { against, counts, ...shown };
}
