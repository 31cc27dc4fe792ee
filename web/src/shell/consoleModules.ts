import type { Language } from '../i18n/languages.ts';
import { loadAntdLocale } from '../i18n/locales.ts';

export const loadConsoleRoot = () => import('./ConsoleRoot.tsx');
export const loadLayout = () => import('./layout/Layout.tsx');
const loadHomePage = () => import('../pages/dashboard/home/index.tsx');

/**
 * Requests everything the first signed-in screen needs at once (antd and the
 * console root, the layout, the home page, the antd locale) instead of each
 * when the one before it renders. Called on submitting the sign-in, alongside
 * the request, and at start when a token is there already. A failure here is
 * left to the render that needs the module, which reports it.
 */
export function preloadConsole(language: Language): void {
  for (const load of [loadConsoleRoot, loadLayout, loadHomePage, () => loadAntdLocale(language)]) {
    load().catch(() => undefined);
  }
}
