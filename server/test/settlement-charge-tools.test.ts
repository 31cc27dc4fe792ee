import type { ChargeRow, ChargeTotals, PriceLevelRow } from '@fwd/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp, givenRole, givenUser, signedInWith, USER_PASSWORD, type Caller } from './harness.ts';
import { givenCustomer, insertOrder } from './order-fixtures.ts';

/*
 * 运单计费's list tools on charges given directly (the pricing has its own tests):
 *
 *   order  owner   state    sale         cost         profit (one currency)
 *   T1     sales1  priced   CNY 50.00    CNY 33.00    CNY 17.00
 *   T2     sales1  priced   USD 10.50    CNY 40.00    (two currencies)
 *   T3     sales1  priced   USD 5.25     USD 2.00     USD 3.25
 *   T4     sales1  (never priced)
 *   T5     sales2  billed   JPY 1200     JPY 1500     JPY -300
 */

let t: Caller;
let admin: string;
const ids: Record<string, number> = {};
const users: Record<string, number> = {};
const tokens: Record<string, string> = {};
let channel: number;

async function givenCharged(
  numbers: string,
  owner: string,
  charge?: { state: 'priced' | 'billed'; sale: [string, string]; cost: [string, string] },
) {
  const id = await insertOrder(t.db, {
    numbers,
    customer_id: ids.customer!,
    channel_id: channel,
    owner_user_id: users[owner]!,
    entry_date: new Date(Date.now() - 86_400_000),
  });
  ids[numbers] = id;
  if (charge)
    await t.db
      .insertInto('order_charges')
      .values({
        order_id: id,
        state: charge.state,
        inputs: 'given',
        currency: charge.sale[0],
        sale_total: charge.sale[1],
        cost_currency: charge.cost[0],
        cost_total: charge.cost[1],
        sale_lines: '[]',
        cost_lines: '[]',
      })
      .execute();
}

