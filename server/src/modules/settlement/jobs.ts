import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { inTransaction, type Db } from '../../http/context.ts';
import type { JobHandler } from '../../plugins/jobs/worker.ts';
import type { PricingBooksCache } from './books.ts';
import { priceOrders } from './pricing.ts';

/** Orders a bulk pricing transaction takes: its writes stay a few statements and a stop loses at most one batch. */
const BATCH = 2000;

/** The orders the scope takes: never priced or pending (unpriced), or every one not billed (unbilled). */
const taken = (scope: string) =>
  scope === 'unbilled'
    ? sql<SqlBool>`coalesce(c.state <> 'billed', true)`
    : sql<SqlBool>`coalesce(c.state = 'pending', true)`;

/**
 * chargePricing: prices the orders of its scope in id order, a batch a
 * transaction, counting priced and pending. Safe to run again: an order
 * priced by an attempt that stopped is priced once more (a history row more).
 */
export const pricingHandler =
  (db: Db, timeZone: string, books: PricingBooksCache): JobHandler =>
  async (job, run) => {
    const scope = String(job.params.scope ?? 'unpriced');
    // Charges after `after` too: the planner does not carry the orders' bound to a left join's side, and a merge join
    // then read the charges from the first every batch (450 ms a batch half way through 1,000,000; bench:pricing).
    const ordersIn = (after = 0) =>
      db
        .selectFrom('orders as o')
        .leftJoin('order_charges as c', (j) => j.onRef('c.order_id', '=', 'o.id').on('c.order_id', '>', after))
        .where('o.id', '>', after)
        .where(taken(scope));
    const { n } = await ordersIn()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    run.total(Number(n));
    run.count('priced', 0);
    run.count('pending', 0);
    let after = 0;
    for (;;) {
      run.signal.throwIfAborted();
      const ids = (await ordersIn(after).select('o.id').orderBy('o.id').limit(BATCH).execute()).map((r) => r.id);
      if (!ids.length) return;
      const loaded = await books.current();
      const counts = await inTransaction({ db }, (t) =>
        priceOrders(t.db, timeZone, loaded, ids, { cause: 'bulk', userId: job.createdBy, onlyChanged: false }),
      );
      run.count('priced', counts.priced);
      run.count('pending', counts.pending);
      run.advance(ids.length);
      after = ids[ids.length - 1]!;
    }
  };

/** The bulk pricing job, and pricing on every order write (edit, import, sync) until billed. */
export default function settlementJobs(app: FastifyInstance): void {
  app.jobs.handle('chargePricing', pricingHandler(app.db, app.config.timeZone, app.pricingBooks));
}
