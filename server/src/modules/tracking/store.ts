import { isDeepStrictEqual } from 'node:util';
import type { TrackingEvent } from '@fwd/contract';
import { sql } from 'kysely';
import type { Db } from '../../http/context.ts';
import type { TrackResult } from '../../outside/tracking/result.ts';

/*
 * What the provider says of a number, kept on the orders tracked by it: the
 * events as the provider lists them now (it always sends a number's whole
 * history, so they replace what was kept), and the latest state on the order.
 * Delivered signs the order. A report that changes nothing writes nothing, so
 * the same push twice leaves the database as the first left it. Pushes and
 * refreshes arrive in any order: one that knows less than what is kept (its
 * latest event older, or as old with fewer events) is stale and changes
 * nothing, so an older push arriving late never takes history back.
 */

/** The number the provider tracks for an order: the agent's last-mile number when there is one. */
export const trackedNumber = sql<string | null>`coalesce(o.new_tracking_number, o.original_tracking_number)`;

export interface Target {
  id: number;
  number: string;
  /** The agent's carrier key for its last-mile number; null: the provider detects it. */
  carrier: number | null;
  registered: boolean;
}

/** Orders whose tracking can be asked for: they have a number, and their agent (if any) is tracked. */
export const trackable = (db: Db) =>
  db
    .selectFrom('orders as o')
    .leftJoin('agents as a', 'a.id', 'o.agent_id')
    .select([
      'o.id',
      trackedNumber.as('number'),
      sql<number | null>`case when o.new_tracking_number is not null then a.tracking_carrier end`.as('carrier'),
      sql<boolean>`coalesce(o.registered_number = ${trackedNumber}, false)`.as('registered'),
    ])
    .where(trackedNumber, 'is not', null)
    .where((eb) => eb.or([eb('a.tracked', 'is', null), eb('a.tracked', '=', true)]));

export const targetOf = (r: {
  id: number;
  number: string | null;
  carrier: number | null;
  registered: boolean;
}): Target => ({ ...r, number: r.number! });

export const eventsOf = (db: Db, orderId: number): Promise<TrackingEvent[]> =>
  db
    .selectFrom('tracking_events')
    .select([
      sql<string>`to_char(time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('time'),
      'location',
      'description',
      'status',
      'sub_status as subStatus',
    ])
    .where('order_id', '=', orderId)
    .orderBy('time', 'desc')
    .orderBy('id')
    .execute() as Promise<TrackingEvent[]>;

export const eventRows = (orderId: number, r: TrackResult) =>
  r.events.map((e) => ({
    order_id: orderId,
    time: e.time,
    location: e.location,
    description: e.description,
    status: e.status,
    sub_status: e.subStatus,
  }));

/** What a result sets on its order; `signs`: the order becomes 已签收 now. */
export function trackingColumns(r: TrackResult, signs: boolean) {
  const latest = r.latest;
  return {
    tracking_status: r.status,
    tracking_sub_status: r.subStatus,
    last_event: latest ? [latest.location, latest.description].filter(Boolean).join(' · ') : null,
    last_event_at: latest ? new Date(latest.time) : null,
    registered_number: r.number,
    // An estimate the provider stops giving is not unsaid: the last one stands.
    ...(r.expectedDelivery && { expected_delivery: r.expectedDelivery }),
    tracked_at: new Date(),
    ...(signs ? { is_received: true, received_at: latest ? new Date(latest.time) : new Date() } : {}),
  };
}

export interface Applied {
  changed: boolean;
  delivered: boolean;
  /** It knew less than what was kept, so nothing of it was kept. */
  stale: boolean;
}

const timeOf = (r: TrackResult) => (r.latest ? Date.parse(r.latest.time) : -Infinity);

/** Whether `r` tells less than what is kept of the same number (another number's history is no measure). */
function isStale(r: TrackResult, kept: { number: string | null; lastEventAt: Date | null; events: number }): boolean {
  if (kept.number !== r.number || !kept.lastEventAt) return false;
  const at = timeOf(r);
  return at < kept.lastEventAt.getTime() || (at === kept.lastEventAt.getTime() && r.events.length < kept.events);
}

/**
 * Keeps a result on one order (in the caller's transaction). `pulled`: we
 * asked, so the order's tracked time moves even when nothing else does.
 */
export async function applyResult(db: Db, orderId: number, r: TrackResult, pulled: boolean): Promise<Applied> {
  const order = await db
    .selectFrom('orders')
    .select([
      'tracking_status',
      'tracking_sub_status',
      'is_received',
      'registered_number',
      'last_event_at',
      sql<string | null>`expected_delivery::text`.as('expected_delivery'),
    ])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return { changed: false, delivered: false, stale: false };
  const before = await eventsOf(db, orderId);
  if (isStale(r, { number: order.registered_number, lastEventAt: order.last_event_at, events: before.length })) {
    if (pulled) await db.updateTable('orders').set({ tracked_at: new Date() }).where('id', '=', orderId).execute();
    return { changed: false, delivered: false, stale: true };
  }
  const sameEvents = isDeepStrictEqual(before, r.events);
  const delivered = r.status === 'Delivered' && !order.is_received;
  const changed =
    !sameEvents ||
    order.tracking_status !== r.status ||
    order.tracking_sub_status !== r.subStatus ||
    order.registered_number !== r.number ||
    (r.expectedDelivery !== null && order.expected_delivery !== r.expectedDelivery) ||
    delivered;
  if (!sameEvents) {
    await db.deleteFrom('tracking_events').where('order_id', '=', orderId).execute();
    if (r.events.length) {
      await db
        .insertInto('tracking_events')
        .values(eventRows(orderId, r))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  if (!changed && !pulled) return { changed, delivered, stale: false };
  await db.updateTable('orders').set(trackingColumns(r, delivered)).where('id', '=', orderId).execute();
  return { changed, delivered, stale: false };
}
