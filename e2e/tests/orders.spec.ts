import { startTracking, startUpstream, type TrackingSim, type UpstreamSim } from '@fwd/simulators';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi, signInAsAdmin, type Api } from '../support/session.ts';

/*
 * 订单运单追踪 as staff use it, against the repository's simulators of the
 * upstream order system and the tracking provider, started here and reached
 * by the server's real clients through the API keys this spec stores.
 */

const tag = String(Date.now() % 1_000_000);
const codes = {
  customers: [`E2E甲${tag}`, `E2E乙${tag}`],
  agents: [`E2EAG${tag}`],
  channels: [`E2ECH${tag}`],
  countries: ['US', 'GB'],
  owners: ['admin'],
};
let upstream: UpstreamSim;
let tracking: TrackingSim;

interface PageAnswer {
  records: {
    id: number;
    numbers: string;
    version: number;
    originalTrackingNumber: string | null;
    newTrackingNumber: string | null;
  }[];
  total: number;
}
const ordersOf = (api: Api, filter: object = {}) =>
  api.call<{ orders: PageAnswer; unsignedCount: number; signedCount: number }>(
    'POST',
    '/orders/page?page=1&size=200',
    filter,
  );

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const adminId = (await api.call<{ user: { id: number } }>('GET', '/users/session')).user.id;
  for (const shortName of codes.customers)
    await api.call('POST', '/customer', { shortName, fullName: `${shortName}有限公司`, ownerUserId: adminId });
  await api.call('POST', '/agent', { agentName: `测试代理${tag}`, agentCode: codes.agents[0] });
  await api.call('POST', '/channel', {
    code: codes.channels[0],
    name: `测试渠道${tag}`,
    mode: 'express',
    incoterm: 'DDP',
  });
  upstream = await startUpstream({
    key: 'e2e-upstream',
    seed: Number(tag),
    ...codes,
    ordersPerHour: 3,
    unknownRate: 0,
  });
  tracking = await startTracking({ key: 'e2e-tracking', seed: 1 });
  // Nothing scheduled runs during the journey: turned off before the keys
  // exist, or the schedule (due at once on a new server) syncs with them first.
  const settings = await api.call<Record<string, unknown>>('GET', '/logistics/settings');
  await api.call('PUT', '/logistics/settings', {
    ...settings,
    webhookPath: undefined,
    syncEveryMinutes: 0,
    refreshEveryMinutes: 0,
    reconcileEveryMinutes: 0,
  });
  await api.call('POST', '/api/keys/0', {
    kind: 'orders',
    name: 'E2E 上游',
    baseUrl: upstream.url,
    key: 'e2e-upstream',
  });
  await api.call('POST', '/api/keys/0', {
    kind: 'tracking',
    name: 'E2E 17TRACK',
    baseUrl: tracking.url,
    key: 'e2e-tracking',
  });
});

test.afterAll(async () => {
  await upstream?.close();
  await tracking?.close();
});

const open = async (page: Page) => {
  await signInAsAdmin(page, '/orderTracking');
  await expect(page.getByRole('tab', { name: /未签收/ })).toBeVisible();
};

test('syncs the last day from the upstream system and sees the new orders', async ({ page, request }) => {
  await open(page);
  await page.getByRole('button', { name: '同步订单' }).click();
  const dialog = page.getByRole('dialog', { name: '从上游订单系统同步订单' });
  await dialog.getByRole('button', { name: '开始同步' }).click();
  await expect(dialog.getByText('已完成')).toBeVisible();
  const { orders } = await ordersOf(await adminApi(request));
  expect(orders.total).toBeGreaterThan(20);
  await expect(dialog.getByText(new RegExp(`新增\\s*${orders.total}`))).toBeVisible();
  await dialog
    .getByRole('button', { name: /关\s*闭/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: `未签收 (${orders.total})` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(orders.records[0]!.numbers) })).toBeVisible();
});

