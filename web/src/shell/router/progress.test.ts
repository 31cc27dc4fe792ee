import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progress, PROGRESS_DELAY_MS } from './progress.ts';

const bar = () => document.getElementById('nprogress');

describe('progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    progress.done();
    vi.runAllTimers();
    vi.useRealTimers();
    bar()?.remove();
  });

  it('shows the bar once a move has run for a while', () => {
    progress.start();
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
  });

  it('shows nothing for a move done sooner, and starts one bar for moves started together', () => {
    progress.start();
    progress.done();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS * 2);
    expect(bar()).toBeNull();

    progress.start();
    progress.start();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
  });
});
