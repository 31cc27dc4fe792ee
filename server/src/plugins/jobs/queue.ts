import { JOB_ERRORS_KEPT, type JobKind, type JobState } from '@fwd/contract';
import { sql, type Selectable } from 'kysely';
import { inTransaction, type Db } from '../../http/context.ts';
import type { JobAttemptEntry, JobErrorEntry, JobParams, JobsTable } from './schema.ts';

/*
 * The queue: rows of `jobs`, claimed with `FOR UPDATE SKIP LOCKED` (two
 * workers never take the same row, and neither waits for the other) and held
 * by a lease the holder renews. Every write a worker makes to a job it runs is
 * guarded by its lease (`locked_by`, state running): a worker that lost its
 * lease (it stalled, another took the job) writes nothing more.
 *
 * Plain functions over a `Db` (the database or a transaction): the worker
 * (worker.ts) and the schedule (schedule.ts) build on them; a service that
 * must enqueue atomically with its own writes calls `enqueue(t.db, ...)`.
 */

export type JobRow = Selectable<JobsTable>;
export type Trigger = JobRow['trigger'];

export interface EnqueueOptions {
  trigger: Trigger;
  /** The user who asked; null for the schedule. */
  createdBy?: number | null | undefined;
  /** Not before this time (default: now). */
  runAfter?: Date | undefined;
  /** Attempts before the job fails for good (default 3). */
  maxAttempts?: number | undefined;
}

export interface Lease {
  workerId: string;
  now: Date;
  leaseMs: number;
}

/** What a running job has done so far (written over the row's). */
export interface Progress {
  done: number;
  total: number | null;
  counts: Record<string, number>;
  errors: JobErrorEntry[];
}

export const DEFAULT_MAX_ATTEMPTS = 3;

const json = (v: unknown) => JSON.stringify(v);
const until = (l: Lease) => new Date(l.now.getTime() + l.leaseMs);

/** Why a run failed, as a whole: no item's `ref`. */
export type RunError = Omit<JobErrorEntry, 'ref'>;

/** The errors with one about the run as a whole appended, still at most JOB_ERRORS_KEPT (the last item error gives way). */
export const withRunError = (errors: JobErrorEntry[], error: RunError): JobErrorEntry[] => [
  ...errors.slice(0, JOB_ERRORS_KEPT - 1),
  { ref: null, ...error },
];

const values = (kind: JobKind, params: JobParams, o: EnqueueOptions) => ({
  kind,
  trigger: o.trigger,
  created_by: o.createdBy ?? null,
  params: json(params),
  counts: json({}),
  errors: json([]),
  max_attempts: o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  ...(o.runAfter ? { run_after: o.runAfter } : {}),
});

/** A queued job. */
export const enqueue = (db: Db, kind: JobKind, params: JobParams, o: EnqueueOptions): Promise<JobRow> =>
  db
    .insertInto('jobs')
    .values(values(kind, params, o))
    .returningAll()
    .executeTakeFirstOrThrow();