const totals = async (token: string, body: object = {}) => {
  const r = await t.call<ChargeTotals>('POST', '/api/settlement/charges/totals', { token, body });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  users.sales1 = await givenUser(t.db, 'sales1', null);
  users.sales2 = await givenUser(t.db, 'sales2', null);
  channel = (
    await t.db
      .insertInto('channels')
      .values({ code: 'US-T', name: 'US-T', mode: 'express', incoterm: 'DDP' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.customer = await givenCustomer(t.db, '甲', users.sales1);
  await givenCharged('T1', 'sales1', { state: 'priced', sale: ['CNY', '50.00'], cost: ['CNY', '33.00'] });
  await givenCharged('T2', 'sales1', { state: 'priced', sale: ['USD', '10.50'], cost: ['CNY', '40.00'] });
  await givenCharged('T3', 'sales1', { state: 'priced', sale: ['USD', '5.25'], cost: ['USD', '2.00'] });
  await givenCharged('T4', 'sales1');
  await givenCharged('T5', 'sales2', { state: 'billed', sale: ['JPY', '1200.00'], cost: ['JPY', '1500.00'] });
  const finance = await givenRole(t.db, 'finance', ['charge:view', 'charge:cost', 'charge:adjust']);
  await t.db.updateTable('roles').set({ scope: 'ALL' }).where('id', '=', finance).execute();
  await givenUser(t.db, 'finance', finance);
  tokens.finance = await t.login('finance', USER_PASSWORD);
  // sales1 sees her own orders' sale prices only.
  const self = await givenRole(t.db, 'self', ['charge:view']);
  await t.db.updateTable('users').set({ role_id: self }).where('id', '=', users.sales1).execute();
  tokens.sales1 = await t.login('sales1', USER_PASSWORD);
});

describe('the charges’ totals', () => {
  it('add up every matching order per currency, cost and profit too with charge:cost', async () => {
    expect(await totals(tokens.finance!)).toEqual({
      orders: 5,
      priced: 4,
      sale: [
        { currency: 'CNY', amount: '50.00' },
        { currency: 'JPY', amount: '1200' },
        { currency: 'USD', amount: '15.75' },
      ],
      cost: [
        { currency: 'CNY', amount: '73.00' },
        { currency: 'JPY', amount: '1500' },
        { currency: 'USD', amount: '2.00' },
      ],
      profit: [
        { currency: 'CNY', amount: '17.00' },
        { currency: 'JPY', amount: '-300' },
        { currency: 'USD', amount: '3.25' },
      ],
    });
    expect(await totals(tokens.finance!, { state: 'pending' })).toEqual({
      orders: 1,
      priced: 0,
      sale: [],
      cost: [],
      profit: [],
    });
    expect(await totals(tokens.finance!, { numbers: ['T5'] })).toMatchObject({
      orders: 1,
      profit: [{ amount: '-300' }],
    });
  });

  it('leave cost and profit out without charge:cost, and count only the orders in the caller’s scope', async () => {
    expect(await totals(tokens.sales1!)).toEqual({
      orders: 4,
      priced: 3,
      sale: [
        { currency: 'CNY', amount: '50.00' },
        { currency: 'USD', amount: '15.75' },
      ],
    });
    expect((await t.call('POST', '/api/settlement/charges/totals', { body: {} })).status).toBe(401);
    const none = (await signedInWith(t, 'nobody', ['order:view'])).token;
    expect((await t.call('POST', '/api/settlement/charges/totals', { token: none, body: {} })).body.code).toBe(40300);
  });
});

describe('the charges’ export', () => {
  const sheet = async (token: string, body: object) => {
    const r = await t.call('POST', '/api/settlement/charges/export', { token, body });
    expect(r.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.raw as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('writes the filtered list, money in number cells, cost and profit only for who sees them', async () => {
    const [header, ...rows] = await sheet(tokens.finance!, { state: 'priced' });
    expect(header).toEqual(expect.arrayContaining(['运单号', '应收', '预计成本', '毛利']));
    const at = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[0], r[at('计费状态')], r[at('应收')], r[at('预计成本')], r[at('毛利')]])).toEqual([
      ['T3', '已计费', 5.25, 2, 3.25],
      ['T2', '已计费', 10.5, 40, undefined],
      ['T1', '已计费', 50, 33, 17],
    ]);
    const [plain, ...own] = await sheet(tokens.sales1!, {});
    expect(plain).not.toContain('预计成本');
    expect(own.map((r) => r[0])).toEqual(['T4', 'T3', 'T2', 'T1']);
  });
});

describe('pricing a selection again', () => {
  it('prices each order the caller sees again (audited), leaving a billed one as it is', async () => {
    const r = await t.call<{ priced: number; pending: number; billed: number }>(
      'POST',
      '/api/settlement/charges/price-selected',
      { token: tokens.finance, body: { ids: [ids.T1, ids.T5, ids.T1] } },
    );
    expect(r.body.data).toEqual({ priced: 0, pending: 1, billed: 1 });
    // The channel has no sheet: T1 is pending now, with the reason, and the pricing in its history.
    const t1 = await t.call<{ charge: ChargeRow; history: { records: { cause: string }[] } }>(
      'GET',
      `/api/settlement/charges/${ids.T1}`,
      { token: tokens.finance },
    );
    expect(t1.body.data.charge).toMatchObject({ state: 'pending', total: null });
    expect(t1.body.data.history.records[0]).toMatchObject({ cause: 'manual' });
    const t5 = await t.call<{ charge: ChargeRow }>('GET', `/api/settlement/charges/${ids.T5}`, { token: admin });
    expect(t5.body.data.charge).toMatchObject({ state: 'billed', total: '1200' });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'orderCharge')
      .execute();
    expect(audited.map((a) => a.entity_id)).toEqual([String(ids.T1)]);
  });

  it('refuses a selection holding an order the caller does not see, an empty or too long one, and without charge:adjust', async () => {
    const adjuster = await givenRole(t.db, 'adjuster', ['charge:view', 'charge:adjust']);
    await givenUser(t.db, 'adjuster', adjuster);
    const token = await t.login('adjuster', USER_PASSWORD);
    const call = (body: object, as = token) =>
      t.call('POST', '/api/settlement/charges/price-selected', { token: as, body });
    expect((await call({ ids: [ids.T5] })).body.code).toBe(40400);
    expect((await call({ ids: [] })).body.code).toBe(40000);
    expect((await call({ ids: Array.from({ length: 201 }, (_, i) => i + 1) })).body.code).toBe(40000);
    expect((await call({ ids: [ids.T1] }, tokens.sales1!)).body.code).toBe(40300);
  });
});

