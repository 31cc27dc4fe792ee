import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { companyDay } from '../support/days.ts';
import { pick } from '../support/select.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * 工具箱 → 偏远地区 as staff use it: a carrier's remote-area list imported
 * (its differences shown first), a new version checked against it, a
 * postcode looked up (each carrier's class, what the channel adds, priced as a
 * quote would), and a batch of postcodes exported to Excel. The server starts
 * without demo data: the spec makes its own channel and rule, named with a
 * tag unique to the run.
 */

const tag = String(Date.now() % 1_000_000);
const carrier = `E2R${tag}`;
const channel = { code: `ERA${tag}`, name: `偏远测试${tag}` };
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('偏远地区');
  sheet.addRow(['国家', '匹配方式', '邮编或城市', '偏远等级']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const { id } = await api.call<{ id: number }>('POST', '/channel', {
    ...channel,
    mode: 'express',
    incoterm: 'DDP',
    carrier,
  });
  await api.call('PUT', `/quote/channel/${id}/settings`, { version: 0, currency: 'CNY' });
  await api.call('POST', `/quote/channel/${id}/sheets`, {
    effectiveFrom: companyDay(),
    zones: [{ code: '1', name: '美国', members: [{ country: 'US', match: 'country' }] }],
    rates: [{ zone: '1', fromKg: '0', toKg: '30', model: 'perKg', price: '20' }],
  });
  await api.call('POST', '/surcharge', {
    name: `偏远${tag}`,
    kind: 'remote',
    basis: 'shipment',
    amount: '50',
    channelIds: [id],
    effectiveFrom: dayFrom(-10),
  });
});

async function importList(page: Page, name: string, effectiveFrom: string, rows: (string | null)[][]) {
  await page.getByRole('button', { name: /导入偏远名单/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入偏远地区名单' });
  await dialog.getByLabel('承运商').fill(carrier);
  await dialog.getByLabel('名单名称').fill(name);
  await dialog.getByLabel('生效日期').fill(effectiveFrom);
  await dialog.getByLabel('生效日期').press('Enter');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'remote.xlsx', mimeType: XLSX, buffer: await workbook(rows) });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  return page.getByRole('dialog', { name: '导入前核对差异' });
}

test('imports a list after seeing what it adds, then a new version after seeing what it changes; the older one stays', async ({
  page,
}) => {
  await signInAsAdmin(page, '/remoteArea?tab=lists');
  const first = await importList(page, `第一版${tag}`, dayFrom(-5), [
    ['US', '邮编前缀', '997', 'A'],
    ['US', '城市', 'Barrow', 'B'],
  ]);
  await expect(first).toContainText('没有现行名单');
  await expect(first.getByRole('tab', { name: /新增 2/ })).toBeVisible();
  await expect(first.getByRole('cell', { name: 'Barrow' })).toBeVisible();
  await first.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已导入 2 个条目')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`第一版${tag}`) })).toContainText('生效中');

  const second = await importList(page, `第二版${tag}`, dayFrom(-1), [
    ['US', '邮编前缀', '997', 'C'],
    ['US', '邮编', '04631', 'B'],
  ]);
  await expect(second).toContainText(`${carrier} · 第一版${tag}`);
  await expect(second.getByRole('tab', { name: /新增 1/ })).toBeVisible();
  await expect(second.getByRole('tab', { name: /不再包含 1/ })).toBeVisible();
  await expect(second).toContainText('两份名单将同时生效');
  await second.getByRole('tab', { name: /等级变更 1/ }).click();
  await expect(second.getByText('A → C')).toBeVisible();
  await second.getByRole('button', { name: '确认导入' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`第二版${tag}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`第一版${tag}`) })).toBeVisible();
});

test('looks up a postcode and a city: the class of the list in force and what the channel adds', async ({ page }) => {
  await signInAsAdmin(page, '/remoteArea');
  await pick(page.getByLabel('国家'), '美国', 'mg');
  await page.getByLabel('邮编').fill('99701');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const hit = page.getByRole('row', { name: new RegExp(`第二版${tag}`) });
  await expect(hit).toContainText('C');
  await expect(hit).toContainText('邮编前缀 997');
  await expect(page.getByRole('row', { name: new RegExp(channel.code) })).toContainText('¥50.00');

  // Barrow is on the first version only, which has no end date: still in force beside the newer one, it still holds it.
  await page.getByLabel('邮编').fill('');
  await page.getByLabel('城市').fill('barrow');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(`第一版${tag}`) })).toContainText('城市 Barrow');
  await page.getByLabel('城市').fill('Nome');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('不属于任何承运商现行名单的偏远地区')).toBeVisible();
});

test('checks a batch of pasted postcodes and exports the answer to Excel', async ({ page }) => {
  await signInAsAdmin(page, '/remoteArea?tab=batch');
  await pick(page.getByLabel('国家'), '美国', 'mg');
  await page.getByLabel('邮编').fill('99701\n04631\n10001\n10#01');
  await page.getByRole('button', { name: /批量查询/ }).click();
  await expect(page.getByText(/偏远 2 个 · 非偏远 1 个 · 格式不正确 1 个/)).toBeVisible();
  await expect(page.getByRole('row', { name: /04631/ })).toContainText(`${carrier} B`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows = book.worksheets[0]!.getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1, 3));
  expect(rows[0]).toEqual(['邮编', '结果']);
  expect(rows.slice(1)).toEqual([
    ['99701', '偏远'],
    ['04631', '偏远'],
    ['10001', '非偏远'],
    ['10#01', '邮编格式不正确'],
  ]);
});
