import type { ChargePricing, ChargeRow, Job, OrderRow, RateSheetSummary } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdministrator } from '../src/demo/staff.ts';
import { createJobs } from '../src/plugins/jobs/worker.ts';
import {
  createCostSheet,
  createCostSurcharge,
  createCustomerSheet,
  setPriceLevel,
} from '../src/modules/settlement/levels.ts';
import { pricingHandler } from '../src/modules/settlement/jobs.ts';
import { rateSheetFields, surchargeFields } from '@fwd/contract';
import { adminApp, errorPaths, givenRole, givenUser, signedInWith, USER_PASSWORD, type Caller } from './harness.ts';
import { givenCustomer, insertOrder } from './order-fixtures.ts';
import { dayFrom, givenChannel, givenSheet } from './quote-fixtures.ts';

/*
 * 运单计费 against hand-computed cases. Channel US-EXP (CNY, 0.5 kg steps, at most 30 kg):
 * sale sheet from 30 days back: US ZIPs 00000–49999 zone A at 20 a kg, the rest of the US zone B
 * 300 flat; Canada only by postcode prefix V (so Toronto's M5V has no zone). Cost sheet: A at 12
 * a kg, B 200 flat, and a cost fuel surcharge of 10 %. Customers: 平价 (the channel's price),
 * 加成 (+10 % on the base), 专价 (its own sheet: A at 18 a kg), 缺表 (own sheets, none saved).
 */

let t: Caller;
let admin: string;
let channel: number;
const customers: Record<string, number> = {};
let sales: { id: number; token: string };
let other: number;
let costSheet: number;

const usCa = (effectiveFrom: string, perKgA: string, flatB: string) =>
  rateSheetFields.parse({
    effectiveFrom,
    zones: [
      { code: 'A', members: [{ country: 'US', match: 'range', value: '00000', valueTo: '49999' }] },
      { code: 'B', members: [{ country: 'US', match: 'country' }] },
      { code: 'C', members: [{ country: 'CA', match: 'prefix', value: 'V' }] },
    ],
    rates: [
      { zone: 'A', fromKg: '0', toKg: '30', model: 'perKg', price: perKgA },
      { zone: 'B', fromKg: '0', toKg: '30', model: 'flat', price: flatB },
      { zone: 'C', fromKg: '0', toKg: '30', model: 'flat', price: '99' },
    ],
  });

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const givenOrder = (
  numbers: string,
  o: {
    customer: string;
    weight?: string;
    country?: string;
    postcode?: string | null;
    channel?: number | null;
    daysAgo?: number;
    owner?: number;
  },
) =>
  insertOrder(t.db, {
    numbers,
    customer_id: customers[o.customer]!,
    channel_id: o.channel === undefined ? channel : o.channel,
    country: o.country ?? 'US',
    consignee_postcode: o.postcode === undefined ? '10001' : o.postcode,
    weight: o.weight ?? '2.300',
    pieces: 1,
    owner_user_id: o.owner ?? sales.id,
    entry_date: new Date(Date.now() - (o.daysAgo ?? 1) * 86_400_000),
  });

const ids: Record<string, number> = {};

async function runBulk(token: string, scope: 'unpriced' | 'unbilled'): Promise<Job> {
  const started = await t.call<Job>('POST', '/api/settlement/charges/price-all', { token, body: { scope } });
  expect(started.body.code, started.body.message).toBe(20000);
  const jobs = createJobs({ db: t.db, log: t.app.log, userNames: t.app.userNames, workerId: 'test' });
  jobs.handle('chargePricing', pricingHandler(t.db, t.config.timeZone, t.app.pricingBooks));
  const done = await jobs.runOnce();
  return done!;
}

