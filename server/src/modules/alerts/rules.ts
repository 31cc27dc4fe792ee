import { PROBLEM_STATUSES, type AlertKind, type JobKind } from '@fwd/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../http/context.ts';
import { silentSince } from '../orders/queries.ts';
import type { AlertParams } from './schema.ts';

/*
 * What is alert-worthy, decided here alone. A parcel's tracking state raises
 * one alert per event: a new exception, a delivery failure (each keyed by the
 * event's time), a parcel unsigned and silent for the configured days (keyed
 * by the time it went silent from); a sync or a tracking refresh that failed
 * for good raises one per run. Pushes and refreshes (through the tracking
 * area's `app.trackingWrites`), the hourly silence check and the jobs' failure
 * listener all come here. An alert's `key` is unique: of two processes seeing
 * one event, the first's insert raises it and the other's does nothing (it
 * waits on the index for the first's transaction, then finds the key taken).
 */

/** A newly raised alert, as its listeners are told of it. */
export interface Raised {
  id: number;
  kind: AlertKind;
  orderId: number | null;
  jobId: number | null;
  params: AlertParams;
}

const PROBLEM = sql.raw(PROBLEM_STATUSES.map((s) => `'${s}'`).join(', '));
/** An instant as a key's part: milliseconds since the epoch, '-' for none. */
const instant = (at: RawBuilder<unknown>) => sql`coalesce(floor(extract(epoch from ${at}) * 1000)::bigint::text, '-')`;

/** Which orders to look at: these (a push, a refresh), or every unsigned one quiet for the days (the silence check, on the `orders_quiet` index). */
export type Parcels = { ids: number[] } | 'silent';

/** The parcel rules over the chosen orders: the alerts newly raised. */
export async function raiseParcelAlerts(db: Db, parcels: Parcels): Promise<Raised[]> {
  if (parcels !== 'silent' && !parcels.ids.length) return [];
  const which =
    parcels === 'silent'
      ? sql`not o.is_received and coalesce(o.tracking_status not in (${PROBLEM}), true) and coalesce(o.last_event_at, o.entry_date) < ${silentSince}`
      : sql`o.id = any(${parcels.ids}::integer[])`;
  const { rows } = await sql<Raised>`
    with c as (
      select o.id, o.numbers, o.last_event,
        coalesce(o.new_tracking_number, o.original_tracking_number, o.numbers) as number,
        case
          when o.is_received then null
          when o.tracking_status = 'Exception' then 'exception'
          when o.tracking_status = 'DeliveryFailure' then 'deliveryFailure'
          when coalesce(o.tracking_status not in (${PROBLEM}), true)
            and coalesce(o.last_event_at, o.entry_date) < ${silentSince} then 'silent'
        end as kind,
        case when o.tracking_status in (${PROBLEM}) then o.last_event_at else coalesce(o.last_event_at, o.entry_date) end as at
      from orders o
      where ${which}
    ), k as (
      select c.*, c.kind || ':' || c.id || ':' || ${instant(sql`c.at`)} as key from c where c.kind is not null
    )
    insert into alerts (kind, key, order_id, params)
    select k.kind, k.key, k.id,
      jsonb_build_object('number', k.number, 'waybill', k.numbers, 'event', coalesce(k.last_event, ''),
        'days', (select stale_days from logistics_settings where id = 1))
    from k
    -- Known events are skipped before the insert (a silence check meets the same thousands every hour); the
    -- index still decides between two processes inserting one at once.
    where not exists (select 1 from alerts a where a.key = k.key)
    order by k.id
    on conflict do nothing
    returning id, kind, order_id as "orderId", job_id as "jobId", params`.execute(db);
  return rows;
}

/** The kinds whose failed runs raise an alert, and the alert they raise. */
const RUN_ALERTS: Partial<Record<JobKind, AlertKind>> = {
  orderSync: 'syncFailed',
  trackingRefresh: 'refreshFailed',
  trackingReconcile: 'refreshFailed',
};
export const raisesOnFailure = (kind: JobKind): boolean => kind in RUN_ALERTS;

/** Failed runs: this one (told by the queue), or every one ended in the last day (the hourly check, catching one whose process died before telling). */
export async function raiseFailedRuns(db: Db, runs: { id: number } | 'recent'): Promise<Raised[]> {
  const kinds = Object.keys(RUN_ALERTS);
  const which = runs === 'recent' ? sql`j.finished_at > now() - interval '1 day'` : sql`j.id = ${runs.id}`;
  const lastError = (lang: string) =>
    sql`coalesce(j.errors -> -1 -> 'texts' ->> ${lang}, j.errors -> -1 ->> 'message', '')`;
  const { rows } = await sql<Raised>`
    insert into alerts (kind, key, job_id, params)
    select case j.kind when 'orderSync' then 'syncFailed' else 'refreshFailed' end, 'run:' || j.id, j.id,
      jsonb_build_object('job', j.kind, 'error_zh', ${lastError('zh')}, 'error_en', ${lastError('en')},
        'error_es', ${lastError('es')}, 'error_ja', ${lastError('ja')})
    from jobs j
    where j.state = 'failed' and j.kind = any(${kinds}::text[]) and ${which}
      and not exists (select 1 from alerts a where a.key = 'run:' || j.id)
    order by j.id
    on conflict do nothing
    returning id, kind, order_id as "orderId", job_id as "jobId", params`.execute(db);
  return rows;
}
