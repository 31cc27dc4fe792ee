import type { ComponentType } from 'react';
import type { PageRegistry } from './shell/router/pageRegistry.ts';
import { currentLanguage, messagesReady } from './i18n/index.ts';
import { loadAntdLocale } from './i18n/locales.ts';
import { loadOnce, useLoaded } from './utils/loadOnce.ts';

/** The code of the first signed-in screen; the home page comes in the same download. */
export interface ConsoleModules {
  ConsoleRoot: ComponentType;
  Layout: ComponentType;
  /** The pages the layout renders (its context, PageRegistryContext, given by App.tsx). */
  pages: PageRegistry;
  /** Rehearses the console's first render off screen (shell/warmUp.tsx); returns its release. */
  warmUp: () => () => void;
}

/**
 * Everything the first signed-in screen needs, requested at once: antd and the console root, the layout, the home
 * page, the antd locale, and the language's full messages; with its code, the browser loads its date data (the
 * formatters come with the console's code, not the login page's).
 */
const modules = loadOnce(() =>
  Promise.all([
    import('./shell/ConsoleRoot.tsx'),
    import('./shell/warmUp.tsx'),
    import('./shell/layout/Layout.tsx'),
    import('./pages/registry.ts'),
    loadAntdLocale(currentLanguage()),
    messagesReady(),
    import('./utils/intl.ts').then((intl) => intl.prepareDates(currentLanguage())),
  ]).then(([root, warm, layout, registry]): ConsoleModules => ({
    ConsoleRoot: root.default,
    warmUp: warm.warmUp,
    Layout: layout.default,
    pages: registry.pageRegistry,
  })),
);

/**
 * Requests the console's code at once, instead of each part when the one before it renders; once only, however
 * often called. Called as a user starts typing in the sign-in form (the code comes while they type) and on
 * submitting it, and at start when a token is there already.
 */
export function preloadConsole(): void {
  void modules.load();
}

/** The rehearsal's state: waiting for its moment, its release once it ran, or over (the console has mounted). */
let rehearsal: 'asked' | (() => void) | 'over' | undefined;
const whenIdle = (run: () => void) => (window.requestIdleCallback ?? setTimeout)(run);

/**
 * The sign-in form's preload: the console's code, then, at the first idle moment (the user typing, the server
 * checking the password), its first render rehearsed off screen, unless the console has mounted by then.
 * Settles once the code is there and the rehearsal waits for its moment (a failed download is asked again by the
 * next call, and rehearsed once it comes).
 */
export function prepareConsole(): Promise<void> {
  preloadConsole();
  return modules.load().then(() => {
    const loaded = modules.state().value;
    if (!loaded || rehearsal) return;
    rehearsal = 'asked';
    whenIdle(() => {
      if (rehearsal === 'asked') rehearsal = loaded.warmUp();
    });
  });
}

/** Called once the console has mounted: it holds what the rehearsal prepared, which lets its own go. */
export function endRehearsal(): void {
  if (typeof rehearsal === 'function') rehearsal();
  rehearsal = 'over';
}

/**
 * The console's modules once loaded, else null (loading them): the caller shows the skeleton meanwhile. Not Suspense
 * (utils/loadOnce.ts says why), nor a transition: one rendered the console in slices among the other work of a slow
 * PC's first seconds, and waited for every lazy part it met. The home page comes with these modules; another first
 * page shows the progress bar until its code is there.
 */
export function useConsoleModules(): ConsoleModules | null {
  return useLoaded(modules);
}
