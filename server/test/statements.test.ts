import type {
  AccountRow,
  AdjustmentRow,
  ChargeRow,
  OrderRow,
  OverLimit,
  CustomerPaymentRow,
  StatementDetail,
  StatementRow,
} from '@fwd/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCustomer, insertOrder } from './order-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, usSheet } from './quote-fixtures.ts';
import { adminApp, errorPaths, givenRole, givenUser, signedInWith, USER_PASSWORD, type Caller } from './harness.ts';

/*
 * 客户对账 and 收款 against hand-computed cases. Orders are priced by writing
 * their charge (the pricing itself is settlement's, tested there), entered at
 * noon on the company's clock (Asia/Shanghai) in January and February 2026.
 * 甲 (sales1's): January CNY 100.00 + 50.50 and USD 20.00, February CNY 30.00.
 */

let t: Caller;
let admin: string;
let sales: { id: number; token: string };
let other: number;
const customers: Record<string, number> = {};
const orders: Record<string, number> = {};

/** An order entered at noon that day (Shanghai), priced at `total` in `currency`. */
async function givenPriced(numbers: string, customer: string, day: string, currency: string, total: string) {
  const id = await insertOrder(t.db, {
    numbers,
    customer_id: customers[customer]!,
    entry_date: new Date(`${day}T04:00:00Z`),
  });
  await t.db
    .insertInto('order_charges')
    .values({
      order_id: id,
      state: 'priced',
      inputs: 'fixture',
      currency,
      sale_total: total,
      sale_lines: JSON.stringify([{ kind: 'base', name: 'flat', amount: total }]),
      cost_lines: '[]',
      chargeable_weight: '1',
      updated_at: new Date(),
    })
    .execute();
  orders[numbers] = id;
  return id;
}

const create = (body: object, token = admin) => t.call<StatementRow>('POST', '/api/statements', { token, body });
const detail = async (id: number, token = admin) =>
  (await t.call<StatementDetail>('GET', `/api/statements/${id}`, { token })).body;
const issue = (s: { id: number; version: number }, token = admin) =>
  t.call<StatementRow>('POST', `/api/statements/${s.id}/issue`, { token, body: { version: s.version } });
const pay = (body: object, token = admin) => t.call<CustomerPaymentRow>('POST', '/api/payments', { token, body });
const totals = (s: StatementRow) =>
  Object.fromEntries(
    s.totals.map((x) => [x.currency, [x.opening, x.charges, x.adjustments, x.payments, x.closing, x.due, x.paid]]),
  );
const stateOf = async (id: number) =>
  (await t.db.selectFrom('statements').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  sales = await signedInWith(t, 'sales1', ['statement:view', 'payment:view', 'charge:adjust']);
  other = await givenUser(t.db, 'sales2', await givenRole(t.db, 'role_sales2', []));
  customers['甲'] = await givenCustomer(t.db, '甲', sales.id);
  customers['乙'] = await givenCustomer(t.db, '乙', other);
  await givenPriced('J1', '甲', '2026-01-05', 'CNY', '100.00');
  await givenPriced('J2', '甲', '2026-01-31', 'CNY', '50.50');
  await givenPriced('J3', '甲', '2026-01-20', 'USD', '20.00');
  await givenPriced('F1', '甲', '2026-02-01', 'CNY', '30.00');
  await givenPriced('Y1', '乙', '2026-01-10', 'CNY', '300.00');
});
afterAll(() => t.close());

let jan: StatementRow;
let feb: StatementRow;

