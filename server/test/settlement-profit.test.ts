import type { ExchangeRateRow, MoneySummary, ProfitOrderRow, ProfitReport } from '@fwd/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '../src/modules/settlement/profit.ts';
import { adminApp, givenRole, givenUser, signedInWith, USER_PASSWORD, type Caller } from './harness.ts';
import { givenCustomer, insertOrder } from './order-fixtures.ts';

/*
 * 汇率 and 利润报表 against hand-computed figures. Orders are given their
 * charges directly (the pricing has its own tests), in January and February
 * 2026 on the company's clock (Asia/Shanghai). Rates: January USD 7.1 and EUR
 * 7.8, February USD 7.2 and no EUR.
 *
 *   order  customer  channel agent owner   month   sale        cost       sale CNY  cost CNY  profit
 *   P1     甲        C1      AG1   sales1  01      USD 100.00  CNY 500.00   710.00   500.00   210.00
 *   P2     甲        C2      -     sales1  01      CNY 300.00  EUR 20.00    300.00   156.00   144.00
 *   P3     乙        C1      AG1   sales2  02 (*)  USD 50.00   USD 30.00    360.00   216.00   144.00
 *   P4     乙        C1      AG1   sales2  02      EUR 10.00   CNY 50.00    (none)    50.00   (none)
 *   P5     甲        C1      -     sales1  02      CNY 80.00   (no cost)     80.00
 *   P6 pending, P7 in December 2025: neither counts.
 * (*) 2026-01-31 17:00 UTC, 1 February in Shanghai.
 */

let t: Caller;
let admin: string;
const ids: Record<string, number> = {};
const users: Record<string, number> = {};

async function givenCharged(
  numbers: string,
  o: { customer: string; channel: string; agent?: string; owner: string; at: string },
  charge: { state?: 'pending' | 'priced' | 'billed'; sale?: [string, string]; cost?: [string, string] },
) {
  const id = await insertOrder(t.db, {
    numbers,
    customer_id: ids[o.customer]!,
    channel_id: ids[o.channel]!,
    agent_id: o.agent ? ids[o.agent]! : null,
    owner_user_id: users[o.owner]!,
    entry_date: new Date(o.at),
  });
  await t.db
    .insertInto('order_charges')
    .values({
      order_id: id,
      state: charge.state ?? 'priced',
      inputs: 'test',
      sale_lines: '[]',
      cost_lines: '[]',
      currency: charge.sale?.[0] ?? null,
      sale_total: charge.sale?.[1] ?? null,
      cost_currency: charge.cost?.[0] ?? null,
      cost_total: charge.cost?.[1] ?? null,
    })
    .execute();
  ids[numbers] = id;
}

