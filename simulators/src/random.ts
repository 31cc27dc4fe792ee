import { createHash } from 'node:crypto';

/** A source of numbers in [0, 1), the same sequence for the same seed. */
export type Random = () => number;

/** 32 bits of the SHA-256 of the parts: well spread even for numbers that differ in one digit. */
export function hashOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);
}

/** mulberry32: small, fast and good enough to draw test data from. */
export function randomFrom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randomOf = (...parts: (string | number)[]): Random => randomFrom(hashOf(...parts));

export const pick = <T>(r: Random, list: readonly T[]): T => {
  if (!list.length) throw new Error('pick from an empty list');
  return list[Math.floor(r() * list.length)]!;
};

export const between = (r: Random, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));

export const digits = (r: Random, count: number): string =>
  Array.from({ length: count }, () => Math.floor(r() * 10)).join('');

/** One of the weighted choices; weights need not sum to anything in particular. */
export function weighted<T>(r: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let x = r() * total;
  for (const [value, w] of choices) {
    x -= w;
    if (x < 0) return value;
  }
  return choices[choices.length - 1]![0];
}
