import { expect, test, type Page } from '@playwright/test';
import type { OrderRow } from '@fwd/contract';
import { ADMIN, adminApi, signIn, type Api } from '../support/session.ts';
import { DEMO_PORT } from '../playwright.config.ts';

/*
 * What the home and the order page say, on the demo data, in Chinese and
 * English, wide and at 390 px: names in the reader's language (never a code,
 * never a Chinese-only name in English), the page never wider than the
 * window, a cut cell ending in an ellipsis, a row's identity kept in view,
 * 未追踪 as a filter counted as the server counts it, and an "in use"
 * refusal saying how many.
 */
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CJK = /[\u3400-\u9fff]/;

async function openAs(page: Page, lang: 'zh' | 'en', width: number, baseURL: string | undefined) {
  await page.setViewportSize({ width, height: 844 });
  await page.context().addCookies([{ name: 'language', value: lang, url: baseURL! }]);
  await page.goto('/');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.locator('[data-card="today"]')).toBeVisible({ timeout: 30_000 });
}

/** The page is never wider than the window: nothing makes it scroll sideways. */
const expectNoSidewaysScroll = async (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

const orderPage = async (api: Api, filter: object) =>
  api.call<{ orders: { records: OrderRow[]; total: number } }>('POST', '/orders/page?page=1&size=1', filter);

const pageTotal = (page: Page) => page.locator('.data-table-pagination .ant-pagination-total-text');

for (const lang of ['zh', 'en'] as const) {
  test(`${lang} at 390 px: the home and the order page fit the window, name what they show, and keep a row's waybill number in view`, async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await adminApi(request, baseURL);
    await openAs(page, lang, 390, baseURL);
    // The charts come after the cards; their headers are where the page grew to 426 px in English.
    const daily = page.getByRole('figure', { name: lang === 'zh' ? '近 30 天每日单量' : 'Orders a day, last 30 days' });
    await expect(daily).toBeAttached({ timeout: 30_000 });
    await daily.scrollIntoViewIfNeeded();
    await expect(page.locator('.home-charts .home-chart svg').first()).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 390);

    // The quick lookup names the order's tab and tracking status in the reader's language.
    const inTransit = (await orderPage(api, { trackingStatus: ['InTransit'] })).orders.records[0]!;
    // The tools render as they come near the screen.
    await page.getByRole('heading', { name: lang === 'zh' ? '常用工具' : 'Common tools' }).scrollIntoViewIfNeeded();
    const box = page.getByPlaceholder(
      lang === 'zh' ? '运单号 / 原单号 / 转单号' : 'Waybill, original or new tracking number',
    );
    await box.fill(inTransit.numbers);
    await box.press('Enter');
    const header = page.locator('.ant-list-header').filter({ hasText: inTransit.numbers });
    await expect(header).toContainText(lang === 'zh' ? '未签收' : 'Not delivered');
    await expect(header).toContainText(lang === 'zh' ? '运输途中' : 'In transit');
    await expect(header).not.toContainText('InTransit');
    await expectNoSidewaysScroll(page, 390);

    await page.goto('/orderTracking');
    await expect(pageTotal(page)).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 390);
    // The total on one line, inside its card.
    const total = (await pageTotal(page).boundingBox())!;
    expect(total.height).toBeLessThan(40);
    const card = (await page.locator('.order-tracking > .ant-card').nth(1).boundingBox())!;
    expect(total.x + total.width).toBeLessThanOrEqual(card.x + card.width);
    await page.screenshot({ path: `test-results/screens-orders-${lang}-390.png`, fullPage: true });

    // Scrolled to the actions, each row still shows its waybill number.
    await page.locator('.data-table-scroll').evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const firstRow = page.locator('.data-table-row').first();
    const number = firstRow.locator('td').nth(1);
    const action = firstRow.getByRole('button', { name: lang === 'zh' ? '轨迹' : 'Tracking', exact: true });
    await expect(action).toBeInViewport();
    await expect(number).toBeInViewport();
    await expect(number).toHaveText(/^\S+$/);
    await page.screenshot({ path: `test-results/screens-orders-${lang}-390-actions.png` });
  });
}