/** A job already running under this lease (attempt 1): no other worker can take it before its lease runs out. */
export const enqueueHeld = (
  db: Db,
  kind: JobKind,
  params: JobParams,
  o: EnqueueOptions,
  lease: Lease,
): Promise<JobRow> =>
  db
    .insertInto('jobs')
    .values({
      ...values(kind, params, o),
      state: 'running',
      attempts: 1,
      run_after: lease.now,
      started_at: lease.now,
      locked_by: lease.workerId,
      locked_until: until(lease),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Whether a job of this kind is queued or running. */
export async function isActive(db: Db, kind: JobKind): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('state', 'in', ['queued', 'running'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the kind's `job_schedules` row (making it when missing) until the
 * transaction ends: whoever checks "none of this kind queued or running" and
 * then adds one does so under this lock, so two never both add one.
 */
export async function lockKind(tx: Db, kind: JobKind, now: Date): Promise<void> {
  await tx
    .insertInto('job_schedules')
    .values({ kind, next_run_at: now })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ kind }))
    .execute();
}

/**
 * Adds the job unless one of its kind is queued or running (then null).
 * `lease` adds it running under that lease instead of queued.
 */
export const enqueueIfIdle = (
  db: Db,
  kind: JobKind,
  params: JobParams,
  o: EnqueueOptions & { now: Date },
  lease?: Lease,
): Promise<JobRow | null> =>
  inTransaction({ db }, async ({ db: tx }) => {
    await lockKind(tx, kind, o.now);
    if (await isActive(tx, kind)) return null;
    return lease ? enqueueHeld(tx, kind, params, o, lease) : enqueue(tx, kind, params, o);
  });

const INTERRUPTED = 'The process running it stopped before it finished (its lease ran out)';
const RELEASED = 'The worker stopped (a shutdown) and put the job back in the queue';

/**
 * The history with the attempt that just ended appended, from the row as it
 * stands (an attempt whose process died: what it last wrote) or from what the
 * worker tells (`ended`).
 */
function withAttempt(
  now: Date,
  ended?: { outcome: JobAttemptEntry['outcome']; progress: Progress; error: RunError | null },
) {
  const fromRow = sql`jsonb_build_object('done', jobs.done, 'total', jobs.total, 'counts', jobs.counts, 'outcome', 'interrupted', 'error', ${json({ ref: null, message: INTERRUPTED })}::jsonb)`;
  const told = ended && {
    done: ended.progress.done,
    total: ended.progress.total,
    counts: ended.progress.counts,
    outcome: ended.outcome,
    error: ended.error && { ref: null, ...ended.error },
  };
  const attempt = told ? sql`${json(told)}::jsonb` : fromRow;
  return sql<string>`jobs.history || jsonb_build_array(${attempt} || jsonb_build_object('attempt', jobs.attempts, 'started_at', jobs.started_at, 'finished_at', ${now}::timestamptz))`;
}

/**
 * Jobs whose lease ran out on their last attempt: failed, with why. Any
 * process may do this for any kind.
 */
export async function failExpired(db: Db, now: Date): Promise<Pick<JobRow, 'id' | 'kind'>[]> {
  return db
    .updateTable('jobs')
    .set({
      state: 'failed',
      finished_at: now,
      locked_by: null,
      locked_until: null,
      errors: sql<string>`(case when jsonb_array_length(errors) >= ${JOB_ERRORS_KEPT} then errors - ${JOB_ERRORS_KEPT - 1}::int else errors end) || ${json([{ ref: null, message: INTERRUPTED }])}::jsonb`,
      history: withAttempt(now),
    })
    .where('state', '=', 'running')
    .where('locked_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .returning(['id', 'kind'])
    .execute();
}

/**
 * Claims one due job of these kinds: queued and due, or running under a lease
 * that ran out with attempts left (its process died). It becomes running under
 * this worker's lease, one more attempt. The row's progress, counts and errors
 * start over with it (they are the latest attempt's, as the contract says):
 * what an earlier attempt did and why it ended is in `history`.
 */
export async function claim(db: Db, kinds: readonly JobKind[], lease: Lease): Promise<JobRow | null> {
  if (!kinds.length) return null;
  const { now } = lease;
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      locked_by: lease.workerId,
      locked_until: until(lease),
      attempts: eb('attempts', '+', 1),
      started_at: now,
      done: 0,
      total: null,
      counts: json({}),
      errors: json([]),
      history: sql<string>`case when jobs.state = 'running' then ${withAttempt(now)} else jobs.history end`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs as j')
        .select('j.id')
        .where('j.kind', 'in', kinds)
        .where((w) =>
          w.or([
            w.and([w('j.state', '=', 'queued'), w('j.run_after', '<=', now)]),
            w.and([
              w('j.state', '=', 'running'),
              w('j.locked_until', '<', now),
              w('j.attempts', '<', w.ref('j.max_attempts')),
            ]),
          ]),
        )
        .orderBy('j.run_after')
        .orderBy('j.id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

const held = (id: number, workerId: string) => (db: Db) =>
  db.updateTable('jobs').where('id', '=', id).where('locked_by', '=', workerId).where('state', '=', 'running');

/** Renews the lease; false when this worker no longer holds it. */
export async function heartbeat(db: Db, id: number, lease: Lease): Promise<boolean> {
  const r = await held(
    id,
    lease.workerId,
  )(db)
    .set({ locked_until: until(lease) })
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

const progressColumns = (p: Progress) => ({
  done: p.done,
  total: p.total,
  counts: json(p.counts),
  errors: json(p.errors.slice(0, JOB_ERRORS_KEPT)),
});

/** Writes the progress and renews the lease; false when this worker no longer holds it. */
export async function progress(db: Db, id: number, lease: Lease, p: Progress): Promise<boolean> {
  const r = await held(
    id,
    lease.workerId,
  )(db)
    .set({ ...progressColumns(p), locked_until: until(lease) })
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export type Outcome =
  /** The handler returned. */
  | { state: 'done'; progress: Progress }
  /** The handler threw: queued again at `retryAt` while attempts remain, else (or with no `retryAt`) failed; `error` joins the errors. */
  | { state: 'failed'; progress: Progress; error: RunError; retryAt: Date | null }
  /** The worker stopped while it ran: queued again at once, the attempt not counted. */
  | { state: 'released'; progress: Progress }
  /** The handler found it cannot run yet: queued again at `runAt`, the attempt not counted, `reason` kept. */
  | { state: 'deferred'; progress: Progress; reason: RunError; runAt: Date };

/** Ends this worker's attempt; undefined when it no longer held the lease (nothing written). */
export async function finish(db: Db, id: number, workerId: string, now: Date, o: Outcome): Promise<JobRow | undefined> {
  const unlock = { locked_by: null, locked_until: null };
  const q = held(id, workerId)(db);
  const history = withAttempt(now, {
    outcome: o.state === 'released' ? 'interrupted' : o.state,
    progress: o.progress,
    error:
      o.state === 'failed'
        ? o.error
        : o.state === 'released'
          ? { message: RELEASED }
          : o.state === 'deferred'
            ? o.reason
            : null,
  });
  const again = (runAfter: Date, p: Progress) =>
    q.set((eb) => ({
      ...progressColumns(p),
      ...unlock,
      history,
      state: 'queued',
      run_after: runAfter,
      attempts: eb('attempts', '-', 1),
    }));
  const set =
    o.state === 'done'
      ? q.set({ ...progressColumns(o.progress), ...unlock, history, state: 'done', finished_at: now })
      : o.state === 'released'
        ? again(now, o.progress)
        : o.state === 'deferred'
          ? again(o.runAt, { ...o.progress, errors: withRunError(o.progress.errors, o.reason) })
          : q.set({
              ...progressColumns({ ...o.progress, errors: withRunError(o.progress.errors, o.error) }),
              ...unlock,
              history,
              ...(o.retryAt
                ? {
                    state: sql<JobState>`case when attempts < max_attempts then 'queued' else 'failed' end`,
                    run_after: o.retryAt,
                    finished_at: sql<Date | null>`case when attempts < max_attempts then null else ${now}::timestamptz end`,
                  }
                : { state: 'failed' as const, finished_at: now }),
            });
  return set.returningAll().executeTakeFirst();
}
