import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';

/*
 * Tracking is kept two ways (the provider's pushes, our refreshes), both
 * through `applyResult` (store.ts), and both tell these listeners which orders
 * a result was kept on, inside the keeping transaction. So an area after
 * tracking reacts to what the provider says (alerts raises exceptions and
 * delivery failures) without tracking importing it: it listens, at start,
 * through the `tracking-writes` plugin's decoration, as areas listen to
 * orders' `app.orderWrites`.
 */

/** Told the orders a transaction kept a result on; runs in that transaction. */
export type TrackingWritten = (db: Db, orderIds: number[]) => Promise<void>;

export interface TrackingWrites {
  listen(listener: TrackingWritten): void;
  /** The keepers' call, in their transaction, after their rows are written. */
  written: TrackingWritten;
}

/** One per app: tests build several apps over one database, each with its own listeners. */
export function trackingWritesOf(): TrackingWrites {
  const listeners: TrackingWritten[] = [];
  return {
    listen: (l) => void listeners.push(l),
    async written(db, orderIds) {
      if (!orderIds.length) return;
      for (const l of listeners) await l(db, orderIds);
    },
  };
}

export const trackingWrites = fp(
  async (app) => {
    app.decorate('trackingWrites', trackingWritesOf());
  },
  { name: 'tracking-writes' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The tracking area's tracking-writes plugin: areas after tracking listen to kept tracking here. */
    trackingWrites: TrackingWrites;
  }
}
