import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pick } from '../support/select.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * 品牌查询 as staff use it: the brands kept (one made here through the
 * screen), descriptions pasted and checked, the hits marked with how they
 * matched and the channels that refuse them, a common word that is not the
 * brand left alone; then the order drawer warning of a brand in an order's
 * goods description that the order's channel refuses. The server starts
 * without demo data: this spec makes its own channel, brands, words and order.
 */

const tag = String(Date.now() % 1_000_000);
const channel = { code: `EBR${tag}`, name: `品牌测试快递${tag}` };
const order = { numbers: `EBR${tag}001`, customer: `品牌客户${tag}` };

/** One order as the orders' import reads it (headers by field name), its goods an iPhone case. */
async function orderWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('orders');
  const row: Record<string, string | number> = {
    numbers: order.numbers,
    customerOrderNumber: '',
    originalTrackingNumber: '',
    newTrackingNumber: '',
    shortName: order.customer,
    agentCode: '',
    channelCode: channel.code,
    countryCode: 'US',
    consigneeName: 'John Smith',
    consigneePhone: '',
    consigneeCity: '',
    consigneePostcode: '',
    consigneeAddress: '',
    goodsDescription: 'iPhone 15 手机壳',
    hsCode: '',
    declaredValue: '',
    currency: '',
    weight: '1.2',
    pieces: 1,
    ownerUsername: 'admin',
    statusName: '已下单',
    entryDate: new Date().toISOString().slice(0, 10),
    remark: '',
  };
  sheet.addRow(Object.keys(row));
  sheet.addRow(Object.values(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  const { id } = await api.call<{ id: number }>('POST', '/channel', { ...channel, mode: 'express', incoterm: 'DDP' });
  await api.call('POST', '/toolbox/brands', {
    name: 'Apple',
    aliases: ['苹果', 'iPhone'],
    category: 'sensitive',
    riskLevel: 'high',
    wholeWord: true,
    channelIds: [id],
  });
  await api.call('POST', '/toolbox/brand-words', { word: '苹果汁', remark: '水果' });
  const adminId = (await api.call<{ user: { id: number } }>('GET', '/users/session')).user.id;
  await api.call('POST', '/customer', {
    shortName: order.customer,
    fullName: `${order.customer}有限公司`,
    ownerUserId: adminId,
  });
  const imported = await request.post('/api/orders/import', {
    headers: { authorization: `Bearer ${api.token}` },
    multipart: {
      file: {
        name: 'orders.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await orderWorkbook(),
      },
    },
  });
  expect(((await imported.json()) as { code: number }).code).toBe(20000);
});

test('adds a brand, checks pasted descriptions and sees every hit with how it matched and who refuses it', async ({
  page,
}) => {
  await signInAsAdmin(page, '/brandCheck?tab=brands');
  await page.getByRole('button', { name: /新增品牌/ }).click();
  const drawer = page.getByRole('dialog', { name: '新增品牌' });
  await drawer.getByLabel('品牌名称').fill('Nike');
  const aliases = drawer.getByLabel('别名');
  await aliases.fill('耐克');
  await aliases.press('Enter');
  await pick(drawer.getByLabel('拒收渠道'), channel.name);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  const saved = page.getByRole('row', { name: /Nike/ });
  await expect(saved).toContainText('耐克');
  await expect(saved).toContainText(channel.name);

  await page.getByRole('tab', { name: '品牌检查' }).click();
  await page
    .getByLabel('商品描述')
    .fill(
      ['Mens NIKE running shoes', '新鲜苹果汁 1L', 'iPhone 15 手机壳', '耐客 运动袜', 'plain cotton socks'].join('\n'),
    );
  await expect(page.getByText('5 / 1,000 行')).toBeVisible();
  await page.getByRole('button', { name: /检\s*查/ }).click();
  await expect(page.getByText('共 5 条描述，3 条命中品牌（品牌库 2 个启用品牌）')).toBeVisible();

  const nike = page.getByRole('row', { name: /Mens NIKE running shoes/ });
  await expect(nike.locator('mark')).toHaveText('NIKE');
  await expect(nike).toContainText('整词');
  await expect(nike).toContainText(`拒收渠道：${channel.name}`);
  await expect(page.getByRole('row', { name: /iPhone 15/ })).toContainText('高风险');
  await expect(page.getByRole('row', { name: /耐客/ })).toContainText('拼音');
  await expect(page.getByRole('row', { name: /新鲜苹果汁/ })).toContainText('没有命中任何品牌');

  await page.getByRole('switch', { name: '只看命中' }).click();
  await expect(page.getByRole('row', { name: /plain cotton socks/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出结果/ }).click();
  expect((await download).suggestedFilename()).toBe('品牌检查结果.xlsx');
});

test('the order drawer warns of a brand in the goods description that the order’s channel refuses', async ({
  page,
}) => {
  await signInAsAdmin(page, '/orderTracking');
  await page.getByLabel('单号', { exact: true }).fill(order.numbers);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .getByRole('row', { name: new RegExp(order.numbers) })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const drawer = page.getByRole('dialog', { name: `编辑运单 ${order.numbers}` });
  await expect(drawer.getByText(`当前渠道“${channel.name}”拒收 Apple`)).toBeVisible();
  await drawer.getByLabel('品名').fill('纯棉毛巾');
  await expect(drawer.getByText(`当前渠道“${channel.name}”拒收 Apple`)).toHaveCount(0);
});
