import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, givenRole, onPostgres, type Caller } from './harness.ts';
import { givenCustomer, insertOrder, orderDefaults } from './order-fixtures.ts';

/*
 * The same request fifty times at once. On PostgreSQL the requests really run
 * side by side (a pool of connections), so the unique indexes and version
 * checks meet real races; on PGlite they queue, and the answers must be the same.
 */

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const TIMES = 50;
const codesOf = async (method: 'POST' | 'PUT', url: string, body: (i: number) => unknown) =>
  (
    await Promise.all(Array.from({ length: TIMES }, (_, i) => t.call(method, url, { token: admin, body: body(i) })))
  ).map((r) => r.body.code);
const tally = (codes: unknown[]) =>
  codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [String(c)]: (acc[String(c)] ?? 0) + 1 }), {});

describe(`fifty identical creates at once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const creates: [string, string, () => Promise<unknown>][] = [
    ['a role key', '/api/roles', async () => ({ name: 'racer', roleName: '赛跑' })],
    ['an API type name', '/api/api/api-types', async () => ({ name: '竞速类型' })],
    ['a company name', '/api/company/create', async () => ({ companyName: '竞速公司' })],
    ['a QQ account', '/api/qq/create', async () => ({ account: '10001' })],
    [
      'a customer short name',
      '/api/customer',
      async () => ({ shortName: '竞速客户', fullName: '竞速客户有限公司', ownerUserId: 1 }),
    ],
    ['an agent code', '/api/agent', async () => ({ agentName: '竞速代理', agentCode: 'RACE' })],
    [
      'a channel code',
      '/api/channel',
      async () => ({ code: 'RACE', name: '竞速渠道', mode: 'express', incoterm: 'DDP' }),
    ],
    [
      'a username',
      '/api/users/addEmployee',
      async () => {
        const roleId = await givenRole(t.db, 'racers', []);
        const { id: companyId } = await t.db
          .insertInto('companies')
          .values({ company_name: '赛跑公司' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { username: 'racer', name: '赛跑', password: 'password-1', roleId, companyId };
      },
    ],
  ];
  for (const [what, url, bodyOf] of creates) {
    it(`creates ${what} once and answers the rest 40900`, async () => {
      const body = await bodyOf();
      expect(tally(await codesOf('POST', url, () => body))).toEqual({ 20000: 1, 40900: TIMES - 1 });
    });
  }
});

describe('fifty edits of the same version at once', () => {
  it('saves one and refuses the rest as stale (40900)', async () => {
    const role = await t.call<{ id: number; version: number }>('POST', '/api/roles', {
      token: admin,
      body: { name: 'edited', roleName: '原名' },
    });
    const { id, version } = role.body.data;
    const codes = await codesOf('PUT', '/api/roles/update', (i) => ({
      id,
      name: 'edited',
      roleName: `改名${i}`,
      version,
    }));
    expect(tally(codes)).toEqual({ 20000: 1, 40900: TIMES - 1 });
    const after = await t.db.selectFrom('roles').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.version).toBe(version + 1);
  });

  it('saves one company rename and refuses the rest', async () => {
    const c = await t.call<{ id: number; version: number }>('POST', '/api/company/create', {
      token: admin,
      body: { companyName: '改名公司' },
    });
    const { id, version } = c.body.data;
    const codes = await codesOf('PUT', '/api/company/update', (i) => ({ id, companyName: `改名公司${i}`, version }));
    expect(tally(codes)).toEqual({ 20000: 1, 40900: TIMES - 1 });
  });

  it('saves one order edit and refuses the rest', async () => {
    const customerId = await givenCustomer(t.db, '竞速单客户', 1);
    const { status_id, country_id } = await orderDefaults(t.db);
    const order = {
      numbers: 'RACE-1',
      customerId,
      channelId: null,
      countryId: country_id,
      consigneeName: 'Ann',
      weight: '1.000',
      pieces: 1,
      ownerUserId: 1,
      statusId: status_id,
      entryDate: '2026-05-01T08:00:00+08:00',
      isReceived: '未签收',
    };
    const orderId = await insertOrder(t.db, {
      numbers: order.numbers,
      customer_id: customerId,
      consignee_name: 'Ann',
      entry_date: new Date(order.entryDate),
    });
    const codes = await codesOf('PUT', `/api/orders/${orderId}`, (i) => ({ ...order, remark: `第${i}次`, version: 1 }));
    expect(tally(codes)).toEqual({ 20000: 1, 40900: TIMES - 1 });
    const after = await t.db.selectFrom('orders').select('version').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(after.version).toBe(2);
  });
});
