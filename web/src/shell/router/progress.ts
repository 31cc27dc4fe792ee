import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

/** The navigation progress bar (spec section 2). */
export const progress = {
  start: (): void => {
    NProgress.start();
  },
  done: (): void => {
    NProgress.done();
  },
};