describe('a draft', () => {
  it('holds the month’s priced orders (on the company’s clock) and open adjustments, totals per currency', async () => {
    const made = await create({ customerId: customers['甲'], month: '2026-01' });
    expect(made.body.code, made.body.message).toBe(20000);
    jan = made.body.data;
    expect(jan).toMatchObject({
      number: 'ST-202601-0001',
      state: 'draft',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      orderCount: 3,
    });
    const adjusted = await t.call<AdjustmentRow>('POST', '/api/charge-adjustments', {
      token: admin,
      body: { orderId: orders.J1, amount: '-10.00', reason: '破损赔付' },
    });
    expect(adjusted.body.data).toMatchObject({ currency: 'CNY', amount: '-10.00', kind: 'manual', statementId: null });
    const d = (await detail(jan.id)).data;
    // CNY: 100.00 + 50.50 = 150.50, less 10.00 = 140.50 due; USD 20.00.
    expect(totals(d.statement)).toEqual({
      CNY: ['0.00', '150.50', '-10.00', '0.00', '140.50', '140.50', '0.00'],
      USD: ['0.00', '20.00', '0.00', '0.00', '20.00', '20.00', '0.00'],
    });
    expect(d.orders.map((o) => [o.numbers, o.currency, o.total])).toEqual([
      ['J1', 'CNY', '100.00'],
      ['J3', 'USD', '20.00'],
      ['J2', 'CNY', '50.50'],
    ]);
    expect(d.adjustments.map((a) => a.reason)).toEqual(['破损赔付']);
  });

  it('refuses a period another of the customer’s statements covers, and bad input with its fields', async () => {
    const again = await create({ customerId: customers['甲'], from: '2026-01-15', to: '2026-02-10' });
    expect([again.body.code, errorPaths(again)]).toEqual([40900, ['month']]);
    expect(errorPaths(await create({ customerId: customers['甲'], month: '2026-13' }))).toEqual(['month']);
    expect(errorPaths(await create({ customerId: customers['甲'] }))).toEqual(['month']);
    expect(errorPaths(await create({ customerId: customers['甲'], from: '2026-03-10', to: '2026-03-01' }))).toEqual([
      'to',
    ]);
    expect((await create({ customerId: 999_999, month: '2026-03' })).body.code).toBe(40400);
  });
});

describe('issuing', () => {
  it('bills the orders, takes the adjustments, keeps the balances and refuses a second issue or a stale version', async () => {
    const stale = await issue({ id: jan.id, version: jan.version + 1 });
    expect(stale.body.code).toBe(40900);
    const r = await issue(jan);
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({ state: 'issued', orderCount: 3, version: jan.version + 1 });
    expect(totals(r.body.data).CNY).toEqual(['0.00', '150.50', '-10.00', '0.00', '140.50', '140.50', '0.00']);
    const charges = await t.db
      .selectFrom('order_charges')
      .select(['order_id', 'state'])
      .where('order_id', 'in', [orders.J1!, orders.J2!, orders.J3!, orders.F1!])
      .orderBy('order_id')
      .execute();
    expect(charges.map((c) => c.state)).toEqual(['billed', 'billed', 'billed', 'priced']);
    const twice = await issue(r.body.data);
    expect(twice.body.code).toBe(40900);
    jan = r.body.data;
    // Settlement will not price a billed order again.
    expect((await t.call('POST', `/api/settlement/charges/${orders.J1}/price`, { token: admin })).body.code).toBe(
      40900,
    );
  });

  it('never changes once issued: the service refuses, and the database refuses what slips past it', async () => {
    expect((await t.call('DELETE', `/api/statements/${jan.id}`, { token: admin })).body.code).toBe(40900);
    await expect(
      t.db.updateTable('statement_orders').set({ amount: '1.00' }).where('statement_id', '=', jan.id).execute(),
    ).rejects.toThrow(/issued/);
    await expect(
      t.db.updateTable('statements').set({ period_to: '2026-02-28' }).where('id', '=', jan.id).execute(),
    ).rejects.toThrow(/issued/);
    await expect(t.db.deleteFrom('statements').where('id', '=', jan.id).execute()).rejects.toThrow(/issued/);
    expect((await detail(jan.id)).data.orders).toHaveLength(3);
  });

  it('puts an adjustment made after issue onto the next statement, whose opening is the last one’s closing', async () => {
    const late = await t.call<AdjustmentRow>('POST', '/api/charge-adjustments', {
      token: admin,
      body: { orderId: orders.J2, amount: '5.25', reason: '偏远附加费补收' },
    });
    expect(late.body.code, late.body.message).toBe(20000);
    expect((await detail(jan.id)).data.adjustments.map((a) => a.amount)).toEqual(['-10.00']);
    feb = (await create({ customerId: customers['甲'], month: '2026-02' })).body.data;
    const d = (await detail(feb.id)).data;
    expect(d.orders.map((o) => o.numbers)).toEqual(['F1']);
    expect(d.adjustments.map((a) => [a.numbers, a.amount])).toEqual([['J2', '5.25']]);
    // CNY: opening 140.50 + 30.00 + 5.25 = 175.75; USD: opening 20.00, nothing new.
    expect(totals(d.statement)).toEqual({
      CNY: ['140.50', '30.00', '5.25', '0.00', '175.75', '35.25', '0.00'],
      USD: ['20.00', '0.00', '0.00', '0.00', '20.00', '0.00', '0.00'],
    });
  });

  it('issues a customer’s statements in period order', async () => {
    const mar = (await create({ customerId: customers['甲'], month: '2026-03' })).body.data;
    const refused = await issue(mar);
    expect([refused.body.code, refused.body.message]).toEqual([40900, expect.stringContaining(feb.number)]);
    expect((await t.call('DELETE', `/api/statements/${mar.id}`, { token: admin })).body.code).toBe(20000);
    const issued = await issue(feb);
    expect(issued.body.code, issued.body.message).toBe(20000);
    feb = issued.body.data;
    expect(feb.state).toBe('issued');
  });
});

