import fs from 'node:fs';
import { classificationOf, hasCandidate, startAddress } from '@fwd/simulators';
import { expect, test, type Page } from '@playwright/test';
import { pick } from '../support/select.ts';
import { adminApi, signInAsAdmin } from '../support/session.ts';

/*
 * 地址类型 as staff use it: a word added to the lists decides the next
 * address, the verdict says why and who decided (the rules: this server has
 * no validation service until a test configures the simulator), and a pasted
 * batch is classified and exported.
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
  // On a line of its own: before a street type the word would be the street's name ("5 Hangar Road").
  await page.getByLabel('地址行1').fill('5 Harbor Road');
  await page.getByLabel('地址行2').fill(`${word} 7`);
  await page.getByRole('button', { name: /判\s*定/ }).click();
  const verdict = page.getByTestId('address-verdict');
  await expect(verdict.getByText('商业', { exact: true })).toBeVisible();
  await expect(verdict.getByText(`商业用词“${word}”（地址）`)).toBeVisible();
  await expect(verdict.getByText('判定来源：规则')).toBeVisible();
  await expect(verdict.getByText(/未配置地址校验服务/)).toBeVisible();

  await page.getByRole('tab', { name: '批量查询' }).click();
  await page
    .getByRole('textbox', { name: /^粘贴地址/ })
    .fill(
      `US\t10001\tNew York\t1 Main St\tSuite 300\t\tAcme Inc\nGB\t\tLondon\tFlat 2, 3 High St\nDE\t\t\tPostfach 12 34`,
    );
  await page.getByRole('button', { name: '批量判定' }).click();
  await expect(page.getByText('共 3 个地址：住宅 1，商业 1，未知 1')).toBeVisible();
  await expect(page.getByText(/邮政信箱“Postfach”/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出结果/ }).click();
  expect((await download).suggestedFilename()).toBe('地址类型.xlsx');
});

const SHOTS = '/tmp/address-shots';

/** Classifies a US address on the single tab, labels in the page's language. */
async function classifyUs(page: Page, labels: { country: string; line1: string; classify: RegExp }, line: string) {
  await pick(page.getByRole('combobox', { name: labels.country }), '(US)', 'US');
  await page.getByLabel(labels.line1).fill(line);
  await page.getByRole('button', { name: labels.classify }).click();
  return page.getByTestId('address-verdict');
}

test('an address the validation service cannot classify shows as unknown, the reason in the reader’s language, at 390 px', async ({
  page,
  request,
  baseURL,
}) => {
  const sim = await startAddress({ seed: 30 });
  const api = await adminApi(request, baseURL);
  const key = await api.call<{ id: number }>('POST', '/api/keys/0', {
    kind: 'address',
    name: `UPS sim ${tag}`,
    baseUrl: sim.url,
    key: sim.clientId,
    secret: sim.clientSecret,
  });
  fs.mkdirSync(SHOTS, { recursive: true });
  // A street address the service finds and answers Unclassified (0) for.
  const line = Array.from({ length: 500 }, (_, i) => `${i + 1} Birch St`).find(
    (l) => hasCandidate({ AddressLine: [l] }) && classificationOf({ AddressLine: [l] }, 30) === 0,
  )!;
  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, '/addressType');
    const zh = await classifyUs(page, { country: '国家', line1: '地址行1', classify: /判\s*定/ }, line);
    await expect(zh.getByText('未知', { exact: true })).toBeVisible();
    await expect(zh.getByText('判定来源：地址校验服务')).toBeVisible();
    await expect(zh.getByText('地址校验服务无法判定')).toBeVisible();
    await expect(zh.getByText('地址校验服务找到了该地址，但无法分类：类型未知')).toBeVisible();
    await expect(zh).not.toContainText(/Unclassified|Commercial|Residential/);
    expect(await fitsTheScreen()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/unclassified-zh-390.png`, fullPage: true });

    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.reload();
    const en = await classifyUs(page, { country: 'Country', line1: 'Address line 1', classify: /Classify/ }, line);
    await expect(en.getByText('Unknown', { exact: true })).toBeVisible();
    await expect(en.getByText('The validation service could not tell')).toBeVisible();
    await expect(
      en.getByText('The validation service found the address but could not classify it: the type is unknown'),
    ).toBeVisible();
    await expect(en).not.toContainText('Unclassified');
    expect(await fitsTheScreen()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/unclassified-en-390.png`, fullPage: true });

    // No such address: unknown too, and the page says to check it.
    await page.getByLabel('Address line 1').fill('asdf qwer');
    await page.getByRole('button', { name: /Classify/ }).click();
    await expect(
      en.getByText('The validation service found no such address: the type is unknown; check the address'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/no-candidate-en-390.png`, fullPage: true });
  } finally {
    await api.call('DELETE', `/api/keys/delKey/${key.id}`);
    await sim.close();
  }
});
