import { Code, menus, permissions, type MenuRecord, type PermissionCode } from '@fwd/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { menuRecord } from '../../../../test/fixtures.ts';
import { renderPage } from '../../../../test/render.tsx';
import MenuSettingsPage from './index.tsx';

const records: MenuRecord[] = [
  menuRecord({ id: 1, sort: 0 }),
  menuRecord({
    id: 2,
    sort: 1,
    menuTitle: 'system',
    menuTitleCn: '系统设置',
    menuName: 'System',
    component: null,
    icon: 'SettingOutlined',
    affix: 0,
    childCount: 1,
  }),
  menuRecord({
    id: 3,
    parentId: 2,
    submenuLevel: 2,
    menuTitle: 'menuSettings',
    menuTitleCn: '菜单设置',
    menuName: 'MenuSettings',
    component: 'menus/menuSettings',
    affix: 0,
  }),
  menuRecord({
    id: 4,
    sort: 2,
    menuTitle: 'oldReport',
    menuTitleCn: '旧报表',
    menuTitleEn: 'Old report',
    menuTitleEs: 'Informe antiguo',
    menuTitleJa: '旧レポート',
    menuName: 'OldReport',
    component: 'report/old',
    icon: null,
    affix: 0,
    version: 7,
  }),
];
const ALL_MENU_CODES: PermissionCode[] = ['menu:view', 'menu:add', 'menu:edit', 'menu:delete', 'menu:function'];

const api = (...extra: ReturnType<typeof on>[]) =>
  mockApi(
    on(permissions.all, records),
    on(menus.functions, ({ params }) =>
      params.id === '1'
        ? [
            {
              id: 1,
              menuId: 1,
              name: '查看首页',
              permissionCode: 'dashboard:view',
              kind: 'view' as const,
              builtin: true,
              apis: [],
            },
          ]
        : [
            {
              id: 9,
              menuId: 4,
              name: '查看报表',
              permissionCode: 'report:view',
              kind: 'view' as const,
              builtin: false,
              apis: [],
            },
          ],
    ),
    ...extra,
  );
/** The build's pages, as the app gives them: the route preview names the one a record opens. */
const pages = { 'menus/menuSettings': MenuSettingsPage, 'employees/employee': () => null };
const show = (at: string, permissions = ALL_MENU_CODES) => renderPage(<MenuSettingsPage />, { at, permissions, pages });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => screen.getByLabelText('路由预览');
const buttonWith = (text: string) => screen.getByText(text).closest('button')!;

describe('menu settings', { timeout: 20_000 }, () => {
  it('edits the picked menu and previews the route it becomes as the form changes', async () => {
    api();
    show('/menuSettings?menuId=4');

    expect(await screen.findByDisplayValue('oldReport')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('/oldReport');
    expect(preview()).toHaveTextContent('此版本中没有该页面');

    fireEvent.change(field('路由路径'), { target: { value: 'reports' } });
    fireEvent.change(field('页面组件'), { target: { value: 'menus/menuSettings' } });
    await waitFor(() => expect(preview()).toHaveTextContent('/reports'));
    expect(preview()).toHaveTextContent('menus/menuSettings');
    expect(preview()).not.toHaveTextContent('此版本中没有该页面');
  });

  it('saves with the version it was read at and the flags as 0 or 1', async () => {
    const { sent } = api(on(menus.update, ({ body }) => ({ ...records[3]!, ...(body as Partial<MenuRecord>) })));
    const user = userEvent.setup();
    show('/menuSettings?menuId=4');
    await screen.findByDisplayValue('oldReport');

    fireEvent.change(field('中文名称'), { target: { value: '报表' } });
    await user.click(screen.getByRole('switch', { name: '显示在菜单中' }));
    await user.click(buttonWith('保 存'));

    await screen.findByText('已保存菜单「报表」');
    expect(sent(menus.update).map((c) => c.params)).toEqual([{ id: '4' }]);
    expect(sent(menus.update)[0]!.body).toEqual({
      menuTitleCn: '报表',
      menuTitleEn: 'Old report',
      menuTitleEs: 'Informe antiguo',
      menuTitleJa: '旧レポート',
      menuTitle: 'oldReport',
      menuName: 'OldReport',
      component: 'report/old',
      icon: null,
      isShow: 0,
      affix: 0,
      keepAlive: 1,
      sort: 2,
      version: 7,
    });
  });

  it('deletes after confirming, and forces only after a second, explicit confirmation', async () => {
    const held = '以下角色仍拥有其中的权限：业务员。请先收回，或确认强制删除（同时收回这些权限）';
    let deleted = false;
    const { sent } = api(
      on(menus.remove, ({ query }) => {
        deleted = query.force === 'true';
        return deleted ? null : refuse(Code.CONFLICT, held, { status: 409 });
      }),
      on(permissions.all, () => records.filter((r) => !deleted || r.id !== 4)),
    );
    const user = userEvent.setup();
    show('/menuSettings?menuId=4');
    await screen.findByDisplayValue('oldReport');

    await user.click(buttonWith('删除'));
    await user.click(await screen.findByRole('button', { name: '删 除' }));
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(sent(menus.remove)).toHaveLength(1);

    const functionReads = sent(menus.functions).length;
    const menuReads = sent(permissions.all).length;
    await user.click(screen.getByRole('button', { name: '强制删除并收回权限' }));
    await screen.findByText('已删除菜单「旧报表」');
    expect(sent(menus.remove).map((c) => [c.params, c.query])).toEqual([
      [{ id: '4' }, { force: 'false' }],
      [{ id: '4' }, { force: 'true' }],
    ]);
    // The tree reloads; the deleted menu's functions are not asked for again (that answered 菜单不存在).
    await waitFor(() => expect(sent(permissions.all).length).toBeGreaterThan(menuReads));
    expect(sent(menus.functions).length).toBe(functionReads);
  });

  it('moves a menu down with the arrow button, listing every sibling once', async () => {
    const { sent } = api(on(menus.reorder, []));
    const user = userEvent.setup();
    show('/menuSettings?menuId=1');
    await screen.findByDisplayValue('homeDashboard');
    expect(screen.getByLabelText('上移')).toBeDisabled();
    // The program declares the home page's permission: no delete offered.
    await waitFor(() => expect(buttonWith('删除')).toBeDisabled());
    await user.click(screen.getByLabelText('下移'));
    await waitFor(() => expect(sent(menus.reorder)).toHaveLength(1));
    expect(sent(menus.reorder)[0]!.body).toEqual({ parentId: null, ids: [2, 1, 4] });
  });

  it('shows only what menu:view allows: no create, move or delete, a read-only form, the function list', async () => {
    api();
    show('/menuSettings?menuId=4', ['menu:view']);
    await screen.findByDisplayValue('oldReport');
    expect(screen.queryByText('新增一级菜单')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('下移')).not.toBeInTheDocument();
    expect(screen.queryByText('保 存')).not.toBeInTheDocument();
    expect(field('中文名称')).toBeDisabled();
    expect(screen.getByText('功能')).toBeInTheDocument();
  });
});
