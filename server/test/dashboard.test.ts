import { DASHBOARD_DAYS, P, PROBLEM_STATUSES, type DashboardFigures, type DashboardOrders } from '@fwd/contract';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDaysIn } from '../src/modules/dashboard/days.ts';
import { resolveScope } from '../src/modules/roles/scope.ts';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';

/*
 * Every figure of the dashboard, for callers of each scope, against the same
 * conditions counted plainly over the orders: at first, and after edits,
 * signings, tracking updates and deletes. The cards must also equal the
 * order page's counts of the filters they open it with.
 */
let t: Caller;
let admin: string;
let w: OrderWorld;
const TZ = 'Asia/Shanghai';
const CALLERS = ['boss', 'managerA', 'salesA1', 'salesB1'] as const;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t, 160, 21);
  const [view] = await t.db.selectFrom('permissions').select('id').where('permission_code', '=', P.dashboard.view).execute();
  const roles = await t.db.selectFrom('roles').select('id').where('name', 'like', 'role_%').execute();
  await t.db.insertInto('role_permissions').values(roles.map((r) => ({ role_id: r.id, permission_id: view!.id }))).execute();
  await t.db.updateTable('roles').set((eb) => ({ version: eb('version', '+', 1) })).where('name', 'like', 'role_%').execute();
  // Some orders entered today and yesterday, so the spans have something to count.
  const now = Date.now();
  for (const [i, o] of w.orders.slice(0, 12).entries()) {
    await t.db.updateTable('orders').set({ entry_date: new Date(now - (i % 2 ? 1 : 30) * 3_600_000 * (i % 3 ? 1 : 0.2)) }).where('id', '=', o.id).execute();
  }
});
afterAll(() => t.close());

const figures = async (token: string) => {
  const r = await t.call<DashboardFigures>('GET', '/api/dashboard/figures', { token });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};

/** The figures counted plainly over the orders the user's scope reaches. */
async function expected(userId: number, agentsShown: boolean): Promise<Omit<DashboardOrders, 'byChannel' | 'transit' | 'problemByAgent'> & {
  byChannel: { id: number | null; counts: number[] }[];
  transit: { id: number | null; orders: number; averageDays: number }[];
  problemByAgent: { id: number | null; count: number }[] | null;
}> {
  const scope = await resolveScope(t.db, { id: userId });
  const mine = 'all' in scope ? sql`true` : sql`owner_user_id in (${sql.join([...scope.userIds, -1])})`;
  const one = async <T,>(q: RawBuilder<T>) => (await q.execute(t.db)).rows[0]!;
  const all = async <T,>(q: RawBuilder<T>) => (await q.execute(t.db)).rows;
  const local = (col: string) => sql.raw(`(${col} at time zone '${TZ}')`);
  const c = await one(sql<{ today: string; first: string; month: string; yesterday: string; lastMonth: string }>`
    select (now() at time zone ${TZ})::date::text as today, ((now() at time zone ${TZ})::date - ${DASHBOARD_DAYS - 1}::int)::text as first,
      date_trunc('month', now() at time zone ${TZ})::date::text as month, ((now() at time zone ${TZ})::date - 1)::text as yesterday,
      (date_trunc('month', now() at time zone ${TZ}) - interval '1 month')::date::text as "lastMonth"`);
  const entered = (from: string, to: string) => sql`${local('entry_date')}::date between ${from}::date and ${to}::date`;
  const count = (where: RawBuilder<unknown>) => one(sql<{ n: number }>`select count(*)::int as n from orders where ${mine} and ${where}`).then((r) => r.n);
  const problem = sql`not is_received and (tracking_status in (${sql.join([...PROBLEM_STATUSES])}) or coalesce(last_event_at, entry_date) < now() - interval '7 days')`;
  const inDays = entered(c.first, c.today);
  const days = (await all(sql<{ d: string }>`select (${c.first}::date + i)::text as d from generate_series(0, ${DASHBOARD_DAYS - 1}::int) i`)).map((r) => r.d);
  const series = async (key: RawBuilder<unknown>) => {
    const rows = await all(sql<{ k: string | null; d: string; n: number }>`select ${key} as k, ${local('entry_date')}::date::text as d, count(*)::int as n
      from orders where ${mine} and ${inDays} group by 1, 2`);
    const by = new Map<string | null, number[]>();
    for (const r of rows) {
      if (!by.has(r.k)) by.set(r.k, days.map(() => 0));
      by.get(r.k)![days.indexOf(r.d)] = r.n;
    }
    return by;
  };
  const signed = sql`is_received and received_at is not null and ${local('received_at')}::date between ${c.first}::date and ${c.today}::date`;
  const delivery = await one(sql<{ n: number; secs: number | null }>`select count(*)::int as n, sum(extract(epoch from received_at - entry_date))::float8 as secs from orders where ${mine} and ${signed}`);
  const round = (secs: number, n: number) => Math.round((secs / n / 86_400) * 10) / 10;
  return {
    cards: {
      today: { count: await count(entered(c.today, c.today)), previous: await count(sql`entry_date >= (${c.yesterday}::date::timestamp at time zone ${TZ}) and entry_date < now() - interval '1 day'`), from: c.today, to: c.today },
      month: {
        count: await count(entered(c.month, c.today)),
        previous: await count(sql`entry_date >= (${c.lastMonth}::date::timestamp at time zone ${TZ})
          and entry_date < least(((${c.lastMonth}::date::timestamp + ((now() at time zone ${TZ}) - ${c.month}::date::timestamp)) at time zone ${TZ}), ${c.month}::date::timestamp at time zone ${TZ})`),
        from: c.month,
        to: c.today,
      },
      unsigned: await count(sql`not is_received`),
      inTransit: await count(sql`not is_received and tracking_status = 'InTransit'`),
      problem: await count(problem),
      signed: { signed: await count(sql`is_received and ${inDays}`), total: await count(inDays), from: c.first, to: c.today },
      delivery: { orders: delivery.n, averageDays: delivery.n ? round(delivery.secs!, delivery.n) : null },
    },
    days,
    byStatus: [...(await series(sql`tracking_status`))].map(([k, counts]) => ({ status: k as DashboardOrders['byStatus'][number]['status'], counts })),
    byChannel: [...(await series(sql`channel_id`))].map(([k, counts]) => ({ id: k === null ? null : Number(k), counts })),
    countries: await all(sql<{ code: string; name: string; count: number }>`select co.code, co.name_zh as name, count(*)::int as count from orders o join countries co on co.id = o.country_id
      where ${mine} and ${inDays} group by 1, 2 order by 3 desc, 1 limit 10`),
    transit: (await all(sql<{ id: number | null; n: number; secs: number }>`select channel_id as id, count(*)::int as n, sum(extract(epoch from received_at - entry_date))::float8 as secs
      from orders where ${mine} and ${signed} group by 1`)).map((r) => ({ id: r.id, orders: r.n, averageDays: round(r.secs, r.n) })),
    problemByAgent: agentsShown
      ? await all(sql<{ id: number | null; count: number }>`select agent_id as id, count(*)::int as count from orders where ${mine} and ${problem} group by 1`)
      : null,
  };
}