describe('payments', () => {
  it('applies to the oldest open statement first, partly, then the next; a statement paid in every currency is settled', async () => {
    const first = await pay({
      customerId: customers['甲'],
      currency: 'CNY',
      amount: '100',
      paidOn: '2026-02-10',
      method: 'bank',
      reference: 'HX-1',
    });
    expect(first.body.code, first.body.message).toBe(20000);
    expect(first.body.data).toMatchObject({ amount: '100.00', unapplied: '0.00' });
    expect(first.body.data.applications).toEqual([{ statementId: jan.id, number: jan.number, amount: '100.00' }]);
    const second = await pay({
      customerId: customers['甲'],
      currency: 'CNY',
      amount: '60.00',
      paidOn: '2026-03-01',
      method: 'alipay',
    });
    // January's CNY 140.50 less 100.00 leaves 40.50; the other 19.50 goes to February.
    expect(second.body.data.applications.map((a) => [a.number, a.amount])).toEqual([
      [jan.number, '40.50'],
      [feb.number, '19.50'],
    ]);
    expect(await stateOf(jan.id)).toBe('issued');
    const usd = await pay({
      customerId: customers['甲'],
      currency: 'USD',
      amount: '20',
      paidOn: '2026-03-02',
      method: 'bank',
      statementIds: [jan.id],
    });
    expect(usd.body.data.applications.map((a) => a.amount)).toEqual(['20.00']);
    expect(await stateOf(jan.id)).toBe('settled');
    expect(totals((await detail(jan.id)).data.statement)).toMatchObject({
      CNY: expect.arrayContaining(['140.50']),
      USD: ['0.00', '20.00', '0.00', '0.00', '20.00', '20.00', '20.00'],
    });
    // February's balances stay as issued (before the February payment was recorded); what was paid of it is live.
    const kept = (await detail(feb.id)).data.statement;
    expect(totals(kept).CNY).toEqual(['140.50', '30.00', '5.25', '0.00', '175.75', '35.25', '19.50']);
  });

  it('refuses a chosen statement that is not open, an amount finer than its currency, and none', async () => {
    const settled = await pay({
      customerId: customers['甲'],
      currency: 'USD',
      amount: '5',
      paidOn: '2026-03-02',
      method: 'bank',
      statementIds: [jan.id],
    });
    expect([settled.body.code, errorPaths(settled)]).toEqual([40000, ['statementIds.0']]);
    const yen = await pay({
      customerId: customers['甲'],
      currency: 'JPY',
      amount: '100.5',
      paidOn: '2026-03-02',
      method: 'cash',
    });
    expect(errorPaths(yen)).toEqual(['amount']);
    const zero = await pay({
      customerId: customers['甲'],
      currency: 'CNY',
      amount: '0.00',
      paidOn: '2026-03-02',
      method: 'cash',
    });
    expect(errorPaths(zero)).toEqual(['amount']);
    const negative = await pay({
      customerId: customers['甲'],
      currency: 'CNY',
      amount: '-5',
      paidOn: '2026-03-02',
      method: 'cash',
    });
    expect(errorPaths(negative)).toEqual(['amount']);
    expect(await t.db.selectFrom('payments').select('id').where('currency', '=', 'JPY').execute()).toEqual([]);
  });

  it('keeps what is left as credit, applied when the next statement is issued', async () => {
    const credit = await pay({
      customerId: customers['乙'],
      currency: 'CNY',
      amount: '500',
      paidOn: '2026-01-20',
      method: 'cash',
    });
    expect(credit.body.data).toMatchObject({ unapplied: '500.00', applications: [] });
    const s = (await create({ customerId: customers['乙'], month: '2026-01' })).body.data;
    const issued = (await issue(s)).body.data;
    expect(issued.state).toBe('settled');
    expect(totals(issued).CNY).toEqual(['0.00', '300.00', '0.00', '500.00', '-200.00', '300.00', '300.00']);
    const row = (
      await t.call<{ records: CustomerPaymentRow[] }>('GET', `/api/payments?customerId=${customers['乙']}`, {
        token: admin,
      })
    ).body.data.records[0]!;
    expect(row).toMatchObject({ unapplied: '200.00', applications: [{ number: s.number, amount: '300.00' }] });
  });

  it('answers each customer’s balance per currency', async () => {
    const page = await t.call<{ records: AccountRow[] }>('GET', '/api/customer-accounts', { token: admin });
    const jia = page.body.data.records.find((r) => r.shortName === '甲')!;
    // CNY billed 140.50 + 35.25 = 175.75, paid 160.00; USD billed 20.00, paid 20.00.
    expect(jia.balances).toEqual([
      { currency: 'CNY', billed: '175.75', paid: '160.00', balance: '15.75', unbilled: '0.00', unapplied: '0.00' },
      { currency: 'USD', billed: '20.00', paid: '20.00', balance: '0.00', unbilled: '0.00', unapplied: '0.00' },
    ]);
  });
});

