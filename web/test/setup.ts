import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';
import { loadAntdLocale } from '../src/i18n/locales.ts';
import zh from '../src/i18n/zh/index.ts';
import { removeToken } from '../src/api/token.ts';
import { session } from '../src/stores/session.ts';
import { tabs } from '../src/stores/tabs.ts';

await initI18n('zh', zh);
// Loaded before any test: a test that ends while the console is still importing it fails the run after teardown
// (vitest reports the import as an unhandled error, seen on a loaded machine).
await loadAntdLocale('zh');

// One teardown for every test, in this order: the page goes before the session
// it reads (a mounted guard would otherwise start loading it again), and the
// stubbed fetch goes last; the stores start empty for each test. Page, widget
// and utility files share a module graph per worker (project web, see the root
// vitest.config.ts); a file that replaces a module with vi.mock runs isolated.
afterEach(() => {
  cleanup();
  act(() => {
    session.reset();
    tabs.reset();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  removeToken();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// Store updates in tests are wrapped in act() from React itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The navigation guard scrolls to the top; the test DOM does not scroll.
window.scrollTo = () => undefined;

// happy-dom's IntersectionObserver never reports, and its DOM has no layout: here whatever is observed is on the
// screen, as soon as it is observed (components/NearScreen.test.tsx plays the scrolling itself).
class OnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    setTimeout(() =>
      act(() =>
        this.report(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;
