import { useEffect, useState, type ReactNode } from 'react';

/**
 * `fallback` until the frame after this first painted, then `children`: what
 * can wait renders then, so the first paint carries what matters sooner (and a
 * lazy part's code is asked for only then, off the way to the first screen).
 * Only this element renders again at that moment, not the page around it.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDone(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return done ? children : fallback;
}
