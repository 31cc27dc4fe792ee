import { describe, expect, it } from 'vitest';
import { compareDecimal, rateGrid } from './rateGrid.ts';

describe('compareDecimal', () => {
  it('orders decimal strings by value, not as text', () => {
    const sorted = ['10', '0.75', '2', '0.5', '0.25', '002.000', '1.5'].sort(compareDecimal);
    expect(sorted).toEqual(['0.25', '0.5', '0.75', '1.5', '2', '002.000', '10']);
    expect(compareDecimal('2', '2.000')).toBe(0);
  });
});

describe('rateGrid', () => {
  const rate = (zone: string, fromKg: string, toKg: string, price: string) => ({
    zone,
    fromKg,
    toKg,
    model: 'perKg' as const,
    price,
    firstKg: null,
    stepKg: null,
    stepPrice: null,
    pieceFee: null,
  });

  it('puts each zone’s rate of a band on one row, lightest band first', () => {
    const grid = rateGrid([
      rate('Z1', '10', '30', '8'),
      rate('Z1', '0', '10', '12'),
      rate('Z2', '0', '10', '15'),
      rate('Z2', '10', '30', '9.5'),
    ]);
    expect(grid.map((b) => [b.fromKg, b.toKg])).toEqual([
      ['0', '10'],
      ['10', '30'],
    ]);
    expect(grid[0]!.byZone.get('Z2')!.price).toBe('15');
    expect(grid[1]!.byZone.get('Z1')!.price).toBe('8');
  });
});
