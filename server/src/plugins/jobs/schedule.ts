import type { JobKind } from '@fwd/contract';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../../http/context.ts';
import { enqueue, isActive, type JobRow } from './queue.ts';

/** Minutes between scheduled runs of each kind; 0 or missing: never. */
export type Intervals = (db: Db) => Promise<Partial<Record<JobKind, number>>>;

/** A row in `job_schedules` for each kind, due at once when new. */
export async function ensureSchedules(db: Db, kinds: readonly JobKind[], now: Date): Promise<void> {
  if (!kinds.length) return;
  await db
    .insertInto('job_schedules')
    .values(kinds.map((kind) => ({ kind, next_run_at: now })))
    .onConflict((oc) => oc.column('kind').doNothing())
    .execute();
}

/**
 * Takes the kind's schedule row when it is due (or when the interval was
 * shortened so it lies further off than one interval), skipping it when
 * another process holds it, and sets the next time: one process per due time
 * gets `fire: true`. The row stays locked until the transaction ends.
 */
async function takeDue(tx: Db, kind: JobKind, now: Date, next: Date): Promise<boolean | undefined> {
  const { rows } = await sql<{ fire: boolean }>`
    with due as (
      select kind, next_run_at <= ${now}::timestamptz as fire from job_schedules
      where kind = ${kind} and (next_run_at <= ${now}::timestamptz or next_run_at > ${next}::timestamptz)
      for update skip locked
    )
    update job_schedules s set next_run_at = ${next}::timestamptz from due where s.kind = due.kind
    returning due.fire`.execute(tx);
  return rows[0]?.fire;
}

/**
 * One pass of the schedule: for each kind with an interval, when its time has
 * come, enqueue a `schedule` job, unless one of the kind is already queued or
 * running (no pile-up: the next chance is one interval later). However many
 * processes run this at once, each due time enqueues at most one job.
 */
export async function fireSchedules(
  db: Db,
  kinds: readonly JobKind[],
  intervals: Intervals,
  now: Date,
): Promise<JobRow[]> {
  if (!kinds.length) return [];
  const minutes = await intervals(db);
  const fired: JobRow[] = [];
  for (const kind of kinds) {
    const every = minutes[kind] ?? 0;
    if (!(every > 0)) continue;
    const next = new Date(now.getTime() + every * 60_000);
    const row = await inTransaction({ db }, async ({ db: tx }) => {
      if (!(await takeDue(tx, kind, now, next))) return null;
      if (await isActive(tx, kind)) return null;
      return enqueue(tx, kind, {}, { trigger: 'schedule', runAfter: now });
    });
    if (row) fired.push(row);
  }
  return fired;
}
