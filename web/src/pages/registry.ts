import { createElement } from 'react';
import { lazyComponent } from '../components/lazyComponent.ts';
import { RouteProgress } from '../shell/router/RouteProgress.tsx';
import type { PageComponent, PageRegistry } from '../shell/router/pageRegistry.ts';
import HomeDashboardPage from './dashboard/home/index.tsx';

/** A page whose code downloads when it is first opened, the progress bar showing meanwhile. */
const page = (load: () => Promise<{ default: PageComponent }>) => lazyComponent(load, createElement(RouteProgress));

/*
 * Every screen, found by its folder: pages/<area>/<screen>/index.tsx. <area> is the server module whose menu.ts
 * declares the screen (the error log, a constant route, is the system area's), so a screen goes by the same name as
 * its contract, module, api client and i18n namespace; the shell's own pages keep theirs (account; the login and
 * exception pages, which App.tsx routes itself, are not menu pages). A new screen is its folder and a menu record in
 * modules/<area>/menu.ts naming the same key (server/test/areas.test.ts checks every declared key has its folder).
 */
const screens = import.meta.glob<{ default: PageComponent }>([
  './*/*/index.tsx',
  '!./exception/**',
  '!./dashboard/home/index.tsx',
]);

/** Page registry: a menu record's `component` -> its lazily loaded page. */
export const pageRegistry: PageRegistry = {
  ...Object.fromEntries(
    Object.entries(screens).map(([file, load]) => [file.slice('./'.length, -'/index.tsx'.length), page(load)]),
  ),
  // The first page after sign-in comes with the console's code (consoleModules.ts): lazy, it held the first
  // screen back a few hundred milliseconds on a slow PC.
  'dashboard/home': HomeDashboardPage,
};
