import type { LogisticsSettings } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, type Caller } from './harness.ts';

/*
 * 同步与追踪 is one form over two areas' settings: the sync's kept by
 * logistics, the tracking key and schedules kept by tracking, saved together
 * at the form's version.
 */

let t: Caller;
let admin: string;
const keys: Record<'orders' | 'tracking', number> = { orders: 0, tracking: 0 };
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  for (const kind of ['orders', 'tracking'] as const) {
    const r = await t.call<{ id: number }>('POST', '/api/api/keys/0', {
      token: admin,
      body: { kind, name: kind, baseUrl: 'https://example.com', key: `${kind}-key-0123456789` },
    });
    keys[kind] = r.body.data.id;
  }
});
afterAll(() => t.close());

const read = async () =>
  (await t.call<LogisticsSettings>('GET', '/api/logistics/settings', { token: admin })).body.data;
const save = (body: Record<string, unknown>) =>
  t.call<LogisticsSettings>('PUT', '/api/logistics/settings', { token: admin, body, lang: 'en' });
const formOf = ({ webhookPath: _, ...s }: LogisticsSettings) => s;

describe('GET and PUT /logistics/settings', () => {
  it('answers both areas’ settings, and saves each in its own table at the form’s version', async () => {
    const before = await read();
    expect(before).toEqual({
      orderApiKeyId: null,
      trackingApiKeyId: null,
      syncEveryMinutes: 30,
      refreshEveryMinutes: 360,
      reconcileEveryMinutes: 1440,
      staleDays: 7,
      webhookPath: '/api/tracking/webhook',
      version: 1,
    });
    const changed = {
      orderApiKeyId: keys.orders,
      trackingApiKeyId: keys.tracking,
      syncEveryMinutes: 15,
      refreshEveryMinutes: 120,
      reconcileEveryMinutes: 0,
      staleDays: 5,
    };
    const r = await save({ ...formOf(before), ...changed });
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toEqual({ ...before, ...changed, version: 2 });
    expect(await read()).toEqual(r.body.data);
    expect(
      await t.db
        .selectFrom('tracking_settings')
        .select(['tracking_api_key_id', 'refresh_every_minutes', 'reconcile_every_minutes'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      tracking_api_key_id: keys.tracking,
      refresh_every_minutes: 120,
      reconcile_every_minutes: 0,
    });
    expect(
      await t.db
        .selectFrom('logistics_settings')
        .select(['order_api_key_id', 'sync_every_minutes', 'stale_days'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      order_api_key_id: keys.orders,
      sync_every_minutes: 15,
      stale_days: 5,
    });
  });

  it('refuses a key of another kind on its field, and a stale version, saving nothing of either area', async () => {
    const before = await read();
    const wrongKind = await save({ ...formOf(before), trackingApiKeyId: keys.orders, refreshEveryMinutes: 5 });
    expect([wrongKind.body.code, errorPaths(wrongKind)]).toEqual([40000, ['trackingApiKeyId']]);
    const wrongOrders = await save({ ...formOf(before), orderApiKeyId: keys.tracking, syncEveryMinutes: 5 });
    expect([wrongOrders.body.code, errorPaths(wrongOrders)]).toEqual([40000, ['orderApiKeyId']]);
    const stale = await save({ ...formOf(before), refreshEveryMinutes: 5, version: before.version - 1 });
    expect(stale.body.code).toBe(40900);
    expect(await read()).toEqual(before);
  });
});
