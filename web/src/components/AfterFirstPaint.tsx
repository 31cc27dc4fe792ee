import { useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * Runs `run` (a stable function) in the task after the frame that follows the commit that armed it (the first, or
 * one that changed `run` or `enabled`), when `enabled`: once that frame has painted. A commit before then re-arms it.
 */
export function useAfterFirstPaint(run: () => unknown, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(run);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [run, enabled]);
}

/**
 * `value` once a frame showing what came with it has painted, until then the one before (none at first): what a page
 * asks for with it (a second request, a render of its own) then waits for that frame instead of holding it up.
 */
export function useAfterPaint<T>(value: T): T | undefined {
  const [painted, setPainted] = useState<{ value: T }>();
  const run = useCallback(() => setPainted({ value }), [value]);
  useAfterFirstPaint(run, !painted || !Object.is(painted.value, value));
  return painted?.value;
}

/**
 * `fallback` until the frame after this first painted, then `children`: what
 * can wait renders then, so the first paint carries what matters sooner (and a
 * lazy part's code is asked for only then, off the way to the first screen).
 * Only this element renders again at that moment, not the page around it.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [done, setDone] = useState(false);
  useAfterFirstPaint(useCallback(() => setDone(true), []));
  return done ? children : fallback;
}
