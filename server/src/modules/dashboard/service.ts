import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP_COUNTRIES,
  orderFilter,
  PROBLEM_STATUSES,
  TRACKING_STATUSES,
  type DashboardFigures,
  type DashboardOrders,
  type OrderFilter,
  type TrackingStatus,
} from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import type { Ctx, Db } from '../../http/context.ts';
import { orderCounts, type OrderView } from '../orders/queries.ts';
import { orderView } from '../orders/service.ts';
import { countedIn } from './days.ts';
import type { OrderDaysTable } from './schema.ts';

/*
 * The dashboard's figures. Each count card is the order page's own count of
 * the filter the card opens the page with (`orderCounts`), so the two agree
 * by construction; the charts and the spans of the period before are sums of
 * `order_days` (015_dashboard.ts), with the one partial day at a span's end
 * counted from the orders' entry-date indexes. Nothing reads more than a
 * day's orders.
 */

/** The instants and days the figures are of, read once from the database's clock in the company's zone. */
interface Clock {
  now: Date;
  today: string;
  monthStart: string;
  /** The first of the DASHBOARD_DAYS days. */
  first: string;
  /** Yesterday until this time of day: [yesterday, dayAgo). */
  yesterday: string;
  dayAgo: Date;
  dayAgoDay: string;
  dayAgoMidnight: Date;
  /** Last month until this day and time (at most its end): [lastMonth, monthAgo). */
  lastMonth: string;
  monthAgo: Date;
  monthAgoDay: string;
  monthAgoMidnight: Date;
  /** Unsigned parcels silent since before this are problem parcels. */
  silent: Date;
  silentDay: string;
  /** The midnight after the cutoff. */
  silentDayEnd: Date;
}

async function clock(db: Db, tz: string): Promise<Clock> {
  const { rows } = await sql<Clock>`
    with c as (select now() as now, now() at time zone ${tz} as local,
                 now() - make_interval(days => (select stale_days from logistics_settings where id = 1)) as silent),
    s as (select c.*, (c.local - interval '1 day') at time zone ${tz} as day_ago,
                 least(date_trunc('month', c.local) - interval '1 month' + (c.local - date_trunc('month', c.local)), date_trunc('month', c.local))
                   at time zone ${tz} as month_ago
          from c)
    select now, local::date::text as today, date_trunc('month', local)::date::text as "monthStart",
      (local::date - ${DASHBOARD_DAYS - 1}::int)::text as first,
      (local::date - 1)::text as yesterday, day_ago as "dayAgo",
      (day_ago at time zone ${tz})::date::text as "dayAgoDay", ((day_ago at time zone ${tz})::date::timestamp at time zone ${tz}) as "dayAgoMidnight",
      (date_trunc('month', local) - interval '1 month')::date::text as "lastMonth", month_ago as "monthAgo",
      (month_ago at time zone ${tz})::date::text as "monthAgoDay", ((month_ago at time zone ${tz})::date::timestamp at time zone ${tz}) as "monthAgoMidnight",
      silent, (silent at time zone ${tz})::date::text as "silentDay", (((silent at time zone ${tz})::date + 1)::timestamp at time zone ${tz}) as "silentDayEnd"
    from s`.execute(db);
  return rows[0]!;
}

/** Whose rows of `order_days` to sum: every owner's (0), or the scope's (none: -1, no row). */
const ownersOf = (view: OrderView): number[] =>
  'all' in view.scope ? [0] : view.scope.userIds.length ? view.scope.userIds : [-1];

function days(db: Db, owners: number[], dims: OrderDaysTable['dim'][], from: string, to: string) {
  return db
    .selectFrom('order_days')
    .where('dim', 'in', dims)
    .where('owner_user_id', 'in', owners)
    .where('day', '>=', from)
    .where('day', '<=', to);
}

/** Orders whose columns the condition reads, within the scope. */
function scoped(db: Db, view: OrderView) {
  const q = db.selectFrom('orders');
  return 'all' in view.scope ? q : q.where('orders.owner_user_id', 'in', ownersOf(view));
}

