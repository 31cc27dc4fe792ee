import { sql, type Kysely } from 'kysely';

/**
 * One counter that every change able to alter what a session's token opens
 * bumps, however it is made: a session ended, expired or moved back by hand
 * (not the last-seen touches, which only move forward), a user or role
 * changed or deleted, a grant, an API's binding, the menus (x-perm-version
 * names their version). Each process keeps the sessions it has resolved for
 * as long as this counter stands, reading only it per request, so any number
 * of processes see a logout or a revoked grant on their next request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions_version')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into sessions_version default values`.execute(db);
  await sql`
    create function bump_sessions_version() returns trigger language plpgsql as $$
    begin
      update sessions_version set version = version + 1;
      return null;
    end $$`.execute(db);
  const statements = {
    users: 'update or delete',
    roles: 'update or delete',
    role_permissions: 'insert or update or delete',
    permission_apis: 'insert or update or delete',
    menus_version: 'update',
    sessions: 'delete',
  };
  for (const [table, events] of Object.entries(statements)) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_sessions_version`)}
      after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function bump_sessions_version()`.execute(db);
  }
  await sql`
    create trigger sessions_bump_sessions_version_on_update
    after update on sessions for each row
    when (old.ended_at is distinct from new.ended_at or old.expires_at <> new.expires_at or new.last_seen_at < old.last_seen_at
          or old.user_id <> new.user_id or old.token_hash <> new.token_hash)
    execute function bump_sessions_version()`.execute(db);
}
