import { useEffect } from 'react';
import { progress } from './progress.ts';

/** Shown while a page's code loads (pages/registry.ts): the progress bar runs until it is there. */
export function RouteProgress() {
  useEffect(() => {
    progress.start();
    return progress.done;
  }, []);
  return null;
}
