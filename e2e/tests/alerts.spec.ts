import { signOf, startUpstream, type UpstreamSim } from '@fwd/simulators';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * The bell: the provider pushes an exception and a delivery failure for two
 * of the administrator's orders (synced from the upstream simulator); the
 * bell counts them, its list opens the order page filtered to the alert's
 * order, and 全部已读 clears the count. What it adds to this server (orders, keys) it takes away again.
 */

const TRACKING_KEY = 'e2e-alerts-track';
const tag = String(Date.now() % 1_000_000);
let upstream: UpstreamSim;
const keyIds: number[] = [];
let orders: {
  id: number;
  numbers: string;
  originalTrackingNumber: string | null;
  newTrackingNumber: string | null;
  receivedAt: string | null;
}[] = [];
/** The number the provider tracks an order by (and pushes for): its 转单号 when it has one. */
const tracked = (o: (typeof orders)[number]) => o.newTrackingNumber ?? o.originalTrackingNumber;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const adminId = (await api.call<{ user: { id: number } }>('GET', '/users/session')).user.id;
  await api.call('POST', '/customer', {
    shortName: `AL客户${tag}`,
    fullName: `AL客户${tag}有限公司`,
    ownerUserId: adminId,
  });
  await api.call('POST', '/channel', { code: `ALCH${tag}`, name: `AL渠道${tag}`, mode: 'express', incoterm: 'DDP' });
  upstream = await startUpstream({
    key: 'e2e-alerts-upstream',
    seed: Number(tag),
    customers: [`AL客户${tag}`],
    agents: [],
    channels: [`ALCH${tag}`],
    countries: ['US'],
    owners: ['admin'],
    ordersPerHour: 1,
    unknownRate: 0,
  });
  const settings = await api.call<Record<string, unknown>>('GET', '/logistics/settings');
  await api.call('PUT', '/logistics/settings', {
    ...settings,
    webhookPath: undefined,
    syncEveryMinutes: 0,
    refreshEveryMinutes: 0,
    reconcileEveryMinutes: 0,
  });
  for (const [kind, baseUrl, key] of [
    ['orders', upstream.url, 'e2e-alerts-upstream'],
    ['tracking', 'http://127.0.0.1:9', TRACKING_KEY],
  ] as const)
    keyIds.push(
      (await api.call<{ id: number }>('POST', '/api/keys/0', { kind, name: `E2E 通知 ${kind}`, baseUrl, key })).id,
    );
  // The server's worker runs the sync.
  const sync = await api.call<{ id: number }>('POST', '/jobs/run', { kind: 'orderSync' });
  await expect
    .poll(async () => (await api.call<{ state: string }>('GET', `/jobs/${sync.id}`)).state, { timeout: 30_000 })
    .toBe('done');
  orders = (
    await api.call<{ orders: { records: typeof orders } }>('POST', '/orders/page?page=1&size=200', {
      shortName: `AL客户${tag}`,
    })
  ).orders.records;
  // Whatever this server raised before is read: the count is this journey's.
  await api.call('POST', '/alerts/read-all');
});

test.afterAll(async ({ request }) => {
  await upstream?.close();
  const api = await adminApi(request);
  if (orders.length) await api.call('POST', '/orders/batch/delete', { ids: orders.map((o) => o.id) });
  for (const id of keyIds) await api.call('DELETE', `/api/keys/delKey/${id}`);
});

/** A push as 17TRACK signs it: the number's latest status and its one event. */
async function pushFor(page: Page, number: string, status: string, text: string) {
  const body = JSON.stringify({
    event: 'TRACKING_UPDATED',
    data: {
      number,
      track_info: {
        latest_status: { status, sub_status: `${status}_Other` },
        tracking: {
          providers: [{ events: [{ time_utc: new Date().toISOString(), description: text, location: 'Chicago' }] }],
        },
      },
    },
  });
  const res = await page.request.post('/api/tracking/webhook', {
    headers: { 'content-type': 'application/json', sign: signOf(body, TRACKING_KEY) },
    data: body,
  });
  expect(res.status()).toBe(200);
}

const bell = (page: Page, name: RegExp) => page.getByRole('button', { name });

test('a pushed exception shows in the bell, opens its order filtered, and 全部已读 clears the count', async ({
  page,
}) => {
  // Signing in, the home page and the order page in one test: on a loaded machine past the default minute.
  test.slow();
  // A signed parcel raises nothing: two the provider tracks and not yet signed.
  const [exception, failure] = orders.filter((o) => tracked(o) && !o.receivedAt);
  expect(failure).toBeDefined();
  await pushFor(page, tracked(exception!)!, 'Exception', 'Damaged in transit');
  await pushFor(page, tracked(failure!)!, 'DeliveryFailure', 'Recipient absent');

  await signInAsAdmin(page, '/homeDashboard');
  await expect(bell(page, /^通知 \(2 条未读\)$/)).toBeVisible();
  await bell(page, /^通知 \(2 条未读\)$/).click();
  const list = page.getByRole('dialog', { name: '通知' });
  await expect(list.getByText(`异常件：${tracked(exception!)}`)).toBeVisible();
  await expect(list.getByText(`派送失败：${tracked(failure!)}`)).toBeVisible();

  await list.getByText(`异常件：${tracked(exception!)}`).click();
  await expect(page).toHaveURL(new RegExp(`/orderTracking\\?tab=all&numbers=${exception!.numbers}$`));
  await expect(page.getByRole('row', { name: new RegExp(exception!.numbers) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(failure!.numbers) })).toHaveCount(0);

  // Followed, it is read: one left.
  await expect(bell(page, /^通知 \(1 条未读\)$/)).toBeVisible();
  await bell(page, /^通知 \(1 条未读\)$/).click();
  await list.getByRole('button', { name: '全部已读' }).click();
  await expect(bell(page, /^通知$/)).toBeVisible();
});
