import { useEffect } from 'react';
import { progress } from './progress.ts';

/** Suspense fallback while a lazy page loads: the progress bar runs until it is there. */
export function RouteProgress() {
  useEffect(() => {
    progress.start();
    return progress.done;
  }, []);
  return null;
}