test('en: destinations by their English names, 未追踪 as a filter counted as the server counts it, the 全部 tab', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, baseURL);
  await openAs(page, 'en', 1440, baseURL);
  await page.goto('/orderTracking?trackingStatus=Untracked');
  const untracked = (await orderPage(api, { trackingStatus: ['Untracked'] })).orders.total;
  expect(untracked).toBeGreaterThan(0);
  await expect(pageTotal(page)).toHaveText(new RegExp(`^${untracked} waybills?$`), { timeout: 30_000 });
  await expect(page.locator('.ant-select-selection-item', { hasText: 'Not tracked' })).toBeVisible();
  // The problem parcels without a status, counted the same way.
  await page.goto('/orderTracking?trackingStatus=Untracked&problem=1');
  const untrackedProblems = (await orderPage(api, { trackingStatus: ['Untracked'], problem: true })).orders.total;
  expect(untrackedProblems).toBeGreaterThan(0);
  await expect(pageTotal(page)).toHaveText(new RegExp(`^${untrackedProblems} waybills?$`));

  await page.goto('/orderTracking?tab=all');
  const all = (await orderPage(api, { isReceived: '全部' })).orders.total;
  await expect(page.getByRole('tab', { name: `All (${all})` })).toHaveAttribute('aria-selected', 'true');
  await expect(pageTotal(page)).toHaveText(`${all} waybills`);
  await page.screenshot({ path: 'test-results/screens-orders-en-1440.png' });
  const column = await page
    .locator('.data-table-table thead th')
    .evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'Destination'));
  expect(column).toBeGreaterThan(0);
  const countries = await page.locator(`.data-table-row > td:nth-child(${column + 1})`).allInnerTexts();
  expect(countries.length).toBeGreaterThan(0);
  for (const text of countries) expect(text).not.toMatch(CJK);
});

test('a narrowed column ends its numbers in an ellipsis and shows them whole on hover', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, baseURL);
  await openAs(page, 'zh', 1440, baseURL);
  await page.goto('/orderTracking');
  await expect(pageTotal(page)).toBeVisible({ timeout: 30_000 });
  const column = await page
    .locator('.data-table-table thead th')
    .evaluateAll((ths) => ths.findIndex((th) => th.textContent === '原单号'));
  // As the column's sizing handle leaves it: narrower than its numbers.
  await page
    .locator(`.data-table-table col:nth-child(${column + 1})`)
    .evaluate((col) => ((col as HTMLElement).style.width = '90px'));
  const cell = page
    .locator(`.data-table-row > td.data-table-text:nth-child(${column + 1})`)
    .filter({ hasText: /\d{6}/ })
    .first();
  const full = (await cell.innerText()).trim();
  const cut = await cell.evaluate((el) => ({
    cut: el.scrollWidth > el.clientWidth,
    overflow: getComputedStyle(el).textOverflow,
  }));
  expect(cut).toEqual({ cut: true, overflow: 'ellipsis' });
  await cell.hover();
  await expect(cell).toHaveAttribute('title', full);
  expect((await orderPage(api, { originalTrackingNumber: [full] })).orders.total).toBe(1);
});

test('a number status orders have says how many, before deleting and when refused', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, baseURL);
  const name = `E2E状态${Date.now() % 100000}`;
  const status = await api.call<{ id: number }>('POST', '/number-status', {
    nameZh: name,
    nameEn: '',
    nameEs: '',
    nameJa: '',
    color: '#123456',
    enabled: true,
  });
  const ids = (
    await api.call<{ orders: { records: OrderRow[] } }>('POST', '/orders/page?page=1&size=3', {})
  ).orders.records.map((o) => o.id);
  await api.call('POST', '/orders/batch/status', { ids, statusId: status.id });
  const refused = await request.delete(`/api/number-status/${status.id}`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(((await refused.json()) as { message: string }).message).toBe('仍被运单引用（3 条），不能删除');

  await openAs(page, 'zh', 1440, baseURL);
  await page.goto('/shipmentSystem?tab=numberStatuses');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('dialog')).toContainText('3 条运单使用此状态');
});

test("at 390 px the other lists keep each row's name in view beside its actions, and fit the window", async ({
  page,
  baseURL,
}) => {
  await openAs(page, 'en', 390, baseURL);
  for (const path of ['/shipmentSystem', '/agentSystem', '/employee', '/channelSetting']) {
    await page.goto(path);
    const row = page.locator('.data-table-row').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 390);
    await page
      .locator('.data-table-scroll')
      .first()
      .evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const name = row.locator('td.data-table-cell-fix-left-last');
    await expect(name, path).toBeInViewport();
    await expect(name, path).not.toHaveText('');
    await expect(row.locator('td.data-table-cell-fix-right-first'), path).toBeInViewport();
  }
});
