import { expect, test, type Page } from '@playwright/test';
import { companyDay } from '../support/days.ts';
import { pick } from '../support/select.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * What the quote screens say (issue 30, section 3): the price query folds the
 * channels that cannot carry a shipment under their count below the quotes,
 * and gives the most telling reason first (a country not served before the
 * quoting dates); a peak-season rule per kg is worded as what it is; the
 * home's quick quote says as many channels as it lists. In Chinese and
 * English, and at 390 px. Its own channels, named with a tag of the run.
 */

const tag = String(Date.now() % 1_000_000);
const us = { code: `QSA${tag}`, name: `报价屏甲${tag}` };
/** Serves Germany only, and stopped quoting yesterday: for the US the country is the reason. */
const de = { code: `QSD${tag}`, name: `报价屏德${tag}` };
const peak = `旺季${tag}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const sheet = (country: string, price: string) => ({
    effectiveFrom: companyDay(),
    zones: [{ code: '1', members: [{ country, match: 'country' }] }],
    rates: [{ zone: '1', fromKg: '0', toKg: '30', model: 'perKg', price }],
  });
  const made = async (channel: typeof us, settings: object, country: string) => {
    const { id } = await api.call<{ id: number }>('POST', '/channel', { ...channel, mode: 'express', incoterm: 'DDP' });
    await api.call('PUT', `/quote/channel/${id}/settings`, { version: 0, currency: 'CNY', ...settings });
    await api.call('POST', `/quote/channel/${id}/sheets`, sheet(country, '10'));
    return id;
  };
  const usId = await made(us, {}, 'US');
  await made(de, { quoteTo: companyDay(-1) }, 'DE');
  await api.call('POST', '/surcharge', {
    name: peak,
    kind: 'peak',
    basis: 'kg',
    amount: '3',
    channelIds: [usId],
    effectiveFrom: companyDay(),
    effectiveTo: companyDay(30),
  });
});

/** Asks the price query for the US, 2 kg, and answers the fold of the channels left out. */
async function askForUs(
  page: Page,
  words: { country: string; typed: string; weight: string; search: RegExp; folded: RegExp },
) {
  await pick(
    page.getByLabel(words.country, { exact: true }),
    words.typed === 'mg' ? '美国' : 'United States',
    words.typed,
  );
  await page.getByLabel(words.weight, { exact: true }).fill('2');
  await page.locator('.quote-form').getByRole('button', { name: words.search }).click();
  await expect(page.getByRole('row', { name: new RegExp(us.code) })).toBeVisible();
  return page.getByRole('button', { name: words.folded });
}

test('the price query folds the channels left out below the quotes, the country first (Chinese)', async ({ page }) => {
  await signInAsAdmin(page, '/priceQuery');
  const folded = await askForUs(page, {
    country: '国家',
    typed: 'mg',
    weight: '重量 (kg)',
    search: /查\s*询/,
    folded: /不可走的渠道（\d+ 个）/,
  });
  await expect(folded).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('row', { name: new RegExp(de.code) })).toBeHidden();
  await folded.click();
  const left = page.getByRole('row', { name: new RegExp(de.code) });
  await expect(left).toContainText('不走美国');
  await expect(left).not.toContainText('报价期');
  // The peak rule per kg, in its list as the season it is.
  await page.goto('/surchargeRules');
  await page.getByRole('searchbox').first().fill(peak);
  await page.getByRole('searchbox').first().press('Enter');
  const rule = page.getByRole('row', { name: new RegExp(peak) });
  await expect(rule).toContainText('旺季期间的所有货件');
  await expect(rule).toContainText('3/kg');
  await expect(rule).not.toContainText('每票');
});

test("the home's quick quote says as many channels as it lists (Chinese)", async ({ page }) => {
  await signInAsAdmin(page, '/');
  // The tools render as they come near the screen, below the charts.
  await page.getByRole('heading', { name: '常用工具' }).scrollIntoViewIfNeeded();
  const card = page.locator('.ant-card', { hasText: '快速报价' });
  await pick(card.getByLabel('国家', { exact: true }), '美国', 'mg');
  await card.getByLabel('重量 (kg)').fill('2');
  await card.getByRole('button', { name: /报\s*价/ }).click();
  const header = card.locator('.ant-list-header');
  await expect(header).toContainText('个渠道可走');
  const said = Number(/(\d+) 个渠道/.exec((await header.textContent()) ?? '')![1]);
  await expect(card.locator('.ant-list-item')).toHaveCount(said);
});

test('the same in English at 390 px: folded, the country first, the season worded, nothing wider than the screen', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await signInAsAdmin(page, '/priceQuery');
  const folded = await askForUs(page, {
    country: 'Country',
    typed: 'United States',
    weight: 'Weight (kg)',
    search: /Search/,
    folded: /Channels? left out \(\d+\)/,
  });
  await expect(folded).toHaveAttribute('aria-expanded', 'false');
  await folded.click();
  await expect(page.getByRole('row', { name: new RegExp(de.code) })).toContainText('Does not serve United States');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.goto('/surchargeRules');
  await page.getByRole('searchbox').first().fill(peak);
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page.getByText('All shipments in the season').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
