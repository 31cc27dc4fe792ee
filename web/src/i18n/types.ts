import type zh from './zh/index.ts';

/** Chinese is the reference: every other language must have exactly the same keys (checked by tsc). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof zh>;
export type Namespace = keyof Messages;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Messages;
  }
}
