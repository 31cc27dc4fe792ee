import { describe, expect, it } from 'vitest';
import { labelWidth, niceTicks, truncate } from './chartScale.ts';

describe('niceTicks', () => {
  it('runs from 0 to a round number at or above the largest value in round steps', () => {
    expect(niceTicks(87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(2.4)).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
  });

  it('draws an axis of 0 to 1 when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('labels', () => {
  it('cuts a long label and marks the cut, leaves a short one', () => {
    expect(truncate('United States of America', 10)).toBe('United St…');
    expect(truncate('美国', 10)).toBe('美国');
  });

  it('counts CJK characters a full em', () => {
    expect(labelWidth('美国')).toBe(24);
    expect(labelWidth('US')).toBe(14);
  });
});
