import type { Quote } from '@fwd/contract';
import type { PriceRequest } from './book.ts';
import type { CompiledSettings } from './compile.ts';
import { dec, Dec, grams, larger, millimetres, plain, roundUpTo, ZERO } from './decimal.ts';

/*
 * Chargeable weight. Express and air: per piece the largest of its actual
 * weight, L×W×H / divisor (rounded up to the gram: billing is the same for
 * any step of whole grams, and the figure reads well) and the piece minimum;
 * rounded up to the step (to `stepAboveSize` when it bills more than
 * `stepAbove`); times its count; summed; then at least the channel minimum.
 * Sea: the whole shipment's actual weight or its cubic metres × kgPerCbm,
 * whichever is more, rounded the same way, then the minimum (the piece
 * minimum is a parcel rule and does not apply to sea).
 */

export interface ShipmentPiece {
  weight: Dec;
  count: number;
  /** cm³; null for the one piece of a query without pieces. */
  volume: Dec | null;
  longest: Dec | null;
  /** L + 2×(W + H), L the longest side. */
  girth: Dec | null;
}

/** What the request ships, read once per query (nothing in it depends on a channel). */
export interface Shipment {
  actual: Dec;
  pieces: ShipmentPiece[];
  pieceCount: number;
  cbm: Dec;
  /** The largest of the pieces' (null: no dimensions), also in grams and millimetres for the limits. */
  heaviest: Dec;
  longest: Dec | null;
  girth: Dec | null;
  heaviestG: number;
  longestMm: number | null;
  girthMm: number | null;
}

const GRAM = new Dec('0.001');
const CM3_PER_M3 = new Dec(1_000_000);

function pieceOf(p: NonNullable<PriceRequest['pieces']>[number]): ShipmentPiece {
  const sides = [dec(p.length), dec(p.width), dec(p.height)].sort((a, b) => b.cmp(a)) as [Dec, Dec, Dec];
  return {
    weight: dec(p.weight),
    count: p.count,
    volume: sides[0].mul(sides[1]).mul(sides[2]),
    longest: sides[0],
    girth: sides[0].add(sides[1].add(sides[2]).mul(2)),
  };
}

const largest = (values: (Dec | null)[]) => values.reduce<Dec | null>((m, v) => (v === null || (m !== null && m.gte(v)) ? m : v), null);

export function shipmentOf(req: PriceRequest): Shipment {
  const pieces = req.pieces?.length ? req.pieces.map(pieceOf) : [{ weight: dec(req.weight), count: 1, volume: null, longest: null, girth: null }];
  const volume = pieces.reduce((sum, p) => (p.volume ? sum.add(p.volume.mul(p.count)) : sum), ZERO);
  const [heaviest, longest, girth] = [largest(pieces.map((p) => p.weight))!, largest(pieces.map((p) => p.longest)), largest(pieces.map((p) => p.girth))];
  return {
    actual: dec(req.weight),
    pieces,
    pieceCount: pieces.reduce((n, p) => n + p.count, 0),
    cbm: volume.div(CM3_PER_M3),
    heaviest,
    longest,
    girth,
    heaviestG: grams(plain(heaviest)),
    longestMm: longest && millimetres(plain(longest)),
    girthMm: girth && millimetres(plain(girth)),
  };
}

export interface Chargeable {
  chargeable: Dec;
  /** In grams rounded up, to find its band. */
  chargeableG: number;
  /** As the quote shows it, but the channel's rules (each channel adds its own). */
  view: Omit<Quote['weight'], 'rules'>;
}

/** Rounded up to the step, or to the larger step above its threshold. */
function rounded(weight: Dec, s: CompiledSettings): Dec {
  const above = s.stepAbove !== null && s.stepAboveSize !== null && weight.gt(s.stepAbove);
  return roundUpTo(weight, above ? s.stepAboveSize! : s.step);
}

/** At least the channel minimum, and how the quote shows the weight. */
function chargeableOf(total: Dec, s: CompiledSettings, shipment: Shipment, volumetric: Dec, pieces: Quote['weight']['pieces'], cbm: string | null): Chargeable {
  const minimumApplied = s.minChargeable.gt(total);
  const chargeable = minimumApplied ? s.minChargeable : total;
  const text = plain(chargeable);
  return {
    chargeable,
    chargeableG: grams(text),
    view: { actual: plain(shipment.actual), volumetric: plain(volumetric), pieces, cbm, rounded: plain(total), minimumApplied, chargeable: text },
  };
}

function bySea(shipment: Shipment, s: CompiledSettings): Chargeable {
  const volumetric = shipment.cbm.mul(s.kgPerCbm);
  return chargeableOf(rounded(larger(shipment.actual, volumetric), s), s, shipment, volumetric, [], plain(shipment.cbm));
}

function byPiece(shipment: Shipment, s: CompiledSettings): Chargeable {
  let total = ZERO;
  let volumetricTotal = ZERO;
  const pieces = shipment.pieces.map((p) => {
    const volumetric = p.volume ? roundUpTo(p.volume.div(s.divisor), GRAM) : ZERO;
    const billed = larger(larger(p.weight, volumetric), s.pieceMinimum);
    const each = rounded(billed, s);
    total = total.add(each.mul(p.count));
    volumetricTotal = volumetricTotal.add(volumetric.mul(p.count));
    return { actual: plain(p.weight), volumetric: plain(volumetric), billed: plain(billed), rounded: plain(each), count: p.count };
  });
  return chargeableOf(total, s, shipment, volumetricTotal, pieces, null);
}

export const chargeableWeight = (shipment: Shipment, s: CompiledSettings, mode: 'express' | 'air' | 'sea'): Chargeable =>
  mode === 'sea' ? bySea(shipment, s) : byPiece(shipment, s);
