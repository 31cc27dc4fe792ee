import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../../http/context.ts';

/**
 * `order_days` counts the company's days: when its zone is not TIME_ZONE (the
 * first start, or the setting changed) every order is counted again in it, in
 * one transaction, under the table's lock (one process does it; the others
 * then find the zone set). A few seconds for a million orders, once.
 */
export async function countDaysIn(db: Db, timeZone: string): Promise<void> {
  const zone = await db.selectFrom('order_days_zone').select('time_zone').where('id', '=', 1).executeTakeFirstOrThrow();
  if (zone.time_zone === timeZone) return;
  await inTransaction({ db }, async (t) => {
    const again = await t.db.selectFrom('order_days_zone').select('time_zone').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    if (again.time_zone !== timeZone) await sql`select order_days_rebuild(${timeZone})`.execute(t.db);
  });
}

/** Sets the dashboard's days to the company's zone when the app starts. */
export const orderDays = fp(
  async (app) => {
    await countDaysIn(app.db, app.config.timeZone);
  },
  { name: 'order-days', dependencies: ['database'] },
);