const byId = <T extends { id: number | null }>(list: T[]) => [...list].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));

async function expectExact() {
  for (const name of CALLERS) {
    const staff = w.staff[name]!;
    const got = (await figures(staff.token)).orders!;
    const want = await expected(staff.id, name !== 'salesA1');
    expect(got.cards, name).toEqual(want.cards);
    expect(got.days, name).toEqual(want.days);
    expect([...got.byStatus].sort((a, b) => String(a.status).localeCompare(String(b.status))), name).toEqual(
      [...want.byStatus].sort((a, b) => String(a.status).localeCompare(String(b.status))),
    );
    expect(byId(got.byChannel.map(({ id, counts }) => ({ id, counts }))), name).toEqual(byId(want.byChannel));
    expect(got.countries, name).toEqual(want.countries);
    expect(byId(got.transit.map(({ id, orders, averageDays }) => ({ id, orders, averageDays }))), name).toEqual(byId(want.transit));
    expect(got.problemByAgent && byId(got.problemByAgent.map(({ id, count }) => ({ id, count }))), name).toEqual(want.problemByAgent && byId(want.problemByAgent));
    // Each count card is the order page's count of the filter it opens the page with.
    const page = async (filter: object) => {
      const r = await t.call<{ unsignedCount: number; signedCount: number }>('POST', '/api/orders/page?page=1&size=1', { token: staff.token, body: filter });
      return r.body.data;
    };
    const today = await page({ entryDate: [got.cards.today.from, got.cards.today.to] });
    expect(today.unsignedCount + today.signedCount).toBe(got.cards.today.count);
    expect((await page({ problem: true })).unsignedCount).toBe(got.cards.problem);
    expect((await page({ trackingStatus: ['InTransit'] })).unsignedCount).toBe(got.cards.inTransit);
    expect((await page({ entryDate: [got.cards.signed.from, got.cards.signed.to] })).signedCount).toBe(got.cards.signed.signed);
  }
}

