import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './distance.ts';

describe('the edit distance', () => {
  it('counts inserting, deleting, changing a letter, and swapping two neighbours, one edit each', () => {
    expect(editDistance('nike', 'nike')).toBe(0);
    expect(editDistance('gucchi', 'gucci')).toBe(1);
    expect(editDistance('guci', 'gucci')).toBe(1);
    expect(editDistance('niki', 'nike')).toBe(1);
    expect(editDistance('nkie', 'nike')).toBe(1);
    expect(editDistance('samsnug', 'samsung')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    // Optimal string alignment: a swapped pair is not edited again (ca → abc is three edits, not two).
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('stops past the most it is asked for, answering one more', () => {
    expect(editDistance('balenciaga', 'bolanciagga', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('rolex', 'rolx', 1)).toBe(1);
  });

  it('is symmetric, zero only for equal strings, and never more than the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(editDistance(b, a)).toBe(d);
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
      }),
    );
  });
});
