import { PROBLEM_STATUSES } from '@fwd/contract';
import { sql, type Kysely } from 'kysely';

/**
 * Orders (运单), their tracking events, the provider's carriers and the sync
 * and tracking settings. Every filter of the order page resolves to an indexed
 * column of `orders`: names (customer, agent, owner, country, status) are
 * looked up in their small tables first and matched here by id; the latest
 * event's text is found through a trigram index. The page's two counts come
 * from `order_counts` when the filter allows (see there).
 */

/**
 * An unsigned order whose main status is not a problem one: a problem parcel
 * only once silent for the configured days. The same text in queries.ts, so
 * the planner sees its partial index; `order_counts` counts these by day too
 * (changing PROBLEM_STATUSES needs a migration that rebuilds both).
 */
const quiet = (o = '') =>
  sql.raw(
    `not ${o}is_received and coalesce(${o}tracking_status not in (${PROBLEM_STATUSES.map((s) => `'${s}'`).join(', ')}), true)`,
  );
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
  // The default view: a tab, newest first; the same led by owner for a narrow scope. The tab's index
  // carries what the problem filter reads, so looking for the newest problem parcels skips the table.
  await sql`create index orders_tab on orders (is_received, entry_date desc, id desc) include (tracking_status, last_event_at)`.execute(
    db,
  );
  await sql`create index orders_owner_tab on orders (owner_user_id, is_received, entry_date desc, id desc)`.execute(db);
  for (const col of ['original_tracking_number', 'new_tracking_number', 'customer_order_number', 'registered_number']) {
    await sql`create index ${sql.id(`orders_${col}`)} on orders (${sql.ref(col)}) where ${sql.ref(col)} is not null`.execute(
      db,
    );
  }
  // A filter's tab in page order: one value's page is read straight off the index, its count is a range of it.
  // Each carries the other filtered columns, so two filters together are counted (and a page found) from
  // the more selective one's index alone, without visiting the table.
  const listed = ['owner_user_id', 'customer_id', 'agent_id', 'country_id', 'status_id', 'tracking_status'];
  for (const col of listed.slice(1)) {
    const others = sql.join(listed.filter((c) => c !== col).map((c) => sql.ref(c)));
    await sql`create index ${sql.id(`orders_${col}`)} on orders (${sql.ref(col)}, is_received, entry_date desc, id desc) include (${others})`.execute(
      db,
    );
  }
  // No filter names a channel: this one serves the foreign key (deleting a channel).
  await sql`create index orders_channel_id on orders (channel_id)`.execute(db);
  await sql`create index orders_last_event on orders using gin (last_event public.gin_trgm_ops)`.execute(db);
  // Unsigned parcels without a problem status, by their last sign of life: the other half of the problem filter.
  await sql`create index orders_quiet on orders (coalesce(last_event_at, entry_date)) where ${quiet()}`.execute(db);
  await orderCounts(db);

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
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
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

/**
 * Exact counts without counting: the number of orders per owner and tab, and
 * per value of each column the page filters by (`dim`: customer, agent,
 * country, status, tracking; day: the UTC day of entry; quiet: the UTC day of
 * the last sign of life of a quiet parcel, see `quiet`), also summed over
 * every owner as owner 0. A filter on one of these (or none) is answered by
 * summing a few rows, where counting 900,000 signed orders would take 100 ms
 * and more of one core.
 *
 * Statement triggers keep it in step, in the writing transaction, so every
 * snapshot sees counts that match the orders. They only ever insert (a change
 * is a row of +/- deltas), so concurrent writers never wait on each other nor
 * deadlock; whichever writer gets the advisory lock without waiting folds the
 * committed deltas into one row per key (`folded`), which keeps the table the
 * size of its keys. Readers sum every row of a key, folded or not.
 * TRUNCATE orders empties it too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function orderCounts(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_counts')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('val', 'text', (c) => c.notNull())
    // 0: every owner.
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('is_received', 'boolean', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('folded', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Owner before value: a range of days is then one stretch of the index per owner.
  await sql`create index order_counts_key on order_counts (dim, owner_user_id, val, is_received) include (n)`.execute(
    db,
  );
  await sql`create unique index order_counts_folded on order_counts (dim, owner_user_id, val, is_received) where folded`.execute(
    db,
  );
  await sql`create index order_counts_deltas on order_counts (dim) where not folded`.execute(db);
  // Transition tables differ by event, so the statement that reads them is put together per event.
  await sql`
    create function order_counts_change() returns trigger language plpgsql as $$
    declare
      changed text := case tg_op
        when 'INSERT' then 'select o.*, 1 as d from new_rows o'
        when 'DELETE' then 'select o.*, -1 as d from old_rows o'
        else 'select o.*, 1 as d from new_rows o union all select o.*, -1 from old_rows o' end;
    begin
      execute format($f$
        insert into order_counts (dim, val, owner_user_id, is_received, n)
        select k.dim, k.val, w.owner, c.is_received, sum(c.d)
        from (%s) c
        cross join lateral (values (c.owner_user_id), (0)) w(owner)
        cross join lateral (values
          ('all', ''),
          ('customer', c.customer_id::text),
          ('agent', c.agent_id::text),
          ('country', c.country_id::text),
          ('status', c.status_id::text),
          ('tracking', c.tracking_status),
          ('day', to_char(c.entry_date at time zone 'UTC', 'YYYY-MM-DD')),
          ('quiet', case when ${quiet('c.')}
                    then to_char(coalesce(c.last_event_at, c.entry_date) at time zone 'UTC', 'YYYY-MM-DD') end)
        ) k(dim, val)
        where k.val is not null
        group by 1, 2, 3, 4
        having sum(c.d) <> 0 $f$, changed);
      -- The table's own lock (an oid: one per schema); a writer that cannot take it leaves its deltas to the next.
      if pg_try_advisory_xact_lock('order_counts'::regclass::oid::bigint) then
        with gone as (delete from order_counts where not folded returning dim, val, owner_user_id, is_received, n)
        insert into order_counts (dim, val, owner_user_id, is_received, n, folded)
        select dim, val, owner_user_id, is_received, sum(n), true from gone group by 1, 2, 3, 4
        on conflict (dim, owner_user_id, val, is_received) where folded do update set n = order_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger order_counts_insert after insert on orders referencing new table as new_rows for each statement execute function order_counts_change()`.execute(
    db,
  );
  await sql`create trigger order_counts_update after update on orders referencing old table as old_rows new table as new_rows for each statement execute function order_counts_change()`.execute(
    db,
  );
  await sql`create trigger order_counts_delete after delete on orders referencing old table as old_rows for each statement execute function order_counts_change()`.execute(
    db,
  );
  await sql`create function order_counts_truncate() returns trigger language plpgsql as $$ begin truncate order_counts; return null; end $$`.execute(
    db,
  );
  await sql`create trigger order_counts_truncate after truncate on orders for each statement execute function order_counts_truncate()`.execute(
    db,
  );
}
