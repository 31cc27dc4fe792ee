import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearScreen } from './NearScreen.tsx';

/** An IntersectionObserver the test scrolls: `come(true)` brings what it observes near the screen. */
function stubObserver() {
  const observers: {
    report: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
    connected: boolean;
  }[] = [];
  class Stub {
    private readonly entry: (typeof observers)[number];
    constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { report, options, targets: [], connected: true };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  const come = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter((o) => o.connected)) {
        o.report(
          o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    });
  return { observers, come };
}

afterEach(() => vi.unstubAllGlobals());

describe('NearScreen', () => {
  it('shows the fallback until its place comes within the margin of the screen, then the children, and stops watching', () => {
    const { observers, come } = stubObserver();
    render(
      <NearScreen fallback={<span>place</span>} margin="25%">
        <span>content</span>
      </NearScreen>,
    );
    expect(screen.getByText('place')).toBeInTheDocument();
    expect(observers[0]!.options?.rootMargin).toBe('25% 0px');

    come(false);
    expect(screen.queryByText('content')).not.toBeInTheDocument();

    come(true);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('place')).not.toBeInTheDocument();
    expect(observers.every((o) => !o.connected)).toBe(true);
  });

  it('shows the children at once where the browser cannot tell where its place is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<NearScreen fallback={<span>place</span>}>content</NearScreen>);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('watches half a screen ahead by default', () => {
    const { observers } = stubObserver();
    render(<NearScreen>content</NearScreen>);
    expect(observers[0]!.options?.rootMargin).toBe('50% 0px');
  });
});