const charge = async (id: number, token = admin) =>
  (
    await t.call<{ charge: ChargeRow; history: { records: ChargePricing[]; total: number } }>(
      'GET',
      `/api/settlement/charges/${id}`,
      { token },
    )
  ).body;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  channel = await givenChannel(t, admin, 'US-EXP');
  const settings = await t.call('PUT', `/api/quote/channel/${channel}/settings`, {
    token: admin,
    body: { version: 0, maxWeight: '30' },
  });
  expect(settings.body.code, settings.body.message).toBe(20000);
  const from = dayFrom(-30);
  await givenSheet(t, admin, channel, usCa(from, '20', '300'));
  const ctx = await asAdministrator(t.db);
  costSheet = (await createCostSheet(ctx, dayBefore(from), channel, usCa(from, '12', '200'))).id;
  await createCostSurcharge(
    ctx,
    surchargeFields.parse({
      name: '燃油（成本）',
      kind: 'fuel',
      basis: 'percent',
      amount: '10',
      effectiveFrom: dayFrom(-40),
    }),
  );
  sales = await signedInWith(t, 'sales1', ['charge:view']);
  other = await givenUser(t.db, 'sales2', await givenRole(t.db, 'role_sales2', []));
  for (const [name, owner] of [
    ['平价', sales.id],
    ['加成', sales.id],
    ['专价', sales.id],
    ['缺表', sales.id],
    ['别人', other],
  ] as const) {
    customers[name] = await givenCustomer(t.db, name, owner);
  }
  await setPriceLevel(ctx, customers['加成']!, channel, { kind: 'percent', percent: '10' });
  await setPriceLevel(ctx, customers['专价']!, channel, { kind: 'sheet' });
  await setPriceLevel(ctx, customers['缺表']!, channel, { kind: 'sheet' });
  await createCustomerSheet(ctx, dayBefore(from), channel, customers['专价']!, usCa(from, '18', '250'));
  ids.plain = await givenOrder('S001', { customer: '平价' });
  ids.markup = await givenOrder('S002', { customer: '加成' });
  ids.own = await givenOrder('S003', { customer: '专价' });
  ids.zoneB = await givenOrder('S004', { customer: '平价', postcode: '90210' });
  ids.noWeight = await givenOrder('S005', { customer: '平价', weight: '0' });
  ids.noChannel = await givenOrder('S006', { customer: '平价', channel: null });
  ids.noZone = await givenOrder('S007', { customer: '平价', country: 'CA', postcode: 'M5V 2T6' });
  ids.noSheet = await givenOrder('S008', { customer: '平价', daysAgo: 60 });
  ids.overWeight = await givenOrder('S009', { customer: '平价', weight: '31' });
  ids.notServed = await givenOrder('S010', { customer: '平价', country: 'GB', postcode: null });
  ids.noOwnSheet = await givenOrder('S011', { customer: '缺表' });
  ids.others = await givenOrder('S012', { customer: '别人', owner: other });
});
afterAll(() => t.close());

