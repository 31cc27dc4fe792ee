import { sql, type Kysely } from 'kysely';

/**
 * One counter that every change to menus or permissions bumps, however it is
 * made (menu settings, function dialog, reference sync). Sessions read it into
 * x-perm-version, so signed-in users reload their menus on their next request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('menus_version')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into menus_version default values`.execute(db);
  await sql`
    create function bump_menus_version() returns trigger language plpgsql as $$
    begin
      update menus_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['menus', 'permissions']) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_version`)}
      after insert or update or delete on ${sql.table(table)}
      for each statement execute function bump_menus_version()`.execute(db);
  }
}
