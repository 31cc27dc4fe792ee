import { expect, test } from '@playwright/test';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * 海关编码 as staff use it: a national line kept by the company, found by
 * its code written with dots and by the pinyin initials of its name, opened
 * in its tree (its subheading above, nothing under it), the subheading
 * opened from the path, and the code copied in one click. The server starts
 * without demo data: the line is made here, with a name unique to the run.
 */

const tag = String(Date.now() % 1_000_000);
const code = `61091000${(Number(tag) % 90) + 10}`;
const name = `棉制针织测试T恤衫${tag}`;

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  await api.call('POST', '/tariff/lines', { code, name, unit1: '件', unit2: '千克', rebateRate: '13', effectiveFrom: '2022-01-01' });
});

test('searches a code with dots, opens it in its tree and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page, '/tariffCode');
  const box = page.getByRole('searchbox');
  await box.fill(`${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6, 8)}.${code.slice(8)}`);
  const hit = page.getByRole('button', { name: code, exact: true });
  await expect(hit.getByText(name)).toBeVisible();
  await expect(hit.getByText('编码精确')).toBeVisible();
  await expect(hit.locator('mark')).toHaveText(`${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6, 8)}.${code.slice(8)}`);

  await hit.click();
  const detail = page.getByRole('region', { name: '所属路径' });
  await expect(detail.getByText('件 / 千克')).toBeVisible();
  await expect(detail.getByText('没有下级编码')).toBeVisible();
  await detail.getByRole('button', { name: '6109.10', exact: true }).click();
  await expect(detail.getByRole('heading', { name: '6109.10' })).toBeVisible();
  await expect(detail.getByText('T-shirts, singlets and other vests; of cotton, knitted or crocheted')).toBeVisible();

  await detail.getByRole('button', { name: '复制编码 610910' }).click();
  await expect(page.getByText('已复制 610910')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('610910');

  await box.fill('mzzzcs');
  await expect(page.getByRole('button', { name: code, exact: true }).getByText('拼音')).toBeVisible();
});
