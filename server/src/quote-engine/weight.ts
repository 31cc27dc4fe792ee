import type { ChargeableWeight } from '@fwd/contract';
import type { PriceRequest } from './book.ts';
import type { CompiledSettings } from './compile.ts';
import { dec, larger, mul, plain, roundUpTo, shift, stepsIn, times, unitsOf, ZERO, type Dec } from './decimal.ts';

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
  /** In grams, for the shipment's weight limit. */
  actualG: number;
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

const GRAM = dec('0.001');

function pieceOf(p: NonNullable<PriceRequest['pieces']>[number]): ShipmentPiece {
  const sides = [dec(p.length), dec(p.width), dec(p.height)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)) as [
    Dec,
    Dec,
    Dec,
  ];
  return {
    weight: dec(p.weight),
    count: p.count,
    volume: mul(mul(sides[0], sides[1]), sides[2]),
    longest: sides[0],
    girth: sides[0] + times(sides[1] + sides[2], 2),
  };
}

const largest = (values: (Dec | null)[]) =>
  values.reduce<Dec | null>((m, v) => (v === null || (m !== null && m >= v) ? m : v), null);

export function shipmentOf(req: PriceRequest): Shipment {
  const pieces = req.pieces?.length
    ? req.pieces.map(pieceOf)
    : [{ weight: dec(req.weight), count: 1, volume: null, longest: null, girth: null }];
  const volume = pieces.reduce((sum, p) => (p.volume ? sum + times(p.volume, p.count) : sum), ZERO);
  const [heaviest, longest, girth] = [
    largest(pieces.map((p) => p.weight))!,
    largest(pieces.map((p) => p.longest)),
    largest(pieces.map((p) => p.girth)),
  ];
  const actual = dec(req.weight);
  return {
    actual,
    actualG: unitsOf(actual, 3),
    pieces,
    pieceCount: req.pieces?.length ? pieces.reduce((n, p) => n + p.count, 0) : (req.pieceCount ?? 1),
    cbm: shift(volume, 6),
    heaviest,
    longest,
    girth,
    heaviestG: unitsOf(heaviest, 3),
    longestMm: longest === null ? null : unitsOf(longest, 1),
    girthMm: girth === null ? null : unitsOf(girth, 1),
  };
}

export interface Chargeable {
  chargeable: Dec;
  /** In grams rounded up, to find its band. */
  chargeableG: number;
  /** As the price list explains it: one for every channel billing alike (same rules, so one weight key). */
  view: ChargeableWeight;
  /** Its place in the price list's `weights`, once a quote names it. */
  index: number | null;
}

type Rules = ChargeableWeight['rules'];

/** Rounded up to the step, or to the larger step above its threshold. */
function rounded(weight: Dec, s: CompiledSettings): Dec {
  const above = s.stepAbove !== null && s.stepAboveSize !== null && weight > s.stepAbove;
  return roundUpTo(weight, above ? s.stepAboveSize! : s.step);
}

/** At least the channel minimum, and how the quote shows the weight. */
function chargeableOf(
  total: Dec,
  s: CompiledSettings,
  shipment: Shipment,
  volumetric: Dec,
  pieces: ChargeableWeight['pieces'],
  cbm: string | null,
  rules: Rules,
): Chargeable {
  const minimumApplied = s.minChargeable > total;
  const chargeable = minimumApplied ? s.minChargeable : total;
  return {
    chargeable,
    chargeableG: unitsOf(chargeable, 3),
    view: {
      actual: plain(shipment.actual),
      volumetric: plain(volumetric),
      pieces,
      cbm,
      rounded: plain(total),
      minimumApplied,
      chargeable: plain(chargeable),
      rules,
    },
    index: null,
  };
}

function bySea(shipment: Shipment, s: CompiledSettings, rules: Rules): Chargeable {
  const volumetric = mul(shipment.cbm, s.kgPerCbm);
  return chargeableOf(
    rounded(larger(shipment.actual, volumetric), s),
    s,
    shipment,
    volumetric,
    [],
    plain(shipment.cbm),
    rules,
  );
}

function byPiece(shipment: Shipment, s: CompiledSettings, rules: Rules): Chargeable {
  let total = ZERO;
  let volumetricTotal = ZERO;
  const pieces = shipment.pieces.map((p) => {
    const volumetric = p.volume ? stepsIn(p.volume, GRAM * s.divisor) * GRAM : ZERO;
    const billed = larger(larger(p.weight, volumetric), s.pieceMinimum);
    const each = rounded(billed, s);
    total += times(each, p.count);
    volumetricTotal += times(volumetric, p.count);
    return {
      actual: plain(p.weight),
      volumetric: plain(volumetric),
      billed: plain(billed),
      rounded: plain(each),
      count: p.count,
    };
  });
  return chargeableOf(total, s, shipment, volumetricTotal, pieces, null, rules);
}

/** `rules`: the channel's, as the quote shows them (`s` parsed). */
export const chargeableWeight = (
  shipment: Shipment,
  s: CompiledSettings,
  mode: 'express' | 'air' | 'sea',
  rules: Rules,
): Chargeable => (mode === 'sea' ? bySea(shipment, s, rules) : byPiece(shipment, s, rules));