describe('credit limits', () => {
  it('marks a customer whose balance and unbilled exceed its limit, and checks the version', async () => {
    await givenPriced('M1', '甲', '2026-03-05', 'CNY', '90.00');
    const before = (
      await t.call<{ records: AccountRow[] }>('GET', '/api/customer-accounts?keyword=甲', { token: admin })
    ).body.data.records[0]!;
    const set = await t.call<AccountRow>('PUT', `/api/customer-accounts/${customers['甲']}`, {
      token: admin,
      body: { language: 'en', creditLimit: '100', creditCurrency: 'CNY', version: before.version },
    });
    expect(set.body.code, set.body.message).toBe(20000);
    // Balance 15.75 + unbilled 90.00 = 105.75 > 100.00.
    expect(set.body.data).toMatchObject({ creditLimit: '100.00', overLimit: true, language: 'en' });
    const over = await t.call<OverLimit[]>('GET', '/api/over-limit-customers', { token: sales.token });
    expect(over.body.data).toEqual([
      { customerId: customers['甲'], currency: 'CNY', limit: '100.00', exposure: '105.75' },
    ]);
    const stale = await t.call('PUT', `/api/customer-accounts/${customers['甲']}`, {
      token: admin,
      body: { language: 'en', creditLimit: '200', creditCurrency: 'CNY', version: before.version },
    });
    expect(stale.body.code).toBe(40900);
    const half = await t.call('PUT', `/api/customer-accounts/${customers['甲']}`, {
      token: admin,
      body: { language: 'en', creditLimit: '200', creditCurrency: null, version: set.body.data.version },
    });
    expect(errorPaths(half)).toEqual(['creditCurrency']);
    const onlyOver = await t.call<{ records: AccountRow[] }>('GET', '/api/customer-accounts?overLimit=true', {
      token: admin,
    });
    expect(onlyOver.body.data.records.map((r) => r.shortName)).toEqual(['甲']);
  });
});

describe('the Excel of a statement', () => {
  it('is written in the customer’s language with the company’s name, numbers and days as real cells', async () => {
    // The name staff set on 系统设置 → 基本设置, read when the file is written.
    const named = await t.call('PUT', '/api/system/settings', {
      token: admin,
      body: { companyName: '环球速递有限公司', language: 'zh', version: 1 },
    });
    expect(named.body.code).toBe(20000);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statements/${jan.id}/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [ledger, summary] = book.worksheets;
    expect(ledger!.getRow(1).getCell(1).value).toBe('Type');
    expect(ledger!.headerFooter.oddHeader).toContain('环球速递有限公司');
    const first = ledger!.getRow(2);
    expect(first.getCell(2).value).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(first.getCell(9).value).toBe(100);
    expect(summary!.getRow(2).getCell(1).value).toBe('环球速递有限公司');
    expect(summary!.getRow(2).getCell(12).value).toBe(140.5);
  });
});

