import { sql, type Kysely } from 'kysely';

/**
 * Orders (运单), their tracking events, the provider's carriers and the sync
 * and tracking settings. Every filter of the order page resolves to an indexed
 * column of `orders`: names (customer, agent, owner, country, status) are
 * looked up in their small tables first and matched here by id; the latest
 * event's text is found through a trigram index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  // One extension per database, in public, whichever schema migrates first (test workers share a database).
  await sql`select pg_advisory_xact_lock(7007)`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('numbers', 'text', (c) => c.notNull().unique())
    .addColumn('customer_order_number', 'text')
    .addColumn('original_tracking_number', 'text')
    .addColumn('new_tracking_number', 'text')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id'))
    .addColumn('channel_id', 'integer', (c) => c.references('channels.id'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('consignee_name', 'text', (c) => c.notNull())
    .addColumn('consignee_phone', 'text')
    .addColumn('consignee_city', 'text')
    .addColumn('consignee_postcode', 'text')
    .addColumn('consignee_address', 'text')
    .addColumn('goods_description', 'text')
    .addColumn('hs_code', 'text')
    .addColumn('declared_value', sql`numeric(12,2)`)
    .addColumn('currency', 'text')
    .addColumn('weight', sql`numeric(9,3)`, (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull().defaultTo(1))
    // The owner employee (业务员): whose data scope reaches them sees the order.
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().references('number_statuses.id'))
    // The latest tracking: the provider's main status, sub-status and newest event.
    .addColumn('tracking_status', 'text')
    .addColumn('tracking_sub_status', 'text')
    .addColumn('last_event', 'text')
    .addColumn('last_event_at', 'timestamptz')
    .addColumn('tracked_at', 'timestamptz')
    // The number registered with the provider (the agent's when there is one), null until registered.
    .addColumn('registered_number', 'text')
    .addColumn('entry_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('is_received', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('received_at', 'timestamptz')
    .addColumn('remark', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The default view: a tab, newest first; the same led by owner for a narrow scope.
  await sql`create index orders_tab on orders (is_received, entry_date desc, id desc)`.execute(db);
  await sql`create index orders_owner_tab on orders (owner_user_id, is_received, entry_date desc, id desc)`.execute(db);
  for (const col of ['original_tracking_number', 'new_tracking_number', 'customer_order_number', 'registered_number']) {
    await sql`create index ${sql.id(`orders_${col}`)} on orders (${sql.ref(col)}) where ${sql.ref(col)} is not null`.execute(db);
  }
  for (const col of ['customer_id', 'agent_id', 'channel_id', 'country_id', 'status_id', 'tracking_status']) {
    await sql`create index ${sql.id(`orders_${col}`)} on orders (${sql.ref(col)}, is_received, entry_date desc)`.execute(db);
  }
  await sql`create index orders_last_event on orders using gin (last_event public.gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('time', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sub_status', 'text')
    .execute();
  // A push or pull that repeats an event adds nothing.
  await sql`create unique index tracking_events_once on tracking_events (order_id, time, md5(description))`.execute(db);

  await db.schema
    .createTable('carriers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'integer', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // One row: which API keys reach the outside services, and the schedules.
  await db.schema
    .createTable('logistics_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('order_api_key_id', 'integer', (c) => c.references('api_keys.id').onDelete('set null'))
    .addColumn('tracking_api_key_id', 'integer', (c) => c.references('api_keys.id').onDelete('set null'))
    .addColumn('sync_every_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('refresh_every_minutes', 'integer', (c) => c.notNull().defaultTo(360))
    .addColumn('reconcile_every_minutes', 'integer', (c) => c.notNull().defaultTo(1440))
    .addColumn('stale_days', 'integer', (c) => c.notNull().defaultTo(7))
    // Where the next scheduled sync starts: the end of the last successful window.
    .addColumn('synced_until', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.insertInto('logistics_settings').values({ id: 1 }).execute();
}
