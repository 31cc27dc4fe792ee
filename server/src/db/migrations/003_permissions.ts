import { sql, type Kysely } from 'kysely';

/** Data scope's accessible users, API type labels and declared types, API keys. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('role_accessible_users')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_accessible_users_pk', ['role_id', 'user_id'])
    .execute();

  // Staff rename a type's label; its name stays the key routes declare, so a
  // restart does not create the type again.
  await db.schema.alterTable('api_types').addColumn('label', 'text').execute();
  // Where an API returns when staff take it out of the type they moved it to.
  await db.schema.alterTable('apis').addColumn('declared_type', 'text').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    // AES-256-GCM under SECRET_KEY; the masks are what lists show.
    .addColumn('key_cipher', 'text', (c) => c.notNull())
    .addColumn('key_mask', 'text', (c) => c.notNull())
    .addColumn('secret_cipher', 'text')
    .addColumn('secret_mask', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
