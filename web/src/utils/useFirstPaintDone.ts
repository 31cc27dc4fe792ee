import { useEffect, useState } from 'react';

/**
 * False until the frame after the component first painted: what can wait
 * renders then, so the first paint carries what matters sooner. A lazy part
 * rendered at once would also hold the whole first screen back: the switch to
 * the console is a transition, which waits for the code of every part it renders.
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
