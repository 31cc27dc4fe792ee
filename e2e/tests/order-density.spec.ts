import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../support/session.ts';
import { DEMO_PORT } from '../playwright.config.ts';

/*
 * The order table as staff on a 1440×900 screen see it (issue 34), on the demo's orders: one line a row at every
 * size, at least 12 orders in view at the default size and 18 at 小, in Chinese and English; at 390 px still one
 * line a row, the table scrolling sideways inside its card with the waybill number kept in view.
 */
test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ timeout: 180_000 });

const WORDS = {
  zh: { size: '布局大小', small: '小', details: '详情' },
  en: { size: 'Size', small: 'Small', details: 'Details' },
} as const;

async function openOrders(page: Page, lang: 'zh' | 'en', width: number, height: number, baseURL: string) {
  await page.setViewportSize({ width, height });
  await page.context().addCookies([{ name: 'language', value: lang, url: baseURL }]);
  await page.goto('/');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.locator('[data-card="today"]')).toBeVisible({ timeout: 30_000 });
  await page.goto('/orderTracking');
  await expect(page.locator('.data-table-row')).toHaveCount(30, { timeout: 30_000 });
}

/** The rows wholly in the window, and each row's and header cell's height beside that of one line in its cells. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>('.data-table-row')];
    const cell = rows[0]!.querySelector('td')!;
    const style = getComputedStyle(cell);
    const oneLine =
      parseFloat(style.lineHeight) +
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderBottomWidth);
    const height = (el: Element) => Math.round(el.getBoundingClientRect().height * 10) / 10;
    return {
      inView: rows.filter((r) => r.getBoundingClientRect().top >= 0 && r.getBoundingClientRect().bottom <= innerHeight)
        .length,
      oneLine,
      rowHeights: [...new Set(rows.map(height))],
      headerHeights: [...new Set([...document.querySelectorAll('.data-table-table > thead > tr > th')].map(height))],
    };
  });

for (const lang of ['zh', 'en'] as const) {
  test(`${lang} at 1440×900: one line a row, 12 orders in view at the default size and 18 at 小`, async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, lang, 1440, 900, baseURL!);
    const normal = await measure(page);
    expect(normal.rowHeights).toEqual([normal.oneLine]);
    expect(normal.headerHeights).toEqual([normal.oneLine]);
    expect(normal.inView).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: `test-results/order-density-${lang}-1440.png` });

    // A number's copy button keeps its place and shows its icon only on its row's hover: nothing painted otherwise.
    const row = page.locator('.data-table-row').nth(2);
    const copy = row.locator('.copy-text-button').first();
    const icon = () => copy.evaluate((button) => getComputedStyle(button).maskImage);
    const place = await copy.boundingBox();
    expect(await icon()).toBe('none');
    await row.locator('td').nth(4).hover();
    expect(await icon()).toContain('data:image/svg+xml');
    expect(await copy.boundingBox()).toEqual(place);
    expect(place!.width).toBeGreaterThan(10);

    // 小, chosen as staff choose it, in the header.
    await page.getByRole('button', { name: WORDS[lang].size }).click();
    await page.getByRole('menuitem', { name: WORDS[lang].small }).click();
    await expect.poll(async () => (await measure(page)).oneLine).toBeLessThan(normal.oneLine);
    const small = await measure(page);
    expect(small.rowHeights).toEqual([small.oneLine]);
    expect(small.headerHeights).toEqual([small.oneLine]);
    expect(small.inView).toBeGreaterThanOrEqual(18);

    // A value cut short shows whole on hover, in its cell's title, looked at only then.
    const cut = page
      .locator('.data-table-row .data-table-text')
      .filter({ has: page.locator('.cell-sub') })
      .first();
    // Its column narrowed, as its sizing handle leaves it.
    await cut.evaluate((el) => {
      const cell = el.closest('td')!;
      const col = cell.closest('table')!.querySelector('colgroup')!.children[cell.cellIndex] as HTMLElement;
      col.style.width = '60px';
    });
    await expect(cut).not.toHaveAttribute('title');
    await cut.hover();
    await expect(cut).toHaveAttribute('title', ((await cut.textContent()) ?? '').trim());
  });

  test(`${lang} at 390 px: one line a row, the table scrolls sideways with its waybill numbers in view`, async ({
    page,
    baseURL,
  }) => {
    await openOrders(page, lang, 390, 844, baseURL!);
    const phone = await measure(page);
    expect(phone.rowHeights).toEqual([phone.oneLine]);
    expect(phone.headerHeights).toEqual([phone.oneLine]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const scroller = page.locator('.order-tracking .data-table-scroll');
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const first = page.locator('.data-table-row').first();
    const waybill = first.locator('td').nth(1);
    await expect(waybill).toBeInViewport();
    await page.screenshot({ path: `test-results/order-density-${lang}-390.png` });
    // The row's links are there at the end of the scroll, and open that order.
    const number = ((await waybill.textContent()) ?? '').trim();
    await first.getByRole('button', { name: WORDS[lang].details }).click();
    await expect(page.getByRole('dialog').getByText(number).first()).toBeVisible();
  });
}