describe('pricing every order', () => {
  it('shows an order never priced as pending, until the bulk job prices every unpriced order with its progress', async () => {
    expect((await charge(ids.plain!)).data.charge).toMatchObject({
      state: 'pending',
      reason: 'notYetPriced',
      total: null,
    });
    const job = await runBulk(admin, 'unpriced');
    expect(job).toMatchObject({
      kind: 'chargePricing',
      state: 'done',
      done: 12,
      total: 12,
      counts: { priced: 5, pending: 7 },
    });
  });

  it('prices on the sheet in force on the entry date, with the customer’s level, and the cost from the cost sheet and cost surcharges', async () => {
    const plain = (await charge(ids.plain!)).data;
    // 2.3 kg → 2.5 kg (0.5 steps) × 20 = 50.00; cost 2.5 × 12 = 30 + fuel 10 % = 33.00; profit 17.00.
    expect(plain.charge).toMatchObject({
      state: 'priced',
      reason: null,
      chargeableWeight: '2.5',
      currency: 'CNY',
      total: '50.00',
      level: null,
    });
    expect(plain.charge.lines).toEqual([{ kind: 'base', name: 'perKg', amount: '50' }]);
    expect(plain.charge.cost).toMatchObject({
      currency: 'CNY',
      total: '33.00',
      reason: null,
      lines: [
        { kind: 'base', amount: '30' },
        { kind: 'fuel', amount: '3' },
      ],
    });
    expect(plain.charge.profit).toBe('17.00');
    expect(plain.history).toMatchObject({
      total: 1,
      records: [{ cause: 'bulk', state: 'priced', total: '50.00', cost: { total: '33.00' } }],
    });
    // +10 % on the base 50: a level line of 5 → 55.00.
    const markup = (await charge(ids.markup!)).data.charge;
    expect(markup).toMatchObject({ total: '55.00', level: { kind: 'percent', percent: '10.00' } });
    expect(markup.lines.at(-1)).toEqual({ kind: 'level', name: '10.00%', amount: '5' });
    // The customer's own sheet replaces the channel's: 2.5 × 18 = 45.00 (the cost stays the channel's 33.00).
    expect((await charge(ids.own!)).data.charge).toMatchObject({
      total: '45.00',
      level: { kind: 'sheet' },
      cost: { total: '33.00' },
    });
    // Zone B (outside 00000–49999): 300 flat; cost 200 + 10 % = 220.
    expect((await charge(ids.zoneB!)).data.charge).toMatchObject({
      total: '300.00',
      cost: { total: '220.00' },
      profit: '80.00',
    });
  });

  it('says why an order cannot be priced: no weight, no channel, no zone, no sheet, out of limits, not served, no sheet of its own', async () => {
    const reasons = Object.fromEntries(
      await Promise.all(
        ['noWeight', 'noChannel', 'noZone', 'noSheet', 'overWeight', 'notServed', 'noOwnSheet'].map(
          async (k) => [k, (await charge(ids[k]!)).data.charge] as const,
        ),
      ),
    );
    expect(Object.fromEntries(Object.entries(reasons).map(([k, c]) => [k, [c.state, c.reason]]))).toEqual({
      noWeight: ['pending', 'noWeight'],
      noChannel: ['pending', 'noChannel'],
      noZone: ['pending', 'noZone'],
      noSheet: ['pending', 'noSheet'],
      overWeight: ['pending', 'overWeight'],
      notServed: ['pending', 'countryNotServed'],
      noOwnSheet: ['pending', 'noCustomerSheet'],
    });
    expect(reasons.overWeight!.reasonDetail).toEqual({ limit: '30', value: '31' });
  });

  it('prices an order again when its pricing inputs change on save, not when nothing it prices by changed, and never once billed', async () => {
    const order = await t.call<OrderRow>('GET', `/api/orders/${ids.plain}/tracking`, { token: admin });
    const row = (order.body.data as unknown as { order: OrderRow }).order;
    const body = {
      numbers: row.numbers,
      customerId: row.customerId,
      channelId: row.channelId,
      countryId: row.countryId,
      consigneeName: row.consigneeName,
      consigneePostcode: row.consigneePostcode,
      weight: '3.2',
      pieces: 1,
      ownerUserId: row.ownerUserId,
      statusId: row.statusId,
      entryDate: row.entryDate,
      isReceived: row.isReceived,
      version: row.version,
    };
    const saved = await t.call<OrderRow>('PUT', `/api/orders/${ids.plain}`, { token: admin, body });
    expect(saved.body.code, saved.body.message).toBe(20000);
    // 3.2 → 3.5 kg × 20 = 70.00, priced in the save.
    let now = (await charge(ids.plain!)).data;
    expect(now.charge).toMatchObject({ total: '70.00', chargeableWeight: '3.5' });
    expect(now.history.records.map((h) => [h.cause, h.total])).toEqual([
      ['save', '70.00'],
      ['bulk', '50.00'],
    ]);
    // A remark changes nothing it prices by: no pricing.
    const remarked = await t.call<OrderRow>('PUT', `/api/orders/${ids.plain}`, {
      token: admin,
      body: { ...body, remark: '加急', version: saved.body.data.version },
    });
    expect(remarked.body.code).toBe(20000);
    expect((await charge(ids.plain!)).data.history.total).toBe(2);
    // Billed (on an issued statement): frozen against saves and refused a manual pricing.
    await t.db.updateTable('order_charges').set({ state: 'billed' }).where('order_id', '=', ids.plain!).execute();
    const heavier = await t.call<OrderRow>('PUT', `/api/orders/${ids.plain}`, {
      token: admin,
      body: { ...body, weight: '9', version: remarked.body.data.version },
    });
    expect(heavier.body.code).toBe(20000);
    now = (await charge(ids.plain!)).data;
    expect(now.charge).toMatchObject({ state: 'billed', total: '70.00' });
    expect(now.history.total).toBe(2);
    const refused = await t.call('POST', `/api/settlement/charges/${ids.plain}/price`, { token: admin });
    expect([refused.status, refused.body.code]).toEqual([409, 40900]);
  });

  it('prices one order again by hand (audited, in its history)', async () => {
    const r = await t.call<ChargeRow>('POST', `/api/settlement/charges/${ids.markup}/price`, { token: admin });
    expect(r.body.data).toMatchObject({ state: 'priced', total: '55.00' });
    expect((await charge(ids.markup!)).data.history.records[0]).toMatchObject({
      cause: 'manual',
      userName: '系统管理员',
    });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', '=', 'orderCharge')
      .where('entity_id', '=', String(ids.markup))
      .execute();
    expect(audited).toHaveLength(1);
  });
});