describe('who may', () => {
  it('refuses without a token and without the permission', async () => {
    expect((await t.call('GET', '/api/statements')).status).toBe(401);
    expect((await create({ customerId: customers['甲'], month: '2026-04' }, sales.token)).body.code).toBe(40300);
    expect(
      (
        await pay(
          { customerId: customers['甲'], currency: 'CNY', amount: '1', paidOn: '2026-03-02', method: 'cash' },
          sales.token,
        )
      ).body.code,
    ).toBe(40300);
    const none = await t.login('sales2', USER_PASSWORD);
    expect((await t.call('GET', '/api/statements', { token: none })).body.code).toBe(40300);
  });

  it('shows a SELF salesperson her own customers’ statements, payments and accounts only', async () => {
    const page = await t.call<{ records: StatementRow[] }>('GET', '/api/statements', { token: sales.token });
    expect(new Set(page.body.data.records.map((r) => r.shortName))).toEqual(new Set(['甲']));
    const theirs = await t.db
      .selectFrom('statements')
      .select('id')
      .where('customer_id', '=', customers['乙']!)
      .executeTakeFirstOrThrow();
    expect((await detail(theirs.id, sales.token)).code).toBe(40400);
    const payments = await t.call<{ records: CustomerPaymentRow[] }>('GET', '/api/payments', { token: sales.token });
    expect(new Set(payments.body.data.records.map((r) => r.shortName))).toEqual(new Set(['甲']));
    const accounts = await t.call<{ records: AccountRow[] }>('GET', '/api/customer-accounts', { token: sales.token });
    expect(accounts.body.data.records.map((r) => r.shortName)).toEqual(['甲']);
    const adjust = await t.call('POST', '/api/charge-adjustments', {
      token: sales.token,
      body: { orderId: orders.Y1, amount: '1', reason: 'x' },
    });
    expect(adjust.body.code).toBe(40400);
  });
});

describe('at once', () => {
  it('issues a statement once when many ask together', async () => {
    customers['丙'] = await givenCustomer(t.db, '丙', sales.id);
    for (let i = 0; i < 5; i++) await givenPriced(`C${i}`, '丙', '2026-01-15', 'CNY', '10.00');
    const s = (await create({ customerId: customers['丙'], month: '2026-01' })).body.data;
    const answers = await Promise.all(Array.from({ length: 30 }, () => issue(s)));
    expect(answers.filter((a) => a.body.code === 20000)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 40900)).toHaveLength(29);
    const billed = await t.db
      .selectFrom('statement_orders')
      .select('order_id')
      .where('statement_id', '=', s.id)
      .execute();
    expect(billed).toHaveLength(5);
    const kept = await t.db.selectFrom('statement_totals').selectAll().where('statement_id', '=', s.id).execute();
    expect(kept.map((k) => k.due)).toEqual(['50.00']);
  });

  it('applies many payments at once without paying any statement twice', async () => {
    const s = await t.db
      .selectFrom('statements')
      .select('id')
      .where('customer_id', '=', customers['丙']!)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        pay({ customerId: customers['丙'], currency: 'CNY', amount: '3', paidOn: '2026-02-01', method: 'bank' }),
      ),
    );
    expect(answers.every((a) => a.body.code === 20000)).toBe(true);
    const applied = await t.db
      .selectFrom('payment_applications')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('statement_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(Number(applied.sum)).toBe(50);
    expect(await stateOf(s.id)).toBe('settled');
    const left = answers.reduce((sum, a) => sum + Number(a.body.data.unapplied), 0);
    expect(left).toBe(40);
  });

  it('applies what is left of one payment once when many ask together, checking its version', async () => {
    customers['丁'] = await givenCustomer(t.db, '丁', sales.id);
    await givenPriced('D1', '丁', '2026-01-15', 'CNY', '100.00');
    const s = (await issue((await create({ customerId: customers['丁'], month: '2026-01' })).body.data)).body.data;
    // Chosen: none, for now.
    const held = (
      await pay({
        customerId: customers['丁'],
        currency: 'CNY',
        amount: '150',
        paidOn: '2026-02-01',
        method: 'bank',
        statementIds: [],
      })
    ).body.data;
    expect(held).toMatchObject({ unapplied: '150.00', applications: [] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call<CustomerPaymentRow>('POST', `/api/payments/${held.id}/apply`, {
          token: admin,
          body: { version: held.version },
        }),
      ),
    );
    const done = answers.filter((a) => a.body.code === 20000);
    expect(done).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 40900)).toHaveLength(19);
    expect(done[0]!.body.data).toMatchObject({
      unapplied: '50.00',
      applications: [{ number: s.number, amount: '100.00' }],
    });
    expect(await stateOf(s.id)).toBe('settled');
    const again = await t.call('POST', `/api/payments/${held.id}/apply`, {
      token: admin,
      body: { version: done[0]!.body.data.version },
    });
    // Nothing open to apply the 50.00 to: the statement is settled.
    expect(again.body.code).toBe(20000);
    expect((again.body.data as CustomerPaymentRow).unapplied).toBe('50.00');
  });
});

