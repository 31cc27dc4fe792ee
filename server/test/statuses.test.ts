import type {
  NumberStatusOption,
  NumberStatusRow,
  OrderRow,
  TrackingStatusOption,
  TrackingStatusRow,
} from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../src/boot.ts';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';
import { auditOf } from './org-fixtures.ts';
import { importFile, rowsOf } from './sheets.ts';

let t: Caller;
let admin: string;
let anyone: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  ({ token: anyone } = await signedInWith(t, 'clerk', ['order:view']));
});
afterAll(() => t.close());

const numberOptions = async (lang?: string) =>
  (await t.call<NumberStatusOption[]>('GET', '/api/tracking-status/get-all-numberstatus', { token: anyone, lang })).body
    .data;
const numberRows = async (lang?: string) =>
  (await t.call<NumberStatusRow[]>('GET', '/api/number-status', { token: admin, lang })).body.data;
const trackingOptions = async (lang: string) =>
  (
    await t.call<TrackingStatusOption[]>('GET', '/api/number-tracking-status/get-all-numbertrckingstatus', {
      token: anyone,
      lang,
    })
  ).body.data;

const names = (zh: string, en = '', es = '', ja = '') => ({ nameZh: zh, nameEn: en, nameEs: es, nameJa: ja });
const fieldsOf = (s: NumberStatusRow) => ({
  ...names(s.nameZh, s.nameEn, s.nameEs, s.nameJa),
  color: s.color,
  enabled: s.enabled,
});
const create = (body: object, token = admin, lang?: string) =>
  t.call<NumberStatusRow>('POST', '/api/number-status', { token, body, lang });

