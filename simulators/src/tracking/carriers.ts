import { hashOf } from '../random.ts';

/** Carriers the simulator knows, by their 17TRACK carrier key. */
export const CARRIERS: readonly { key: number; name: string }[] = [
  { key: 3011, name: 'China Post' },
  { key: 190271, name: 'Cainiao' },
  { key: 190008, name: 'YunExpress' },
  { key: 190094, name: '4PX' },
  { key: 190012, name: 'Yanwen' },
  { key: 100001, name: 'DHL' },
  { key: 100002, name: 'UPS' },
  { key: 100003, name: 'FedEx' },
  { key: 21051, name: 'USPS' },
  { key: 11031, name: 'Royal Mail' },
  { key: 100007, name: 'DPD' },
  { key: 100040, name: 'Sagawa' },
];

const byKey = new Map(CARRIERS.map((c) => [c.key, c]));
export const carrierNamed = (key: number) => byKey.get(key);

// Where a number's shape names its carrier (as 17TRACK's detection would); the rest go to the Chinese consolidators.
const PATTERNS: [RegExp, number][] = [
  [/^[A-Z]{2}\d{9}CN$/, 3011],
  [/^[A-Z]{2}\d{9}GB$/, 11031],
  [/^YT\d{16}$/, 190008],
  [/^1Z[A-Z0-9]{16}$/, 100002],
  [/^9[2-5]\d{18,24}$/, 21051],
  [/^\d{10}$/, 100001],
  [/^\d{12}$/, 100003],
];
const CONSOLIDATORS = [190271, 190094, 190012];

export function detectCarrier(number: string, seed: string | number): number {
  const upper = number.toUpperCase();
  return (
    PATTERNS.find(([re]) => re.test(upper))?.[1] ??
    CONSOLIDATORS[hashOf(seed, 'carrier', number) % CONSOLIDATORS.length]!
  );
}
