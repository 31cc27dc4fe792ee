import { sql, type Kysely } from 'kysely';

/**
 * Background jobs (order sync, tracking refresh, reconciliation) and their run
 * log, in one table: a worker claims a due row with `FOR UPDATE SKIP LOCKED`
 * and holds it by a lease (`locked_until`) it renews while it runs; a row whose
 * lease ran out belongs to a process that died and is claimed again. One row
 * per kind in `job_schedules` says when its schedule next fires, so however
 * many processes look, one of them enqueues it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('manual', 'schedule')`))
    // A run log entry outlives its starter's account.
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer')
    .addColumn('counts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // At most JOB_ERRORS_KEPT; counts.failed counts every one.
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // Claiming: the few unfinished rows, by state and due time (finished ones are most of the table).
  await sql`create index jobs_claim on jobs (state, run_after) where state in ('queued', 'running')`.execute(db);
  // The run log, newest first: all of it, by kind, by starter.
  await sql`create index jobs_log on jobs (created_at desc, id desc)`.execute(db);
  await sql`create index jobs_log_kind on jobs (kind, created_at desc, id desc)`.execute(db);
  await sql`create index jobs_log_starter on jobs (created_by, created_at desc, id desc) where created_by is not null`.execute(
    db,
  );

  await db.schema
    .createTable('job_schedules')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto('job_schedules')
    .values(['orderSync', 'trackingRefresh', 'trackingReconcile'].map((kind) => ({ kind })))
    .execute();
}
