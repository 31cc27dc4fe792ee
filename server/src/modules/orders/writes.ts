import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';

/*
 * Orders are written three ways (an edit, an import, the upstream sync), each
 * through `updateOrder` or `upsertOrders`, and both tell these listeners which
 * orders they created or changed, inside the writing transaction. So an area
 * after orders reacts to every order write (settlement prices the order
 * again) without orders importing it: it listens, at start, through the
 * `order-writes` plugin's decoration.
 */

/** Told the orders a transaction created or changed (`by`: the employee, null for the sync); runs in that transaction. */
export type OrdersWritten = (db: Db, ids: number[], by: number | null) => Promise<void>;

/**
 * A listener readies, before the writing transaction opens, what it needs from outside it (a cache read
 * through the app's own connection would wait for that transaction on the embedded database's one
 * connection), and answers what to do with the written orders inside it.
 */
export type OrderWriteListener = () => Promise<OrdersWritten>;

export interface OrderWrites {
  listen(listener: OrderWriteListener): void;
  /** The writers' call before their transaction; the answer is theirs to call in it, after their rows are written. */
  prepare(): Promise<OrdersWritten>;
}

/** One per app: tests build several apps over one database, each with its own listeners. */
export function orderWritesOf(): OrderWrites {
  const listeners: OrderWriteListener[] = [];
  return {
    listen: (l) => void listeners.push(l),
    async prepare() {
      const ready = await Promise.all(listeners.map((l) => l()));
      return async (db, ids, by) => {
        if (!ids.length) return;
        for (const written of ready) await written(db, ids, by);
      };
    },
  };
}

export const orderWrites = fp(
  async (app) => {
    app.decorate('orderWrites', orderWritesOf());
  },
  { name: 'order-writes' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders area's order-writes plugin: areas after orders listen to order writes here. */
    orderWrites: OrderWrites;
  }
}
