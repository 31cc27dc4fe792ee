import fs from 'node:fs';
import { startUpstream, type UpstreamSim } from '@fwd/simulators';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * 同步订单 when the upstream order system fails the first attempt: the dialog
 * says the attempt failed and will be tried again, with why, then follows the
 * retry (run by the server's worker) to the end. In Chinese and English, and
 * at 390 px.
 */

const SHOTS = '/tmp/sync-shots';
let upstream: UpstreamSim;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  upstream = await startUpstream({ key: 'e2e-sync', seed: 7, ordersPerHour: 2 });
  const settings = await api.call<Record<string, unknown>>('GET', '/logistics/settings');
  // One key per kind: another journey on this server may have stored the orders key already; it is replaced.
  const { records } = await api.call<{ records: { id: number; kind: string; version: number }[] }>(
    'GET',
    '/api/keys?currentPage=1&pageSize=50',
  );
  const stored = records.find((k) => k.kind === 'orders');
  const key = await api.call<{ id: number }>('POST', `/api/keys/${stored?.id ?? 0}`, {
    kind: 'orders',
    name: 'E2E 同步',
    baseUrl: upstream.url,
    key: 'e2e-sync',
    version: stored?.version,
  });
  await api.call('PUT', '/logistics/settings', {
    ...settings,
    webhookPath: undefined,
    orderApiKeyId: key.id,
    syncEveryMinutes: 0,
    refreshEveryMinutes: 0,
    reconcileEveryMinutes: 0,
  });
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await upstream?.close();
});

async function syncThroughAFailure(
  page: Page,
  texts: { button: string; title: string; start: string; retrying: RegExp; done: string },
  shot: string,
) {
  await signInAsAdmin(page, '/orderTracking');
  await page.getByRole('button', { name: texts.button }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  // Every call fails until the first attempt has given up.
  upstream.failNext(1_000, 503);
  await dialog.getByRole('button', { name: texts.start }).click();
  await expect(dialog.getByText(texts.retrying)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText(/HTTP 503/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}-retrying.png` });
  upstream.failNext(0);
  // The worker takes the retry after its backoff (5 s on this server: JOB_RETRY_SECONDS, time enough to look at the failed attempt first); the dialog follows it.
  await expect(dialog.getByText(texts.done, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  // Once, in the attempts: the errors above are the last attempt's.
  await expect(dialog.getByText(/HTTP 503/)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/${shot}-done.png` });
}

test('a failed first attempt is said, with why, and its retry followed to the end (Chinese, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await syncThroughAFailure(
    page,
    {
      button: '同步订单',
      title: '从上游订单系统同步订单',
      start: '开始同步',
      retrying: /^第 1 次尝试失败，稍后将自动重试$/,
      done: '已完成',
    },
    'zh-390',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the same in English, wide', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await syncThroughAFailure(
    page,
    {
      button: 'Sync orders',
      title: 'Sync orders from the upstream order system',
      start: 'Sync',
      retrying: /^Attempt 1 failed; it will be tried again later$/,
      done: 'Done',
    },
    'en-wide',
  );
});
