import { createElement, type ComponentType, type ReactNode } from 'react';
import { loadOnce, useLoaded } from '../utils/loadOnce.ts';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts downloading the code ahead of the first render. */
  preload(): Promise<void>;
};

/**
 * React.lazy without Suspense (utils/loadOnce.ts says why): `fallback` until the code is there, then the component
 * as soon as it is. A failed download goes to the nearest error boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  const code = loadOnce(load);
  function Lazy(props: P) {
    const loaded = useLoaded(code);
    return loaded ? createElement(loaded.default, props) : fallback;
  }
  return Object.assign(Lazy, { preload: code.load });
}
