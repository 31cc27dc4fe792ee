import { createStore, useStore } from './createStore.ts';

/** An uncaught UI error (spec section 8). */
export interface ErrorEntry {
  id: number;
  message: string;
  stack: string;
  url: string;
  time: number;
}

/** Recorded in production builds; in development only with VITE_ERROR_LOG=true. */
export const errorLogEnabled = (): boolean => import.meta.env.PROD || import.meta.env.VITE_ERROR_LOG === 'true';

const MAX_ENTRIES = 200;
const store = createStore<ErrorEntry[]>([]);
let lastId = 0;

export function describeError(error: unknown): Pick<ErrorEntry, 'message' | 'stack'> {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)), stack: '' };
}

export const errorLog = {
  store,
  get: store.get,
  add(error: unknown, url: string = window.location.href, extraStack = ''): void {
    if (!errorLogEnabled()) return;
    const { message, stack } = describeError(error);
    const entry = {
      id: ++lastId,
      message,
      stack: [stack, extraStack].filter(Boolean).join('\n'),
      url,
      time: Date.now(),
    };
    store.set((list) => [entry, ...list].slice(0, MAX_ENTRIES));
  },
  clear: () => store.set([]),
};

export const useErrorLog = (): ErrorEntry[] => useStore(store);
