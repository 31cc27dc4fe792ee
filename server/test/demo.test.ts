import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/boot.ts';
import { DEMO_PASSWORD, seedDemoData } from '../src/demo/organization.ts';
import { seedDemoOrders } from '../src/demo/orders.ts';
import { seedDemoSettlement } from '../src/demo/settlement.ts';
import { ADMIN_PASSWORD, testApp, type Caller } from './harness.ts';

let t: Caller;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const counts = async () => {
  const n = (table: 'companies' | 'users' | 'chat_accounts' | 'roles') =>
    t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => r.n);
  return {
    companies: await n('companies'),
    users: await n('users'),
    chat: await n('chat_accounts'),
    roles: await n('roles'),
  };
};

describe('demo data', () => {
  it('is off in tests unless asked for', async () => {
    expect(await counts()).toMatchObject({ companies: 0, users: 1, chat: 0 });
  });

  it('seeds companies, roles, employees and chat accounts once, when enabled', async () => {
    const database = { db: t.db, kind: 'pglite' as const, close: async () => {} };
    expect(
      (await prepareDatabase(database, { adminPassword: ADMIN_PASSWORD, demoData: true, timeZone: 'Asia/Shanghai' }))
        .demoSeeded,
    ).toBe(true);
    const after = await counts();
    expect(after).toEqual({ companies: 4, users: 21, chat: 11, roles: 5 });

    expect(
      (await prepareDatabase(database, { adminPassword: ADMIN_PASSWORD, demoData: true, timeZone: 'Asia/Shanghai' }))
        .demoSeeded,
    ).toBe(false);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(after);
    // The whole demo seeds here: 90 days of orders with their tracking, every one priced (17 s with the machine loaded).
  }, 60_000);

  it('gives working sign-ins, sensible grants, idle accounts and one deleted employee', async () => {
    const manager = await t.login('zhangwei', DEMO_PASSWORD);
    const companies = await t.call<{ companyName: string; userCount: number }[]>('GET', '/api/company', {
      token: manager,
    });
    expect(companies.body.data.map((c) => c.companyName)).toEqual(['总部', '深圳分公司', '义乌分公司', '广州分公司']);
    // Head counts follow the caller's scope, as the employee list does: the whole company's 19 for the administrator.
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const all = await t.call<{ userCount: number }[]>('GET', '/api/company', { token: admin });
    expect(all.body.data.reduce((s, c) => s + c.userCount, 0)).toBe(19);

    const sales = await t.login('yangli', DEMO_PASSWORD);
    const qq = await t.call<{ name: string | null }[]>('GET', '/api/qq', { token: sales });
    expect(qq.body.data.some((a) => a.name === '杨丽')).toBe(true);
    expect(qq.body.data.some((a) => a.name === null)).toBe(true);
    // Her page of QQ and WeChat accounts is the employee page: she sees it with its data, her own record only.
    const staff = await t.call<{ records: { username: string }[] }>('GET', '/api/users/getAllUsersById', {
      token: sales,
    });
    expect(staff.body.data.records.map((e) => e.username)).toEqual(['yangli']);

    // The manager's scope is their company (总部): the departed 罗超 of 广州分公司 is not theirs.
    expect(
      (await t.call<{ total: number }>('GET', '/api/users/all-deleted-employees', { token: manager })).body.data.total,
    ).toBe(0);
    const hq = await t.call<{ records: { companyName: string }[] }>('GET', '/api/users/getAllUsersById?pageSize=100', {
      token: manager,
    });
    expect(new Set(hq.body.data.records.map((e) => e.companyName))).toEqual(new Set(['总部']));
    expect(companies.body.data.reduce((s, c) => s + c.userCount, 0)).toBe(hq.body.data.records.length);
    await expect(t.login('luochao', DEMO_PASSWORD)).rejects.toThrow();
  });

  it('seeds customers over the sales staff, agents with their options, channels of every mode; 业务员 see agents masked', async () => {
    const n = (table: 'customers' | 'agents' | 'channels') =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => r.n);
    expect({ customers: await n('customers'), agents: await n('agents'), channels: await n('channels') }).toEqual({
      customers: 20,
      agents: 8,
      channels: 12,
    });
    const modes = await t.db.selectFrom('channels').select('mode').distinct().orderBy('mode').execute();
    expect(modes.map((m) => m.mode)).toEqual(['air', 'express', 'sea']);
    const bare = await t.db
      .selectFrom('agents')
      .select('id')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('agent_channels').select('agent_id').whereRef('agent_id', '=', 'agents.id'))),
      )
      .execute();
    expect(bare).toEqual([]);

    const sales = await t.login('yangli', DEMO_PASSWORD);
    const mine = await t.call<{ records: { ownerUsername: string }[]; total: number }>('GET', '/api/customer/page', {
      token: sales,
    });
    expect(mine.body.data.total).toBe(3);
    expect(new Set(mine.body.data.records.map((c) => c.ownerUsername))).toEqual(new Set(['yangli']));
    const agents = await t.call<{ agentName: string }[]>('GET', '/api/agent/all-agent', { token: sales });
    expect(new Set(agents.body.data.map((a) => a.agentName))).toEqual(new Set(['****']));

    const manager = await t.login('zhangwei', DEMO_PASSWORD);
    expect((await t.call<{ total: number }>('GET', '/api/customer/page', { token: manager })).body.data.total).toBe(2);
    const countries = await t.call<{ code: string }[]>('GET', '/api/country/all-country', { token: manager });
    expect(countries.body.data.slice(0, 3).map((c) => c.code)).toEqual(['US', 'GB', 'DE']);
  });

  it('seeds 90 days of orders from the demo upstream, with tracking from the demo provider, once', async () => {
    const n = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n.n).toBeGreaterThan(3000);
    const byStatus = await t.db
      .selectFrom('orders')
      .select(['tracking_status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('tracking_status')
      .execute();
    const statuses = new Set(byStatus.map((r) => r.tracking_status));
    for (const s of ['Delivered', 'InTransit', 'Exception']) expect(statuses).toContain(s);
    const signed = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_received', '=', true)
      .executeTakeFirstOrThrow();
    expect(signed.n).toBeGreaterThan(n.n / 3);
    const events = await t.db
      .selectFrom('tracking_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(events.n).toBeGreaterThan(n.n);
    // Coherent with the orders: nothing happens before an order was entered, and what happens abroad happens in its country.
    const early = await t.db
      .selectFrom('tracking_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .whereRef('e.time', '<', 'o.entry_date')
      .executeTakeFirstOrThrow();
    expect(Number(early.n)).toBe(0);
    const abroad = await t.db
      .selectFrom('tracking_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .innerJoin('countries as c', 'c.id', 'o.country_id')
      .select(['e.location', 'c.code'])
      .where('e.sub_status', 'in', [
        'InTransit_Arrival',
        'InTransit_CustomsProcessing',
        'InTransit_CustomsReleased',
        'OutForDelivery_Other',
        'Delivered_Other',
      ])
      .execute();
    expect(abroad.length).toBeGreaterThan(1000);
    expect(abroad.filter((e) => !e.location?.endsWith(`, ${e.code}`))).toEqual([]);
    expect(await seedDemoOrders(t.db)).toBe(false);

    const sales = await t.login('yangli', DEMO_PASSWORD);
    const mine = await t.call<{
      orders: { records: { username: string; agentName: string | null }[] };
      unsignedCount: number;
    }>('POST', '/api/orders/page', { token: sales, body: {} });
    expect(mine.body.data.unsignedCount).toBeGreaterThan(0);
    expect(new Set(mine.body.data.orders.records.map((o) => o.username))).toEqual(new Set(['yangli']));
    expect(mine.body.data.orders.records.filter((o) => o.agentName).every((o) => o.agentName === '****')).toBe(true);
  });

  it('prices most demo orders (their channels serve their countries), leaving a handful pending for each reason', async () => {
    // Seeded with the rest (prepareDatabase above), once.
    expect(await seedDemoSettlement(t.db, t.config.timeZone)).toBe(false);
    const rows = await t.db
      .selectFrom('order_charges')
      .select(['state', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['state', 'reason'])
      .execute();
    const all = rows.reduce((sum, r) => sum + Number(r.n), 0);
    // Priced and billed (on the demo's issued statements) alike have no reason.
    const of = (reason: string | null) =>
      rows.filter((r) => r.reason === reason).reduce((sum, r) => sum + Number(r.n), 0);
    expect(all).toBeGreaterThan(3000);
    expect(of(null) / all).toBeGreaterThan(0.85);
    // Not weighed yet, a Mexican postcode FedEx has no zone for, a parcel longer than its channel takes, no channel.
    for (const reason of ['noWeight', 'noZone', 'longestSide', 'noChannel']) {
      expect(of(reason), reason).toBeGreaterThan(2);
      expect(of(reason) / all, reason).toBeLessThan(0.05);
    }
    // With the cargo types, address types and sizes they carry.
    const inputs = await t.db
      .selectFrom('orders')
      .select([
        (eb) => eb.fn.count<number>('cargo_type').as('cargo'),
        (eb) => eb.fn.count<number>('address_type').as('address'),
        (eb) => eb.fn.count<number>('length_cm').as('sized'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(inputs.cargo) / all).toBeGreaterThan(0.9);
    expect(Number(inputs.address) / all).toBeGreaterThan(0.8);
    expect(Number(inputs.sized) / all).toBeGreaterThan(0.3);
  });

  it('gives each role its part of 结算管理: a salesperson her own customers’ charges and statements, not their cost', async () => {
    const profit = '/api/settlement/profit?from=2026-01&to=2026-12';
    type Charges = { records: { ownerName: string; cost?: unknown; profit?: unknown }[]; total: number };
    const sales = await t.login('yangli', DEMO_PASSWORD);
    const mine = await t.call<Charges>('POST', '/api/settlement/charges/page', { token: sales, body: {} });
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(new Set(mine.body.data.records.map((r) => r.ownerName))).toEqual(new Set(['杨丽']));
    expect(mine.body.data.records.filter((r) => 'cost' in r || 'profit' in r)).toEqual([]);
    expect((await t.call('GET', '/api/statements', { token: sales })).body.code).toBe(20000);
    expect((await t.call('GET', profit, { token: sales })).body.code).toBe(40300);
    expect((await t.call('POST', '/api/statements', { token: sales, body: {} })).body.code).toBe(40300);

    const manager = await t.login('zhangwei', DEMO_PASSWORD);
    const all = await t.call<Charges>('POST', '/api/settlement/charges/page', { token: manager, body: {} });
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.records.some((r) => 'cost' in r)).toBe(true);
    expect((await t.call('GET', profit, { token: manager })).body.code).toBe(20000);
    expect((await t.call('POST', '/api/settlement/charges/price-all', { token: manager, body: {} })).body.code).toBe(
      40300,
    );
  });
});
