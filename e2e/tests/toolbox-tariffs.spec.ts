import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * 海关编码 as staff use it: a national line kept by the company, found by
 * its code written with dots and by the pinyin initials of its name, opened
 * in its tree (its subheading above, nothing under it), the subheading
 * opened from the path, and the code copied in one click. Then the order
 * drawer: an order entered with a national code the company does not keep is
 * flagged, naming its subheading. The server starts without demo data: the
 * line, a customer and the order are made here, named uniquely to the run.
 */

const tag = String(Date.now() % 1_000_000);
// 6109100010 to 6109100098: never the order's 6109100099, which the company must not keep (one run in 90 made it so).
const code = `61091000${(Number(tag) % 89) + 10}`;
const name = `棉制针织测试T恤衫${tag}`;
const order = `E2EHS${tag}`;

/** One order in the import's layout (columns by field name), its HS code one the company does not keep. */
async function orderWorkbook(customer: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('orders');
  const row: Record<string, string | number | null> = {
    numbers: order,
    customerOrderNumber: null,
    originalTrackingNumber: null,
    newTrackingNumber: null,
    shortName: customer,
    agentCode: null,
    channelCode: null,
    countryCode: 'US',
    consigneeName: 'John Smith',
    consigneePhone: null,
    consigneeCity: null,
    consigneePostcode: null,
    consigneeAddress: null,
    goodsDescription: 'T-shirts',
    hsCode: '6109100099',
    declaredValue: 25,
    currency: 'USD',
    weight: 1.2,
    pieces: 1,
    ownerUsername: 'admin',
    statusName: '已下单',
    entryDate: new Date().toISOString().slice(0, 10),
    remark: null,
  };
  sheet.addRow(Object.keys(row));
  sheet.addRow(Object.values(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  await api.call('POST', '/tariff/lines', {
    code,
    name,
    unit1: '件',
    unit2: '千克',
    rebateRate: '13',
    effectiveFrom: '2022-01-01',
  });
  const adminId = (await api.call<{ user: { id: number } }>('GET', '/users/session')).user.id;
  const customer = `E2E海关${tag}`;
  await api.call('POST', '/customer', { shortName: customer, fullName: `${customer}有限公司`, ownerUserId: adminId });
  const file = {
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await orderWorkbook(customer),
  };
  const imported = await request.post('/api/orders/import', {
    headers: { authorization: `Bearer ${api.token}` },
    multipart: { file },
  });
  expect(((await imported.json()) as { code: number }).code).toBe(20000);
});

test('searches a code with dots, opens it in its tree and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page, '/tariffCode');
  const box = page.getByRole('searchbox');
  const dotted = `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6, 8)}.${code.slice(8)}`;
  await box.fill(dotted);
  const hitOf = () =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: dotted, exact: true }) });
  const hit = hitOf();
  await expect(hit.getByText(name)).toBeVisible();
  await expect(hit.getByText('编码精确')).toBeVisible();
  await expect(hit.locator('mark')).toHaveText(dotted);

  await hit.getByRole('button', { name: dotted, exact: true }).click();
  const detail = page.getByRole('region', { name: '所属路径' });
  await expect(detail.getByText('件 / 千克')).toBeVisible();
  await expect(detail.getByText('没有下级编码')).toBeVisible();
  await detail.getByRole('button', { name: '6109.10', exact: true }).click();
  await expect(detail.getByRole('heading', { name: '6109.10' })).toBeVisible();
  await expect(detail.getByText('T-shirts, singlets and other vests; of cotton, knitted or crocheted')).toBeVisible();

  await detail.getByRole('button', { name: '复制编码 610910', exact: true }).click();
  await expect(page.getByText('已复制 610910')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('610910');

  await box.fill('mzzzcs');
  await expect(hitOf().getByText('拼音')).toBeVisible();
});

test('the order drawer flags an HS code the company does not keep, naming its subheading', async ({ page }) => {
  await signInAsAdmin(page, '/orderTracking');
  await page.getByLabel('单号', { exact: true }).fill(order);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .getByRole('row', { name: new RegExp(order) })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const drawer = page.getByRole('dialog', { name: `编辑运单 ${order}` });
  await expect(drawer.getByRole('alert')).toHaveText(
    /编码 6109\.10\.00\.99 不在本公司商品编码中，所属子目 6109\.10：T-shirts/,
  );

  const field = drawer.getByLabel('海关编码');
  await field.fill(code);
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await field.fill('棉制针织测试');
  await page.locator('.ant-select-item-option', { hasText: name }).click();
  await expect(field).toHaveValue(code);
});

test('finds goods by their everyday names, shipped and added by staff, in Chinese and English, and at 390 px', async ({
  page,
  baseURL,
}) => {
  const catTree = `猫爬架${tag}`;
  const firstHit = page.locator('.tariff-hit').first();
  // The result's code is the button that opens it.
  const firstCode = firstHit.getByRole('button').first();
  await signInAsAdmin(page, '/tariffCode');
  const box = page.getByRole('searchbox');
  await box.fill('laptop');
  await expect(firstCode).toHaveText(/^8471/);
  await expect(firstHit.getByText('常用品名：laptop')).toBeVisible();
  await box.fill('电脑');
  await expect(firstCode).toHaveText('8471');
  await expect(firstHit.getByText('常用品名：电脑')).toBeVisible();

  await page.getByRole('tab', { name: '常用品名' }).click();
  await page.getByRole('button', { name: /新增常用品名/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增常用品名' });
  await dialog.getByLabel('品名').fill(catTree);
  await dialog.getByRole('combobox', { name: '对应编码' }).fill('4421.99');
  await dialog.getByRole('combobox', { name: '对应编码' }).press('Enter');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存，查询即刻生效')).toBeVisible();
  await page.getByPlaceholder('品名或编码开头').fill(catTree);
  await page.getByPlaceholder('品名或编码开头').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(catTree) })).toContainText('4421.99');

  await page.getByRole('tab', { name: '编码查询' }).click();
  await box.fill(catTree);
  await expect(firstCode).toHaveText('4421.99');
  await expect(firstHit.getByText(`常用品名：${catTree}`)).toBeVisible();

  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.goto('/tariffCode?q=computer');
  await expect(firstCode).toHaveText('8471');
  await expect(firstHit.getByText('Everyday name: computer')).toBeVisible();
  await page.getByRole('searchbox').fill('T-Shirts');
  await expect(firstCode).toHaveText('6109');
  await page.getByRole('searchbox').fill(catTree);
  await expect(firstHit.getByText(`Everyday name: ${catTree}`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Everyday names' }).click();
  await page.getByPlaceholder('A name or the start of a code').fill(catTree);
  await page.getByPlaceholder('A name or the start of a code').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(catTree) });
  await expect(row).toContainText('4421.99');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('No everyday name matches')).toBeVisible();
  await page.goto(`/tariffCode?q=${encodeURIComponent(catTree)}`);
  await expect(page.getByText(/Everyday name:/)).toHaveCount(0);
});
