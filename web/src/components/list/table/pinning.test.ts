import { describe, expect, it } from 'vitest';
import { pinning } from './pinning.ts';

describe('pinning', () => {
  it('sticks left columns at the sum of the widths before them, right ones likewise from the right', () => {
    const pins = pinning([
      { fixed: 'left', width: 48 },
      { fixed: 'left', width: 170 },
      { width: 100 },
      { fixed: 'right', width: 80 },
      { fixed: 'right', width: 200 },
    ]);
    expect(pins).toEqual([{ left: 0 }, { left: 48, lastLeft: true }, {}, { right: 200, firstRight: true }, { right: 0 }]);
  });

  it('leaves a column unpinned when a column between it and its edge has no width to offset it by', () => {
    expect(pinning([{ fixed: 'left' }, { fixed: 'left', width: 100 }, { width: 100 }, { fixed: 'right', width: 'auto' }, { fixed: 'right' }])).toEqual([
      { left: 0, lastLeft: true },
      {},
      {},
      {},
      { right: 0, firstRight: true },
    ]);
  });

  it('pins nothing when no column asks, and only the edge-most run when a pinned column sits in the middle', () => {
    expect(pinning([{ width: 10 }, { width: 10 }])).toEqual([{}, {}]);
    expect(pinning([{ width: 10 }, { fixed: 'left', width: 10 }, { fixed: 'right', width: 10 }, { width: 10 }])).toEqual([{}, {}, {}, {}]);
  });
});
