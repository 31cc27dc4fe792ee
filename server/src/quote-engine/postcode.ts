import { pushTo } from './shared.ts';

/*
 * Postcodes as zones and remote-area lists compare them (one implementation
 * for both): upper case without spaces and dashes; `exact` equal, `prefix`
 * starting with the value, `range` the postcode cut to the bounds' length
 * between the bounds (inclusive, compared as text), bounds of one length.
 * When several rules hold a postcode the most specific wins: exact, then a
 * range (longer bounds first, like prefixes), then the longest prefix.
 */

export type PostcodeMatch = 'exact' | 'prefix' | 'range';
export interface PostcodeRule {
  match: PostcodeMatch;
  value: string;
  valueTo: string | null;
}
export interface PostcodeHit<T> {
  item: T;
  rule: PostcodeRule;
}
export interface PostcodeIndex<T> {
  /** The most specific rule holding a postcode already normalised (`normalisePostcode`: a query normalises once for every channel), or null. */
  find(code: string): PostcodeHit<T> | null;
}

export const normalisePostcode = (postcode: string) => postcode.toUpperCase().replace(/[\s-]/g, '');

/**
 * A range's normalised bounds, or null when they cannot compare (a missing
 * end, ends of different lengths, or a start after the end): checkSheet and
 * the imports refuse such a range; a book that holds one never matches it.
 */
export function rangeBounds(value: string, valueTo: string | null): { from: string; to: string } | null {
  if (valueTo === null) return null;
  const from = normalisePostcode(value);
  const to = normalisePostcode(valueTo);
  return from.length === to.length && from <= to ? { from, to } : null;
}

/** The postcode (normalised) cut to a range's bound length; null when shorter than the bounds (it names no postcode in the range). */
const cutTo = (code: string, length: number) => (code.length >= length ? code.slice(0, length) : null);

/** Whether one rule holds the postcode. */
export function matchPostcode(rule: PostcodeRule, postcode: string): boolean {
  const code = normalisePostcode(postcode);
  if (rule.match === 'exact') return code === normalisePostcode(rule.value);
  if (rule.match === 'prefix') return code.startsWith(normalisePostcode(rule.value));
  const bounds = rangeBounds(rule.value, rule.valueTo);
  const cut = bounds && cutTo(code, bounds.from.length);
  return cut !== null && bounds !== null && bounds.from <= cut && cut <= bounds.to;
}

/** Ranges of one bound length, by start, with the furthest end reached so far (overlapping ranges still found). */
interface RangeGroup<T> {
  length: number;
  starts: string[];
  ends: string[];
  reach: string[];
  hits: PostcodeHit<T>[];
}

function rangeGroups<T>(ranges: { from: string; to: string; hit: PostcodeHit<T> }[]): RangeGroup<T>[] {
  const byLength = new Map<number, typeof ranges>();
  for (const r of ranges) pushTo(byLength, r.from.length, r);
  return [...byLength.entries()]
    .sort(([a], [b]) => b - a)
    .map(([length, group]) => {
      group.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
      const reach: string[] = [];
      for (const [i, r] of group.entries()) reach.push(i > 0 && reach[i - 1]! > r.to ? reach[i - 1]! : r.to);
      return {
        length,
        starts: group.map((r) => r.from),
        ends: group.map((r) => r.to),
        reach,
        hits: group.map((r) => r.hit),
      };
    });
}

/** The range of the group holding `cut`; among overlapping ones the one starting last. */
function findInGroup<T>(g: RangeGroup<T>, cut: string): PostcodeHit<T> | null {
  let lo = 0;
  let hi = g.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (g.starts[mid]! <= cut) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && g.reach[i]! >= cut; i--) if (g.ends[i]! >= cut) return g.hits[i]!;
  return null;
}

/** Holds nothing: most countries of a sheet are zoned whole, and a book has a hundred thousand of them. */
const NONE: PostcodeIndex<never> = { find: () => null };

/** Indexes rules once (maps for exact values and prefixes, sorted ranges) so a lookup costs a few map reads and a binary search. */
export function indexPostcodes<T>(entries: { rule: PostcodeRule; item: T }[]): PostcodeIndex<T> {
  if (!entries.length) return NONE;
  const exact = new Map<string, PostcodeHit<T>>();
  const prefixes = new Map<string, PostcodeHit<T>>();
  const ranges: { from: string; to: string; hit: PostcodeHit<T> }[] = [];
  for (const { rule, item } of entries) {
    const hit = { item, rule };
    if (rule.match === 'range') {
      const bounds = rangeBounds(rule.value, rule.valueTo);
      if (bounds) ranges.push({ ...bounds, hit });
    } else {
      const map = rule.match === 'exact' ? exact : prefixes;
      const key = normalisePostcode(rule.value);
      if (!map.has(key)) map.set(key, hit);
    }
  }
  const prefixLengths = [...new Set([...prefixes.keys()].map((k) => k.length))].sort((a, b) => b - a);
  const groups = rangeGroups(ranges);
  return {
    find(code) {
      const found = exact.get(code);
      if (found) return found;
      for (const g of groups) {
        const cut = cutTo(code, g.length);
        const hit = cut === null ? null : findInGroup(g, cut);
        if (hit) return hit;
      }
      for (const length of prefixLengths) {
        const hit = length <= code.length ? prefixes.get(code.slice(0, length)) : undefined;
        if (hit) return hit;
      }
      return null;
    },
  };
}
