import { sql } from 'kysely';
import type { Db } from '../http/context.ts';
import { GateBusy, type Gate, type WindowOptions } from './limiter.ts';

export interface SharedWindowOptions extends WindowOptions {
  db: Db;
  /** Whose budget: one per outside key (never the key itself). */
  bucket: string;
}

/** Milliseconds since the epoch by the database's clock: every process reads the same one. */
const dbNow = sql`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * `slidingWindow` for every process at once: a send books its start in the
 * database (`outside_rate_slots`, one row per key), by the database's clock, in
 * one statement under the row's lock: the earliest time at which it is at most
 * the `count`-th start in any `windowMs` and not before a Retry-After the
 * service gave any process (`not_before`, set by `holdOff`). It then waits
 * until that time in its own process. N processes sharing one key so keep the
 * provider's limit together, where a limit kept per process would let N
 * times it through. A turn further away than `maxWaitMs` is not booked
 * (GateBusy).
 */
export function sharedWindow({ db, bucket, count, windowMs, maxWaitMs, sleep }: SharedWindowOptions): Gate {
  let made: Promise<unknown> | undefined;
  const row = () =>
    (made ??= sql`insert into outside_rate_slots (bucket) values (${bucket}) on conflict (bucket) do nothing`.execute(
      db,
    ));
  const patience = maxWaitMs ?? Number.MAX_SAFE_INTEGER;
  const book = async (): Promise<{ wait: number; booked: boolean }> => {
    await row();
    const { rows } = await sql<{ wait: string; booked: boolean }>`
      with cur as (
        select starts, not_before, ${dbNow} as now from outside_rate_slots where bucket = ${bucket} for update
      ), slot as (
        select starts, now, greatest(now, not_before, coalesce(starts[cardinality(starts) - ${count}::int + 1] + ${windowMs}::bigint, 0)) as at from cur
      ), booked as (
        update outside_rate_slots s
        set starts = (slot.starts || slot.at)[greatest(1, cardinality(slot.starts) + 2 - ${count}::int):]
        from slot where s.bucket = ${bucket} and slot.at - slot.now <= ${patience}::bigint
        returning 1
      )
      select slot.at - slot.now as wait, exists (select 1 from booked) as booked from slot`.execute(db);
    return { wait: Number(rows[0]?.wait ?? 0), booked: rows[0]?.booked ?? true };
  };
  const gate: Gate = async (send) => {
    const { wait, booked } = await book();
    if (!booked) throw new GateBusy(wait);
    if (wait > 0) await sleep(wait);
    return send();
  };
  gate.holdOff = async (ms) => {
    await row();
    await sql`update outside_rate_slots set not_before = greatest(not_before, ${dbNow} + ${Math.ceil(ms)}::bigint) where bucket = ${bucket}`.execute(
      db,
    );
  };
  return gate;
}

/**
 * Drops the budgets under `prefix` whose last start is older than `idleMs` (housekeeping): a budget per client
 * address leaves a row per address, which an idle window no longer needs.
 */
export const forgetIdleWindows = (db: Db, prefix: string, idleMs: number) =>
  sql`delete from outside_rate_slots
      where starts_with(bucket, ${prefix})
        and coalesce(starts[cardinality(starts)], 0) < ${dbNow} - ${idleMs}::bigint
        and not_before < ${dbNow}`.execute(db);
