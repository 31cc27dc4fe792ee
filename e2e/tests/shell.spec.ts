import { expect, test } from '@playwright/test';
import { SHORT_SESSION_PORT } from '../playwright.config.ts';
import { takeActive } from '../support/select.ts';
import { ADMIN, adminApi, signIn, signInAsAdmin } from '../support/session.ts';
import { sidebar } from '../support/shell.ts';

test.describe('sign-in', () => {
  test('keeps the wanted path and query through the login page', async ({ page }) => {
    await page.goto('/profile?tab=edit');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%3Ftab%3Dedit$/);
    await signIn(page, `  ${ADMIN.username}  `, ADMIN.password);
    await expect(page).toHaveURL(/\/profile\?tab=edit$/);
    await expect(page).toHaveTitle('个人中心 - 货代管理系统');
  });

  test('says so on a wrong password and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ADMIN.username, 'wrong-password');
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('sends a signed-in user from /login to the dashboard', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/homeDashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/homeDashboard$/);
  });

  test('logs out, the server ends the session, and the pages are guarded again', async ({ page, request }) => {
    await signInAsAdmin(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
    await page.getByRole('button', { name: '系统管理员' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get('/api/users/info', { headers: { authorization: `Bearer ${token}` } })
            ).json()) as { code: number }
          ).code,
      )
      .toBe(50012);
    await page.goto('/homeDashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2FhomeDashboard/);
  });

  test('a sign-out in another tab signs this one out at its next request, and it can sign in again', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const other = await page.context().newPage();
    await other.goto('/homeDashboard');
    await other.getByRole('button', { name: '系统管理员' }).click();
    await other.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(other).toHaveURL(/\/login/);

    // This tab holds its token in memory: the server refuses it at its next request, and the tab says so.
    await sidebar(page).getByText('货物追踪管理').click();
    await sidebar(page).getByRole('link', { name: '订单运单追踪' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('你已被登出');
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2ForderTracking/);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/orderTracking$/);
    // The list and its totals answered this time (their counts, whatever orders other tests left): no dialog.
    await expect(page.getByRole('tab', { name: /^未签收 \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('.order-totals')).toContainText(/合计 [\d,]+ 单/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('menu and tabs', () => {
  test('opens pages as tabs, keeps the pinned one on close others, and keeps tabs across a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await expect(tabs.getByRole('link', { name: '首页' })).toBeVisible();
    // The pinned dashboard tab has no close button.
    await expect(tabs.getByRole('link', { name: '首页' }).getByLabel('关闭')).toHaveCount(0);

    await page.getByRole('button', { name: '系统管理员' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.getByRole('button', { name: '系统管理员' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await expect(tabs.getByRole('link')).toHaveText(['首页', '个人中心', '修改密码']);

    await tabs.getByRole('link', { name: '修改密码' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs.getByRole('link')).toHaveText(['首页', '修改密码']);

    await page.reload();
    await expect(tabs.getByRole('link')).toHaveText(['首页', '修改密码']);
    await expect(page).toHaveURL(/\/changePassword$/);

    await tabs.getByRole('link', { name: '修改密码' }).getByLabel('关闭').click();
    await expect(tabs.getByRole('link')).toHaveText(['首页']);
    await expect(page).toHaveURL(/\/homeDashboard$/);
  });

  test("opens pages from the sidebar, folded (a group's pages in a panel over the page) and open", async ({ page }) => {
    await signInAsAdmin(page);
    const menu = sidebar(page);
    await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
    await expect(menu.getByText('首页')).toHaveCount(0);
    await menu.getByRole('button', { name: '组织管理' }).hover();
    // The panel lies over the home page's count cards: the click reaches the link only if it is drawn above them.
    await expect(page.locator('[data-card="today"]')).toBeVisible();
    await page.getByRole('group', { name: '组织管理' }).getByRole('link', { name: '员工管理' }).click();
    // The page names the company it shows in the address (?company=), so a reload keeps it.
    await expect(page).toHaveURL(/\/employee(\?company=\d+)?$/);
    await expect(page.getByRole('group', { name: '组织管理' })).toHaveCount(0);

    await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
    await expect(menu.getByRole('link', { name: '员工管理' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: '货物追踪管理' }).click();
    await menu.getByRole('link', { name: '订单运单追踪' }).click();
    await expect(page).toHaveURL(/\/orderTracking$/);
    await expect(menu.getByRole('link', { name: '订单运单追踪' })).toHaveAttribute('aria-current', 'page');
  });

  test('finds a page from the header search by pinyin', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('cdsz');
    await takeActive(page, '菜单设置');
    await expect(page).toHaveURL(/\/menuSettings$/);
  });

  test('finds the pages outside the menu too, such as 修改密码', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('密码');
    await takeActive(page, '修改密码');
    await expect(page).toHaveURL(/\/changePassword$/);
  });
});

test('switches the language of the whole console', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Home - Forwarder Console');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('en');
  await page.reload();
  await expect(page).toHaveTitle('Home - Forwarder Console');
});

test.describe('session expiry', () => {
  test.use({ baseURL: `http://127.0.0.1:${SHORT_SESSION_PORT}` });

  test('asks to sign in again and then retries the request that failed', async ({ page, request }) => {
    await signInAsAdmin(page, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    const name = `过期测试${Date.now() % 10000}`;
    await page.getByLabel('姓名').fill(name);
    // The server ends idle sessions after 6 s on this instance.
    await page.waitForTimeout(7000);
    await page.getByRole('button', { name: /保\s*存/ }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('登录已过期，请重新登录');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/profile$/);

    const api = await adminApi(request, `http://127.0.0.1:${SHORT_SESSION_PORT}`);
    await expect.poll(async () => (await api.call<{ name: string }>('GET', '/users/info')).name).toBe(name);
  });
});
