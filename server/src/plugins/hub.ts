import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../http/context.ts';

/*
 * A hub lets an area tell what its transaction wrote to listeners that areas after it add at start, so the later
 * area reacts (alerts raises on kept tracking, robots posts raised alerts) without the earlier one importing it.
 * Orders' own hub (`app.orderWrites`) has a step before the transaction as well, so it is written apart.
 */

/** Told a transaction's items; runs in that transaction. */
export type Told<T> = (db: Db, items: T[]) => Promise<void>;

export interface Hub<T> {
  listen(listener: Told<T>): void;
  /** The writers' call, in their transaction, after their rows are written; no items, no call. */
  tell: Told<T>;
}

/** One per app: tests build several apps over one database, each with its own listeners. */
export function hubOf<T>(): Hub<T> {
  const listeners: Told<T>[] = [];
  return {
    listen: (l) => void listeners.push(l),
    async tell(db, items) {
      if (!items.length) return;
      for (const l of listeners) await l(db, items);
    },
  };
}

/** The plugin giving the app a hub as `decoration`; areas name it by `name` in their plugins' dependencies. */
export const hubPlugin = <T>(decoration: keyof FastifyInstance & string, name: string) =>
  fp(
    async (app) => {
      app.decorate<Hub<T>>(decoration, hubOf<T>());
    },
    { name },
  );
