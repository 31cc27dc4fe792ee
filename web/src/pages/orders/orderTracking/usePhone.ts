import { useSyncExternalStore } from 'react';

/** antd's `xs`: narrower than a small tablet. */
const PHONE_QUERY = '(max-width: 575.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** A phone's width: the filters fold away but the numbers, and only the waybill number's column stays pinned. */
export const usePhone = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
