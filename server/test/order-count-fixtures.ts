import { PROBLEM_STATUSES } from '@fwd/contract';
import { sql } from 'kysely';
import type { Db } from '../src/http/context.ts';

/**
 * What `order_counts` must sum to, counted here straight from the orders, one
 * group-by per counted column, each for every owner and again for owner 0.
 */
export async function countsDrift(db: Db): Promise<unknown[]> {
  const problem = sql.raw(PROBLEM_STATUSES.map((s) => `'${s}'`).join(', '));
  const day = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`);
  const dims = [
    ['all', sql`''`, sql`true`],
    ['customer', sql`customer_id::text`, sql`true`],
    ['agent', sql`agent_id::text`, sql`agent_id is not null`],
    ['country', sql`country_id::text`, sql`true`],
    ['status', sql`status_id::text`, sql`true`],
    ['tracking', sql`tracking_status`, sql`tracking_status is not null`],
    ['day', day('entry_date'), sql`true`],
    [
      'quiet',
      day('coalesce(last_event_at, entry_date)'),
      sql`not is_received and (tracking_status is null or tracking_status not in (${problem}))`,
    ],
    ['event', sql`md5(last_event)`, sql`last_event is not null`],
  ] as const;
  const expected = sql.join(
    dims.flatMap(([dim, val, where]) => [
      sql`select ${dim}::text as dim, owner_user_id as owner, ${val} as val, is_received, count(*)::int as n from orders where ${where} group by 2, 3, 4`,
      sql`select ${dim}::text, 0, ${val}, is_received, count(*)::int from orders where ${where} group by 2, 3, 4`,
    ]),
    sql` union all `,
  );
  // Every text an order holds is kept, to be searched.
  const { rows: unkept } = await sql`select distinct last_event from orders o
    where last_event is not null and not exists (select from order_event_texts t where t.hash = md5(o.last_event) and t.text = o.last_event)`.execute(
    db,
  );
  const { rows } = await sql`
    with expected as (${expected}),
      kept as (select dim, owner_user_id as owner, val, is_received, sum(n)::int as n from order_counts group by 1, 2, 3, 4 having sum(n) <> 0)
    select * from (select * from expected except all select * from kept) missing
    union all
    select * from (select * from kept except all select * from expected) extra`.execute(db);
  return [...rows, ...unkept];
}

/** How many `order_counts` rows are deltas a write has not folded yet. */
export async function unfoldedCounts(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('order_counts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('folded', '=', false)
    .executeTakeFirstOrThrow();
  return Number(n);
}
