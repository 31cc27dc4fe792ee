import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../support/session.ts';
import { DEMO_PORT } from '../playwright.config.ts';

/*
 * 结算管理's screens on the demo data (its orders priced, its rates for three
 * months), in Chinese and English, at 390 px and wide: 运单计费 with its
 * totals, 利润报表 converting at the demo's rates, 汇率 with this month's;
 * the page never wider than the window. Screenshots go to test-results for a
 * reader to look at.
 */
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CJK = /[\u3400-\u9fff]/;

const expectNoSidewaysScroll = async (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const lang of ['zh', 'en'] as const)
  for (const width of [390, 1366]) {
    test(`${lang} at ${width} px: 运单计费, 利润报表 and 汇率 fit the window and say their figures`, async ({
      page,
      baseURL,
    }, info) => {
      await page.setViewportSize({ width, height: 844 });
      await page.context().addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      await page.goto('/');
      await signIn(page, ADMIN.username, ADMIN.password);
      await expect(page.locator('[data-card="revenue"]')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[data-card="profit"]')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`home-${lang}-${width}.png`) });

      await page.goto('/orderCharges');
      const totals = page.getByTestId('charge-totals');
      await expect(totals).toContainText(lang === 'zh' ? '应收' : 'Sale', { timeout: 30_000 });
      if (lang === 'en') expect(await totals.textContent()).not.toMatch(CJK);
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: info.outputPath(`charges-${lang}-${width}.png`), fullPage: true });

      await page.goto('/profitReport');
      await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-statistic').first()).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: info.outputPath(`profit-${lang}-${width}.png`), fullPage: true });

      await page.goto('/exchangeRates');
      await expect(page.getByRole('cell', { name: 'USD', exact: true })).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: info.outputPath(`rates-${lang}-${width}.png`), fullPage: true });
    });
  }