describe('number statuses', () => {
  it("are seeded in order with their colours, named in the reader's language", async () => {
    const options = await numberOptions();
    expect(options.map((s) => s.statusName)).toEqual([
      '已下单',
      '已收货',
      '已出库',
      '已转单',
      '问题件',
      '已退回',
      '已取消',
    ]);
    expect(options[0]).toEqual({ id: expect.any(Number), statusName: '已下单', color: '#1890ff' });
    expect((await numberOptions('en')).map((s) => s.statusName)).toEqual([
      'Ordered',
      'Received',
      'Dispatched',
      'Transferred',
      'Problem',
      'Returned',
      'Cancelled',
    ]);
    expect((await numberOptions('ja'))[4]!.statusName).toBe('問題あり');
    expect((await numberRows('es'))[6]).toMatchObject({
      code: 'cancelled',
      statusName: 'Cancelado',
      ...names('已取消', 'Cancelled', 'Cancelado', 'キャンセル済み'),
    });
  });

  it('are renamed in the four languages, coloured and disabled with the current version, audited; a disabled one leaves the pickers', async () => {
    const returned = (await numberRows()).find((s) => s.code === 'returned')!;
    const renamed = names('异常件', 'Exception', 'Excepción', '異常');
    const r = await t.call<NumberStatusRow>('PUT', `/api/number-status/${returned.id}`, {
      token: admin,
      body: { ...renamed, color: '#FF0000', enabled: false, version: returned.version },
      lang: 'en',
    });
    expect(r.body.data).toMatchObject({
      code: 'returned',
      statusName: 'Exception',
      ...renamed,
      color: '#ff0000',
      enabled: false,
      version: returned.version + 1,
    });
    expect((await auditOf(t.db, 'number_status', returned.id))[0]).toMatchObject({
      before: { nameZh: '已退回' },
      after: { nameZh: '异常件', nameJa: '異常' },
    });
    expect((await numberOptions()).map((s) => s.statusName)).not.toContain('异常件');
    expect((await numberRows()).find((s) => s.id === returned.id)!.enabled).toBe(false);

    const stale = await t.call('PUT', `/api/number-status/${returned.id}`, {
      token: admin,
      body: { ...names('已退回'), color: '#ff0000', enabled: true, version: returned.version },
    });
    expect(stale.body).toMatchObject({ code: 40900, data: { nameZh: '异常件' } });
  });

  it('keep each name unique in its language and their colours #rrggbb', async () => {
    const [ordered, received] = await numberRows();
    const put = (body: object) =>
      t.call('PUT', `/api/number-status/${received!.id}`, {
        token: admin,
        body: { ...fieldsOf(received!), version: received!.version, ...body },
      });
    expect((await put({ nameZh: ordered!.nameZh })).body.code).toBe(40900);
    const taken = await put({ nameEn: 'ORDERED' });
    expect([taken.body.code, errorPaths(taken)]).toEqual([40900, ['nameEn']]);
    expect((await put({ color: 'red' })).body.code).toBe(40000);
    expect((await put({ nameZh: '' })).body.code).toBe(40000);
    expect((await put({ nameJa: 'x'.repeat(21) })).body.code).toBe(40000);
  });

  it('are added last, named in the four languages, audited; a blank translation shows the Chinese name', async () => {
    const before = await numberRows();
    const r = await create({ ...names('待清关', 'Awaiting customs'), color: '#00AA00', enabled: true }, admin, 'en');
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({
      code: null,
      statusName: 'Awaiting customs',
      ...names('待清关', 'Awaiting customs'),
      color: '#00aa00',
      enabled: true,
      version: 1,
    });
    expect(r.body.data.sort).toBeGreaterThan(Math.max(...before.map((s) => s.sort)));
    expect((await numberOptions('ja')).at(-1)).toEqual({ id: r.body.data.id, statusName: '待清关', color: '#00aa00' });
    expect((await auditOf(t.db, 'number_status', r.body.data.id))[0]).toMatchObject({
      action: 'create',
      before: null,
      after: { nameZh: '待清关' },
    });
  });

  it('refuse a duplicate name (40900) and bad input (40000, naming the fields), adding nothing', async () => {
    const count = (await numberRows()).length;
    const duplicate = await create({ ...names('已下单 '), color: '#000000', enabled: true });
    expect([duplicate.body.code, errorPaths(duplicate)]).toEqual([40900, ['nameZh']]);
    expect((await create({ ...names('新状态', 'dispatched'), color: '#000000', enabled: true })).body.code).toBe(40900);
    const bad = await create({ nameZh: ' ', color: 'blue', enabled: true }, admin, 'en');
    expect([bad.body.code, errorPaths(bad).sort()]).toEqual([40000, ['color', 'nameZh']]);
    expect((await create({ ...names('新状态'), color: '#000000' })).body.code).toBe(40000);
    expect((await create({ ...names('新状态'), color: '#000000', enabled: true, code: 'x' })).body.code).toBe(40000);
    expect((await numberRows()).length).toBe(count);
  });

  it('are reordered as a whole list; only a full list is taken', async () => {
    const before = await numberRows();
    const ids = before.map((s) => s.id);
    const reversed = [...ids].reverse();
    const r = await t.call<NumberStatusRow[]>('PUT', '/api/number-status/reorder', {
      token: admin,
      body: { ids: reversed },
    });
    expect(r.body.data.map((s) => s.id)).toEqual(reversed);
    expect((await numberOptions()).map((s) => s.id)).toEqual(
      reversed.filter((id) => before.find((s) => s.id === id)!.enabled),
    );
    const partial = await t.call('PUT', '/api/number-status/reorder', { token: admin, body: { ids: ids.slice(1) } });
    expect(partial.body.code).toBe(40000);
    expect(errorPaths(partial)).toEqual(['ids']);
    expect(
      (await t.call('PUT', '/api/number-status/reorder', { token: admin, body: { ids: [...ids.slice(1), ids[1]] } }))
        .body.code,
    ).toBe(40000);
  });

  it('stay as staff left them when the reference data is synced again', async () => {
    const before = await numberRows();
    await syncReferenceData(t.db);
    expect(await numberRows()).toEqual(before);
  });

  it('need status:add, status:edit and status:delete to change, a token to list', async () => {
    const [s] = await numberRows();
    const { token } = await signedInWith(t, 'statusviewer', ['customer:view', 'status:view', 'status:edit']);
    expect((await t.call('GET', '/api/number-status', { token })).body.code).toBe(20000);
    expect((await create({ ...names('无权新增'), color: '#000000', enabled: true }, token)).body.code).toBe(40300);
    expect((await t.call('DELETE', `/api/number-status/${s!.id}`, { token })).body.code).toBe(40300);
    expect(
      (
        await t.call('PUT', `/api/number-status/${s!.id}`, {
          token: anyone,
          body: { ...fieldsOf(s!), version: s!.version },
        })
      ).body.code,
    ).toBe(40300);
    expect((await t.call('GET', '/api/tracking-status/get-all-numberstatus')).status).toBe(401);
    expect(
      (await t.call('POST', '/api/number-status', { body: { ...names('x'), color: '#000000', enabled: true } })).status,
    ).toBe(401);
  });
});

