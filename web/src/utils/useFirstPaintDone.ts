import { useEffect, useState } from 'react';

/**
 * False until the frame after the component first painted: what can wait
 * renders then, so the first paint carries what matters sooner (and a lazy
 * part's code is asked for only then, off the way to the first screen).
 */
export function useFirstPaintDone(): boolean {
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
  return done;
}
