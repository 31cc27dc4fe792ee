import { describe, expect, it } from 'vitest';
import { pinning, withIdentity } from './pinning.ts';

describe('pinning', () => {
  it('sticks left columns at the sum of the widths before them, right ones likewise from the right', () => {
    const pins = pinning([
      { fixed: 'left', width: 48 },
      { fixed: 'left', width: 170 },
      { width: 100 },
      { fixed: 'right', width: 80 },
      { fixed: 'right', width: 200 },
    ]);
    expect(pins).toEqual([
      { left: 0 },
      { left: 48, lastLeft: true },
      {},
      { right: 200, firstRight: true },
      { right: 0 },
    ]);
  });

  it('leaves a column unpinned when a column between it and its edge has no width to offset it by', () => {
    expect(
      pinning([
        { fixed: 'left' },
        { fixed: 'left', width: 100 },
        { width: 100 },
        { fixed: 'right', width: 'auto' },
        { fixed: 'right' },
      ]),
    ).toEqual([{ left: 0, lastLeft: true }, {}, {}, {}, { right: 0, firstRight: true }]);
  });

  it('pins nothing when no column asks, and only the edge-most run when a pinned column sits in the middle', () => {
    expect(pinning([{ width: 10 }, { width: 10 }])).toEqual([{}, {}]);
    expect(
      pinning([{ width: 10 }, { fixed: 'left', width: 10 }, { fixed: 'right', width: 10 }, { width: 10 }]),
    ).toEqual([{}, {}, {}, {}]);
  });

  it('pins the first column left beside actions pinned right, so a row scrolled to them still says which it is', () => {
    const columns = [{ width: 120 }, { width: 200 }, { fixed: 'right' as const, width: 100 }];
    expect(withIdentity(columns)).toEqual([
      { fixed: 'left', width: 120 },
      { width: 200 },
      { fixed: 'right', width: 100 },
    ]);
    expect(pinning(withIdentity(columns))).toEqual([{ left: 0, lastLeft: true }, {}, { right: 0, firstRight: true }]);
    // A list that pins its own, or pins nothing, is left as it is.
    const own = [{ width: 120 }, { fixed: 'left' as const, width: 200 }, { fixed: 'right' as const, width: 100 }];
    expect(withIdentity(own)).toBe(own);
    const none = [{ width: 120 }, { width: 200 }];
    expect(withIdentity(none)).toBe(none);
  });
});
