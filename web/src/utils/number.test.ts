import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.ts';

describe('formatNumber', () => {
  it('leaves numbers under 1000 alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  it('uses the suffixes k, M, G, T, P, E', () => {
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1234)).toBe('1.2k');
    expect(formatNumber(5_000_000)).toBe('5M');
    expect(formatNumber(7.25e9, 2)).toBe('7.25G');
    expect(formatNumber(3e12)).toBe('3T');
    expect(formatNumber(4.5e15)).toBe('4.5P');
    expect(formatNumber(2e18)).toBe('2E');
  });

  it('drops trailing zeros and handles negatives', () => {
    expect(formatNumber(1500, 3)).toBe('1.5k');
    expect(formatNumber(-2500)).toBe('-2.5k');
  });
});
