import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActionsColumn } from './RowActions.tsx';

const none = () => ({});

describe('useActionsColumn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is as wide as the links a row shows, in the words of the reader’s language', () => {
    // Ten pixels a character stands in for the page's font.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      font: '',
      measureText: (text: string) => ({ width: text.length * 10 }),
    } as never);
    const words = { edit: true, remove: false, own: ['详情', 'Tracking'] };
    const { result } = renderHook(() => useActionsColumn(true, none, words));
    // 编辑 (20) + 详情 (20) + Tracking (80), 14 a link and 34 for the cell; no 删除.
    expect(result.current[0]!.width).toBe(120 + 3 * 14 + 34);
  });

  it('leaves the width to the table where nothing measures text, or when not asked to size', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(
      renderHook(() => useActionsColumn(true, none, { edit: true, remove: true, own: [] })).result.current[0],
    ).not.toHaveProperty('width');
    expect(renderHook(() => useActionsColumn(true, none)).result.current[0]).not.toHaveProperty('width');
  });
});
