import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progress, PROGRESS_DELAY_MS } from './progress.ts';

const bar = () => document.getElementById('nprogress');

describe('progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    progress.done();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    bar()?.remove();
  });

  it('shows the bar once a move has run for a while', async () => {
    progress.start();
    await vi.dynamicImportSettled();
    expect(bar()).toBeNull();
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
  });

  it('shows nothing for a move done sooner, and starts one bar for moves started together', async () => {
    progress.start();
    progress.done();
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS * 2);
    expect(bar()).toBeNull();

    progress.start();
    progress.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS);
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
  });

  it('takes the bar down when the move is done', async () => {
    progress.start();
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
    progress.done();
    await vi.runAllTimersAsync();
    expect(bar()).toBeNull();
  });
});
