import type { Job, OrderRow, OrderTotals } from '@fwd/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';
import { rowsOf } from './sheets.ts';

/* The order page's list tools: totals of the filtered set, a selection as a filter, and batch actions on chosen orders. */

let t: Caller;
let admin: string;
let w: OrderWorld;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t, 120, 23);
});
afterAll(() => t.close());

const token = (who: string) => w.staff[who]!.token;
const ordersOf = (owner: string) => w.orders.filter((o) => o.owner === owner).map((o) => o.id);
const row = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** The same sums by plain SQL over the rows the conditions name. */
async function plainTotals(where: { owner?: number; customerLike?: string; received?: boolean }) {
  const rows = await sql<{
    currency: string | null;
    n: number;
    weight: string;
    pieces: number;
    declared: string | null;
  }>`
    select o.currency, count(*)::int as n, sum(o.weight)::numeric(20,3)::text as weight, sum(o.pieces)::int as pieces, sum(o.declared_value)::numeric(20,2)::text as declared
    from orders o join customers c on c.id = o.customer_id
    where (${where.received ?? null}::boolean is null or o.is_received = ${where.received ?? null}::boolean)
      and (${where.owner ?? null}::int is null or o.owner_user_id = ${where.owner ?? null}::int)
      and (${where.customerLike ?? null}::text is null or c.short_name like ${where.customerLike ?? null}::text)
    group by o.currency order by o.currency`.execute(t.db);
  return rows.rows;
}

