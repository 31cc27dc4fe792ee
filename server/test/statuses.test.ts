import type { NumberStatusOption, NumberStatusRow, TrackingStatusOption, TrackingStatusRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../src/boot.ts';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';

let t: Caller;
let admin: string;
let anyone: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  ({ token: anyone } = await signedInWith(t, 'clerk', ['order:view']));
});
afterAll(() => t.close());

const numberOptions = async () => (await t.call<NumberStatusOption[]>('GET', '/api/tracking-status/get-all-numberstatus', { token: anyone })).body.data;
const numberRows = async () => (await t.call<NumberStatusRow[]>('GET', '/api/number-status', { token: admin })).body.data;
const trackingOptions = async (lang: string) =>
  (await t.call<TrackingStatusOption[]>('GET', '/api/number-tracking-status/get-all-numbertrckingstatus', { token: anyone, lang })).body.data;

describe('number statuses', () => {
  it('are seeded in order with their colours', async () => {
    const options = await numberOptions();
    expect(options.map((s) => s.statusName)).toEqual(['已下单', '已收货', '已出库', '已转单', '问题件', '已退回', '已取消']);
    expect(options[0]).toEqual({ id: expect.any(Number), statusName: '已下单', color: '#1890ff' });
  });

  it('are renamed, coloured and disabled with the current version, audited; a disabled one leaves the pickers', async () => {
    const problem = (await numberRows()).find((s) => s.code === 'problem')!;
    const r = await t.call<NumberStatusRow>('PUT', `/api/number-status/${problem.id}`, {
      token: admin, body: { statusName: '异常件', color: '#FF0000', enabled: false, version: problem.version },
    });
    expect(r.body.data).toMatchObject({ code: 'problem', statusName: '异常件', color: '#ff0000', enabled: false, version: problem.version + 1 });
    expect((await auditOf(t.db, 'number_status', problem.id))[0]).toMatchObject({ before: { statusName: '问题件' }, after: { statusName: '异常件' } });
    expect((await numberOptions()).map((s) => s.statusName)).not.toContain('异常件');
    expect((await numberRows()).find((s) => s.id === problem.id)!.enabled).toBe(false);

    const stale = await t.call('PUT', `/api/number-status/${problem.id}`, { token: admin, body: { statusName: '问题件', color: '#ff0000', enabled: true, version: problem.version } });
    expect(stale.body).toMatchObject({ code: 40900, data: { statusName: '异常件' } });
  });

  it('keep their names unique and their colours #rrggbb', async () => {
    const [ordered, received] = await numberRows();
    const put = (body: object) => t.call('PUT', `/api/number-status/${received!.id}`, { token: admin, body: { statusName: '已收货', color: '#13c2c2', enabled: true, version: received!.version, ...body } });
    expect((await put({ statusName: ordered!.statusName })).body.code).toBe(40900);
    expect((await put({ color: 'red' })).body.code).toBe(40000);
    expect((await put({ statusName: '' })).body.code).toBe(40000);
  });

  it('are reordered as a whole list; only a full list is taken', async () => {
    const before = await numberRows();
    const ids = before.map((s) => s.id);
    const reversed = [...ids].reverse();
    const r = await t.call<NumberStatusRow[]>('PUT', '/api/number-status/reorder', { token: admin, body: { ids: reversed } });
    expect(r.body.data.map((s) => s.id)).toEqual(reversed);
    expect((await numberOptions()).map((s) => s.id)).toEqual(reversed.filter((id) => before.find((s) => s.id === id)!.enabled));
    const partial = await t.call('PUT', '/api/number-status/reorder', { token: admin, body: { ids: ids.slice(1) } });
    expect(partial.body.code).toBe(40000);
    expect(errorPaths(partial)).toEqual(['ids']);
    expect((await t.call('PUT', '/api/number-status/reorder', { token: admin, body: { ids: [...ids.slice(1), ids[1]] } })).body.code).toBe(40000);
  });

  it('stay as staff left them when the reference data is synced again', async () => {
    const before = await numberRows();
    await syncReferenceData(t.db);
    expect(await numberRows()).toEqual(before);
  });

  it('need status:edit to change, a token to list', async () => {
    const [s] = await numberRows();
    const { token } = await signedInWith(t, 'statusviewer', ['customer:view', 'status:view']);
    expect((await t.call('GET', '/api/number-status', { token })).body.code).toBe(20000);
    expect((await t.call('PUT', `/api/number-status/${s!.id}`, { token, body: { statusName: 'x', color: '#000000', enabled: true, version: s!.version } })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/tracking-status/get-all-numberstatus')).status).toBe(401);
  });
});

describe('tracking statuses', () => {
  it("are the provider's nine main statuses, named in the caller's language", async () => {
    expect((await trackingOptions('zh')).map((s) => s.trackingStatus)).toEqual([
      '查询不到', '收到信息', '运输途中', '运输过久', '到达待取', '派送途中', '投递失败', '成功签收', '可能异常',
    ]);
    expect((await trackingOptions('en'))[7]).toEqual({ id: expect.any(Number), code: 'Delivered', trackingStatus: 'Delivered' });
    expect((await trackingOptions('ja'))[2]!.trackingStatus).toBe('輸送中');
    expect((await trackingOptions('es'))[2]!.trackingStatus).toBe('En tránsito');
  });

  it('are renamed in the four languages with the current version, audited', async () => {
    const rows = (await t.call<TrackingStatusRow[]>('GET', '/api/number-tracking-status', { token: admin })).body.data;
    const transit = rows.find((s) => s.code === 'InTransit')!;
    const names = { nameZh: '在途', nameEn: 'On the way', nameEs: 'En camino', nameJa: '輸送中です' };
    const r = await t.call<TrackingStatusRow>('PUT', `/api/number-tracking-status/${transit.id}`, { token: admin, body: { ...names, version: transit.version } });
    expect(r.body.data).toEqual({ id: transit.id, code: 'InTransit', ...names, version: transit.version + 1 });
    expect((await trackingOptions('en')).find((s) => s.code === 'InTransit')!.trackingStatus).toBe('On the way');
    expect((await auditOf(t.db, 'tracking_status', transit.id))[0]).toMatchObject({ before: { nameZh: '运输途中' }, after: { nameZh: '在途' } });
    expect((await t.call('PUT', `/api/number-tracking-status/${transit.id}`, { token: admin, body: { ...names, version: transit.version } })).body.code).toBe(40900);
    expect((await t.call('PUT', `/api/number-tracking-status/${transit.id}`, { token: admin, body: { ...names, nameEs: ' ', version: transit.version + 1 } })).body.code).toBe(40000);
    expect((await t.call('PUT', '/api/number-tracking-status/999999', { token: admin, body: { ...names, version: 1 } })).body.code).toBe(40400);
  });
});
