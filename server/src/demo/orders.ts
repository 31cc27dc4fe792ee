import { sql } from 'kysely';
import { historyOf, orderBook, trackInfoOf, type Route, type UpstreamOrder } from '@fwd/simulators';
import { inTransaction, type Db } from '../http/context.ts';
import { applyUpstream } from '../modules/logistics/sync.ts';
import { orderWritesOf } from '../modules/orders/writes.ts';
import { eventRows, targetOf, trackable, trackingColumns, type Target } from '../modules/tracking/store.ts';
import { resultOf as readResult, type TrackResult } from '../outside/tracking/result.ts';
import { trackedItem } from '../outside/tracking/wire.ts';

/*
 * The demo's orders: what the demo's upstream simulator holds for the last 90
 * days, kept through the sync's own path, and the tracking its 17TRACK
 * simulator tells of them, as if each had been registered a day after entry.
 * Runs once (a `meta` row says so); the simulators started by `npm start`
 * share DEMO_SIM_SEED, so a sync or refresh carries on from here.
 */

export const DEMO_SIM_SEED = 2026;
export const DEMO_ORDERS_PER_HOUR = 2;
const DAY = 86_400_000;
const DEMO_KEY = 'demo_orders';

const routeOfOrder = (o: UpstreamOrder): Route => ({
  country: o.countryCode,
  city: o.consignee.city,
  handedOverAt: Date.parse(o.entryDate),
});

/** Each tracking number of these orders with its order's route: destination, city, entry. */
const routesOf = (orders: UpstreamOrder[]) =>
  new Map(
    orders.flatMap((o) =>
      [o.originalTrackingNumber, o.newTrackingNumber].flatMap((n) => (n ? [[n, routeOfOrder(o)] as const] : [])),
    ),
  );

/** How often at most the demo's 17TRACK looks again at the upstream orders for a number it has no route of. */
const ROUTES_FRESH_MS = 60_000;

/**
 * The demo's 17TRACK tells of each number the journey of its order (to its country and city, from its
 * entry), as the seed did: the upstream simulator's orders, looked at again when a new number comes.
 */
export function demoRoutes(now: () => number = Date.now): (number: string) => Route | undefined {
  let routes = new Map<string, Route>();
  let builtAt = -Infinity;
  return (number) => {
    if (!routes.has(number) && now() - builtAt > ROUTES_FRESH_MS) {
      builtAt = now();
      routes = routesOf(
        orderBook({ seed: DEMO_SIM_SEED, ordersPerHour: DEMO_ORDERS_PER_HOUR, unknownRate: 0 }).updatedIn(
          builtAt - 90 * DAY,
          builtAt,
          builtAt,
        ),
      );
    }
    return routes.get(number);
  };
}

/** What the demo provider tells of a number registered at `registeredAt`, read as the client reads 17TRACK's answer. */
function resultOf(target: Target, registeredAt: number, now: number, route: Route | undefined): TrackResult {
  const h = historyOf(target.number, { registeredAt, now, seed: DEMO_SIM_SEED, route });
  return readResult(
    trackedItem.parse({
      number: target.number,
      carrier: target.carrier,
      track_info: trackInfoOf(h, target.carrier ?? 0, now),
    }),
  );
}

export async function seedDemoOrders(db: Db, now = Date.now()): Promise<boolean> {
  return inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;
    const orders = orderBook({ seed: DEMO_SIM_SEED, ordersPerHour: DEMO_ORDERS_PER_HOUR, unknownRate: 0 }).updatedIn(
      now - 90 * DAY,
      now,
      now,
    );
    const ignore = { count: () => {}, error: () => {} };
    // No listeners: the demo's charges are priced once all orders are in (demo/settlement.ts), not page by page.
    const writes = orderWritesOf();
    for (let i = 0; i < orders.length; i += 500) await applyUpstream(t.db, writes, orders.slice(i, i + 500), ignore);
    // Fresh orders, nothing kept of their tracking yet: the events in bulk, each order's state in one update a chunk.
    const entry = new Map(
      (await t.db.selectFrom('orders').select(['id', 'entry_date']).execute()).map((o) => [
        o.id,
        o.entry_date.getTime(),
      ]),
    );
    const routes = routesOf(orders);
    const tracked = (await trackable(t.db).execute()).map(targetOf).map((target) => ({
      id: target.id,
      result: resultOf(target, entry.get(target.id)! + DAY, now, routes.get(target.number)),
    }));
    for (let i = 0; i < tracked.length; i += 500) {
      const chunk = tracked.slice(i, i + 500);
      const events = chunk.flatMap(({ id, result }) => eventRows(id, result));
      for (let j = 0; j < events.length; j += 2000)
        await t.db
          .insertInto('tracking_events')
          .values(events.slice(j, j + 2000))
          .execute();
      const rows = chunk.map(({ id, result }) => {
        const c = trackingColumns(result, result.status === 'Delivered');
        return sql`(${id}::int, ${c.tracking_status}, ${c.tracking_sub_status}, ${c.last_event}, ${c.last_event_at}::timestamptz, ${c.registered_number}, ${c.tracked_at}::timestamptz, ${result.status === 'Delivered'}::boolean, ${c.last_event_at}::timestamptz)`;
      });
      await sql`
        update orders o set tracking_status = v.s, tracking_sub_status = v.sub, last_event = v.ev, last_event_at = v.at, registered_number = v.num,
          tracked_at = v.tracked, is_received = v.signed, received_at = case when v.signed then v.received end
        from (values ${sql.join(rows)}) as v(id, s, sub, ev, at, num, tracked, signed, received)
        where o.id = v.id`.execute(t.db);
    }
    return true;
  });
}