describe('POST /orders/totals', () => {
  it('adds up weight, pieces and declared value (by currency) of exactly the filtered orders on the tab, in the caller’s scope', async () => {
    const cases = [
      { who: 'boss', filter: {}, plain: { received: false } },
      { who: 'boss', filter: { isReceived: '已签收' }, plain: { received: true } },
      { who: 'boss', filter: { isReceived: '全部' }, plain: {} },
      { who: 'salesA1', filter: {}, plain: { received: false, owner: w.staff.salesA1!.id } },
      { who: 'boss', filter: { shortName: '星辰' }, plain: { received: false, customerLike: '星辰%' } },
    ];
    for (const c of cases) {
      const r = await t.call<OrderTotals>('POST', '/api/orders/totals', { token: token(c.who), body: c.filter });
      expect(r.body.code, r.body.message).toBe(20000);
      const plain = await plainTotals(c.plain);
      const thousandths = plain.reduce((s, p) => s + BigInt(p.weight.replace('.', '')), 0n);
      expect(r.body.data.orders, c.who).toBe(plain.reduce((s, p) => s + p.n, 0));
      expect(r.body.data.pieces).toBe(plain.reduce((s, p) => s + p.pieces, 0));
      expect(Number(r.body.data.weight) * 1000).toBe(Number(thousandths));
      expect(r.body.data.declared.map((d) => [d.currency, Number(d.amount)])).toEqual(
        plain.filter((p) => p.declared !== null).map((p) => [p.currency, Number(p.declared)]),
      );
    }
    expect(
      (await t.call<OrderTotals>('POST', '/api/orders/totals', { token: admin, body: { shortName: '无此客户' } })).body
        .data,
    ).toEqual({ orders: 0, weight: '0', pieces: 0, declared: [] });
  });

  it('refuses a caller without order:view, without a session, and a masked role filtering by agent', async () => {
    expect((await t.call('POST', '/api/orders/totals', { token: token('nobody'), body: {} })).body.code).toBe(40300);
    expect((await t.call('POST', '/api/orders/totals', { body: {} })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/orders/totals', { token: token('salesA1'), body: { agentCode: 'DHL-SZ' } })).body
        .code,
    ).toBe(40300);
  });
});

describe('a selection as a filter', () => {
  it('pages and exports only the chosen orders the caller sees', async () => {
    const mine = ordersOf('salesA1').slice(0, 3);
    const theirs = ordersOf('salesB1').slice(0, 2);
    const ids = [...mine, ...theirs];
    const page = await t.call<{ orders: { records: OrderRow[] } }>('POST', '/api/orders/page', {
      token: token('salesA1'),
      body: { ids, isReceived: '未签收' },
    });
    const unsignedMine = w.orders
      .filter((o) => mine.includes(o.id) && !o.isReceived)
      .map((o) => o.id)
      .sort();
    expect(page.body.data.orders.records.map((o) => o.id).sort()).toEqual(unsignedMine);
    const exported = await t.call('POST', '/api/orders/export', { token: admin, body: { ids } });
    expect(exported.status).toBe(200);
    const numbers = (await rowsOf(exported.raw)).slice(1).map((r) => r[0]);
    expect(numbers.sort()).toEqual(
      w.orders
        .filter((o) => ids.includes(o.id) && !o.isReceived)
        .map((o) => o.numbers)
        .sort(),
    );
    expect((await t.call('POST', '/api/orders/page', { token: admin, body: { ids: [] } })).body.code).toBe(40000);
  });
});

describe('batch actions', () => {
  const statusOf = async (id: number) => (await row(id))?.status_id;

  it('sets the number status of the chosen orders, each audited with its version bumped; unchanged ones left alone', async () => {
    const [a, b] = ordersOf('salesA1');
    const target = w.ids.statuses['问题件']!;
    await t.db.updateTable('orders').set({ status_id: target }).where('id', '=', b!).execute();
    const before = await row(a!);
    const r = await t.call<{ updated: number }>('POST', '/api/orders/batch/status', {
      token: token('salesA1'),
      body: { ids: [a, b, a], statusId: target },
    });
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toEqual({ updated: 1 });
    expect(await row(a!)).toMatchObject({ status_id: target, version: before!.version + 1 });
    const log = (await auditOf(t.db, 'order', a!)).at(-1)!;
    expect(log).toMatchObject({ action: 'update' });
  });

  it('changes nothing when one chosen order is outside the caller’s scope (40400), or the status does not exist (40000)', async () => {
    const mine = ordersOf('salesA1').slice(2, 4);
    const theirs = ordersOf('salesB1')[0]!;
    const before = await Promise.all([...mine, theirs].map(statusOf));
    const refused = await t.call('POST', '/api/orders/batch/status', {
      token: token('salesA1'),
      body: { ids: [...mine, theirs], statusId: w.ids.statuses['已转单'] },
      lang: 'en',
    });
    expect([refused.body.code, refused.body.message]).toEqual([
      40400,
      '1 of the chosen orders do not exist or are outside your data scope; nothing was changed',
    ]);
    const missing = await t.call('POST', '/api/orders/batch/status', {
      token: token('salesA1'),
      body: { ids: mine, statusId: 999_999 },
    });
    expect([missing.body.code, errorPaths(missing)]).toEqual([40000, ['statusId']]);
    expect(
      (
        await t.call('POST', '/api/orders/batch/status', {
          token: token('salesA1'),
          body: { ids: [999_999], statusId: w.ids.statuses['已转单'] },
        })
      ).body.code,
    ).toBe(40400);
    expect(await Promise.all([...mine, theirs].map(statusOf))).toEqual(before);
  });

  it('refuses bad input, a caller without the permission, and no session', async () => {
    const ids = ordersOf('salesA1').slice(0, 1);
    for (const body of [
      { ids: [], statusId: 1 },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), statusId: 1 },
      { ids: [0], statusId: 1 },
      { ids },
    ]) {
      expect((await t.call('POST', '/api/orders/batch/status', { token: admin, body })).body.code).toBe(40000);
    }
    expect(
      (await t.call('POST', '/api/orders/batch/status', { token: token('salesA2'), body: { ids, statusId: 1 } })).body
        .code,
    ).toBe(40300);
    expect(
      (await t.call('POST', '/api/orders/batch/delete', { token: token('salesA1'), body: { ids } })).body.code,
    ).toBe(40300);
    expect(
      (await t.call('POST', '/api/orders/batch/track', { token: token('salesA1'), body: { ids } })).body.code,
    ).toBe(40300);
    expect((await t.call('POST', '/api/orders/batch/delete', { body: { ids } })).status).toBe(401);
  });

  it('deletes the chosen orders, each audited, all or none', async () => {
    const [a, b] = ordersOf('managerA');
    const theirs = ordersOf('salesB1')[1]!;
    const refused = await t.call('POST', '/api/orders/batch/delete', {
      token: token('managerA'),
      body: { ids: [a, b, theirs] },
    });
    expect(refused.body.code).toBe(40400);
    expect(await row(a!)).toBeDefined();
    const r = await t.call<{ deleted: number }>('POST', '/api/orders/batch/delete', {
      token: token('managerA'),
      body: { ids: [a, b] },
    });
    expect(r.body.data).toEqual({ deleted: 2 });
    expect([await row(a!), await row(b!)]).toEqual([undefined, undefined]);
    expect((await auditOf(t.db, 'order', b!)).at(-1)).toMatchObject({ action: 'delete' });
    w.orders = w.orders.filter((o) => o.id !== a && o.id !== b);
  });

  it('refreshes the chosen orders’ tracking as a job naming them', async () => {
    const ids = ordersOf('managerA').slice(0, 3);
    const r = await t.call<Job>('POST', '/api/orders/batch/track', { token: token('managerA'), body: { ids } });
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({
      kind: 'trackingRefresh',
      state: 'queued',
      params: { ids: [...ids].sort((x, y) => x - y).join(',') },
    });
  });
});