describe('an order billed, then changed', () => {
  it('is priced again on save and the difference goes onto the next statement as an adjustment', async () => {
    const channel = await givenChannel(t, admin, 'ST-EXP');
    await givenSheet(t, admin, channel, usSheet(dayFrom(-30)));
    customers['戊'] = await givenCustomer(t.db, '戊', sales.id);
    const day = dayFrom(-1);
    const entered = async (numbers: string, weight: string) => {
      const id = await givenPriced(numbers, '戊', day, 'CNY', '0.00');
      await t.db
        .updateTable('orders')
        .set({ channel_id: channel, weight, consignee_postcode: '10001' })
        .where('id', '=', id)
        .execute();
      const priced = await t.call<ChargeRow>('POST', `/api/settlement/charges/${id}/price`, { token: admin });
      expect(priced.body.data.state, priced.body.message).toBe('priced');
      return { id, total: priced.body.data.total! };
    };
    const light = await entered('W1', '2.000');
    const heavy = await entered('W2', '5.000');
    const s = (await create({ customerId: customers['戊'], month: day.slice(0, 7) })).body.data;
    expect((await issue(s)).body.code).toBe(20000);
    const save = async (weight: string) => {
      const got = await t.call<{ order: OrderRow }>('GET', `/api/orders/${light.id}/tracking`, { token: admin });
      const o = got.body.data.order;
      const r = await t.call<OrderRow>('PUT', `/api/orders/${light.id}`, {
        token: admin,
        body: {
          numbers: o.numbers,
          customerId: o.customerId,
          channelId: o.channelId,
          countryId: o.countryId,
          consigneeName: o.consigneeName,
          consigneePostcode: o.consigneePostcode,
          weight,
          pieces: 1,
          ownerUserId: o.ownerUserId,
          statusId: o.statusId,
          entryDate: o.entryDate,
          isReceived: o.isReceived,
          version: o.version,
        },
      });
      expect(r.body.code, r.body.message).toBe(20000);
    };
    const repriced = () =>
      t.db
        .selectFrom('charge_adjustments')
        .select(['amount', 'kind', 'statement_id'])
        .where('order_id', '=', light.id)
        .orderBy('id')
        .execute();
    await save('5');
    // Now as heavy as W2: it would cost what W2 costs; the charge stays as billed.
    const diff = (Number(heavy.total) - Number(light.total)).toFixed(2);
    expect(await repriced()).toEqual([{ amount: diff, kind: 'repriced', statement_id: null }]);
    const charge = await t.db
      .selectFrom('order_charges')
      .select(['state', 'sale_total'])
      .where('order_id', '=', light.id)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ state: 'billed', sale_total: light.total });
    await save('5');
    expect(await repriced()).toHaveLength(1);
    await save('2');
    expect((await repriced()).map((a) => a.amount)).toEqual([diff, `-${diff}`]);
    const open = await t.call<{ records: AdjustmentRow[] }>(
      'GET',
      `/api/charge-adjustments?customerId=${customers['戊']}&open=true`,
      { token: admin },
    );
    expect(open.body.data.records.map((a) => [a.kind, a.reason])).toEqual([
      ['repriced', null],
      ['repriced', null],
    ]);
  });
});