describe('customers’ price levels', () => {
  it('adds, edits by version and removes a level, refusing a second on the pair, a bad percentage and a stale version', async () => {
    const add = (body: object) =>
      t.call<PriceLevelRow>('POST', '/api/settlement/price-levels', { token: tokens.finance, body });
    const made = await add({ customerId: ids.customer, channelId: channel, kind: 'percent', percent: '8.5' });
    expect(made.body.data).toMatchObject({
      shortName: '甲',
      channelCode: 'US-T',
      kind: 'percent',
      percent: '8.50',
      sheets: 0,
      version: 1,
    });
    const twice = await add({ customerId: ids.customer, channelId: channel, kind: 'sheet', percent: null });
    expect([twice.body.code, twice.body.data]).toMatchObject([40900, { errors: [{ path: 'channelId' }] }]);
    for (const percent of ['1000.01', null, '5.123'])
      expect((await add({ customerId: ids.customer, channelId: channel, kind: 'percent', percent })).body.code).toBe(
        40000,
      );
    const url = `/api/settlement/price-levels/${made.body.data.id}`;
    const edited = await t.call<PriceLevelRow>('PUT', url, {
      token: tokens.finance,
      body: { kind: 'sheet', percent: '3', version: 1 },
    });
    expect(edited.body.data).toMatchObject({ kind: 'sheet', percent: null, version: 2 });
    const stale = await t.call<PriceLevelRow>('PUT', url, {
      token: tokens.finance,
      body: { kind: 'percent', percent: '3', version: 1 },
    });
    expect([stale.body.code, stale.body.data?.version]).toEqual([40900, 2]);
    // sales1 sees her customer's level, and may not change it.
    const seen = await t.call<PriceLevelRow[]>('GET', `/api/settlement/price-levels?customerId=${ids.customer}`, {
      token: tokens.sales1,
    });
    expect(seen.body.data.map((l) => l.kind)).toEqual(['sheet']);
    expect((await t.call('DELETE', url, { token: tokens.sales1 })).body.code).toBe(40300);
    expect((await t.call('DELETE', url, { token: tokens.finance })).body.code).toBe(20000);
    expect((await t.call('DELETE', url, { token: tokens.finance })).body.code).toBe(40400);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'priceLevel')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('lists only the customers in the caller’s scope, and refuses a customer outside it', async () => {
    const other = await givenCustomer(t.db, '乙', users.sales2!);
    await t.call('POST', '/api/settlement/price-levels', {
      token: tokens.finance,
      body: { customerId: other, channelId: channel, kind: 'percent', percent: '-5' },
    });
    const mine = await t.call<PriceLevelRow[]>('GET', '/api/settlement/price-levels', { token: tokens.sales1 });
    expect(mine.body.data).toEqual([]);
    const all = await t.call<PriceLevelRow[]>('GET', '/api/settlement/price-levels', { token: tokens.finance });
    expect(all.body.data.map((l) => [l.shortName, l.percent])).toEqual([['乙', '-5.00']]);
    const adjuster = await t.login('adjuster', USER_PASSWORD);
    const outside = await t.call('POST', '/api/settlement/price-levels', {
      token: adjuster,
      body: { customerId: other, channelId: channel, kind: 'sheet', percent: null },
    });
    expect([outside.body.code, outside.body.data]).toMatchObject([40000, { errors: [{ path: 'customerId' }] }]);
  });
});

describe('cost surcharges on the surcharge rules', () => {
  it('keeps the cost side apart from the sale side, for who sees cost only', async () => {
    const fuel = {
      name: '燃油（成本）',
      kind: 'fuel',
      basis: 'percent',
      amount: '10',
      effectiveFrom: '2026-01-01',
    };
    const made = await t.call<{ id: number; version: number }>('POST', '/api/surcharge?side=cost', {
      token: admin,
      body: fuel,
    });
    expect(made.body.code, made.body.message).toBe(20000);
    const names = async (side: string, token = admin) =>
      (await t.call<{ records: { name: string }[] }>('GET', `/api/surcharge/page?side=${side}`, { token })).body;
    expect((await names('cost')).data.records.map((r) => r.name)).toEqual(['燃油（成本）']);
    expect((await names('sale')).data.records.map((r) => r.name)).toEqual([]);
    // The sale side knows no such rule; the cost side edits it by its version.
    const edit = (side: string) =>
      t.call<{ amount: string }>('PUT', `/api/surcharge/${made.body.data.id}?side=${side}`, {
        token: admin,
        body: { ...fuel, amount: '12', version: made.body.data.version },
      });
    expect((await edit('sale')).body.code).toBe(40400);
    expect((await edit('cost')).body.data.amount).toBe('12');
    const viewer = (await signedInWith(t, 'rules', ['surcharge:view'])).token;
    expect((await names('sale', viewer)).code).toBe(20000);
    expect((await names('cost', viewer)).code).toBe(40300);
    expect((await t.call('DELETE', `/api/surcharge/${made.body.data.id}`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/surcharge/${made.body.data.id}?side=cost`, { token: admin })).body.code).toBe(
      20000,
    );
  });
});