test('filters by numbers pasted from a sheet, and switches tabs with their counts', async ({ page, request }) => {
  const api = await adminApi(request);
  const { orders } = await ordersOf(api);
  const [a, b, c] = orders.records;
  // One of them signed, so both tabs have something.
  const full = (
    await api.call<{ orders: { records: Record<string, unknown>[] } }>('POST', '/orders/page?page=1&size=1', {
      numbers: c!.numbers,
    })
  ).orders.records[0]!;
  await api.call('PUT', `/orders/${c!.id}`, pick(full, { isReceived: '已签收' }));

  await open(page);
  await page.getByLabel('单号', { exact: true }).fill(`${a!.numbers}\n\n ${b!.numbers}\t\n${c!.numbers}\n`);
  await expect(page.getByText('已识别 3 个单号')).toBeVisible();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('tab', { name: '未签收 (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '已签收 (1)' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(a!.numbers) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(b!.numbers) })).toBeVisible();
  await page.getByRole('tab', { name: '已签收 (1)' }).click();
  await expect(page).toHaveURL(/tab=signed/);
  await expect(page.getByRole('row', { name: new RegExp(c!.numbers) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(a!.numbers) })).toHaveCount(0);
});

test('keeps a row’s links on one line in a longer language', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await signInAsAdmin(page, '/orderTracking');
  const links = page.locator('.data-table-row').first().locator('.row-link');
  await expect(links.filter({ hasText: 'Delete' })).toBeVisible();
  const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(tops.length).toBe(5);
  expect(new Set(tops).size).toBe(1);
});

test('opens an order’s tracking and refreshes it from the provider', async ({ page, request }) => {
  const { orders } = await ordersOf(await adminApi(request));
  // The provider tracks the agent's number when there is one: this order has only its own.
  const order = orders.records.find((o) => o.originalTrackingNumber && !o.newTrackingNumber)!;
  await open(page);
  await page.getByLabel('单号', { exact: true }).fill(order.numbers);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .getByRole('row', { name: new RegExp(order.numbers) })
    .getByRole('button', { name: '轨迹' })
    .click();
  const drawer = page.getByRole('dialog', { name: `运单 ${order.numbers} 的轨迹` });
  await expect(drawer.getByText('尚未查询')).toBeVisible();
  await drawer.getByRole('button', { name: /立即刷新/ }).click();
  await expect(page.getByText('轨迹已更新')).toBeVisible();
  await expect(drawer.getByText('尚未查询')).toHaveCount(0);
  expect(tracking.registered()).toContain(order.originalTrackingNumber);
});

test('edits an order, sees the conflict a colleague’s save made in another window, and both edits in the order’s history', async ({
  page,
  browser,
  request,
}) => {
  // Two windows, two saves and the order's details: longer than a journey's minute on a busy machine.
  test.slow();
  const { orders } = await ordersOf(await adminApi(request));
  const order = orders.records[5]!;
  const other = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  for (const p of [page, other]) {
    await open(p);
    await p.getByLabel('单号', { exact: true }).fill(order.numbers);
    await p.getByRole('button', { name: /查\s*询/ }).click();
    await p
      .getByRole('row', { name: new RegExp(order.numbers) })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
  }
  const mine = page.getByRole('dialog', { name: `编辑运单 ${order.numbers}` });
  const theirs = other.getByRole('dialog', { name: `编辑运单 ${order.numbers}` });
  await theirs.getByLabel('备注').fill('同事先改的');
  await theirs.getByRole('button', { name: /保\s*存/ }).click();
  await expect(other.getByText('已保存')).toBeVisible();

  await mine.getByLabel('备注').fill('我后改的');
  await mine.getByRole('button', { name: /保\s*存/ }).click();
  await expect(mine.getByText('已载入他人修改后的最新内容')).toBeVisible();
  await expect(mine.getByLabel('备注')).toHaveValue('同事先改的');
  await other.context().close();

  // Saved again over the colleague's, with each piece's sizes: the order's details show both edits, the last first, field by field.
  await mine.getByLabel('备注').fill('我后改的');
  for (const [side, cm] of [
    ['长 (cm)', '41'],
    ['宽 (cm)', '31'],
    ['高 (cm)', '21'],
  ])
    await mine.getByLabel(side!, { exact: true }).fill(cm!);
  await mine.getByRole('button', { name: /保\s*存/ }).click();
  await expect(mine).toBeHidden();
  await page
    .getByRole('row', { name: new RegExp(order.numbers) })
    .getByRole('button', { name: '详情' })
    .click();
  const detail = page.getByRole('dialog', { name: `运单 ${order.numbers}`, exact: true });
  await expect(detail.getByText('我后改的')).toBeVisible();
  await expect(detail.getByText('41.0 × 31.0 × 21.0')).toBeVisible();
  await detail.getByRole('tab', { name: '变更记录' }).click();
  const remarks = detail.getByRole('listitem').filter({ hasText: /^备注:/ });
  await expect(remarks.first()).toHaveText('备注: 同事先改的 → 我后改的');
  await expect(remarks.nth(1)).toContainText('→ 同事先改的');
  await expect(detail.getByRole('listitem').filter({ hasText: /^每件尺寸 \(cm\):/ })).toContainText('→ 41×31×21');
  await expect(detail.getByText(/ · 系统管理员$/).first()).toBeVisible();
});

test('exports the filtered orders and the file opens with every one of them', async ({ page, request }) => {
  const { orders } = await ordersOf(await adminApi(request));
  await open(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).values).toContain('单号');
  expect(sheet.rowCount - 1).toBe(orders.total);
});

/** An order row as the edit body takes it. */
function pick(row: Record<string, unknown>, over: object) {
  const keys = [
    'numbers',
    'customerOrderNumber',
    'originalTrackingNumber',
    'newTrackingNumber',
    'customerId',
    'channelId',
    'countryId',
    'consigneeName',
    'consigneePhone',
    'consigneeCity',
    'consigneePostcode',
    'consigneeAddress',
    'goodsDescription',
    'hsCode',
    'declaredValue',
    'currency',
    'weight',
    'pieces',
    'ownerUserId',
    'statusId',
    'entryDate',
    'isReceived',
    'remark',
    'version',
  ];
  return { ...Object.fromEntries(keys.map((k) => [k, row[k]])), ...over };
}
