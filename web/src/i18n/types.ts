import type zhDashboard from './zh/dashboard.ts';
import type zh from './zh/index.ts';

/** Chinese is the reference: every other language must have exactly the same keys (checked by tsc). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/**
 * Every namespace: the language files' (zh/index.ts), and those a page brings
 * with it in all four languages (not in the language file every page, the
 * login page too, loads): the home page's `dashboard`.
 */
export type Messages = Shape<typeof zh & { dashboard: typeof zhDashboard }>;
export type Namespace = keyof Messages;
/** What a language file (<lang>/index.ts) holds: every namespace but the pages' own. */
export type LanguageFile = Omit<Messages, 'dashboard'>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Messages;
  }
}