describe('who sees charges', () => {
  it('refuses without a token (401) and without the permission (403)', async () => {
    expect((await t.call('POST', '/api/settlement/charges/page', { body: {} })).status).toBe(401);
    const none = await t.login('sales2', USER_PASSWORD);
    expect((await t.call('POST', '/api/settlement/charges/page', { token: none, body: {} })).body.code).toBe(40300);
    expect((await t.call('POST', `/api/settlement/charges/${ids.own}/price`, { token: sales.token })).body.code).toBe(
      40300,
    );
  });

  it('a SELF salesperson sees her own customers’ charges only, without cost or profit keys', async () => {
    await t.db.updateTable('roles').set({ scope: 'SELF' }).where('name', '=', 'role_sales1').execute();
    const page = await t.call<{ records: ChargeRow[]; total: number }>(
      'POST',
      '/api/settlement/charges/page?page=1&size=50',
      { token: sales.token, body: {} },
    );
    expect(page.body.data.total).toBe(11);
    expect(page.body.data.records.map((r) => r.numbers)).not.toContain('S012');
    for (const r of page.body.data.records) expect(Object.keys(r)).not.toEqual(expect.arrayContaining(['cost']));
    expect(page.body.data.records.some((r) => 'profit' in r)).toBe(false);
    expect((await charge(ids.others!, sales.token)).code).toBe(40400);
    const own = await charge(ids.own!, sales.token);
    expect(own.data.charge.total).toBe('45.00');
    expect('cost' in own.data.charge || own.data.history.records.some((h) => 'cost' in h)).toBe(false);
  });

  it('with charge:cost, the same page carries cost and profit; filters like the order page and by state', async () => {
    const costly = await signedInWith(t, 'finance', ['charge:view', 'charge:cost']);
    await t.db.updateTable('roles').set({ scope: 'ALL' }).where('name', '=', 'role_finance').execute();
    const page = await t.call<{ records: ChargeRow[]; total: number }>('POST', '/api/settlement/charges/page', {
      token: costly.token,
      body: { shortName: '平价', state: 'priced' },
    });
    expect(page.body.data.records.map((r) => [r.numbers, r.total, r.cost?.total, r.profit])).toEqual([
      ['S004', '300.00', '220.00', '80.00'],
    ]);
    const pending = await t.call<{ records: ChargeRow[]; total: number }>('POST', '/api/settlement/charges/page', {
      token: costly.token,
      body: { state: 'pending' },
    });
    expect(pending.body.data.total).toBe(7);
  });
});

describe('cost sheets and surcharges', () => {
  it('are not the quote pages’: no such sheet there, not in the channel’s sheets nor among the surcharge rules', async () => {
    expect((await t.call('GET', `/api/quote/sheet/${costSheet}`, { token: admin })).body.code).toBe(40400);
    const sheets = await t.call<{ id: number }[]>('GET', `/api/quote/channel/${channel}/sheets`, { token: admin });
    expect(sheets.body.data.map((s) => s.id)).not.toContain(costSheet);
    const rules = await t.call<{ records: { name: string }[] }>(
      'GET',
      '/api/surcharge/page?currentPage=1&pageSize=50',
      { token: admin },
    );
    expect(rules.body.data.records.map((r) => r.name)).not.toContain('燃油（成本）');
  });
});

describe('the bulk job', () => {
  it('prices every unbilled order again, leaving billed ones as they are; refused while one is queued', async () => {
    const job = await runBulk(admin, 'unbilled');
    expect(job).toMatchObject({ state: 'done', total: 11, counts: { priced: 4, pending: 7 } });
    await t.call('POST', '/api/settlement/charges/price-all', { token: admin, body: {} });
    const busy = await t.call<null>('POST', '/api/settlement/charges/price-all', { token: admin, body: {} });
    expect(busy.body.code).toBe(40900);
    // Not a scheduled kind: the run log's "run now" (logistics:edit) does not start it.
    expect((await t.call('POST', '/api/jobs/run', { token: admin, body: { kind: 'chargePricing' } })).body.code).toBe(
      40000,
    );
  });
});

