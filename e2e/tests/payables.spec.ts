import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PORT } from '../playwright.config.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';
import { pick } from '../support/select.ts';

/*
 * 代理账单 as staff use it, on the demo server (its agents and orders): an agent's bill whose headers say
 * nothing the console knows is read, its columns mapped by hand, imported; one difference accepted, one
 * disputed with a note. In Chinese at 390 px, then in English, wide, where the agent's next bill comes
 * with the mapping remembered.
 */

test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ mode: 'serial' });

const tag = String(Date.now() % 1_000_000);
const HEADER = ['Track ID', 'Our Ref', 'Wt', 'Fee', 'Memo'];
let agent: { agentName: string; agentCode: string };
let orderNumber: string;
/** Its waybill number: the differences name the order by it (and by its 转单号 when it has one, not the 原单号 billed). */
let waybill: string;

test.beforeAll(async ({ request, baseURL }) => {
  const api = await adminApi(request, baseURL);
  agent = (await api.call<{ agentName: string; agentCode: string }[]>('GET', '/payables/agent-options'))[0]!;
  const { orders } = await api.call<{
    orders: { records: { numbers: string; originalTrackingNumber: string | null }[] };
  }>('POST', '/orders/page?page=1&size=20', {});
  const order = orders.records.find((o) => o.originalTrackingNumber)!;
  orderNumber = order.originalTrackingNumber!;
  waybill = order.numbers;
});

/** A bill as the agent sends it: one of our orders by its 原单号, billed high, and two numbers we never shipped. */
async function bill(round: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Statement');
  ws.addRow(HEADER);
  ws.addRow([null, orderNumber, 2.5, 999.99, `ours ${round}`]);
  ws.addRow([`E2E-NOSUCH-${tag}-${round}-1`, null, 1, 30, null]);
  ws.addRow([`E2E-NOSUCH-${tag}-${round}-2`, null, 1.2, 35.5, null]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Words {
  import: string;
  title: string;
  agent: string;
  billNo: string;
  period: string;
  file: string;
  read: string;
  importButton: string;
  fields: [string, string][];
  accept: RegExp;
  dispute: RegExp;
  confirmTitle: string;
  disputeTitle: string;
  note: string;
  remembered: string;
  noOrder: RegExp;
  disputed: string;
}

async function importBill(page: Page, w: Words, round: string, mapByHand: boolean) {
  await signInAsAdmin(page, '/agentBills');
  await page.getByRole('button', { name: w.import }).click();
  const dialog = page.getByRole('dialog', { name: w.title });
  await pick(dialog.getByRole('combobox', { name: w.agent }), agent.agentName, agent.agentCode);
  await dialog.getByLabel(w.billNo).fill(`E2E-${tag}-${round}`);
  const [from, to] = [
    dialog.locator('.ant-picker-range input').first(),
    dialog.locator('.ant-picker-range input').last(),
  ];
  await from.click();
  await from.fill('2026-10-01');
  await from.press('Enter');
  await to.fill('2026-10-31');
  await to.press('Enter');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'statement.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await bill(round),
  });
  await dialog.getByRole('button', { name: w.read }).click();
  if (mapByHand) {
    for (const [field, column] of w.fields) {
      const select = dialog.getByRole('combobox', { name: field, exact: true });
      await pick(select, column);
    }
  } else {
    await expect(dialog.getByText(w.remembered)).toBeVisible();
  }
  await expect(dialog.getByRole('cell', { name: orderNumber })).toBeVisible();
  await dialog.getByRole('button', { name: w.importButton }).click();
  await expect(dialog).toBeHidden();
}

async function reconcile(page: Page, w: Words) {
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(new RegExp(`E2E-${tag}`)) });
  await expect(drawer.getByRole('tab', { name: w.noOrder })).toBeVisible();
  // Our order's line (billed high), and a number we never shipped.
  const ours = drawer.getByRole('row').filter({ hasText: waybill }).first();
  const stranger = drawer
    .getByRole('row')
    .filter({ hasText: `E2E-NOSUCH-${tag}` })
    .first();
  await ours.getByRole('button', { name: w.accept }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: w.confirmTitle });
  await confirm.getByRole('button', { name: w.accept }).click();
  await expect(confirm).toBeHidden();
  await stranger.getByRole('button', { name: w.dispute }).click();
  const dispute = page.getByRole('dialog').filter({ hasText: w.disputeTitle });
  await dispute.getByLabel(w.note).fill('E2E: we never shipped this');
  await dispute.getByRole('button', { name: w.dispute }).click();
  await expect(dispute).toBeHidden();
  await expect(drawer.getByText('E2E: we never shipped this')).toBeVisible();
  await expect(drawer.getByText(w.disputed).first()).toBeVisible();
}

test('imports an agent bill with its columns mapped by hand, accepts one difference and disputes one (Chinese, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const zh: Words = {
    import: '导入账单',
    title: '导入代理账单',
    agent: '代理',
    billNo: '账单号',
    period: '账期',
    file: '账单文件',
    read: '读取文件',
    importButton: '导 入',
    fields: [
      ['转单号', 'Track ID'],
      ['原单号', 'Our Ref'],
      ['重量 (kg)', 'Wt'],
      ['金额', 'Fee'],
      ['备注', 'Memo'],
    ],
    accept: /^接\s?受$/,
    dispute: /^异\s?议$/,
    confirmTitle: '接受这条差异？',
    disputeTitle: '对这条差异提出异议',
    note: '异议原因',
    remembered: '已按该代理上次的列对应填好',
    noOrder: /^无此订单 \(\d+\)$/,
    disputed: '有异议',
  };
  await importBill(page, zh, 'zh', true);
  await reconcile(page, zh);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the next bill of the agent in English: the mapping is remembered', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  const en: Words = {
    import: 'Import bill',
    title: 'Import an agent bill',
    agent: 'Agent',
    billNo: 'Bill no.',
    period: 'Period',
    file: 'Bill file',
    read: 'Read file',
    importButton: 'Import',
    fields: [],
    accept: /^Accept$/,
    dispute: /^Dispute$/,
    confirmTitle: 'Accept this difference?',
    disputeTitle: 'Dispute this difference',
    note: 'Why',
    remembered: 'As mapped last time for this agent',
    noOrder: /^No such order \(\d+\)$/,
    disputed: 'Disputed',
  };
  await importBill(page, en, 'en', false);
  await reconcile(page, en);
});
