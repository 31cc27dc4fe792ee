import { expect, test, type Page } from '@playwright/test';
import { adminApi, signIn, signInAsAdmin } from '../support/session.ts';
import { sidebar } from '../support/shell.ts';

/** The tree node of a permission (by its code) in the role permission editor. */
const permissionBox = (page: Page, code: string) =>
  page.locator('.ant-tree-treenode', { has: page.getByText(code, { exact: true }) }).locator('.ant-tree-checkbox');

async function togglePermissions(page: Page, codes: string[]): Promise<void> {
  for (const code of codes) await permissionBox(page, code).click();
  await expect(page.getByText(/^待保存/)).toBeVisible();
  await page.getByRole('button', { name: '保存权限' }).click();
  // Nothing left to save once every call went through (the toast of an earlier save may still show).
  await expect(page.getByText(/^待保存/)).toHaveCount(0);
  await expect(page.getByText('权限已保存').last()).toBeVisible();
}

test('a role sees only the pages and buttons granted to it, and loses them without signing in again', async ({
  page,
  browser,
  request,
}) => {
  const suffix = String(Date.now() % 100000);
  const roleName = `仓库专员${suffix}`;

  // The administrator creates the role in the UI and ticks 首页, 员工管理's view and 角色权限's view.
  await signInAsAdmin(page, '/rolePermission');
  await page.getByRole('button', { name: '新增角色' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('角色名称').fill(roleName);
  await dialog.getByLabel('角色标识').fill(`wh${suffix}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(`已新增角色「${roleName}」`)).toBeVisible();
  await expect(page).toHaveURL(/roleId=\d+/);
  await togglePermissions(page, ['dashboard:view', 'employee:view', 'role:view']);
  await expect(permissionBox(page, 'employee:view')).toHaveAttribute('aria-checked', 'true');
  await expect(permissionBox(page, 'employee:add')).toHaveAttribute('aria-checked', 'false');

  // An employee with that role, set up through the API.
  const admin = await adminApi(request);
  const company = await admin.call<{ id: number }>('POST', '/company/create', { companyName: `仓储部${suffix}` });
  const [role] = await admin.call<{ id: number }[]>('GET', `/roles/search?roleName=${encodeURIComponent(roleName)}`);
  const username = `cangku${suffix}`;
  await admin.call('POST', '/users/addEmployee', {
    username,
    name: '仓库小王',
    roleId: role!.id,
    companyId: company.id,
    password: 'cangku12345',
  });

  // They sign in elsewhere and see only those menus...
  const theirs = await browser.newContext();
  const staff = await theirs.newPage();
  await staff.goto('/');
  await signIn(staff, username, 'cangku12345');
  await expect(staff).toHaveURL(/\/homeDashboard$/);
  await staff.goto('/rolePermission');
  await expect(sidebar(staff).getByText('首页')).toBeVisible();
  await expect(sidebar(staff).getByText('组织管理')).toBeVisible();
  await expect(sidebar(staff).getByText('角色权限')).toBeVisible();
  await expect(sidebar(staff).getByText('菜单设置')).toHaveCount(0);
  await expect(sidebar(staff).getByText('API管理')).toHaveCount(0);

  // ...and only the buttons they hold: the roles, without create, edit, delete or saving permissions.
  await expect(staff.getByRole('button', { name: new RegExp(`^${roleName}`) })).toBeVisible();
  await expect(staff.getByRole('button', { name: '新增角色' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^(编辑|删除)角色/ })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: '保存权限' })).toHaveCount(0);

  // A page they do not hold sends them home.
  await staff.goto('/menuSettings');
  await expect(staff).toHaveURL(/\/homeDashboard$/);

  // A call made by hand with their token is refused by the server all the same.
  const token = (await theirs.cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const forbidden = await staff.request.post('/api/roles', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `sneaky${suffix}`, roleName: '越权角色' },
  });
  expect(((await forbidden.json()) as { code: number }).code).toBe(40300);

  // The administrator revokes 员工管理 while they are on it: when their window regains focus it is gone.
  await staff.goto('/employee');
  await expect(staff).toHaveURL(/\/employee(\?|$)/);
  await togglePermissions(page, ['employee:view']);
  await staff.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(sidebar(staff).getByText('组织管理')).toHaveCount(0);
  await expect(staff).toHaveURL(/\/homeDashboard$/);

  // Revoking 角色权限 reaches them with their next request, refused or not.
  await staff.goto('/rolePermission');
  await expect(staff.getByRole('button', { name: new RegExp(`^${roleName}`) })).toBeVisible();
  await togglePermissions(page, ['role:view']);
  await staff.getByPlaceholder('搜索角色名称').fill('仓');
  await staff.getByPlaceholder('搜索角色名称').press('Enter');
  await expect(staff).toHaveURL(/\/homeDashboard$/);
  await expect(sidebar(staff).getByText('系统设置')).toHaveCount(0);
  await expect(sidebar(staff).getByText('首页')).toBeVisible();

  await theirs.close();
});