const tokens: Record<string, string> = {};
const get = <T>(path: string, token = tokens.boss!) => t.call<T>('GET', path, { token });
const report = async (query: string, token = tokens.boss!) => {
  const r = await get<ProfitReport>(`/api/settlement/profit?${query}`, token);
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};
const addRate = (month: string, currency: string, rate: string, token = tokens.boss!) =>
  t.call<ExchangeRateRow>('POST', '/api/settlement/rates', { token, body: { month, currency, rate } });

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  for (const name of ['sales1', 'sales2']) users[name] = await givenUser(t.db, name, null);
  for (const [short_name, owner] of [
    ['甲', 'sales1'],
    ['乙', 'sales2'],
  ] as const)
    ids[short_name] = await givenCustomer(t.db, short_name, users[owner]!);
  for (const code of ['C1', 'C2'])
    ids[code] = (
      await t.db
        .insertInto('channels')
        .values({ code, name: code, mode: 'express', incoterm: 'DDP' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.AG1 = (
    await t.db
      .insertInto('agents')
      .values({ agent_name: '一号代理', agent_code: 'AG1' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const boss = await givenRole(t.db, 'boss', ['profit:view', 'rate:view', 'rate:edit', 'charge:view']);
  await t.db.updateTable('roles').set({ scope: 'ALL' }).where('id', '=', boss).execute();
  await givenUser(t.db, 'boss', boss);
  tokens.boss = await t.login('boss', USER_PASSWORD);
  // sales1's own orders only (a SELF scope), seeing profit.
  const self = await givenRole(t.db, 'self', ['profit:view']);
  await t.db.updateTable('roles').set({ scope: 'SELF' }).where('id', '=', self).execute();
  await t.db.updateTable('users').set({ role_id: self }).where('id', '=', users.sales1!).execute();
  tokens.sales1 = await t.login('sales1', USER_PASSWORD);
  tokens.viewer = (await signedInWith(t, 'viewer', ['rate:view'])).token;
  tokens.nobody = (await signedInWith(t, 'nobody', ['order:view'])).token;

  await givenCharged(
    'P1',
    { customer: '甲', channel: 'C1', agent: 'AG1', owner: 'sales1', at: '2026-01-15T04:00:00Z' },
    { sale: ['USD', '100.00'], cost: ['CNY', '500.00'] },
  );
  await givenCharged(
    'P2',
    { customer: '甲', channel: 'C2', owner: 'sales1', at: '2026-01-20T04:00:00Z' },
    { state: 'billed', sale: ['CNY', '300.00'], cost: ['EUR', '20.00'] },
  );
  await givenCharged(
    'P3',
    { customer: '乙', channel: 'C1', agent: 'AG1', owner: 'sales2', at: '2026-01-31T17:00:00Z' },
    { sale: ['USD', '50.00'], cost: ['USD', '30.00'] },
  );
  await givenCharged(
    'P4',
    { customer: '乙', channel: 'C1', agent: 'AG1', owner: 'sales2', at: '2026-02-10T04:00:00Z' },
    { sale: ['EUR', '10.00'], cost: ['CNY', '50.00'] },
  );
  await givenCharged(
    'P5',
    { customer: '甲', channel: 'C1', owner: 'sales1', at: '2026-02-11T04:00:00Z' },
    { sale: ['CNY', '80.00'] },
  );
  await givenCharged(
    'P6',
    { customer: '甲', channel: 'C1', owner: 'sales1', at: '2026-02-12T04:00:00Z' },
    { state: 'pending' },
  );
  await givenCharged(
    'P7',
    { customer: '甲', channel: 'C1', owner: 'sales1', at: '2025-12-20T04:00:00Z' },
    { sale: ['CNY', '999.00'], cost: ['CNY', '1.00'] },
  );
  for (const [month, currency, rate] of [
    ['2026-01', 'USD', '7.1'],
    ['2026-01', 'EUR', '7.8'],
    ['2026-02', 'USD', '7.2'],
  ] as const)
    expect((await addRate(month, currency, rate)).body.code).toBe(20000);
});

describe('exchange rates', () => {
  it('lists a month’s rates by currency, audited as they were kept', async () => {
    const r = await get<ExchangeRateRow[]>('/api/settlement/rates?month=2026-01', tokens.viewer);
    expect(r.body.data.map((x) => [x.currency, x.rate, x.version])).toEqual([
      ['EUR', '7.8', 1],
      ['USD', '7.1', 1],
    ]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'exchangeRate')
      .where('action', '=', 'create')
      .execute();
    expect(audited.map((a) => Number(a.entity_id)).sort()).toEqual(
      expect.arrayContaining(r.body.data.map((x) => x.id)),
    );
  });

  it('refuses a second rate for the month and currency, CNY, 0 and a bad month, naming the field', async () => {
    const twice = await addRate('2026-01', 'usd', '7.3');
    expect(twice.body.code).toBe(40900);
    expect(twice.body.data).toMatchObject({ errors: [{ path: 'currency' }] });
    for (const [body, path] of [
      [{ month: '2026-01', currency: 'CNY', rate: '1' }, 'currency'],
      [{ month: '2026-01', currency: 'GBP', rate: '0.000' }, 'rate'],
      [{ month: '2026-13', currency: 'GBP', rate: '9' }, 'month'],
      [{ month: '2026-01', currency: 'GBP', rate: '-9' }, 'rate'],
      [{ month: '2026-01', currency: 'GBP', rate: '9.123456789' }, 'rate'],
    ] as const) {
      const r = await t.call('POST', '/api/settlement/rates', { token: tokens.boss, body: body });
      expect(r.body.code, JSON.stringify(body)).toBe(40000);
      expect(r.body.data, JSON.stringify(body)).toMatchObject({ errors: [{ path }] });
    }
    expect((await get<ExchangeRateRow[]>('/api/settlement/rates?month=2026-01')).body.data).toHaveLength(2);
  });

  it('edits with the version read, refusing a stale one with the rate as it is now', async () => {
    const gbp = (await addRate('2026-03', 'GBP', '9.1')).body.data;
    const edited = await t.call<ExchangeRateRow>('PUT', `/api/settlement/rates/${gbp.id}`, {
      token: tokens.boss,
      body: { rate: '9.15', version: gbp.version },
    });
    expect(edited.body.data).toMatchObject({ rate: '9.15', version: 2 });
    const stale = await t.call<ExchangeRateRow>('PUT', `/api/settlement/rates/${gbp.id}`, {
      token: tokens.boss,
      body: { rate: '9.2', version: gbp.version },
    });
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ rate: '9.15', version: 2 });
    const gone = await t.call('PUT', '/api/settlement/rates/999999', {
      token: tokens.boss,
      body: { rate: '9.2', version: 1 },
    });
    expect(gone.body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/settlement/rates/${gbp.id}`, { token: tokens.boss })).body.code).toBe(20000);
    expect((await get<ExchangeRateRow[]>('/api/settlement/rates?month=2026-03')).body.data).toEqual([]);
  });

  it('copies the month before’s rates, leaving a rate the month has as it is', async () => {
    expect((await addRate('2026-04', 'USD', '7.25')).body.code).toBe(20000);
    // March has none: said, nothing copied.
    const none = await t.call('POST', '/api/settlement/rates/copy', { token: tokens.boss, body: { month: '2026-04' } });
    expect(none.body.code).toBe(40000);
    expect(none.body.data).toMatchObject({ errors: [{ path: 'month' }] });
    expect((await addRate('2026-03', 'USD', '7.3')).body.code).toBe(20000);
    expect((await addRate('2026-03', 'JPY', '0.0481')).body.code).toBe(20000);
    const copied = await t.call<ExchangeRateRow[]>('POST', '/api/settlement/rates/copy', {
      token: tokens.boss,
      body: { month: '2026-04' },
    });
    expect(copied.body.data.map((x) => [x.currency, x.rate])).toEqual([
      ['JPY', '0.0481'],
      ['USD', '7.25'],
    ]);
  });

  it('wants rate:edit to change and rate:view to read, and a token', async () => {
    expect((await addRate('2026-05', 'USD', '7', tokens.viewer)).body.code).toBe(40300);
    expect((await get('/api/settlement/rates?month=2026-01', tokens.nobody)).body.code).toBe(40300);
    expect((await t.call('GET', '/api/settlement/rates?month=2026-01')).status).toBe(401);
  });
});

describe('profit', () => {
  it('adds each customer up in CNY at the entry month’s rates, and says which rate is missing', async () => {
    const r = await report('from=2026-01&to=2026-02&groupBy=customer');
    expect(r.groups).toEqual([
      {
        key: String(ids['甲']),
        label: '甲',
        orders: 3,
        costed: 2,
        sale: '1090.00',
        cost: '656.00',
        profit: '354.00',
        sales: [
          { currency: 'CNY', amount: '380.00' },
          { currency: 'USD', amount: '100.00' },
        ],
        costs: [
          { currency: 'CNY', amount: '500.00' },
          { currency: 'EUR', amount: '20.00' },
        ],
      },
      {
        key: String(ids['乙']),
        label: '乙',
        orders: 2,
        costed: 2,
        sale: null,
        cost: '266.00',
        profit: null,
        sales: [
          { currency: 'EUR', amount: '10.00' },
          { currency: 'USD', amount: '50.00' },
        ],
        costs: [
          { currency: 'CNY', amount: '50.00' },
          { currency: 'USD', amount: '30.00' },
        ],
      },
    ]);
    expect(r.totals).toMatchObject({ orders: 5, costed: 4, sale: null, cost: '922.00', profit: null });
    expect(r.missingRates).toEqual([{ month: '2026-02', currency: 'EUR', orders: 1 }]);
  });

  it('groups by month (on the company’s clock), agent, salesperson and channel', async () => {
    const months = await report('from=2026-01&to=2026-02&groupBy=month');
    expect(months.groups.map((g) => [g.key, g.orders, g.sale, g.cost, g.profit])).toEqual([
      ['2026-01', 2, '1010.00', '656.00', '354.00'],
      ['2026-02', 3, null, '266.00', null],
    ]);
    const agents = await report('from=2026-01&to=2026-02&groupBy=agent');
    expect(agents.groups.map((g) => [g.label, g.orders, g.cost])).toEqual([
      [null, 2, '156.00'],
      ['一号代理', 3, '766.00'],
    ]);
    const owners = await report('from=2026-01&to=2026-02&groupBy=owner');
    expect(owners.groups.map((g) => [g.label, g.orders, g.profit])).toEqual([
      ['sales1', 3, '354.00'],
      ['sales2', 2, null],
    ]);
    const channels = await report('from=2026-01&to=2026-01&groupBy=channel');
    expect(channels.groups.map((g) => [g.label, g.profit])).toEqual([
      ['C1', '210.00'],
      ['C2', '144.00'],
    ]);
  });

  it('converts once the missing rate is kept', async () => {
    expect((await addRate('2026-02', 'EUR', '7.5')).body.code).toBe(20000);
    const r = await report('from=2026-01&to=2026-02&groupBy=customer');
    expect(r.groups.find((g) => g.label === '乙')).toMatchObject({ sale: '435.00', cost: '266.00', profit: '169.00' });
    expect(r.totals).toMatchObject({ sale: '1525.00', cost: '922.00', profit: '523.00' });
    expect(r.missingRates).toEqual([]);
  });

  it('filters by customer, channel, agent and salesperson, and by the caller’s data scope', async () => {
    expect((await report(`from=2026-01&to=2026-02&customerId=${ids['乙']}`)).totals.orders).toBe(2);
    expect((await report(`from=2026-01&to=2026-02&channelId=${ids.C2}`)).totals.orders).toBe(1);
    expect((await report(`from=2026-01&to=2026-02&agentId=${ids.AG1}`)).totals.orders).toBe(3);
    expect((await report(`from=2026-01&to=2026-02&ownerUserId=${users.sales2}`)).totals.orders).toBe(2);
    const own = await report('from=2026-01&to=2026-02&groupBy=customer', tokens.sales1);
    expect(own.groups.map((g) => g.label)).toEqual(['甲']);
    expect(own.totals).toMatchObject({ orders: 3, profit: '354.00' });
  });

  it('lists the orders one by one with the rates used', async () => {
    const r = await get<{ records: ProfitOrderRow[]; total: number }>(
      '/api/settlement/profit/orders?from=2026-01&to=2026-02&pageSize=2',
    );
    expect(r.body.data.total).toBe(5);
    expect(r.body.data.records.map((x) => x.numbers)).toEqual(['P5', 'P4']);
    const all = await get<{ records: ProfitOrderRow[] }>('/api/settlement/profit/orders?from=2026-01&to=2026-02');
    const p1 = all.body.data.records.find((x) => x.numbers === 'P1')!;
    expect(p1).toMatchObject({
      month: '2026-01',
      sale: { currency: 'USD', amount: '100.00' },
      cost: { currency: 'CNY', amount: '500.00' },
      saleRate: '7.1',
      costRate: '1',
      saleCny: '710.00',
      costCny: '500.00',
      profit: '210.00',
      agentName: '一号代理',
    });
    expect(all.body.data.records.find((x) => x.numbers === 'P3')).toMatchObject({ month: '2026-02', profit: '144.00' });
    expect(all.body.data.records.find((x) => x.numbers === 'P5')).toMatchObject({ cost: null, profit: null });
  });

  it('exports the groups and totals in number cells, and every order', async () => {
    const file = await t.call('GET', '/api/settlement/profit/export?from=2026-01&to=2026-02&groupBy=customer', {
      token: tokens.boss,
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r.slice(1, 7))).toEqual([
      ['甲', 3, 2, 1090, 656, 354],
      ['乙', 2, 2, 435, 266, 169],
      ['合计', 5, 4, 1525, 922, 523],
    ]);
    const orders = await t.call('GET', '/api/settlement/profit/export?from=2026-01&to=2026-02&groupBy=order', {
      token: tokens.boss,
    });
    const ob = new ExcelJS.Workbook();
    await ob.xlsx.load(orders.raw as unknown as ArrayBuffer);
    expect(ob.worksheets[0]!.rowCount).toBe(6);
  });

  it('refuses a backwards or too long period, and wants profit:view', async () => {
    const back = await get('/api/settlement/profit?from=2026-03&to=2026-02');
    expect(back.body.code).toBe(40000);
    expect(back.body.data).toMatchObject({ errors: [{ path: 'to' }] });
    expect((await get('/api/settlement/profit?from=2020-01&to=2026-02')).body.code).toBe(40000);
    expect((await get('/api/settlement/profit?from=2026-1&to=2026-02')).body.code).toBe(40000);
    expect((await get('/api/settlement/profit?from=2026-01&to=2026-02', tokens.viewer)).body.code).toBe(40300);
    expect((await t.call('GET', '/api/settlement/profit?from=2026-01&to=2026-02')).status).toBe(401);
  });

  it('refuses agents to a role that does not see them', async () => {
    const role = await givenRole(t.db, 'masked', ['profit:view']);
    await t.db.updateTable('roles').set({ show_agent: false }).where('id', '=', role).execute();
    await givenUser(t.db, 'masked', role);
    const token = await t.login('masked', USER_PASSWORD);
    expect((await get('/api/settlement/profit?from=2026-01&to=2026-02&groupBy=agent', token)).body.code).toBe(40300);
    expect((await get(`/api/settlement/profit?from=2026-01&to=2026-02&agentId=${ids.AG1}`, token)).body.code).toBe(
      40300,
    );
  });
});

describe('the home page’s money', () => {
  beforeAll(async () => {
    const tz = t.config.timeZone;
    const month = monthOf(new Date(), tz);
    const start = new Date(`${month}-01T00:00:00+08:00`);
    const before = monthOf(new Date(start.getTime() - 12 * 3600_000), tz);
    await givenCharged(
      'M1',
      { customer: '甲', channel: 'C1', owner: 'sales1', at: new Date(start.getTime() + 1000).toISOString() },
      { sale: ['CNY', '100.00'], cost: ['CNY', '60.00'] },
    );
    await givenCharged(
      'M2',
      { customer: '甲', channel: 'C1', owner: 'sales1', at: new Date(start.getTime() + 2000).toISOString() },
      { sale: ['GBP', '10.00'], cost: ['CNY', '5.00'] },
    );
    await givenCharged(
      'M3',
      {
        customer: '乙',
        channel: 'C1',
        owner: 'sales2',
        at: new Date(start.getTime() - 12 * 3600_000).toISOString(),
      },
      { sale: ['CNY', '40.00'], cost: ['CNY', '30.00'] },
    );
    expect(before).not.toBe(month);
  });

  it('gives revenue to charge:view, profit too with the cost code, and says a missing rate', async () => {
    const revenueOnly = (await signedInWith(t, 'clerk', ['charge:view'])).token;
    await t.db.updateTable('roles').set({ scope: 'ALL' }).where('name', '=', 'role_clerk').execute();
    const withCost = (await signedInWith(t, 'finance', ['charge:view', 'charge:cost'])).token;
    await t.db.updateTable('roles').set({ scope: 'ALL' }).where('name', '=', 'role_finance').execute();
    const clerk = (await get<MoneySummary>('/api/settlement/money-summary', revenueOnly)).body.data;
    expect(clerk.months[0]).toEqual({ month: clerk.months[0]!.month, revenue: null, missing: ['GBP'] });
    expect(clerk.months[1]).toEqual({ month: clerk.months[1]!.month, revenue: '40.00', missing: [] });
    const finance = (await get<MoneySummary>('/api/settlement/money-summary', withCost)).body.data;
    expect(finance.months[1]).toMatchObject({ revenue: '40.00', profit: '10.00' });
    expect(finance.months[0]).toMatchObject({ revenue: null, profit: null, missing: ['GBP'] });
    expect((await addRate(finance.months[0]!.month, 'GBP', '9')).body.code).toBe(20000);
    const after = (await get<MoneySummary>('/api/settlement/money-summary', withCost)).body.data;
    expect(after.months[0]).toMatchObject({ revenue: '190.00', profit: '125.00', missing: [] });
    // Only the orders the caller sees: sales1 has none last month.
    const own = (await get<MoneySummary>('/api/settlement/money-summary', tokens.sales1)).body.data;
    expect(own.months[1]).toMatchObject({ revenue: '0.00', profit: '0.00' });
    expect((await get('/api/settlement/money-summary', tokens.nobody)).body.code).toBe(40300);
    expect(admin).toBeTruthy();
  });
});