describe('cost and customer sheets kept over the sheet routes', () => {
  it('a cost sheet uploaded from today prices the cost of an order priced again; each kind wants its code', async () => {
    const id = await givenOrder('S013', { customer: '平价', daysAgo: 0 });
    const cost = async () =>
      (await t.call<ChargeRow>('POST', `/api/settlement/charges/${id}/price`, { token: admin })).body.data.cost?.total;
    // 2.5 kg at 12 a kg on the cost sheet in force, plus the 10 % cost fuel.
    expect(await cost()).toBe('33.00');
    const finance = await signedInWith(t, 'sheets_cost', ['channel:view', 'channel:rates', 'charge:cost']);
    const saved = await t.call<RateSheetSummary>('POST', `/api/quote/channel/${channel}/sheets?kind=cost`, {
      token: finance.token,
      body: usCa(dayFrom(0), '14', '200'),
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    expect(await cost()).toBe('38.50');
    const listed = await t.call<RateSheetSummary[]>('GET', `/api/quote/channel/${channel}/sheets?kind=cost`, {
      token: finance.token,
    });
    expect(listed.body.data.map((s) => s.id)).toEqual([saved.body.data.id, costSheet]);
    // The customer's own sheets want charge:adjust, which finance has not; the sale list stays the quote pages'.
    const own = `/api/quote/channel/${channel}/sheets?kind=customer&customerId=${customers['专价']}`;
    expect((await t.call('GET', own, { token: finance.token })).body.code).toBe(40300);
    const sale = await t.call<RateSheetSummary[]>('GET', `/api/quote/channel/${channel}/sheets`, {
      token: finance.token,
    });
    expect(sale.body.data.map((s) => s.id)).not.toContain(saved.body.data.id);
    const ownSheets = await t.call<RateSheetSummary[]>('GET', own, { token: admin });
    expect(ownSheets.body.data.map((s) => s.effectiveFrom)).toEqual([dayFrom(-30)]);

    const rates = await signedInWith(t, 'sheets_sale', ['channel:view', 'channel:rates']);
    for (const [method, path, body] of [
      ['GET', `/api/quote/channel/${channel}/sheets?kind=cost`, undefined],
      ['POST', `/api/quote/channel/${channel}/sheets?kind=cost`, usCa(dayFrom(1), '15', '200')],
      ['DELETE', `/api/quote/sheet/${saved.body.data.id}?kind=cost`, undefined],
      ['POST', `${own}`, usCa(dayFrom(1), '15', '200')],
    ] as const)
      expect((await t.call(method, path, { token: rates.token, body })).body.code, `${method} ${path}`).toBe(40300);
    // An in-force sheet stays (40900, found by its kind); a future one is deleted by its own kind, not by the sale one.
    const kept = await t.call('DELETE', `/api/quote/sheet/${saved.body.data.id}?kind=cost`, { token: finance.token });
    expect(kept.body.code).toBe(40900);
    const future = await t.call<RateSheetSummary>('POST', `/api/quote/channel/${channel}/sheets?kind=cost`, {
      token: finance.token,
      body: usCa(dayFrom(1), '15', '200'),
    });
    const path = `/api/quote/sheet/${future.body.data.id}`;
    expect((await t.call('DELETE', path, { token: admin })).body.code).toBe(40400);
    const gone = await t.call('DELETE', `${path}?kind=cost`, { token: finance.token });
    expect(gone.body.code, gone.body.message).toBe(20000);
  });

  it('a customer sheet names its customer: 40000 on customerId without one, or with one that does not exist', async () => {
    for (const query of ['kind=customer', 'kind=customer&customerId=999999']) {
      const r = await t.call('POST', `/api/quote/channel/${channel}/sheets?${query}`, {
        token: admin,
        body: usCa(dayFrom(1), '15', '200'),
      });
      expect([r.body.code, errorPaths(r)]).toEqual([40000, ['customerId']]);
    }
  });

  it('a SELF user keeps the sheets of her own customers only: another’s is as if it did not exist', async () => {
    const seller = await signedInWith(t, 'sheets_self', ['channel:view', 'channel:rates', 'charge:adjust']);
    await t.db.updateTable('roles').set({ scope: 'SELF' }).where('name', '=', 'role_sheets_self').execute();
    const others = `/api/quote/channel/${channel}/sheets?kind=customer&customerId=${customers['专价']}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', usCa(dayFrom(1), '15', '200')],
    ] as const) {
      const r = await t.call(method, others, { token: seller.token, body });
      expect([r.body.code, errorPaths(r)], method).toEqual([40000, ['customerId']]);
    }
    expect((await t.call('GET', others, { token: admin })).body.code).toBe(20000);
  });
});
