import { sql, type Kysely } from 'kysely';

/**
 * Alerts (the navbar's bell).
 * - alerts: one row per parcel and event, per failed run, per person's digest. `key` names the event
 *   (`exception:<order>:<event time>`, `run:<job>`, `digest:<user>:<day>`): unique, so whichever process
 *   sees an event first raises it and the others' inserts do nothing. Who reads one is decided when it is
 *   read (the order's owner, the watchers within their data scope), so a change of scope applies at once.
 * - alert_reads: each reader's read state.
 * - alert_digest_days: the company days whose digest was made, so one process makes each day's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('exception', 'deliveryFailure', 'silent', 'syncFailed', 'refreshFailed', 'digest')`),
    )
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // An alert is about its order: it goes with it.
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('order_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'alerts_subject',
      sql`case kind when 'digest' then user_id is not null when 'syncFailed' then job_id is not null when 'refreshFailed' then job_id is not null else order_id is not null end`,
    )
    .execute();
  await sql`create index alerts_newest on alerts (created_at desc, id desc)`.execute(db);
  await sql`create index alerts_order on alerts (order_id) where order_id is not null`.execute(db);
  await sql`create index alerts_user on alerts (user_id) where user_id is not null`.execute(db);

  await db.schema
    .createTable('alert_reads')
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_reads_pk', ['user_id', 'alert_id'])
    .execute();

  await db.schema
    .createTable('alert_digest_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('made_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