/** Orders entered from day `from` until the instant `end` (whole days from `order_days`, the last one's part from the orders). */
async function enteredUntil(
  db: Db,
  view: OrderView,
  from: string,
  end: Date,
  endDay: string,
  endMidnight: Date,
): Promise<number> {
  const whole = days(db, ownersOf(view), ['tracking'], from, endDay)
    .where('day', '<', endDay)
    .select(sql<number>`coalesce(sum(n), 0)::int`.as('n'));
  // Both tabs named, so each is a stretch of the (owner,) tab, entry-date index.
  const part = scoped(db, view)
    .where('orders.is_received', 'in', [false, true])
    .where('orders.entry_date', '>=', endMidnight)
    .where('orders.entry_date', '<', end)
    .select(sql<number>`count(*)::int`.as('n'));
  const r = await db.selectNoFrom([whole.as('whole'), part.as('part')]).executeTakeFirstOrThrow();
  return (r.whole ?? 0) + (r.part ?? 0);
}

const PROBLEM = sql.raw(PROBLEM_STATUSES.map((s) => `'${s}'`).join(', '));
/** 007's quiet parcels, worded as the `orders_quiet` index's predicate. */
const quiet = sql<SqlBool>`not orders.is_received and coalesce(orders.tracking_status not in (${PROBLEM}), true)`;
const lastSign = sql`coalesce(orders.last_event_at, orders.entry_date)`;

/**
 * Unsigned problem parcels by agent id ('' none): the problem statuses, and the
 * quiet parcels silent since before the cutoff, which are all quiet ones but
 * those heard from on the days after the cutoff's and on its day after it.
 */
async function problemsByAgent(db: Db, view: OrderView, c: Clock): Promise<Map<string, number>> {
  const counted = (dim: OrderDaysTable['dim'], sign: 1 | -1, after = '-infinity') =>
    db
      .selectFrom('order_days')
      .select(['val', sql<number>`${sign}::int * sum(n)::int`.as('n')])
      .where('dim', '=', dim)
      .where('owner_user_id', 'in', ownersOf(view))
      .where('day', '>=', after)
      .groupBy('val');
  const heardAfterCutoff = scoped(db, view)
    .select([sql<string>`coalesce(orders.agent_id::text, '')`.as('val'), sql<number>`-count(*)::int`.as('n')])
    .where(() => sql<SqlBool>`${quiet} and ${lastSign} >= ${c.silent} and ${lastSign} < ${c.silentDayEnd}`)
    .groupBy(sql`1`);
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const rows = await counted('agent_problem', 1)
    .unionAll(counted('agent_quiet', 1))
    .unionAll(counted('agent_quiet_day', -1, dayAfter(c.silentDay)))
    .unionAll(heardAfterCutoff)
    .execute();
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.val, (by.get(r.val) ?? 0) + r.n);
  return by;
}

const idOf = (val: string) => (val === '' ? null : Number(val));
const averageDays = (secs: number, n: number) => Math.round((secs / n / 86_400) * 10) / 10;

