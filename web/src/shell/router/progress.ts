/**
 * How long a move runs before the bar shows. Most moves are done sooner (the page's code is there): they show no
 * bar at all, where one would flash. And NProgress lays the whole page out as it starts the bar, which on the way
 * into the console (sign-in) did so in the middle of drawing it: about 60 ms on a slow PC, for a bar never seen.
 */
export const PROGRESS_DELAY_MS = 150;

/** NProgress and its stylesheet, asked for by the first move (the login page itself never shows the bar). */
let bar: Promise<typeof import('nprogress')> | undefined;
const loadBar = () =>
  (bar ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([{ default: NProgress }]) => {
    NProgress.configure({ showSpinner: false });
    return NProgress;
  }));

let pending: ReturnType<typeof setTimeout> | undefined;
/** A move is running that has shown, or is to show, the bar. */
let shown = false;

/** The navigation progress bar (spec section 2), for moves that take a while. */
export const progress = {
  start: (): void => {
    if (pending !== undefined || shown) return;
    const loading = loadBar();
    pending = setTimeout(() => {
      pending = undefined;
      shown = true;
      void loading.then((NProgress) => shown && NProgress.start());
    }, PROGRESS_DELAY_MS);
  },
  done: (): void => {
    clearTimeout(pending);
    pending = undefined;
    if (!shown) return;
    shown = false;
    void bar?.then((NProgress) => NProgress.done());
  },
};
