import { useEffect, useState } from 'react';

/** How long a wait goes unmarked: most answers come sooner, and a spinner's frames would slow drawing them. */
export const SLOW_MS = 300;

/** True once `busy` has stayed true for `ms`; false as soon as it is false again. */
export function useSlow(busy: boolean, ms = SLOW_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy, ms]);
  return busy && slow;
}