async function ordersSection(
  ctx: Ctx,
  view: OrderView,
): Promise<Omit<DashboardFigures, 'counting'> & { orders: DashboardOrders }> {
  const db = ctx.db;
  const c = await clock(db, view.timeZone);
  const owners = ownersOf(view);
  const count = (f: OrderFilter) => orderCounts(db, view, orderFilter.parse(f));
  const [
    today,
    month,
    signed,
    all,
    inTransit,
    problem,
    dayBefore,
    monthBefore,
    series,
    countries,
    delivered,
    problems,
  ] = await Promise.all([
    count({ entryDate: [c.today, c.today] }),
    count({ entryDate: [c.monthStart, c.today] }),
    count({ entryDate: [c.first, c.today] }),
    count({}),
    count({ trackingStatus: ['InTransit'] }),
    count({ problem: true }),
    enteredUntil(db, view, c.yesterday, c.dayAgo, c.dayAgoDay, c.dayAgoMidnight),
    enteredUntil(db, view, c.lastMonth, c.monthAgo, c.monthAgoDay, c.monthAgoMidnight),
    days(db, owners, ['tracking', 'channel'], c.first, c.today)
      .select(['dim', 'val', 'day', sql<number>`sum(n)::int`.as('n')])
      .groupBy(['dim', 'val', 'day'])
      .execute(),
    days(db, owners, ['country'], c.first, c.today)
      .innerJoin('countries as co', (j) => j.on(sql`co.id::text`, '=', sql.ref('order_days.val')))
      .select(['co.code', sql.ref<string>(`co.name_${ctx.lang}`).as('name'), sql<number>`sum(n)::int`.as('n')])
      .groupBy(['co.code', sql.ref(`co.name_${ctx.lang}`)])
      .orderBy('n', 'desc')
      .orderBy('co.code')
      .limit(DASHBOARD_TOP_COUNTRIES)
      .execute(),
    days(db, owners, ['delivered'], c.first, c.today)
      .select(['val', sql<number>`sum(n)::int`.as('n'), sql<number>`sum(secs)::float8`.as('secs')])
      .groupBy('val')
      .execute(),
    view.agentsShown ? problemsByAgent(db, view, c) : undefined,
  ]);

  const dayList: string[] = [];
  for (let d = new Date(`${c.first}T00:00:00Z`); dayList.length < DASHBOARD_DAYS; d.setUTCDate(d.getUTCDate() + 1))
    dayList.push(d.toISOString().slice(0, 10));
  const dayIndex = new Map(dayList.map((d, i) => [d, i]));
  const perDay = (dim: OrderDaysTable['dim']) => {
    const by = new Map<string, number[]>();
    for (const r of series.filter((r) => r.dim === dim && r.n !== 0)) {
      const counts =
        by.get(r.val) ??
        by
          .set(
            r.val,
            dayList.map(() => 0),
          )
          .get(r.val)!;
      counts[dayIndex.get(r.day)!]! += r.n;
    }
    return by;
  };
  const statusOrder = (v: string) => (v === '' ? -1 : TRACKING_STATUSES.indexOf(v as TrackingStatus));
  const byStatus = [...perDay('tracking')].sort(([a], [b]) => statusOrder(a) - statusOrder(b));
  const byChannelIds = [...perDay('channel')];
  const sent = delivered.filter((d) => d.n > 0);

  const ids = (vals: string[]) => vals.map(idOf).filter((v): v is number => v !== null);
  const channelIds = ids([...byChannelIds.map(([v]) => v), ...sent.map((d) => d.val)]);
  const agentIds = ids([...(problems?.keys() ?? [])]);
  const [channels, agents] = await Promise.all([
    channelIds.length ? db.selectFrom('channels').select(['id', 'name']).where('id', 'in', channelIds).execute() : [],
    agentIds.length
      ? db.selectFrom('agents').select(['id', 'agent_name as name']).where('id', 'in', agentIds).execute()
      : [],
  ]);
  const nameIn = (list: { id: number; name: string }[]) => (val: string) => ({
    id: idOf(val),
    name: list.find((x) => x.id === idOf(val))?.name ?? null,
  });
  const channel = nameIn(channels);
  const agent = nameIn(agents);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const deliveredOrders = sum(sent.map((d) => d.n));

  return {
    asOf: c.now.toISOString(),
    today: c.today,
    orders: {
      cards: {
        today: { count: today.unsigned + today.signed, previous: dayBefore, from: c.today, to: c.today },
        month: { count: month.unsigned + month.signed, previous: monthBefore, from: c.monthStart, to: c.today },
        unsigned: all.unsigned,
        inTransit: inTransit.unsigned,
        problem: problem.unsigned,
        signed: { signed: signed.signed, total: signed.signed + signed.unsigned, from: c.first, to: c.today },
        delivery: {
          orders: deliveredOrders,
          averageDays: deliveredOrders ? averageDays(sum(sent.map((d) => d.secs)), deliveredOrders) : null,
          from: c.first,
          to: c.today,
        },
      },
      days: dayList,
      byStatus: byStatus.map(([v, counts]) => ({ status: v === '' ? null : (v as TrackingStatus), counts })),
      byChannel: byChannelIds
        .map(([v, counts]) => ({ ...channel(v), counts }))
        .sort((a, b) => sum(b.counts) - sum(a.counts)),
      countries: countries.map((r) => ({ code: r.code, name: r.name, count: r.n })),
      transit: sent
        .map((d) => ({ ...channel(d.val), orders: d.n, averageDays: averageDays(d.secs, d.n) }))
        .sort((a, b) => a.averageDays - b.averageDays),
      problemByAgent: problems
        ? [...problems]
            .filter(([, n]) => n > 0)
            .map(([v, count]) => ({ ...agent(v), count }))
            .sort((a, b) => b.count - a.count)
        : null,
    },
  };
}

/** The figures the caller may see: without `order:view`, no order figures (the section is null). */
export async function dashboardFigures(ctx: Ctx, timeZone: string, viewsOrders: boolean): Promise<DashboardFigures> {
  if (viewsOrders) {
    // Read first: figures read after a "counted" are counted too.
    const counting = !(await countedIn(ctx.db, timeZone));
    return { ...(await ordersSection(ctx, await orderView(ctx, timeZone))), counting };
  }
  const { rows } = await sql<{ today: string }>`select (now() at time zone ${timeZone})::date::text as today`.execute(
    ctx.db,
  );
  return { asOf: new Date().toISOString(), today: rows[0]!.today, orders: null, counting: false };
}
