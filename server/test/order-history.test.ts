import { orderFields, type OrderChange, type OrderRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, type Caller } from './harness.ts';
import { givenOrderWorld, IMPORT_HEADER, importRow, type OrderWorld } from './order-fixtures.ts';
import { importFile, xlsx } from './sheets.ts';

/* 订单运单追踪's order detail: an order's changes, from the audit log, as the caller may see them. */

let t: Caller;
let admin: string;
let w: OrderWorld;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t, 40, 11);
});
afterAll(() => t.close());

const token = (who: string) => w.staff[who]!.token;
type History = { records: OrderChange[]; total: number };
const history = (id: number, who = 'boss', query = '') =>
  t.call<History>('GET', `/api/orders/${id}/history${query}`, { token: token(who), lang: 'en' });
/** One of salesA1's orders with an agent other than Swift, not yet a 问题件. */
const anOrder = async (): Promise<OrderRow> => {
  const r = await t.call<{ orders: { records: OrderRow[] } }>('POST', '/api/orders/page?size=200', {
    token: admin,
    body: { nameList: ['salesA1'] },
  });
  return r.body.data.orders.records.find(
    (o) => o.agentId !== null && o.agentCode !== 'SW-1' && o.statusName !== '问题件',
  )!;
};
const edit = (o: OrderRow, change: object, who = 'boss') =>
  t.call<OrderRow>('PUT', `/api/orders/${o.id}`, {
    token: token(who),
    body: { ...Object.fromEntries(orderFields.keyof().options.map((k) => [k, o[k]])), version: o.version, ...change },
  });

describe('GET /orders/:id/history', () => {
  let o: OrderRow;
  beforeAll(async () => {
    o = await anOrder();
    const edited = await edit(o, { consigneeName: 'Jane Doe', weight: '2.5', agentId: w.ids.agents['SW-1'] });
    expect(edited.body.code, edited.body.message).toBe(20000);
    const batch = await t.call('POST', '/api/orders/batch/status', {
      token: token('salesA1'),
      body: { ids: [o.id], statusId: w.ids.statuses['问题件'] },
    });
    expect(batch.body.code, batch.body.message).toBe(20000);
  });

  it('lists each change newest first, who made it, and every field it changed before → after', async () => {
    const r = await history(o.id);
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data.total).toBe(2);
    const [status, edited] = r.body.data.records;
    expect(status).toMatchObject({
      action: 'update',
      userName: 'salesA1',
      changes: [{ field: 'statusName', before: o.statusName, after: '问题件' }],
    });
    expect(edited).toMatchObject({ action: 'update', username: 'boss' });
    expect(edited!.changes).toEqual([
      { field: 'agent', before: `${o.agentName} (${o.agentCode})`, after: 'Swift (SW-1)' },
      { field: 'consigneeName', before: o.consigneeName, after: 'Jane Doe' },
      { field: 'weight', before: o.weight, after: '2.500' },
    ]);
    expect(Date.parse(status!.at)).toBeGreaterThanOrEqual(Date.parse(edited!.at));
    const paged = await history(o.id, 'boss', '?currentPage=2&pageSize=1');
    expect(paged.body.data).toMatchObject({ total: 2, records: [{ id: edited!.id }] });
  });

  it('masks the agent for a role that may not see agents, before and after alike', async () => {
    const r = await history(o.id, 'salesA1');
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data.records[1]!.changes[0]).toEqual({ field: 'agent', before: '****', after: '****' });
    expect(JSON.stringify(r.body.data)).not.toMatch(/Swift|SW-1|敦豪|DHL|欧速达|OSD/);
  });

  it('names the references of an imported change as the page does, masked likewise', async () => {
    const first = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([
        IMPORT_HEADER,
        importRow('HIS-1', { 客户简称: '星辰电子', 业务员账号: 'salesA1', 代理编码: 'DHL-SZ', 目的国: 'US', 件数: 1 }),
      ]),
    );
    expect(first.code, JSON.stringify(first.data)).toBe(20000);
    expect(
      (
        await importFile(
          t,
          '/api/orders/import',
          admin,
          await xlsx([IMPORT_HEADER, importRow('HIS-1', { 代理编码: 'OSD-EU', 目的国: 'GB', 件数: 3 })]),
        )
      ).code,
    ).toBe(20000);
    const id = (await t.db.selectFrom('orders').select('id').where('numbers', '=', 'HIS-1').executeTakeFirstOrThrow())
      .id;
    const [updated, created] = (await history(id)).body.data.records;
    expect(updated!.changes).toEqual([
      { field: 'agent', before: '敦豪华南 (DHL-SZ)', after: '欧速达 (OSD-EU)' },
      { field: 'country', before: expect.stringMatching(/ \(US\)$/), after: expect.stringMatching(/ \(GB\)$/) },
      { field: 'pieces', before: '1', after: '3' },
    ]);
    expect(created).toMatchObject({ action: 'create', username: 'admin' });
    expect(created!.changes).toContainEqual({ field: 'customer', before: null, after: '星辰电子' });
    expect(created!.changes).toContainEqual({
      field: 'owner',
      before: null,
      after: expect.stringContaining('(salesA1)'),
    });
    const masked = (await history(id, 'salesA1')).body.data.records[0]!;
    expect(masked.changes[0]).toEqual({ field: 'agent', before: '****', after: '****' });
  });

  it('is 40400 for an order outside the caller’s scope, as for one that does not exist', async () => {
    const theirs = await history(o.id, 'salesB1');
    const missing = await history(999_999, 'salesB1');
    expect([theirs.body.code, theirs.body.data]).toEqual([40400, null]);
    expect(theirs.body.message).toBe(missing.body.message);
    expect((await history(o.id, 'managerA')).body.code).toBe(20000);
  });

  it('refuses a caller without order:view, no session, and a bad page', async () => {
    expect((await history(o.id, 'nobody')).body.code).toBe(40300);
    expect((await t.call('GET', `/api/orders/${o.id}/history`)).status).toBe(401);
    expect((await history(o.id, 'boss', '?pageSize=0')).body.code).toBe(40000);
  });
});
