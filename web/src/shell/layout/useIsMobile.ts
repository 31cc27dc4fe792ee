import { useSyncExternalStore } from 'react';

/** Under 992px the sidebar becomes a drawer (antd's `lg` breakpoint). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useIsMobile = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
