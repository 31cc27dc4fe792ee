import { sql } from 'kysely';
import type { Db } from '../http/context.ts';
import type { Gate } from './limiter.ts';

export interface SharedWindowOptions {
  db: Db;
  /** Whose budget: one per outside key (never the key itself). */
  bucket: string;
  count: number;
  windowMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * `slidingWindow` for every process at once: a send books its start in the
 * database (`outside_rate_slots`, one row per key), by the database's clock, in
 * one statement under the row's lock: the earliest time at which it is at most
 * the `count`-th start in any `windowMs`. It then waits until that time in its
 * own process. N processes sharing one key so keep the provider's limit
 * together, where a limit kept per process would let N times it through.
 */
export function sharedWindow({ db, bucket, count, windowMs, sleep }: SharedWindowOptions): Gate {
  let made: Promise<unknown> | undefined;
  const book = async (): Promise<number> => {
    made ??= sql`insert into outside_rate_slots (bucket) values (${bucket}) on conflict (bucket) do nothing`.execute(db);
    await made;
    const { rows } = await sql<{ wait: string }>`
      with cur as (
        select starts, floor(extract(epoch from clock_timestamp()) * 1000)::bigint as now
        from outside_rate_slots where bucket = ${bucket} for update
      ), slot as (
        select starts, now, greatest(now, coalesce(starts[cardinality(starts) - ${count}::int + 1] + ${windowMs}::bigint, 0)) as at from cur
      )
      update outside_rate_slots s
      set starts = (slot.starts || slot.at)[greatest(1, cardinality(slot.starts) + 2 - ${count}::int):]
      from slot where s.bucket = ${bucket}
      returning slot.at - slot.now as wait`.execute(db);
    return Number(rows[0]?.wait ?? 0);
  };
  return async (send) => {
    const wait = await book();
    if (wait > 0) await sleep(wait);
    return send();
  };
}
