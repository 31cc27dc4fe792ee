import { expect, test, type Page } from '@playwright/test';
import { DEMO_PORT } from '../playwright.config.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';
import { pick } from '../support/select.ts';

/*
 * 客户对账 and 收款 as staff use them, on the demo server (its customers have last month's statements issued
 * and this month's drafts): a draft opened from the list filtered in the URL, issued after its confirmation,
 * then a payment recorded for its customer and applied to its oldest open statement. In Chinese at 390 px,
 * then in English, wide, each on a draft of its own.
 */

test.use({ baseURL: `http://127.0.0.1:${DEMO_PORT}` });
test.describe.configure({ mode: 'serial' });

interface Draft {
  id: number;
  number: string;
  shortName: string;
  totals: { currency: string }[];
}
let drafts: Draft[];

test.beforeAll(async ({ request, baseURL }) => {
  const api = await adminApi(request, baseURL);
  drafts = (await api.call<{ records: Draft[] }>('GET', '/statements?state=draft&pageSize=10')).records;
  expect(drafts.length).toBeGreaterThanOrEqual(2);
});

interface Words {
  issue: RegExp;
  issued: RegExp;
  record: string;
  dialog: string;
  customer: string;
  currency: string;
  amount: string;
  save: RegExp;
  recorded: string;
}

async function issueAndPay(page: Page, draft: Draft, w: Words) {
  await signInAsAdmin(page, '/customerStatements?state=draft');
  await page.getByRole('button', { name: draft.number }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: draft.number });
  await expect(drawer).toContainText(draft.shortName);
  await drawer.getByRole('button', { name: w.issue }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: w.issue }).click();
  await expect(drawer.locator('.ant-tag', { hasText: w.issued })).toBeVisible();

  await page.goto('/payments');
  await page.getByRole('button', { name: w.record }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await pick(dialog.getByRole('combobox', { name: w.customer }), draft.shortName);
  await dialog.getByLabel(w.currency).fill(draft.totals[0]?.currency ?? 'CNY');
  await dialog.getByLabel(w.amount).fill('1.5');
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.recorded)).toBeVisible();
  const row = page.locator('tr', { hasText: draft.shortName }).filter({ hasText: '1.50' }).first();
  await expect(row).toBeVisible();
  // Applied to the customer's oldest open statement in its currency: the one just issued, or an older one.
  await expect(row).toContainText('ST-');
}

test('issues a draft statement and records a payment against it (Chinese, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await issueAndPay(page, drafts[0]!, {
    issue: /^出\s*具$/,
    issued: /已出具|已结清/,
    record: '登记收款',
    dialog: '登记收款',
    customer: '客户',
    currency: '币种',
    amount: '金额',
    save: /^保\s*存$/,
    recorded: '已登记收款',
  });
});

test('the same in English', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await issueAndPay(page, drafts[1]!, {
    issue: /^Issue$/,
    issued: /Issued|Settled/,
    record: 'Record payment',
    dialog: 'Record a payment',
    customer: 'Customer',
    currency: 'Currency',
    amount: 'Amount',
    save: /^Save$/,
    recorded: 'Payment recorded',
  });
});
