import { afterEach, describe, expect, it, vi } from 'vitest';
import { textWidth } from './textWidth.ts';

describe('textWidth', () => {
  const lang = document.documentElement.lang;
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = lang;
  });

  it('measures a text in the page font once, and again once the language changes', () => {
    const measureText = vi.fn((text: string) => ({ width: text.length * 7 }) as TextMetrics);
    const context = { font: '', measureText } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    document.documentElement.lang = 'zh';
    expect(textWidth('编辑')).toBe(14);
    expect(textWidth('编辑')).toBe(14);
    expect(textWidth('编辑', 12)).toBe(14);
    expect(measureText).toHaveBeenCalledTimes(2);
    expect(context.font).toMatch(/^12px /);
    document.documentElement.lang = 'en';
    expect(textWidth('编辑')).toBe(14);
    expect(measureText).toHaveBeenCalledTimes(3);
  });

  it('measures nothing where the document cannot (no canvas context)', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    document.documentElement.lang = 'ja';
    expect(textWidth('Edit')).toBeUndefined();
  });
});
