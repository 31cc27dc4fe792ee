import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pick } from '../support/select.ts';
import { adminApi, signIn, signInAsAdmin, type Api } from '../support/session.ts';

/** Unique per run: the database lives as long as the servers, across specs. */
const tag = () => String(Date.now() % 1_000_000);
const save = /保\s*存/;

interface Node {
  id: number;
  type: 'menu' | 'permission';
  permissionCode: string | null;
  children: Node[];
}

/** The ids of permissions by code, from a role's permission tree. */
async function permissionIds(api: Api, roleId: number, codes: string[]): Promise<number[]> {
  const { tree } = await api.call<{ tree: Node[] }>('GET', `/role-permissions/get-permissions-by-roleId/${roleId}`);
  const ids: number[] = [];
  const walk = (nodes: Node[]) =>
    nodes.forEach((n) =>
      n.type === 'permission' && codes.includes(n.permissionCode ?? '') ? ids.push(n.id) : walk(n.children),
    );
  walk(tree);
  return ids;
}

test('an agent created with its options (channel, country found by pinyin) is in the agent picker options', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const n = tag();
  const channel = await api.call<{ id: number }>('POST', '/channel', {
    code: `E2E-${n}`,
    name: `测试渠道${n}`,
    mode: 'express',
    incoterm: 'DDP',
  });

  await signInAsAdmin(page, '/agentSystem');
  await page.getByRole('button', { name: /新增代理/ }).click();
  const form = page.getByRole('dialog', { name: '新增代理' });
  await form.getByLabel('代理名称').fill(`测试代理${n}`);
  await form.getByLabel('代理代码').fill(`AG${n}`);
  await form.getByRole('button', { name: save }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  await page.getByRole('searchbox', { name: '搜索代理名称或代码' }).fill(`AG${n}`);
  await page.getByRole('searchbox', { name: '搜索代理名称或代码' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(`AG${n}`) });
  await row.getByRole('button', { name: '选项' }).click();
  const options = page.getByRole('dialog', { name: `测试代理${n}的选项` });
  await pick(options.getByLabel('服务渠道'), `测试渠道${n}`);
  // A multiple choice stays open after a pick; with more channels its list covers the field below until closed.
  await options.getByText(`测试代理${n}的选项`).click();
  // The country picker searches pinyin on the server: mg finds 美国.
  await pick(options.getByLabel('覆盖国家'), '美国', 'mg');
  await options.getByRole('button', { name: save }).click();
  await expect(row).toContainText(`测试渠道${n}`);

  const saved = await api.call<{ records: { channelIds: number[]; countryIds: number[] }[] }>(
    'GET',
    `/agent/page?agentName=AG${n}`,
  );
  expect(saved.records[0]!.channelIds).toEqual([channel.id]);
  expect(saved.records[0]!.countryIds).toHaveLength(1);

  // What the agent picker of the order forms loads.
  const agents = await api.call<{ agentName: string }[]>('GET', '/agent/all-agent');
  expect(agents.map((a) => a.agentName)).toContain(`测试代理${n}`);
});

test('a customers sheet with one bad row is refused whole, with the row shown', async ({ page }) => {
  const n = tag();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('customers');
  sheet.addRow(['shortName', 'fullName', 'ownerUsername', 'contact', 'phone', 'remark', 'enabled']);
  sheet.addRow([`好客户${n}`, `好客户${n}有限公司`, 'admin', '李先生', '13800000001', '', true]);
  // No such employee to own it: the whole file is refused.
  sheet.addRow([`坏客户${n}`, `坏客户${n}有限公司`, `nobody${n}`, '', '', '', true]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await signInAsAdmin(page, '/shipmentSystem');
  await page.locator('input[type=file]').setInputFiles({
    name: 'customers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const report = page.getByRole('dialog', { name: '文件未导入' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('3');
  await page.screenshot({ path: '/tmp/refweb-shots/import-report.png' });
  await report.getByRole('button', { name: /close|关闭/i }).click();
  // Nothing of the refused file was kept.
  await page.getByRole('searchbox').fill(`客户${n}`);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByText('没有与')).toBeVisible();
});

test('a role with show-agent off sees **** for agents and is offered no edits', async ({
  request,
  browser,
  baseURL,
}) => {
  const api = await adminApi(request);
  const n = tag();
  await api.call('POST', '/agent', { agentName: `隐藏代理${n}`, agentCode: `HID${n}` });
  const role = await api.call<{ id: number }>('POST', '/roles', { name: `mask${n}`, roleName: `看不见代理${n}` });
  await api.call(
    'PUT',
    `/role-permissions/add-role-permission/${role.id}`,
    await permissionIds(api, role.id, ['agent:view', 'agent:edit', 'agent:add']),
  );
  await api.call('PUT', `/roles/agent/display/${role.id}/0`);
  const company = await api.call<{ id: number }>('POST', '/company/create', { companyName: `代理测试${n}` });
  await api.call('POST', '/users/addEmployee', {
    username: `mask${n}`,
    name: '看不见',
    roleId: role.id,
    companyId: company.id,
    password: 'mask123456',
  });

  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const them = await context.newPage();
  await them.goto('/agentSystem');
  await signIn(them, `mask${n}`, 'mask123456');
  await expect(them.getByText(/您的角色不显示代理名称和代码/)).toBeVisible();
  await expect(them.getByRole('cell', { name: '****' }).first()).toBeVisible();
  await expect(them.getByText(`隐藏代理${n}`)).toHaveCount(0);
  await expect(them.getByRole('button', { name: /新增代理/ })).toHaveCount(0);
  await expect(them.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await context.close();
});

test('a number status added with its English name is offered to pickers, and deleted after a confirmation', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const n = tag();
  await signInAsAdmin(page, '/shipmentSystem?tab=numberStatuses');
  await page.getByRole('button', { name: /新增状态/ }).click();
  const form = page.getByRole('dialog', { name: '新增单号状态' });
  await form.getByLabel('中文').fill(`待查验${n}`);
  await form.getByLabel('英文').fill(`Inspection ${n}`);
  await form.getByRole('button', { name: save }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`待查验${n}`) });
  await expect(row).toContainText('自定义');

  const options = await api.call<{ statusName: string }[]>('GET', '/tracking-status/get-all-numberstatus');
  expect(options.map((o) => o.statusName)).toContain(`待查验${n}`);

  await row.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  // The row first: failing here, the delete was refused or never sent; failing below, only its toast is missing.
  await expect(row).toHaveCount(0);
  await expect(page.getByText('已删除')).toBeVisible();
});
