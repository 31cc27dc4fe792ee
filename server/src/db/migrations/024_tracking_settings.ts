import { sql, type Kysely } from 'kysely';

/*
 * Tracking became an area of its own (issue 31): the tracking key it uses
 * and how often its refresh and reconciliation run move from the logistics
 * settings row to its own row, so no area reads another's table for them.
 * The values move as they were; the job kinds keep their names.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tracking_settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('tracking_api_key_id', 'integer', (c) => c.references('api_keys.id').onDelete('set null'))
    .addColumn('refresh_every_minutes', 'integer', (c) => c.notNull().defaultTo(360))
    .addColumn('reconcile_every_minutes', 'integer', (c) => c.notNull().defaultTo(1440))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into tracking_settings (id, tracking_api_key_id, refresh_every_minutes, reconcile_every_minutes, updated_at)
    select 1, tracking_api_key_id, refresh_every_minutes, reconcile_every_minutes, updated_at from logistics_settings where id = 1`.execute(
    db,
  );
  await db.schema
    .alterTable('logistics_settings')
    .dropColumn('tracking_api_key_id')
    .dropColumn('refresh_every_minutes')
    .dropColumn('reconcile_every_minutes')
    .execute();
}
