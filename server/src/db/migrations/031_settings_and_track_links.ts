import { sql, type Kysely } from 'kysely';

/*
 * The customer's side (issue 33):
 * - system_settings: one row (id 1), the company's name (what customers are
 *   sent is headed by it; it was the COMPANY_NAME environment variable) and the
 *   language it writes to groups in (robots, digests). Staff edit it, versioned.
 * - order_track_links: an order's public tracking link, made the first time
 *   staff ask for it. The token itself is never stored: it is derived from the
 *   row's random nonce with the secret key (the track area says how), and the
 *   row keeps its SHA-256 to find the order by. Revoking draws a new nonce. The
 *   link goes with its order (on delete cascade).
 * - orders.expected_delivery: the day the tracking provider expects delivery,
 *   when it says (the public page shows it), as the provider wrote it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('system_settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo('货代管理系统'))
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('zh')
        .check(sql`language in ('zh', 'en', 'es', 'ja')`),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('system_settings').values({ id: 1 }).execute();

  await db.schema
    .createTable('order_track_links')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('nonce', 'bytea', (c) => c.notNull())
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('expected_delivery', 'text', (c) => c.check(sql`expected_delivery ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .execute();
}
