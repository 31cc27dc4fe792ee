import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { companyDay } from '../support/days.ts';
import { pick } from '../support/select.ts';
import { adminApi, signInAsAdmin, type Api } from '../support/session.ts';

/*
 * The quote system as staff use it: a carrier's rate sheet imported into
 * 渠道设置, a parcel quoted in 重量计算器 (its total the one worked out by hand
 * below, a channel left out with its reason), a remark added in 运费查询.
 * The server starts without demo data: this spec makes its own channels,
 * settings, sheets and surcharge, named with a tag unique to the run.
 */

const tag = String(Date.now() % 1_000_000);
/** A day as the API takes it, `days` from today (UTC: a few days either side is the same for any company time zone). */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const channels = {
  // Divisor 5000, a fuel surcharge of 12.5 %: the one the hand-worked quote is on.
  cheap: { code: `EQA${tag}`, name: `测试快递甲${tag}` },
  // Takes no piece longer than 45 cm: left out of the quote below.
  short: { code: `EQB${tag}`, name: `测试快递乙${tag}` },
  // Has a sheet in force; the import adds a new version.
  imported: { code: `EQC${tag}`, name: `测试快递丙${tag}` },
};
const ids: Record<keyof typeof channels, number> = { cheap: 0, short: 0, imported: 0 };

/** A sheet of one zone, the whole of the US, with the given bands. */
const usSheet = (effectiveFrom: string, rates: object[]) => ({
  effectiveFrom,
  zones: [{ code: '1', name: '美国', members: [{ country: 'US', match: 'country' }] }],
  rates: rates.map((r) => ({ zone: '1', ...r })),
});

async function makeChannel(api: Api, key: keyof typeof channels, settings: object, rates: object[]) {
  const { id } = await api.call<{ id: number }>('POST', '/channel', {
    ...channels[key],
    mode: 'express',
    incoterm: 'DDP',
  });
  ids[key] = id;
  await api.call('PUT', `/quote/channel/${id}/settings`, { version: 0, currency: 'CNY', step: '0.5', ...settings });
  await api.call('POST', `/quote/channel/${id}/sheets`, usSheet(companyDay(), rates));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  await makeChannel(api, 'cheap', { divisor: 5000 }, [
    { fromKg: '0', toKg: '5', model: 'firstAdditional', price: '40', firstKg: '0.5', stepKg: '0.5', stepPrice: '8' },
    { fromKg: '5', toKg: '30', model: 'perKg', price: '12.5' },
  ]);
  await makeChannel(api, 'short', { maxLongestSide: '45' }, [{ fromKg: '0', toKg: '30', model: 'perKg', price: '9' }]);
  await makeChannel(api, 'imported', {}, [{ fromKg: '0', toKg: '30', model: 'perKg', price: '20' }]);
  await api.call('POST', '/surcharge', {
    name: `燃油${tag}`,
    kind: 'fuel',
    basis: 'percent',
    amount: '12.5',
    channelIds: [ids.cheap],
    effectiveFrom: dayFrom(-3),
  });
});

