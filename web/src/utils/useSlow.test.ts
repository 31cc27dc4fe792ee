import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSlow } from './useSlow.ts';

afterEach(() => vi.useRealTimers());

describe('useSlow', () => {
  it('turns true only after the wait has lasted, and false as soon as it ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ busy }) => useSlow(busy, 300), { initialProps: { busy: false } });
    expect(result.current).toBe(false);

    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    rerender({ busy: false });
    expect(result.current).toBe(false);
    rerender({ busy: true });
    expect(result.current).toBe(false);
  });

  it('never turns true for a wait shorter than the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ busy }) => useSlow(busy, 300), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(200));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
