import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminApi, signIn } from '../support/session.ts';
import { DEMO_PORT } from '../playwright.config.ts';

/*
 * 首页 on the demo data, as the administrator (every order) and as 杨丽, a
 * SELF salesperson who sees her own orders and no agents: each count card
 * opens 订单运单追踪 with its filter, and the page counts what the card said.
 */
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/dashboard-shots';

test.beforeAll(async ({ request, baseURL }) => {
  // Nothing scheduled changes the orders while cards and pages are compared.
  const api = await adminApi(request, baseURL);
  const settings = await api.call<Record<string, unknown>>('GET', '/logistics/settings');
  await api.call('PUT', '/logistics/settings', { ...settings, webhookPath: undefined, syncEveryMinutes: 0, refreshEveryMinutes: 0, reconcileEveryMinutes: 0 });
  fs.mkdirSync(SHOTS, { recursive: true });
});

const number = async (page: Page, card: string) => Number((await page.locator(`[data-card="${card}"] .ant-statistic-content-value`).innerText()).replace(/\D/g, ''));
const tabCount = async (page: Page, tab: '未签收' | '已签收') => {
  const name = await page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).innerText();
  return Number(/\((\d+)\)/.exec(name)![1]);
};

/** Opens a card, reads the order page's counts, and comes back. */
async function pageCountsOf(page: Page, card: string) {
  await page.locator(`[data-card="${card}"]`).click();
  await expect(page).toHaveURL(/\/orderTracking/);
  await expect(page.getByRole('tab', { name: /^未签收 \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  // The counts of this filter, not of the page's first view.
  await page.waitForLoadState('networkidle');
  const counts = { unsigned: await tabCount(page, '未签收'), signed: await tabCount(page, '已签收') };
  await page.getByRole('menuitem', { name: /首页/ }).first().click();
  await expect(page.locator('[data-card="today"]')).toBeVisible();
  return counts;
}

for (const who of [
  { username: ADMIN.username, password: ADMIN.password, agents: true },
  { username: 'yangli', password: 'demo12345', agents: false },
]) {
  test(`${who.username}: every count card equals the order page's count of its filter`, async ({ page }) => {
    await page.goto('/');
    await signIn(page, who.username, who.password);
    await expect(page.locator('.home-dashboard')).toBeVisible();
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

    const today = await pageCountsOf(page, 'today');
    expect(today.unsigned + today.signed).toBe(cards.today);
    const month = await pageCountsOf(page, 'month');
    expect(month.unsigned + month.signed).toBe(cards.month);
    expect((await pageCountsOf(page, 'unsigned')).unsigned).toBe(cards.unsigned);
    expect((await pageCountsOf(page, 'inTransit')).unsigned).toBe(cards.inTransit);
    expect((await pageCountsOf(page, 'problem')).unsigned).toBe(cards.problem);
    const signedNote = await page.locator('[data-card="signed"] .home-card-note').innerText();
    const [signed, total] = signedNote.replace(/,/g, '').match(/\d+/g)!.map(Number);
    const span = await pageCountsOf(page, 'signed');
    expect([span.signed, span.unsigned + span.signed]).toEqual([signed, total]);

    // The charts come after the frame; agents only for a role that sees them.
    await expect(page.getByRole('img', { name: '近 30 天每日单量' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    if (who.agents) await expect(page.getByRole('img', { name: '各代理问题件' })).toBeVisible();
    else await expect(page.getByText('您的角色不显示代理')).toBeVisible();
    await page.getByText('按渠道').click();
    await page.screenshot({ path: `${SHOTS}/${who.username}-zh-1440.png`, fullPage: true });
  });
}

test('looks in Chinese and English, wide and narrow, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('img', { name: '近 30 天每日单量' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-zh-1440-full.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-zh-390.png`, fullPage: true });
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
    const s = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...s, darkMode: true }));
  });
  await page.reload();
  await expect(page.getByRole('img', { name: 'Orders a day, last 30 days' })).toBeVisible();
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
  await expect(page.getByRole('img', { name: 'Orders a day, last 30 days' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/admin-en-1440.png`, fullPage: true });
});
