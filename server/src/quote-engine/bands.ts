import { RATE_MODELS, type RateModel, type RateRow } from '@fwd/contract';
import { grams, tenThousandths, unitsText } from './decimal.ts';

/*
 * A sheet's weight bands packed as numbers, eight to a band, in one
 * Float64Array per sheet. A book holds hundreds of thousands of bands: as
 * objects (the row, its parsed decimals) they made most of a 300 MB heap that
 * every full collection walked, and the price query's p99 was those pauses.
 * Weights are whole grams, money whole 1/10,000s: exact integers (the
 * contract's kg has three decimals, money four; both far below 2^53); a field
 * the row leaves empty is NaN. A query unpacks only the band it prices with.
 */

const FROM = 0;
const TO = 1;
const MODEL = 2;
const PRICE = 3;
const FIRST = 4;
const STEP = 5;
const STEP_PRICE = 6;
const PIECE_FEE = 7;
const WIDTH = 8;

/** A zone's bands: `count` bands of its sheet's table from band `start`, by weight. */
export interface Bands {
  table: Float64Array;
  /** Each band's lower bound again, side by side: a search reads a few cache lines, not one per band it passes. */
  froms: Float64Array;
  start: number;
  count: number;
}

/** A band as a query prices with it, in the table's units (grams, 1/10,000s): only what its model uses, 0 for the rest. */
export interface Band {
  model: RateModel;
  price: number;
  firstG: number;
  /** 0: no steps. */
  stepG: number;
  stepPrice: number;
  pieceFee: number;
}
/** A band's row as its quote's detail shows it ('0' where the model has none). */
export type BandTexts = Record<'rate' | 'fromKg' | 'toKg' | 'firstKg' | 'stepKg' | 'stepPrice' | 'pieceFee', string>;

const kgOrNaN = (text: string | null) => (text === null ? NaN : grams(text));
const moneyOrNaN = (text: string | null) => (text === null ? NaN : tenThousandths(text));
const kgText = (units: number) => (Number.isNaN(units) ? null : unitsText(units, 3));
const moneyText = (units: number) => (Number.isNaN(units) ? null : unitsText(units, 4));

/** Each zone's rows (any order) packed into one table, each zone's by weight. */
export function packBands(zones: RateRow[][]): Bands[] {
  const bands = zones.reduce((n, rows) => n + rows.length, 0);
  const table = new Float64Array(bands * WIDTH);
  const froms = new Float64Array(bands);
  let at = 0;
  return zones.map((rows) => {
    const start = at;
    for (const r of rows.map((row) => ({ row, fromG: grams(row.fromKg) })).sort((a, b) => a.fromG - b.fromG)) {
      const { row } = r;
      froms[at] = r.fromG;
      table.set(
        [
          r.fromG,
          grams(row.toKg),
          RATE_MODELS.indexOf(row.model),
          tenThousandths(row.price),
          kgOrNaN(row.firstKg),
          kgOrNaN(row.stepKg),
          moneyOrNaN(row.stepPrice),
          moneyOrNaN(row.pieceFee),
        ],
        at++ * WIDTH,
      );
    }
    return { table, froms, start, count: rows.length };
  });
}

/**
 * The band holding W (`fromKg` < W ≤ `toKg`), W given in grams rounded up,
 * as its place in the table, or -1: with bounds in whole grams, from < W
 * exactly when from < ⌈W⌉, and W ≤ to exactly when ⌈W⌉ ≤ to.
 */
export function bandIndex({ table, froms, start, count }: Bands, weightG: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (froms[start + mid]! < weightG) lo = mid + 1;
    else hi = mid;
  }
  const i = start + lo - 1;
  return lo > 0 && weightG <= table[i * WIDTH + TO]! ? i : -1;
}

/** The highest weight a zone's bands reach, as the sheet wrote it; null without bands. */
export const bandsReach = ({ table, start, count }: Bands) =>
  count ? kgText(table[(start + count - 1) * WIDTH + TO]!) : null;

function rowAt(table: Float64Array, i: number, zone: string): RateRow {
  const at = i * WIDTH;
  return {
    zone,
    fromKg: kgText(table[at + FROM]!)!,
    toKg: kgText(table[at + TO]!)!,
    model: RATE_MODELS[table[at + MODEL]!]!,
    price: moneyText(table[at + PRICE]!)!,
    firstKg: kgText(table[at + FIRST]!),
    stepKg: kgText(table[at + STEP]!),
    stepPrice: moneyText(table[at + STEP_PRICE]!),
    pieceFee: moneyText(table[at + PIECE_FEE]!),
  };
}

/** A zone's rate rows as the sheet holds them (`decimalText`'s texts), by weight. */
export const rowsOf = ({ table, start, count }: Bands, zone: string): RateRow[] =>
  Array.from({ length: count }, (_, k) => rowAt(table, start + k, zone));

/** A field the model uses, 0 if it does not or the row leaves it empty. */
const unitsIf = (table: Float64Array, at: number, uses: boolean) =>
  uses && !Number.isNaN(table[at]!) ? table[at]! : 0;

const modelAt = (table: Float64Array, at: number) => RATE_MODELS[table[at + MODEL]!]!;

/** The band at a place `bandIndex` found, as numbers: every channel a query prices reads one. */
export function bandAt({ table }: Bands, i: number): Band {
  const at = i * WIDTH;
  const model = modelAt(table, at);
  const steps = model === 'firstAdditional';
  return {
    model,
    price: table[at + PRICE]!,
    firstG: unitsIf(table, at + FIRST, steps),
    stepG: unitsIf(table, at + STEP, steps),
    stepPrice: unitsIf(table, at + STEP_PRICE, steps),
    pieceFee: unitsIf(table, at + PIECE_FEE, model === 'perKgPlusFee'),
  };
}

/** The texts of the band at a place `bandIndex` found: only a quote that is written needs them. */
export function bandTextsAt({ table }: Bands, i: number): BandTexts {
  const at = i * WIDTH;
  const model = modelAt(table, at);
  const steps = model === 'firstAdditional';
  const fee = model === 'perKgPlusFee';
  return {
    rate: unitsText(table[at + PRICE]!, 4),
    fromKg: unitsText(table[at + FROM]!, 3),
    toKg: unitsText(table[at + TO]!, 3),
    firstKg: unitsText(unitsIf(table, at + FIRST, steps), 3),
    stepKg: unitsText(unitsIf(table, at + STEP, steps), 3),
    stepPrice: unitsText(unitsIf(table, at + STEP_PRICE, steps), 4),
    pieceFee: unitsText(unitsIf(table, at + PIECE_FEE, fee), 4),
  };
}
