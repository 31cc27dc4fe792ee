import { PROBLEM_STATUSES } from '@fwd/contract';
import { sql, type Kysely } from 'kysely';

/*
 * The order page, tuned after measuring it over 1,000,000 orders
 * (bench/RESULTS.md, orders section; the plans in bench/orders-plans.md).
 *
 * - `orders_quiet` carries what counting the quiet parcels of the cutoff's
 *   last partial day reads (the columns of its key expression, the owner), so
 *   that count no longer visits the table: 1.5 ms became 0.1 ms.
 * - `orders_event_before_entry`: the problem page reads its parts in page
 *   order (queries.ts, `problemParts`), one of them from this index.
 * - Text in the latest event is counted without reading the orders. Every
 *   match had to be read from the table (trigrams only narrow the search), so
 *   a common word cost 20 ms and more. Now each distinct text is kept once in
 *   `order_event_texts`, found there by its own trigram index, and
 *   `order_counts` counts orders per text (dim `event`, by the text's md5: a
 *   text may be longer than an index entry may), kept by the same triggers.
 */

/** As 007_orders.ts words it: the predicate of `orders_quiet`, which queries.ts repeats to the letter. */
const quiet = (o = '') =>
  sql.raw(
    `not ${o}is_received and coalesce(${o}tracking_status not in (${PROBLEM_STATUSES.map((s) => `'${s}'`).join(', ')}), true)`,
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_quiet`.execute(db);
  await sql`create index orders_quiet on orders (coalesce(last_event_at, entry_date)) include (owner_user_id, last_event_at, entry_date)
    where ${quiet()}`.execute(db);
  // Orders whose last event is older than their entry (keyed in late): the one part of the problem page's
  // quiet parcels that neither a status nor the entry date before the cutoff finds in page order. Few; it carries
  // what that part's filter reads, as `orders_tab` does, so the planner sees it is the cheaper of the two.
  await sql`create index orders_event_before_entry on orders (is_received, entry_date desc, id desc) include (tracking_status, last_event_at)
    where last_event_at < entry_date`.execute(db);

  // Insert-only, like the count deltas, so writers never wait on each other: a text two writers bring at
  // once may be kept twice, which readers do not mind. A text no order holds any more counts nothing.
  await db.schema
    .createTable('order_event_texts')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await sql`create index order_event_texts_hash on order_event_texts (hash)`.execute(db);
  await sql`create index order_event_texts_text on order_event_texts using gin (text public.gin_trgm_ops)`.execute(db);
  await sql`insert into order_event_texts (hash, text) select md5(last_event), last_event from orders where last_event is not null group by 1, 2`.execute(
    db,
  );
  await sql`insert into order_counts (dim, val, owner_user_id, is_received, n, folded)
    select 'event', md5(o.last_event), w.owner, o.is_received, count(*), true
    from orders o cross join lateral (values (o.owner_user_id), (0)) w(owner)
    where o.last_event is not null group by 2, 3, 4`.execute(db);

  // 007's function with the `event` key added, and the new texts kept.
  await sql`
    create or replace function order_counts_change() returns trigger language plpgsql as $$
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
                    then to_char(coalesce(c.last_event_at, c.entry_date) at time zone 'UTC', 'YYYY-MM-DD') end),
          ('event', md5(c.last_event))
        ) k(dim, val)
        where k.val is not null
        group by 1, 2, 3, 4
        having sum(c.d) <> 0 $f$, changed);
      if tg_op <> 'DELETE' then
        execute $t$
          insert into order_event_texts (hash, text)
          select distinct md5(o.last_event), o.last_event from new_rows o
          where o.last_event is not null and not exists (select from order_event_texts t where t.hash = md5(o.last_event)) $t$;
      end if;
      -- The table's own lock (an oid: one per schema); a writer that cannot take it leaves its deltas to the next.
      if pg_try_advisory_xact_lock('order_counts'::regclass::oid::bigint) then
        with gone as (delete from order_counts where not folded returning dim, val, owner_user_id, is_received, n)
        insert into order_counts (dim, val, owner_user_id, is_received, n, folded)
        select dim, val, owner_user_id, is_received, sum(n), true from gone group by 1, 2, 3, 4
        on conflict (dim, owner_user_id, val, is_received) where folded do update set n = order_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create or replace function order_counts_truncate() returns trigger language plpgsql as $$ begin truncate order_counts, order_event_texts; return null; end $$`.execute(
    db,
  );
}
