import { P, type DashboardFigures } from '@fwd/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDaysIn } from '../src/modules/dashboard/days.ts';
import { resolveScope } from '../src/modules/roles/scope.ts';
import { ADMIN_PASSWORD, adminApp, errorPaths, signedInWith, USER_PASSWORD, type Caller } from './harness.ts';
import { comparable, plainFigures } from './dashboard-plain.ts';
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
  const [view] = await t.db
    .selectFrom('permissions')
    .select('id')
    .where('permission_code', '=', P.dashboard.view)
    .execute();
  const roles = await t.db.selectFrom('roles').select('id').where('name', 'like', 'role_%').execute();
  await t.db
    .insertInto('role_permissions')
    .values(roles.map((r) => ({ role_id: r.id, permission_id: view!.id })))
    .execute();
  await t.db
    .updateTable('roles')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', 'like', 'role_%')
    .execute();
  // Some orders entered today and yesterday, so the spans have something to count: today's between the zone's
  // midnight and now (an hour ago is yesterday just after midnight), yesterday's a day before them.
  const { midnight } = (
    await sql<{
      midnight: number;
    }>`select (extract(epoch from date_trunc('day', now() at time zone ${TZ}) at time zone ${TZ}) * 1000)::float8 as midnight`.execute(
      t.db,
    )
  ).rows[0]!;
  const now = Date.now();
  for (const [i, o] of w.orders.slice(0, 12).entries()) {
    const today = now - Math.min(3_600_000 * (i % 3 ? 1 : 0.2), (now - midnight) / 2);
    await t.db
      .updateTable('orders')
      .set({ entry_date: new Date(i % 2 ? today : today - 86_400_000) })
      .where('id', '=', o.id)
      .execute();
  }
});
afterAll(() => t.close());

const figures = async (token: string) => {
  const r = await t.call<DashboardFigures>('GET', '/api/dashboard/figures', { token });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};

