import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

/**
 * How long a move runs before the bar shows. Most moves are done sooner (the page's code is there): they show no
 * bar at all, where one would flash. And NProgress lays the whole page out as it starts the bar, which on the way
 * into the console (sign-in) did so in the middle of drawing it: about 60 ms on a slow PC, for a bar never seen.
 */
export const PROGRESS_DELAY_MS = 150;

let pending: ReturnType<typeof setTimeout> | undefined;

/** The navigation progress bar (spec section 2), for moves that take a while. */
export const progress = {
  start: (): void => {
    if (pending !== undefined || NProgress.isStarted()) return;
    pending = setTimeout(() => {
      pending = undefined;
      NProgress.start();
    }, PROGRESS_DELAY_MS);
  },
  done: (): void => {
    clearTimeout(pending);
    pending = undefined;
    NProgress.done();
  },
};
