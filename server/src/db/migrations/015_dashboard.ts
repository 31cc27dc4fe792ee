import { PROBLEM_STATUSES } from '@fwd/contract';
import { sql, type Kysely } from 'kysely';

/*
 * The home dashboard's figures without reading the orders: `order_days`
 * counts orders per owner (and every owner as owner 0), per day in the
 * company's time zone and per value of what a chart splits by. Kept like
 * `order_counts` (007_orders.ts): statement triggers insert +/- deltas in the
 * writing transaction, and whichever writer takes the table's advisory lock
 * without waiting folds the committed ones, so writers never wait on each
 * other and every snapshot sees figures that match its orders.
 *
 * dims (val; day):
 * - tracking: the main tracking status ('' none yet); the day of entry
 * - channel: the channel id ('' none); the day of entry
 * - country: the country id; the day of entry
 * - delivered: the channel id ('' none) of a signed order with its signed time;
 *   the day it was signed, `secs` the seconds from entry to signing
 * - agent_problem: the agent id ('' none) of an unsigned order with a problem
 *   status; no day ('-infinity')
 * - agent_quiet: the agent id ('' none) of a quiet parcel (unsigned, no problem
 *   status: 007's `quiet`); no day
 * - agent_quiet_day: the same by the day of its last sign of life: the parcels
 *   silent for the configured days are all quiet ones but those of the days
 *   after the cutoff's (a week of rows, where the days before it are years)
 *   and that day's part after the cutoff (from the `orders_quiet` index)
 *
 * The days are the company's: the zone is kept in `order_days_zone`, and the
 * server rebuilds the table when TIME_ZONE names another (dashboard/days.ts),
 * so the migration leaves it empty and the zone unset.
 */

const problem = PROBLEM_STATUSES.map((s) => `'${s}'`).join(', ');
/** 007's quiet parcels, as its `orders_quiet` index words it, over the rows `c`. */
const quiet = `not c.is_received and coalesce(c.tracking_status not in (${problem}), true)`;

/** The keys one order row `c` counts under, in zone `tz` (a quoted literal); 023 words its functions with them too. */
export const keys = (tz: string) => `(values
    ('tracking', coalesce(c.tracking_status, ''), (c.entry_date at time zone ${tz})::date, 0::bigint),
    ('channel', coalesce(c.channel_id::text, ''), (c.entry_date at time zone ${tz})::date, 0::bigint),
    ('country', c.country_id::text, (c.entry_date at time zone ${tz})::date, 0::bigint),
    ('delivered', case when c.is_received and c.received_at is not null then coalesce(c.channel_id::text, '') end,
      (c.received_at at time zone ${tz})::date, extract(epoch from c.received_at - c.entry_date)::bigint),
    ('agent_problem', case when not c.is_received and c.tracking_status in (${problem}) then coalesce(c.agent_id::text, '') end,
      '-infinity'::date, 0::bigint),
    ('agent_quiet', case when ${quiet} then coalesce(c.agent_id::text, '') end, '-infinity'::date, 0::bigint),
    ('agent_quiet_day', case when ${quiet} then coalesce(c.agent_id::text, '') end,
      (coalesce(c.last_event_at, c.entry_date) at time zone ${tz})::date, 0::bigint)
  ) k(dim, val, day, secs)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_days')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('val', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    // 0: every owner.
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('secs', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('folded', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Owner before day: a span of days is one stretch of the index per owner.
  await sql`create index order_days_key on order_days (dim, owner_user_id, day, val) include (n, secs)`.execute(db);
  await sql`create unique index order_days_folded on order_days (dim, owner_user_id, day, val) where folded`.execute(
    db,
  );
  await sql`create index order_days_deltas on order_days (dim) where not folded`.execute(db);
  // The zone `order_days` counts days in; '' until the server first sets it.
  await db.schema
    .createTable('order_days_zone')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('order_days_zone').values({ id: 1, time_zone: '' }).execute();

  await sql`
    create function order_days_change() returns trigger language plpgsql as $$
    declare
      tz text := (select time_zone from order_days_zone where id = 1);
      changed text := case tg_op
        when 'INSERT' then 'select o.*, 1 as d from new_rows o'
        when 'DELETE' then 'select o.*, -1 as d from old_rows o'
        else 'select o.*, 1 as d from new_rows o union all select o.*, -1 from old_rows o' end;
    begin
      if tz = '' then return null; end if;
      execute format($f$
        insert into order_days (dim, val, day, owner_user_id, n, secs)
        select k.dim, k.val, k.day, w.owner, sum(c.d), sum(c.d * k.secs)
        from (%1$s) c
        cross join lateral (values (c.owner_user_id), (0)) w(owner)
        cross join lateral ${sql.raw(keys('%2$L'))}
        where k.val is not null
        group by 1, 2, 3, 4
        having sum(c.d) <> 0 or sum(c.d * k.secs) <> 0 $f$, changed, tz);
      if pg_try_advisory_xact_lock('order_days'::regclass::oid::bigint) then
        with gone as (delete from order_days where not folded returning dim, val, day, owner_user_id, n, secs)
        insert into order_days (dim, val, day, owner_user_id, n, secs, folded)
        select dim, val, day, owner_user_id, sum(n), sum(secs), true from gone group by 1, 2, 3, 4
        on conflict (dim, owner_user_id, day, val) where folded
        do update set n = order_days.n + excluded.n, secs = order_days.secs + excluded.secs;
      end if;
      return null;
    end $$`.execute(db);
  // Counting again in another zone: every order once, folded. Run by the server when the zone is not its TIME_ZONE.
  await sql`
    create function order_days_rebuild(tz text) returns void language plpgsql as $$
    begin
      perform pg_advisory_xact_lock('order_days'::regclass::oid::bigint);
      update order_days_zone set time_zone = tz where id = 1;
      delete from order_days;
      execute format($f$
        insert into order_days (dim, val, day, owner_user_id, n, secs, folded)
        select k.dim, k.val, k.day, w.owner, count(*), sum(k.secs), true
        from orders c
        cross join lateral (values (c.owner_user_id), (0)) w(owner)
        cross join lateral ${sql.raw(keys('%1$L'))}
        where k.val is not null
        group by 1, 2, 3, 4 $f$, tz);
    end $$`.execute(db);
  await sql`create trigger order_days_insert after insert on orders referencing new table as new_rows for each statement execute function order_days_change()`.execute(
    db,
  );
  await sql`create trigger order_days_update after update on orders referencing old table as old_rows new table as new_rows for each statement execute function order_days_change()`.execute(
    db,
  );
  await sql`create trigger order_days_delete after delete on orders referencing old table as old_rows for each statement execute function order_days_change()`.execute(
    db,
  );
  await sql`create function order_days_truncate() returns trigger language plpgsql as $$ begin truncate order_days; return null; end $$`.execute(
    db,
  );
  await sql`create trigger order_days_truncate after truncate on orders for each statement execute function order_days_truncate()`.execute(
    db,
  );
}
