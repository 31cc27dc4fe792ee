import { useEffect, useState } from 'react';

interface State<T> {
  value: T | null;
  error: unknown;
}

/** Code (or anything) loaded once, on first need, read by components without Suspense (`useLoaded`). */
export interface LoadOnce<T> {
  /** Starts loading unless loading or loaded; settles (never rejects) once there is a value or a failure to read. */
  load(): Promise<void>;
  state(): State<T>;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let state: State<T> = { value: null, error: null };
  let loading: Promise<void> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => {
          state = { value, error: null };
        },
        (error: unknown) => {
          loading = null;
          state = { value: null, error };
        },
      )),
    state: () => state,
  };
}

/**
 * The loaded value, else null while it loads (asked for as the reader renders, as React.lazy does). A failure is
 * thrown to the nearest error boundary, and loading starts again meanwhile, so the boundary's retry can succeed.
 * Deliberately not Suspense: React holds back content that replaces a Suspense fallback until 300 ms after any
 * fallback last appeared, so code that came in 50 ms showed after 300. Nor useSyncExternalStore: its updates render
 * and run the new content's effects in one task before the browser paints (a page's queries, its table measuring
 * itself), where a state update lets the browser paint the page first.
 */
export function useLoaded<T>(once: LoadOnce<T>): T | null {
  const [state, setState] = useState(once.state);
  useEffect(() => {
    let mounted = true;
    void once.load().then(() => mounted && setState(once.state()));
    return () => {
      mounted = false;
    };
  }, [once]);
  if (state.value === null) void once.load();
  if (state.error) throw state.error;
  return state.value;
}
