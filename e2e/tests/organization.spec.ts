import { expect, test } from '@playwright/test';
import { pick } from '../support/select.ts';
import { adminApi, signIn, signInAsAdmin, type Api } from '../support/session.ts';
import { sidebar } from '../support/shell.ts';

/** Unique per run: the database lives as long as the servers, across specs. */
const tag = () => String(Date.now() % 1_000_000);

interface Role {
  id: number;
  roleName: string;
}

/** A fresh role holding nothing, for new employees. */
const newRole = (api: Api) => api.call<Role>('POST', '/roles', { name: `e2e_${tag()}`, roleName: `测试角色${tag()}` });

const save = /保\s*存/;

test('a company and an employee: add, password reset ends their session, delete and restore', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const api = await adminApi(request);
  const role = await newRole(api);
  const n = tag();
  const company = `测试公司${n}`;
  const username = `e2e${n}`;

  await signInAsAdmin(page, '/employee');
  await page.getByRole('button', { name: '新增公司' }).click();
  await page.getByRole('textbox', { name: '公司名称' }).fill(company);
  await page.getByRole('textbox', { name: '公司名称' }).press('Enter');
  // The new company becomes the selected one, in the URL too.
  await expect(page.getByRole('button', { name: new RegExp(`^${company}`) })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/employee\?company=\d+$/);
  await expect(page.getByText('该公司暂无员工')).toBeVisible();

  await page.getByRole('button', { name: /新增员工/ }).click();
  const form = page.getByRole('dialog', { name: '新增员工' });
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('姓名').fill(`测试员${n}`);
  await form.getByLabel('密码').fill('first-pass-1');
  await pick(form.getByLabel('角色'), role.roleName);
  await form.getByRole('button', { name: save }).click();
  await expect(page.getByText('员工已新增')).toBeVisible();
  // Within one company the card names it; the row does not repeat it.
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).not.toContainText(company);
  await expect(row).toContainText(role.roleName);
  // No site, join date or phone were given.
  await expect(row.getByText('未知')).toHaveCount(3);

  // The employee signs in elsewhere.
  const theirs = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const them = await theirs.newPage();
  await them.goto('/profile');
  await signIn(them, username, 'first-pass-1');
  await expect(them).toHaveURL(/\/profile$/);

  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog', { name: `重置“测试员${n}”的密码` });
  await reset.getByLabel('新密码').fill('second-pass-2');
  await reset.getByLabel('确认密码').fill('second-pass-2');
  await reset.getByRole('button', { name: save }).click();
  await expect(page.getByText('密码已重置')).toBeVisible();

  // Their next request is refused (50012): the signed-out dialog.
  await them.getByLabel('姓名').fill(`改名${n}`);
  await them.getByRole('button', { name: save }).click();
  const signedOut = them.getByRole('dialog');
  await expect(signedOut).toContainText('确认注销');
  await expect(signedOut).toContainText('你已被登出');
  await signedOut.getByRole('button', { name: '重新登录' }).click();
  await expect(them).toHaveURL(/\/login/);
  await signIn(them, username, 'second-pass-2');
  await expect(them).toHaveURL(/\/profile$/);
  await theirs.close();

  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确定删除员工“测试员${n}”吗？` });
  await confirm.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('已删除 1 名员工')).toBeVisible();
  await expect(row).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: '账号回收站' }).click();
  await expect(page).toHaveURL(/\/accountRecycle/);
  // The employee page stays mounted (hidden) in its tab with a search box of the same name:
  // wait for the bin's own table before looking for its search box.
  await expect(page.getByRole('columnheader', { name: '删除时间' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索姓名或用户名' }).fill(username);
  await page.getByRole('searchbox', { name: '搜索姓名或用户名' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accountRecycle\\?keyword=${username}$`));
  // The employee page stays mounted in its tab and will list them again: only the bin's row has 恢复.
  const deleted = page
    .getByRole('row', { name: new RegExp(username) })
    .filter({ has: page.getByRole('button', { name: '恢复' }) });
  await deleted.getByRole('button', { name: '恢复' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `确定恢复员工“测试员${n}”吗？` })
    .getByRole('button', { name: /恢\s*复/ })
    .click();
  await expect(page.getByText(`已恢复员工“测试员${n}”`)).toBeVisible();
  await expect(deleted).toHaveCount(0);
  await expect(page.getByText(`回收站中没有匹配“${username}”的员工`)).toBeVisible();

  // Back in the company, with their role.
  await sidebar(page).getByRole('link', { name: '员工管理' }).click();
  await page.getByRole('button', { name: new RegExp(`^${company}`) }).click();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText(role.roleName);
});