/** The carriers' layout: bands as rows and a price column per zone, then the zone list. */
async function rateWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const grid = book.addWorksheet('价格表');
  grid.addRow(['起始重量', '截止重量', '计价方式', 'A', 'B']);
  grid.addRow([0, 10, '每公斤', 21, 26]);
  grid.addRow([10, 30, '每公斤', 19.5, 23]);
  const zones = book.addWorksheet('分区');
  zones.addRow(['分区', '分区名称', '国家', '邮编类型', '邮编']);
  zones.addRow(['A', '美东', 'US', '邮编前缀', '1']);
  zones.addRow(['B', '美国其他', 'US', '全国', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('imports a carrier’s rate sheet into 渠道设置 as a new version from a chosen day', async ({ page }) => {
  const effectiveFrom = dayFrom(10);
  await signInAsAdmin(page, '/channelSetting');
  await page.getByRole('searchbox').fill(channels.imported.code);
  await page.getByRole('searchbox').press('Enter');
  await page
    .getByRole('row', { name: new RegExp(channels.imported.code) })
    .getByRole('button', { name: '价格表' })
    .click();
  const drawer = page.getByRole('dialog', { name: `价格表 · ${channels.imported.name}` });
  await expect(drawer.getByRole('row', { name: /生效中/ })).toBeVisible();

  await drawer.getByRole('button', { name: '导入价格表' }).click();
  const dialog = page.getByRole('dialog', { name: '导入价格表' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'rates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await rateWorkbook(),
  });
  // The preview: the grid as read, and its zones with their postcodes.
  await expect(dialog.getByRole('row', { name: /10\s*–\s*30/ })).toContainText('¥19.50/kg');
  await expect(dialog.getByText('US 1*')).toBeVisible();
  await dialog.getByLabel('生效日期').fill(effectiveFrom);
  await dialog.getByLabel('生效日期').press('Enter');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  // Before it is kept: what it changes against the sheet in force on its day (one zone, one band, replaced by two and four).
  const changes = page.getByRole('dialog', { name: `保存前核对：${effectiveFrom} 起的变化` });
  await expect(changes).toContainText(`${companyDay()} 起生效的价格表`);
  await expect(changes.getByRole('tab', { name: /新增分区 2/ })).toBeVisible();
  await expect(changes.getByRole('tab', { name: /删除分区 1/ })).toBeVisible();
  await expect(changes.getByRole('tab', { name: /新增重量段 4/ })).toBeVisible();
  await changes.getByRole('tab', { name: /删除重量段 1/ }).click();
  await expect(changes.getByRole('row', { name: /0\s*–\s*30/ })).toContainText('¥20.00/kg');
  await changes.getByRole('button', { name: '确认保存' }).click();
  await expect(page.getByText('价格表已保存')).toBeVisible();
  await expect(dialog).toBeHidden();

  const added = drawer.getByRole('row', { name: new RegExp(effectiveFrom) });
  await expect(added).toContainText('未生效');
  // Two zones, two bands in each.
  await expect(added.getByRole('cell').nth(2)).toHaveText('2');
  await expect(added.getByRole('cell').nth(3)).toHaveText('4');
  await expect(drawer.getByRole('row', { name: /生效中/ })).toBeVisible();
});

test('quotes a parcel in 重量计算器: totals by hand, a breakdown, a channel left out with its reason', async ({
  page,
}) => {
  await signInAsAdmin(page, '/weightCalculator');
  await pick(page.getByLabel('国家'), '美国', 'mg');
  await page.getByRole('button', { name: /添加一件/ }).click();
  await page.getByLabel('第 1 件 长 (cm)').fill('50');
  await page.getByLabel('第 1 件 宽 (cm)').fill('40');
  await page.getByLabel('第 1 件 高 (cm)').fill('30');
  await page.getByLabel('第 1 件 重量 (kg)').fill('4');
  await page.getByRole('button', { name: /查\s*询/ }).click();

  // 50×40×30 / 5000 = 12 kg bills over the actual 4; 12 kg × ¥12.50 = ¥150; fuel 12.5 % of it ¥18.75; ¥168.75.
  const row = page.getByRole('row', { name: new RegExp(channels.cheap.code) });
  await expect(row).toContainText('12 kg');
  await expect(row).toContainText('¥168.75');
  await row.getByRole('button', { name: /展开行/ }).click();
  const detail = page.locator('.ant-table-expanded-row');
  await expect(detail).toContainText('50×40×30 / 5000 = 12');
  await expect(detail.getByRole('row', { name: /基础运费/ })).toContainText('12 kg × ¥12.50/kg');
  await expect(detail.getByRole('row', { name: new RegExp(`燃油${tag}`) })).toContainText('¥18.75');

  // The channel taking no piece over 45 cm is left out, folded below the quotes, and says why.
  await page.getByRole('button', { name: /不可走的渠道/ }).click();
  const excluded = page.getByRole('row', { name: new RegExp(channels.short.code) });
  await expect(excluded).toContainText('最长边 50 cm 超过 45 cm 上限');
});

test('adds a remark in 运费查询 and sees it in the drawer’s history and on the card', async ({ page }) => {
  const remark = `周末不收货 ${tag}`;
  await signInAsAdmin(page, '/shippingQuery');
  await pick(page.getByLabel('国家'), '美国', 'mg');
  const card = page.locator('.ant-card', { hasText: channels.cheap.code });
  await expect(card).toContainText('暂无备注');
  await card.getByRole('button', { name: '备注' }).click();
  const drawer = page.getByRole('dialog', { name: `${channels.cheap.name} · 美国 的备注` });
  await drawer.getByLabel('备注内容').fill(remark);
  await drawer.getByRole('button', { name: '添加备注' }).click();
  await expect(page.getByText('备注已添加')).toBeVisible();
  await expect(drawer.getByRole('listitem').first()).toContainText(remark);
  await expect(drawer.getByRole('listitem').first()).toContainText('系统管理员');
  await drawer.getByRole('button', { name: /close|关闭/i }).click();
  await expect(card).toContainText(remark);
});