describe('dashboard figures', () => {
  it('are exact for every scope, and equal the order page’s counts', async () => {
    const boss = (await figures(w.staff.boss!.token)).orders!;
    expect(boss.cards.unsigned).toBeGreaterThan(0);
    expect(boss.cards.today.count).toBeGreaterThan(0);
    expect(boss.problemByAgent!.length).toBeGreaterThan(0);
    await expectExact();
  });

  it('mask agents for a role that hides them: no chart of them, no name anywhere', async () => {
    const r = await t.call<DashboardFigures>('GET', '/api/dashboard/figures', { token: w.staff.salesA1!.token });
    expect(r.body.data.orders!.problemByAgent).toBeNull();
    for (const name of ['敦豪华南', '敦豪华北', '欧速达', 'Swift', 'DHL-SZ']) expect(r.raw.toString()).not.toContain(name);
  });

  it('follow edits, signings, tracking updates and deletes', async () => {
    const unsigned = w.orders.filter((o) => !o.isReceived);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', unsigned[0]!.id).executeTakeFirstOrThrow();
    const put = await t.call('PUT', `/api/orders/${row.id}`, {
      token: admin,
      body: {
        numbers: row.numbers, customerId: row.customer_id, channelId: null, countryId: w.ids.countries.JP, consigneeName: 'X', weight: '1',
        pieces: 1, ownerUserId: w.staff.salesB1!.id, statusId: row.status_id, entryDate: new Date().toISOString(), isReceived: '已签收', version: row.version,
      },
    });
    expect(put.body.code, put.body.message).toBe(20000);
    // A tracking push: new status and event; a signing; a parcel falling silent; a delete.
    await t.db.updateTable('orders').set({ tracking_status: 'Exception', last_event_at: new Date() }).where('id', '=', unsigned[1]!.id).execute();
    await t.db.updateTable('orders').set({ tracking_status: 'Delivered', is_received: true, received_at: new Date() }).where('id', 'in', [unsigned[2]!.id, unsigned[3]!.id]).execute();
    await t.db.updateTable('orders').set({ tracking_status: 'InTransit', last_event_at: new Date(Date.now() - 9 * 86_400_000) }).where('id', '=', unsigned[4]!.id).execute();
    await t.db.updateTable('orders').set({ remark: 'nothing counted' }).execute();
    expect((await t.call('DELETE', `/api/orders/${unsigned[5]!.id}`, { token: admin })).body.code).toBe(20000);
    await expectExact();
    const deltas = await t.db.selectFrom('order_days').select((eb) => eb.fn.countAll<number>().as('n')).where('folded', '=', false).executeTakeFirstOrThrow();
    expect(Number(deltas.n)).toBe(0);
  });

  it('count days in the company’s zone, again when it changes', async () => {
    const perDay = (tz: string) =>
      sql<{ d: string; n: number }>`select (entry_date at time zone ${tz})::date::text as d, count(*)::int as n from orders group by 1 order by 1`.execute(t.db).then((r) => r.rows);
    const kept = () =>
      t.db.selectFrom('order_days').select(['day as d', sql<number>`sum(n)::int`.as('n')]).where('dim', '=', 'tracking').where('owner_user_id', '=', 0)
        .groupBy('day').having(sql`sum(n)`, '<>', 0).orderBy('day').execute();
    await countDaysIn(t.db, 'America/New_York');
    expect(await kept()).toEqual(await perDay('America/New_York'));
    await countDaysIn(t.db, TZ);
    expect(await kept()).toEqual(await perDay(TZ));
    await expectExact();
  });

  it('leave out the order figures for a role without order:view, and refuse callers without the page', async () => {
    const viewer = await signedInWith(t, 'dashOnly', [P.dashboard.view]);
    const r = await figures(viewer.token);
    expect(r.orders).toBeNull();
    expect(r.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.call('GET', '/api/dashboard/figures', { token: w.staff.nobody!.token })).body.code).toBe(20000);
    const none = await signedInWith(t, 'noDash', [P.order.view]);
    expect((await t.call('GET', '/api/dashboard/figures', { token: none.token })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/dashboard/figures')).status).toBe(401);
  });

  it('empty with the orders', async () => {
    await sql`truncate orders cascade`.execute(t.db);
    const boss = (await figures(w.staff.boss!.token)).orders!;
    expect(boss.cards).toMatchObject({ unsigned: 0, problem: 0, today: { count: 0, previous: 0 }, delivery: { orders: 0, averageDays: null } });
    expect(boss.byStatus).toEqual([]);
    expect(boss.problemByAgent).toEqual([]);
  });
});
