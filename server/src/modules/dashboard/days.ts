import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../../http/context.ts';

/*
 * `order_days` counts the company's days, in the zone `order_days_zone`
 * names (026_order_days_recount.ts says how a recount stays exact while the
 * orders change). A start never counts: with a new TIME_ZONE and no orders it
 * sets the zone, and otherwise it queues the `orderDays` job, which a worker
 * runs while the console serves (the dashboard says its figures are being
 * counted meanwhile).
 */

const zoneOf = (db: Db) =>
  db.selectFrom('order_days_zone').select(['time_zone', 'counted']).where('id', '=', 1).executeTakeFirstOrThrow();

/** Whether `order_days` holds every order counted in this zone. */
export async function countedIn(db: Db, timeZone: string): Promise<boolean> {
  const zone = await zoneOf(db);
  return zone.time_zone === timeZone && zone.counted;
}

/** `countedIn`, setting the zone first when it is another and there is nothing to count. */
export async function daysCounted(db: Db, timeZone: string): Promise<boolean> {
  const zone = await zoneOf(db);
  if (zone.time_zone === timeZone) return zone.counted;
  if (await db.selectFrom('orders').select('id').limit(1).executeTakeFirst()) return false;
  const { rows } = await sql<{ counted: boolean }>`select order_days_switch(${timeZone}) as counted`.execute(db);
  return rows[0]!.counted;
}

/** Counts every order again in the zone: the switch (once the writes in flight have ended), then the recount, each its own transaction. */
export async function countDaysIn(db: Db, timeZone: string): Promise<void> {
  await sql`select order_days_switch(${timeZone})`.execute(db);
  await sql`select order_days_recount()`.execute(db);
}

/** The recount, as the job queue runs it: once whoever starts first queues it, retried when its process dies. */
export function orderDaysJob(app: FastifyInstance): void {
  app.jobs.handle('orderDays', () => countDaysIn(app.db, app.config.timeZone));
}

/** At start: the zone set, or the recount queued (one, however many processes start at once). */
export const orderDays = fp(
  async (app) => {
    if (await daysCounted(app.db, app.config.timeZone)) return;
    const job = await app.jobs.enqueue('orderDays', {}, { trigger: 'schedule', ifIdle: true });
    app.log.info(
      { job: job?.id ?? null, timeZone: app.config.timeZone },
      'order_days not counted in the zone: the orderDays job counts them',
    );
  },
  { name: 'order-days', dependencies: ['database', 'jobs'] },
);
