import { DASHBOARD_DAYS, PROBLEM_STATUSES, type DashboardOrders } from '@fwd/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../src/http/context.ts';
import type { DataScope } from '../src/modules/roles/scope.ts';

/**
 * The dashboard's figures counted plainly over the orders a scope reaches, each
 * condition written out on its own (the test's and the bench's oracle).
 */
export async function plainFigures(
  db: Db,
  scope: DataScope,
  agentsShown: boolean,
  tz: string,
  at?: Date,
): Promise<
  Omit<DashboardOrders, 'byChannel' | 'transit' | 'problemByAgent'> & {
    byChannel: { id: number | null; counts: number[] }[];
    transit: { id: number | null; orders: number; averageDays: number }[];
    problemByAgent: { id: number | null; count: number }[] | null;
  }
> {
  // The instant the figures are of (the served ones' asOf), or the statement's.
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const mine = 'all' in scope ? sql`true` : sql`owner_user_id in (${sql.join([...scope.userIds, -1])})`;
  const one = async <T>(q: RawBuilder<T>) => (await q.execute(db)).rows[0]!;
  const all = async <T>(q: RawBuilder<T>) => (await q.execute(db)).rows;
  const local = (col: string) => sql.raw(`(${col} at time zone '${tz}')`);
  const c = await one(sql<{ today: string; first: string; month: string; yesterday: string; lastMonth: string }>`
    select (${now} at time zone ${tz})::date::text as today, ((${now} at time zone ${tz})::date - ${DASHBOARD_DAYS - 1}::int)::text as first,
      date_trunc('month', ${now} at time zone ${tz})::date::text as month, ((${now} at time zone ${tz})::date - 1)::text as yesterday,
      (date_trunc('month', ${now} at time zone ${tz}) - interval '1 month')::date::text as "lastMonth"`);
  const entered = (from: string, to: string) => sql`${local('entry_date')}::date between ${from}::date and ${to}::date`;
  const count = (where: RawBuilder<unknown>) =>
    one(sql<{ n: number }>`select count(*)::int as n from orders where ${mine} and ${where}`).then((r) => r.n);
  const problem = sql`not is_received and (tracking_status in (${sql.join([...PROBLEM_STATUSES])}) or coalesce(last_event_at, entry_date) < ${now} - interval '7 days')`;
  const inDays = entered(c.first, c.today);
  const days = (
    await all(
      sql<{
        d: string;
      }>`select (${c.first}::date + i)::text as d from generate_series(0, ${DASHBOARD_DAYS - 1}::int) i`,
    )
  ).map((r) => r.d);
  const series = async (key: RawBuilder<unknown>) => {
    const rows = await all(sql<{
      k: string | null;
      d: string;
      n: number;
    }>`select ${key} as k, ${local('entry_date')}::date::text as d, count(*)::int as n
      from orders where ${mine} and ${inDays} group by 1, 2`);
    const by = new Map<string | null, number[]>();
    for (const r of rows) {
      if (!by.has(r.k))
        by.set(
          r.k,
          days.map(() => 0),
        );
      by.get(r.k)![days.indexOf(r.d)] = r.n;
    }
    return by;
  };
  const signed = sql`is_received and received_at is not null and ${local('received_at')}::date between ${c.first}::date and ${c.today}::date`;
  const delivery = await one(
    sql<{
      n: number;
      secs: number | null;
    }>`select count(*)::int as n, sum(extract(epoch from received_at - entry_date))::float8 as secs from orders where ${mine} and ${signed}`,
  );
  const round = (secs: number, n: number) => Math.round((secs / n / 86_400) * 10) / 10;
  return {
    cards: {
      today: {
        count: await count(entered(c.today, c.today)),
        previous: await count(
          sql`entry_date >= (${c.yesterday}::date::timestamp at time zone ${tz}) and entry_date < ${now} - interval '1 day'`,
        ),
        from: c.today,
        to: c.today,
      },
      month: {
        count: await count(entered(c.month, c.today)),
        previous: await count(sql`entry_date >= (${c.lastMonth}::date::timestamp at time zone ${tz})
          and entry_date < least(((${c.lastMonth}::date::timestamp + ((${now} at time zone ${tz}) - ${c.month}::date::timestamp)) at time zone ${tz}), ${c.month}::date::timestamp at time zone ${tz})`),
        from: c.month,
        to: c.today,
      },
      unsigned: await count(sql`not is_received`),
      inTransit: await count(sql`not is_received and tracking_status = 'InTransit'`),
      problem: await count(problem),
      signed: {
        signed: await count(sql`is_received and ${inDays}`),
        total: await count(inDays),
        from: c.first,
        to: c.today,
      },
      delivery: {
        orders: delivery.n,
        averageDays: delivery.n ? round(delivery.secs!, delivery.n) : null,
        from: c.first,
        to: c.today,
      },
    },
    days,
    byStatus: [...(await series(sql`tracking_status`))].map(([k, counts]) => ({
      status: k as DashboardOrders['byStatus'][number]['status'],
      counts,
    })),
    byChannel: [...(await series(sql`channel_id`))].map(([k, counts]) => ({
      id: k === null ? null : Number(k),
      counts,
    })),
    countries: await all(sql<{
      code: string;
      name: string;
      count: number;
    }>`select co.code, co.name_zh as name, count(*)::int as count from orders o join countries co on co.id = o.country_id
      where ${mine} and ${inDays} group by 1, 2 order by 3 desc, 1 limit 10`),
    transit: (
      await all(sql<{
        id: number | null;
        n: number;
        secs: number;
      }>`select channel_id as id, count(*)::int as n, sum(extract(epoch from received_at - entry_date))::float8 as secs
      from orders where ${mine} and ${signed} group by 1`)
    ).map((r) => ({ id: r.id, orders: r.n, averageDays: round(r.secs, r.n) })),
    problemByAgent: agentsShown
      ? await all(
          sql<{
            id: number | null;
            count: number;
          }>`select agent_id as id, count(*)::int as count from orders where ${mine} and ${problem} group by 1`,
        )
      : null,
  };
}

type Figures = Awaited<ReturnType<typeof plainFigures>>;
const byId = <T extends { id: number | null }>(list: T[]) => [...list].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));

/** Figures in one order and without names, so the served and the plain ones compare whole. */
export const comparable = (f: Figures | DashboardOrders) => ({
  cards: f.cards,
  days: f.days,
  byStatus: [...f.byStatus].sort((a, b) => String(a.status).localeCompare(String(b.status))),
  byChannel: byId(f.byChannel.map(({ id, counts }) => ({ id, counts }))),
  countries: f.countries,
  transit: byId(f.transit.map(({ id, orders, averageDays }) => ({ id, orders, averageDays }))),
  problemByAgent: f.problemByAgent && byId(f.problemByAgent.map(({ id, count }) => ({ id, count }))),
});