test('a QQ account: add it idle, assign it to an employee, set it idle; a company with employees is not deleted', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { roleId } = await api.call<{ roleId: number }>('GET', '/users/info');
  const n = tag();
  const company = await api.call<{ id: number }>('POST', '/company/create', { companyName: `聊天公司${n}` });
  const name = `客服${n}`;
  const employee = await api.call<{ id: number }>('POST', '/users/addEmployee', {
    username: `qq${n}`,
    name,
    password: 'password-123',
    roleId,
    companyId: company.id,
  });
  const account = `9${n}`;

  await signInAsAdmin(page, `/employee?company=${company.id}`);
  await page.getByRole('button', { name: /QQ 账号/ }).click();
  const dialog = page.getByRole('dialog', { name: 'QQ 账号' });
  await dialog.getByRole('textbox', { name: '新账号' }).fill(account);
  await dialog.getByRole('button', { name: /新\s*增/ }).click();
  const row = dialog.getByRole('row', { name: new RegExp(account) });
  const idle = row.getByText('闲置', { exact: true });
  await expect(idle).toBeVisible();

  await row.getByRole('button', { name: '编辑' }).click();
  const editing = dialog.locator('tr', { has: page.locator(`input[value="${account}"]`) });
  await pick(editing.getByRole('combobox', { name: '使用人' }), `${name} (qq${n})`);
  await editing.getByRole('button', { name: save }).click();
  await expect(page.getByText('账号已保存')).toBeVisible();
  await expect(row).toContainText(name);
  await expect(idle).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await api.call<{ account: string; userId: number | null }[]>('GET', '/qq')).find((a) => a.account === account)
          ?.userId,
    )
    .toBe(employee.id);

  await row.getByRole('button', { name: '设为闲置' }).click();
  await expect(idle).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.call<{ account: string; userId: number | null }[]>('GET', '/qq')).find((a) => a.account === account)
          ?.userId,
    )
    .toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The server refuses to delete a company that still has employees; its message is shown.
  await page.getByRole('button', { name: `删除 聊天公司${n}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确定删除公司“聊天公司${n}”吗？` });
  await confirm.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('该公司还有 1 名在职员工，请先调走或删除员工')).toBeVisible();
  // The refusal closes the confirmation.
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^聊天公司${n}`) })).toBeVisible();
});

test("the tab's 刷新 shows a colleague's new employee without reloading the browser", async ({ page, request }) => {
  const api = await adminApi(request);
  const role = await newRole(api);
  const n = tag();
  const company = await api.call<{ id: number }>('POST', '/company/create', { companyName: `刷新公司${n}` });

  await signInAsAdmin(page, `/employee?company=${company.id}`);
  await expect(page.getByText('该公司暂无员工')).toBeVisible();
  // A colleague adds someone meanwhile.
  await api.call('POST', '/users/addEmployee', {
    username: `fresh${n}`,
    name: `新同事${n}`,
    password: 'password-123',
    roleId: role.id,
    companyId: company.id,
  });

  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  await tabs.getByRole('link', { name: '员工管理' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`新同事${n}`) })).toBeVisible();
});
