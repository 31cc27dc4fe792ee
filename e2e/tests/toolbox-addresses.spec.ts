import { expect, test } from '@playwright/test';
import { pick } from '../support/select.ts';
import { signInAsAdmin } from '../support/session.ts';

/*
 * 地址类型 as staff use it: a word added to the lists decides the next
 * address, the verdict says why and who decided (the rules: this server has
 * no validation service), and a pasted batch is classified and exported.
 */

const tag = String(Date.now() % 1_000_000);
const word = `Hangar${tag}`;

test('a word staff add decides an address; a pasted batch is classified and exported', async ({ page }) => {
  await signInAsAdmin(page, '/addressType?tab=rules');
  await page.getByRole('button', { name: '新增词条' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('词', { exact: true }).fill(word);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.getByPlaceholder('搜索').fill(word);
  await page.getByPlaceholder('搜索').press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(word) })).toBeVisible();

  await page.goto('/addressType');
  await pick(page.getByRole('combobox', { name: '国家' }), '(US)', 'US');
  await page.getByLabel('地址行1').fill(`5 ${word} Road`);
  await page.getByRole('button', { name: /判\s*定/ }).click();
  const verdict = page.getByTestId('address-verdict');
  await expect(verdict.getByText('商业', { exact: true })).toBeVisible();
  await expect(verdict.getByText(`商业用词“${word}”（地址）`)).toBeVisible();
  await expect(verdict.getByText('判定来源：规则')).toBeVisible();
  await expect(verdict.getByText(/未配置地址校验服务/)).toBeVisible();

  await page.getByRole('tab', { name: '批量查询' }).click();
  await page.getByRole('textbox', { name: /^粘贴地址/ }).fill(`US\t10001\tNew York\t1 Main St\tSuite 300\t\tAcme Inc\nGB\t\tLondon\tFlat 2, 3 High St\nDE\t\t\tPostfach 12 34`);
  await page.getByRole('button', { name: '批量判定' }).click();
  await expect(page.getByText('共 3 个地址：住宅 1，商业 1，未知 1')).toBeVisible();
  await expect(page.getByText(/邮政信箱“Postfach”/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出结果/ }).click();
  expect((await download).suggestedFilename()).toBe('地址类型.xlsx');
});
