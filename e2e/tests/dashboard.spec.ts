import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardFigures } from '@fwd/contract';
import { ADMIN, adminApi, apiAs, signIn } from '../support/session.ts';
import { sidebar } from '../support/shell.ts';
import { DEMO_PORT } from '../playwright.config.ts';

/*
 * 首页 on the demo data, as the administrator (every order) and as 杨丽, a
 * SELF salesperson who sees her own orders and no agents: each count card
 * opens 订单运单追踪 with its filter on the tab whose total (the pager's
 * 共 N 条运单) is the card's number.
 */
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
// Each journey opens 订单运单追踪 seven times: minutes on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SHOTS = '/tmp/dashboard-shots';

test.beforeAll(async ({ request, baseURL }) => {
  // The orders stand still while cards and pages are compared: the demo server runs no jobs (JOBS=off), and the
  // tracking simulator's pushes (every minute) are refused once its key is not the one stored.
  const api = await adminApi(request, baseURL);
  const { records: keys } = await api.call<{
    records: { id: number; kind: string; name: string; baseUrl: string; version: number }[];
  }>('GET', '/api/keys?currentPage=1&pageSize=50');
  for (const k of keys)
    await api.call('POST', `/api/keys/${k.id}`, {
      kind: k.kind,
      name: k.name,
      baseUrl: k.baseUrl,
      key: 'e2e-frozen',
      version: k.version,
    });
  fs.mkdirSync(SHOTS, { recursive: true });
});

const number = async (page: Page, card: string) =>
  Number((await page.locator(`[data-card="${card}"] .home-card-value`).innerText()).replace(/\D/g, ''));
const tabCount = async (page: Page, tab: '未签收' | '已签收' | '全部') => {
  const name = await page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).innerText();
  return Number(/\((\d+)\)/.exec(name)![1]);
};
/** The page's total under the list (共 N 条运单); 0 when the list is empty (no pager). */
const pageTotal = async (page: Page) => {
  const pager = page.locator('.data-table-pagination .ant-pagination-total-text');
  return (await pager.count()) ? Number((await pager.innerText()).replace(/\D/g, '')) : 0;
};

/**
 * Opens a card and waits for the order page to count the card's filter (a
 * kept-alive page answers with its last counts until the new ones arrive), then
 * comes back to 首页.
 */
async function expectPageCounts(
  page: Page,
  card: string,
  counted: (c: { unsigned: number; signed: number; total: number }) => unknown,
  expected: unknown,
) {
  await page.locator(`[data-card="${card}"]`).click();
  await expect(page).toHaveURL(/\/orderTracking/);
  await expect(page.getByRole('tab', { name: /^未签收 \(\d+\)$/ })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () =>
      counted({
        unsigned: await tabCount(page, '未签收'),
        signed: await tabCount(page, '已签收'),
        total: await pageTotal(page),
      }),
    )
    .toEqual(expected);
  await sidebar(page).getByRole('link', { name: '首页' }).click();
  await expect(page.locator('[data-card="today"]')).toBeVisible();
}

for (const who of [
  { username: ADMIN.username, password: ADMIN.password, agents: true },
  { username: 'yangli', password: 'demo12345', agents: false },
]) {
  test(`${who.username}: every count card equals the order page's count of its filter`, async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await apiAs(request, who.username, who.password, baseURL);
    await page.goto('/');
    await signIn(page, who.username, who.password);
    // A loaded machine (the demo server's first minutes run its jobs) may take a while.
    await expect(page.locator('.home-dashboard')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-card="today"]')).toBeVisible();
    await expect(page.getByText(/^数据时间 /)).toBeVisible();
    const cards = {
      today: await number(page, 'today'),
      month: await number(page, 'month'),
      unsigned: await number(page, 'unsigned'),
      inTransit: await number(page, 'inTransit'),
      problem: await number(page, 'problem'),
    };
    expect(cards.month).toBeGreaterThan(0);
    expect(cards.unsigned).toBeGreaterThan(0);

    // Each card's number is the total of the page it opens (entered today and this month: on 全部, both tabs).
    const both = (c: { unsigned: number; signed: number }) => c.unsigned + c.signed;
    await expectPageCounts(page, 'today', (c) => [c.total, both(c)], [cards.today, cards.today]);
    await expectPageCounts(page, 'month', (c) => [c.total, both(c)], [cards.month, cards.month]);
    await expectPageCounts(page, 'unsigned', (c) => [c.total, c.unsigned], [cards.unsigned, cards.unsigned]);
    await expectPageCounts(page, 'inTransit', (c) => [c.total, c.unsigned], [cards.inTransit, cards.inTransit]);
    // A quiet parcel is a problem once silent for the set days until now: parcels cross that line as time passes
    // (nothing else moves here), so the page, counted after the card, counts at least the card's number and at most
    // the number the dashboard counts after the page.
    const problemNow = async () =>
      (await api.call<DashboardFigures>('GET', '/dashboard/figures')).orders!.cards.problem;
    await expectPageCounts(
      page,
      'problem',
      async ({ unsigned, total }) =>
        total === unsigned && unsigned >= cards.problem && unsigned <= (await problemNow()),
      true,
    );
    const signedNote = await page.locator('[data-card="signed"] .home-card-note').innerText();
    const [signed, total] = signedNote.replace(/,/g, '').match(/\d+/g)!.map(Number);
    // 签收率 opens its days on 全部: the total is the rate's whole, the 已签收 tab its part.
    await expectPageCounts(page, 'signed', (c) => [c.signed, c.total], [signed, total]);
    // 平均时效 opens the orders signed over its days, which its average is of.
    const delivered = Number(
      (await page.locator('[data-card="delivery"] .home-card-note').innerText()).replace(/\D/g, ''),
    );
    expect(delivered).toBeGreaterThan(0);
    await expectPageCounts(page, 'delivery', (c) => [c.total, c.signed, c.unsigned], [delivered, delivered, 0]);

    // The charts come after the frame; agents only for a role that sees them.
    await expect(page.getByRole('figure', { name: '近 30 天每日单量' })).toBeVisible();
    await expect(page.locator('.home-chart svg').first()).toBeVisible();
    if (who.agents) await expect(page.getByRole('figure', { name: '各代理问题件' })).toBeVisible();
    else await expect(page.getByText('您的角色不显示代理', { exact: true })).toBeVisible();
    await page.getByText('按渠道').click();
    await page.screenshot({ path: `${SHOTS}/${who.username}-zh-1440.png`, fullPage: true });
  });
}

test('looks in Chinese and English, wide and narrow, light and dark', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('figure', { name: '近 30 天每日单量' })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-zh-1440-full.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-zh-390.png`, fullPage: true });
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...s, darkMode: true }));
  });
  await page.reload();
  await expect(page.getByRole('figure', { name: 'Orders a day, last 30 days' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-en-390-dark.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-en-1440-dark.png`, fullPage: true });
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...s, darkMode: false }));
  });
  await page.reload();
  await expect(page.getByRole('figure', { name: 'Orders a day, last 30 days' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-en-1440.png`, fullPage: true });
});