describe('number statuses on orders', () => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await givenOrderWorld(t, 6, 3);
  });
  const orderIn = async (statusId: number, lang: string) => {
    const page = await t.call<{ orders: { records: OrderRow[] } }>('POST', '/api/orders/page?page=1&size=50', {
      token: admin,
      body: {},
      lang,
    });
    return page.body.data.orders.records.find((o) => o.statusId === statusId);
  };

  it("show in the reader's language on the order page, the Chinese name where none is given; the filter takes a name in any language", async () => {
    const [order] = w.orders;
    const dispatched = w.ids.statuses['已出库']!;
    await t.db.updateTable('orders').set({ status_id: dispatched }).where('id', '=', order!.id).execute();
    expect((await orderIn(dispatched, 'en'))!.statusName).toBe('Dispatched');
    expect((await orderIn(dispatched, 'ja'))!.statusName).toBe('出庫済み');
    const chineseOnly = (await create({ ...names('待查验'), color: '#123456', enabled: true })).body.data;
    await t.call('POST', '/api/orders/batch/status', {
      token: admin,
      body: { ids: [order!.id], statusId: chineseOnly.id },
    });
    expect((await orderIn(chineseOnly.id, 'es'))!.statusName).toBe('待查验');
    const filtered = await t.call<{ orders: { records: OrderRow[] } }>('POST', '/api/orders/page?page=1&size=50', {
      token: admin,
      body: { statusName: ['待查验'] },
      lang: 'en',
    });
    expect(filtered.body.data.orders.records.map((o) => o.id)).toEqual([order!.id]);
  });

  it("are exported in the reader's language, and such a sheet imports back unchanged", async () => {
    const exported = await t.call('POST', '/api/orders/export', { token: admin, body: {}, lang: 'ja' });
    const [head, ...rows] = await rowsOf(exported.raw);
    const column = head!.indexOf('番号ステータス');
    expect(rows.map((r) => r[column])).toContain('出庫済み');
    const r = await importFile(t, '/api/orders/import', admin, exported.raw, 'ja');
    expect(r.code, JSON.stringify(r.data)).toBe(20000);
    expect(r.data).toEqual({ created: 0, updated: 0, unchanged: rows.length });
  });

  it('delete one staff added that no order has, audited; refuse one orders have (naming the waybills and how many) and a built-in one', async () => {
    const used = (await create({ ...names('在用状态'), color: '#123456', enabled: true })).body.data;
    await t.db
      .updateTable('orders')
      .set({ status_id: used.id })
      .where('id', 'in', [w.orders[1]!.id, w.orders[2]!.id, w.orders[3]!.id])
      .execute();
    const refused = await t.call('DELETE', `/api/number-status/${used.id}`, { token: admin });
    expect(refused.body).toMatchObject({ code: 40900, message: '仍被运单引用（3 条），不能删除' });
    // The list says so beforehand.
    expect((await numberRows()).find((s) => s.id === used.id)).toMatchObject({ orders: 3 });
    expect((await t.call('DELETE', `/api/number-status/${used.id}`, { token: admin, lang: 'en' })).body.message).toBe(
      'Still referred to by waybills (3); it cannot be deleted',
    );
    const builtIn = (await numberRows()).find((s) => s.code === 'ordered')!;
    expect((await t.call('DELETE', `/api/number-status/${builtIn.id}`, { token: admin })).body.code).toBe(40900);
    expect((await numberRows()).map((s) => s.id)).toEqual(expect.arrayContaining([used.id, builtIn.id]));

    const unused = (await create({ ...names('临时状态'), color: '#123456', enabled: true })).body.data;
    expect((await t.call('DELETE', `/api/number-status/${unused.id}`, { token: admin })).body.code).toBe(20000);
    expect((await numberRows()).map((s) => s.id)).not.toContain(unused.id);
    expect((await auditOf(t.db, 'number_status', unused.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await t.call('DELETE', `/api/number-status/${unused.id}`, { token: admin })).body.code).toBe(40400);
  });
});

describe('tracking statuses', () => {
  it("are the provider's nine main statuses, named in the caller's language", async () => {
    expect((await trackingOptions('zh')).map((s) => s.trackingStatus)).toEqual([
      '查询不到',
      '收到信息',
      '运输途中',
      '运输过久',
      '到达待取',
      '派送途中',
      '投递失败',
      '成功签收',
      '可能异常',
    ]);
    expect((await trackingOptions('en'))[7]).toEqual({
      id: expect.any(Number),
      code: 'Delivered',
      trackingStatus: 'Delivered',
    });
    expect((await trackingOptions('ja'))[2]!.trackingStatus).toBe('輸送中');
    expect((await trackingOptions('es'))[2]!.trackingStatus).toBe('En tránsito');
  });

  it('are renamed in the four languages with the current version, audited', async () => {
    const rows = (await t.call<TrackingStatusRow[]>('GET', '/api/number-tracking-status', { token: admin })).body.data;
    const transit = rows.find((s) => s.code === 'InTransit')!;
    const names = { nameZh: '在途', nameEn: 'On the way', nameEs: 'En camino', nameJa: '輸送中です' };
    const r = await t.call<TrackingStatusRow>('PUT', `/api/number-tracking-status/${transit.id}`, {
      token: admin,
      body: { ...names, version: transit.version },
    });
    expect(r.body.data).toEqual({ id: transit.id, code: 'InTransit', ...names, version: transit.version + 1 });
    expect((await trackingOptions('en')).find((s) => s.code === 'InTransit')!.trackingStatus).toBe('On the way');
    expect((await auditOf(t.db, 'tracking_status', transit.id))[0]).toMatchObject({
      before: { nameZh: '运输途中' },
      after: { nameZh: '在途' },
    });
    expect(
      (
        await t.call('PUT', `/api/number-tracking-status/${transit.id}`, {
          token: admin,
          body: { ...names, version: transit.version },
        })
      ).body.code,
    ).toBe(40900);
    expect(
      (
        await t.call('PUT', `/api/number-tracking-status/${transit.id}`, {
          token: admin,
          body: { ...names, nameEs: ' ', version: transit.version + 1 },
        })
      ).body.code,
    ).toBe(40000);
    expect(
      (await t.call('PUT', '/api/number-tracking-status/999999', { token: admin, body: { ...names, version: 1 } })).body
        .code,
    ).toBe(40400);
  });
});
