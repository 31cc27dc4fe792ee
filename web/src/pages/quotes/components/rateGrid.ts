import type { RateSheet } from '@fwd/contract';

type Rate = RateSheet['rates'][number];

/** Two non-negative decimal strings compared as written ("0.5" < "0.75" < "10"): no float. */
export function compareDecimal(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.replace(/^0+(?=\d)/, '').split('.');
  const [bInt = '', bFrac = ''] = b.replace(/^0+(?=\d)/, '').split('.');
  if (aInt.length !== bInt.length) return aInt.length - bInt.length;
  const width = Math.max(aFrac.length, bFrac.length);
  const left = aInt + aFrac.padEnd(width, '0');
  const right = bInt + bFrac.padEnd(width, '0');
  return left < right ? -1 : left > right ? 1 : 0;
}

export interface Band {
  key: string;
  fromKg: string;
  toKg: string;
  /** The band's rate in each zone that has it, by zone code. */
  byZone: Map<string, Rate>;
}

/** A channel's rates as a grid: weight bands as rows, lightest first, each zone's rate in its column. */
export function rateGrid(rates: readonly Rate[]): Band[] {
  const bands = new Map<string, Band>();
  for (const rate of rates) {
    const key = `${rate.fromKg}-${rate.toKg}`;
    const band = bands.get(key) ?? { key, fromKg: rate.fromKg, toKg: rate.toKg, byZone: new Map<string, Rate>() };
    band.byZone.set(rate.zone, rate);
    bands.set(key, band);
  }
  return [...bands.values()].sort((a, b) => compareDecimal(a.fromKg, b.fromKg) || compareDecimal(a.toKg, b.toKg));
}