async function expectExact() {
  for (const name of CALLERS) {
    const staff = w.staff[name]!;
    const served = await figures(staff.token);
    const got = served.orders!;
    const want = await plainFigures(
      t.db,
      await resolveScope(t.db, { id: staff.id }),
      name !== 'salesA1',
      TZ,
      new Date(served.asOf),
    );
    expect(comparable(got), name).toEqual(comparable(want));
    // Each count card is the total of the order page it opens (Cards.tsx: the filter and the tab).
    const page = async (filter: object) => {
      const r = await t.call<{ orders: { total: number }; unsignedCount: number; signedCount: number }>(
        'POST',
        '/api/orders/page?page=1&size=1',
        { token: staff.token, body: filter },
      );
      return r.body.data;
    };
    const total = async (filter: object) => (await page(filter)).orders.total;
    expect(await total({ entryDate: [got.cards.today.from, got.cards.today.to], isReceived: '全部' }), name).toBe(
      got.cards.today.count,
    );
    expect(await total({ entryDate: [got.cards.month.from, got.cards.month.to], isReceived: '全部' }), name).toBe(
      got.cards.month.count,
    );
    expect(await total({}), name).toBe(got.cards.unsigned);
    expect(await total({ problem: true }), name).toBe(got.cards.problem);
    expect(await total({ trackingStatus: ['InTransit'] }), name).toBe(got.cards.inTransit);
    // 签收率 opens its days on 全部: the tab counts are the rate's two numbers.
    const signed = await page({ entryDate: [got.cards.signed.from, got.cards.signed.to], isReceived: '全部' });
    expect([signed.signedCount, signed.orders.total], name).toEqual([got.cards.signed.signed, got.cards.signed.total]);
    // 平均时效 opens the signed tab by signing date: the orders its average is of, and nothing unsigned.
    const delivered = await page({
      isReceived: '已签收',
      signedDate: [got.cards.delivery.from, got.cards.delivery.to],
    });
    expect(delivered.orders.total, name).toBe(got.cards.delivery.orders);
    expect(delivered, name).toEqual({ ...delivered, signedCount: got.cards.delivery.orders, unsignedCount: 0 });
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
    for (const name of ['敦豪华南', '敦豪华北', '欧速达', 'Swift', 'DHL-SZ'])
      expect(r.raw.toString()).not.toContain(name);
  });

  it('follow edits, signings, tracking updates and deletes', async () => {
    const unsigned = w.orders.filter((o) => !o.isReceived);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', unsigned[0]!.id).executeTakeFirstOrThrow();
    const put = await t.call('PUT', `/api/orders/${row.id}`, {
      token: admin,
      body: {
        numbers: row.numbers,
        customerId: row.customer_id,
        channelId: null,
        countryId: w.ids.countries.JP,
        consigneeName: 'X',
        weight: '1',
        pieces: 1,
        ownerUserId: w.staff.salesB1!.id,
        statusId: row.status_id,
        entryDate: new Date().toISOString(),
        isReceived: '已签收',
        version: row.version,
      },
    });
    expect(put.body.code, put.body.message).toBe(20000);
    // A tracking push: new status and event; a signing; a parcel falling silent; a delete.
    await t.db
      .updateTable('orders')
      .set({ tracking_status: 'Exception', last_event_at: new Date() })
      .where('id', '=', unsigned[1]!.id)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ tracking_status: 'Delivered', is_received: true, received_at: new Date() })
      .where('id', 'in', [unsigned[2]!.id, unsigned[3]!.id])
      .execute();
    await t.db
      .updateTable('orders')
      .set({ tracking_status: 'InTransit', last_event_at: new Date(Date.now() - 9 * 86_400_000) })
      .where('id', '=', unsigned[4]!.id)
      .execute();
    await t.db.updateTable('orders').set({ remark: 'nothing counted' }).execute();
    expect((await t.call('DELETE', `/api/orders/${unsigned[5]!.id}`, { token: admin })).body.code).toBe(20000);
    await expectExact();
    const deltas = await t.db
      .selectFrom('order_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('folded', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(deltas.n)).toBe(0);
  });

  it('count days in the company’s zone, again when it changes', async () => {
    const perDay = (tz: string) =>
      sql<{
        d: string;
        n: number;
      }>`select (entry_date at time zone ${tz})::date::text as d, count(*)::int as n from orders group by 1 order by 1`
        .execute(t.db)
        .then((r) => r.rows);
    const kept = () =>
      t.db
        .selectFrom('order_days')
        .select(['day as d', sql<number>`sum(n)::int`.as('n')])
        .where('dim', '=', 'tracking')
        .where('owner_user_id', '=', 0)
        .groupBy('day')
        .having(sql`sum(n)`, '<>', 0)
        .orderBy('day')
        .execute();
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

  it('come with the sign-in when the client asks, as the route answers them; not for a role without the page', async () => {
    const signIn = (username: string, password: string, home?: unknown) =>
      t.call<{ token: string; home?: DashboardFigures }>('POST', '/api/users/login', {
        body: { username, password, ...(home !== undefined && { home }) },
      });
    const withHome = (await signIn('admin', ADMIN_PASSWORD, true)).body.data;
    expect(withHome.home!.orders).toEqual((await figures(withHome.token)).orders);
    expect((await signIn('admin', ADMIN_PASSWORD)).body.data).not.toHaveProperty('home');
    await signedInWith(t, 'noDashAtSignIn', [P.order.view]);
    const refused = await signIn('noDashAtSignIn', USER_PASSWORD, true);
    expect(refused.body.code).toBe(20000);
    expect(refused.body.data).not.toHaveProperty('home');
    const bad = await signIn('admin', ADMIN_PASSWORD, 'yes');
    expect(bad.body.code).toBe(40000);
    expect(errorPaths(bad)).toEqual(['home']);
  });

  it('empty with the orders', async () => {
    await sql`truncate orders cascade`.execute(t.db);
    const boss = (await figures(w.staff.boss!.token)).orders!;
    expect(boss.cards).toMatchObject({
      unsigned: 0,
      problem: 0,
      today: { count: 0, previous: 0 },
      delivery: { orders: 0, averageDays: null },
    });
    expect(boss.byStatus).toEqual([]);
    expect(boss.problemByAgent).toEqual([]);
  });
});
