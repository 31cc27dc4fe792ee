import { sql, type Kysely } from 'kysely';
import { keys } from './015_dashboard.ts';

/*
 * Counting `order_days` in another zone leaves the start: it took the start's
 * plugin 36 s over a million orders, past Fastify's 10 s, and each later start
 * failed the same way. Now a start only switches the zone when there is
 * nothing to count, and otherwise queues the `orderDays` job
 * (modules/dashboard/days.ts), which recounts while the console serves and the
 * orders change. It does so in two steps with a cut between them:
 *
 * - order_days_switch(tz) sets the zone. Every writer reads the zone under a
 *   shared advisory lock held until it commits, and the switch takes it
 *   exclusively: the writers that read the old zone have committed before the
 *   switch does, and every later one writes deltas in the new zone.
 * - order_days_recount() adds, in one statement (one snapshot), the orders'
 *   counts less what `order_days` holds, key by key. A write the snapshot
 *   sees is in both terms and cancels out; one it does not see is in neither
 *   and keeps its own deltas. So nothing is lost or counted twice, with no
 *   lock that a writer waits on while it runs.
 *
 * `counted` says whether `order_days` holds every order in `time_zone`; the
 * dashboard says its figures are being counted until it does.
 */

const ZONE_LOCK = `'order_days_zone'::regclass::oid::bigint`;
const FOLD_LOCK = `'order_days'::regclass::oid::bigint`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_days_zone')
    .addColumn('counted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // A zone once set was counted in full by the rebuild this replaces.
  await sql`update order_days_zone set counted = time_zone <> ''`.execute(db);
  await sql`drop function order_days_rebuild(text)`.execute(db);

  await sql`
    create function order_days_fold() returns void language sql as $$
      with gone as (delete from order_days where not folded returning dim, val, day, owner_user_id, n, secs)
      insert into order_days (dim, val, day, owner_user_id, n, secs, folded)
      select dim, val, day, owner_user_id, sum(n), sum(secs), true from gone group by 1, 2, 3, 4
      on conflict (dim, owner_user_id, day, val) where folded
      do update set n = order_days.n + excluded.n, secs = order_days.secs + excluded.secs
    $$`.execute(db);

  await sql`
    create or replace function order_days_change() returns trigger language plpgsql as $$
    declare
      tz text;
      changed text := case tg_op
        when 'INSERT' then 'select o.*, 1 as d from new_rows o'
        when 'DELETE' then 'select o.*, -1 as d from old_rows o'
        else 'select o.*, 1 as d from new_rows o union all select o.*, -1 from old_rows o' end;
    begin
      perform pg_advisory_xact_lock_shared(${sql.raw(ZONE_LOCK)});
      tz := (select time_zone from order_days_zone where id = 1);
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
      if pg_try_advisory_xact_lock(${sql.raw(FOLD_LOCK)}) then perform order_days_fold(); end if;
      return null;
    end $$`.execute(db);

  // The zone set, and whether that leaves everything counted (no orders yet).
  await sql`
    create function order_days_switch(tz text) returns boolean language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${sql.raw(ZONE_LOCK)});
      update order_days_zone set time_zone = tz, counted = not exists (select from orders) where id = 1 and time_zone <> tz;
      return (select counted from order_days_zone where id = 1);
    end $$`.execute(db);

  await sql`
    create function order_days_recount() returns void language plpgsql as $$
    declare
      tz text;
    begin
      -- The zone holds still while it counts (a switch waits), and folds wait for the count.
      perform pg_advisory_xact_lock_shared(${sql.raw(ZONE_LOCK)});
      perform pg_advisory_xact_lock(${sql.raw(FOLD_LOCK)});
      tz := (select time_zone from order_days_zone where id = 1);
      if tz = '' then return; end if;
      execute format($f$
        insert into order_days (dim, val, day, owner_user_id, n, secs, folded)
        select dim, val, day, owner, sum(n), sum(secs), true
        from (
          select k.dim, k.val, k.day, w.owner, count(*) as n, sum(k.secs) as secs
          from orders c
          cross join lateral (values (c.owner_user_id), (0)) w(owner)
          cross join lateral ${sql.raw(keys('%1$L'))}
          where k.val is not null
          group by 1, 2, 3, 4
          union all
          select dim, val, day, owner_user_id, -sum(n), -sum(secs) from order_days group by 1, 2, 3, 4
        ) d(dim, val, day, owner, n, secs)
        group by 1, 2, 3, 4
        having sum(n) <> 0 or sum(secs) <> 0
        on conflict (dim, owner_user_id, day, val) where folded
        do update set n = order_days.n + excluded.n, secs = order_days.secs + excluded.secs $f$, tz);
      perform order_days_fold();
      -- What the old zone's days came to once taken back.
      delete from order_days where folded and n = 0 and secs = 0;
      update order_days_zone set counted = true where id = 1;
    end $$`.execute(db);
}
