import type { MenuRecord } from '@fwd/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { menuRecord } from '../../../../test/fixtures.ts';
import { renderWithConsole, signInWith } from '../../../../test/render.tsx';
import { session } from '../../../shell/stores/session.ts';
import MenuSettingsPage from './index.tsx';

const records: MenuRecord[] = [
  menuRecord({ id: 1, sort: 0 }),
  menuRecord({ id: 2, sort: 1, menuTitle: 'system', menuTitleCn: '系统设置', menuName: 'System', component: null, icon: 'SettingOutlined', affix: 0, childCount: 1 }),
  menuRecord({ id: 3, parentId: 2, submenuLevel: 2, menuTitle: 'menuSettings', menuTitleCn: '菜单设置', menuName: 'MenuSettings', component: 'system/menuSettings', affix: 0 }),
  menuRecord({ id: 4, sort: 2, menuTitle: 'oldReport', menuTitleCn: '旧报表', menuTitleEn: 'Old report', menuTitleEs: 'Informe antiguo', menuTitleJa: '旧レポート', menuName: 'OldReport', component: 'report/old', icon: null, affix: 0, version: 7 }),
];
const ALL_MENU_CODES = ['menu:view', 'menu:add', 'menu:edit', 'menu:delete', 'menu:function'];

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /user-permissions/get-all-menu': ok(records),
    'GET /permissions/menu/1': ok([{ id: 1, menuId: 1, name: '查看首页', permissionCode: 'dashboard:view', kind: 'view', builtin: true, apis: [] }]),
    'GET /permissions/menu/4': ok([{ id: 9, menuId: 4, name: '查看报表', permissionCode: 'report:view', kind: 'view', builtin: false, apis: [] }]),
    ...extra,
  });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => screen.getByLabelText('路由预览');
const buttonWith = (text: string) => screen.getByText(text).closest('button')!;

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
});

// antd forms, trees and dialogs render slowly in jsdom.
describe('menu settings', { timeout: 20_000 }, () => {
  it("edits the picked menu and previews the route it becomes as the form changes", async () => {
    signInWith(ALL_MENU_CODES);
    api();
    renderWithConsole(<MenuSettingsPage />, '/menuSettings?menuId=4');

    expect(await screen.findByDisplayValue('oldReport')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('/oldReport');
    expect(preview()).toHaveTextContent('此版本中没有该页面');

    fireEvent.change(field('路由路径'), { target: { value: 'reports' } });
    fireEvent.change(field('页面组件'), { target: { value: 'system/menuSettings' } });
    await waitFor(() => expect(preview()).toHaveTextContent('/reports'));
    expect(preview()).toHaveTextContent('system/menuSettings');
    expect(preview()).not.toHaveTextContent('此版本中没有该页面');
  });

  it('saves with the version it was read at and the flags as 0 or 1', async () => {
    signInWith(ALL_MENU_CODES);
    const { calls } = api({ 'PUT /menus/4': (init) => ({ code: 20000, data: { ...records[3], ...JSON.parse(String(init?.body)) } }) });
    const user = userEvent.setup();
    renderWithConsole(<MenuSettingsPage />, '/menuSettings?menuId=4');
    await screen.findByDisplayValue('oldReport');

    fireEvent.change(field('中文名称'), { target: { value: '报表' } });
    await user.click(screen.getByRole('switch', { name: '显示在菜单中' }));
    await user.click(buttonWith('保 存'));

    await screen.findByText('已保存菜单「报表」');
    const put = calls.find((c) => c.key === 'PUT /menus/4')!;
    expect(JSON.parse(String(put.init?.body))).toEqual({
      menuTitleCn: '报表', menuTitleEn: 'Old report', menuTitleEs: 'Informe antiguo', menuTitleJa: '旧レポート', menuTitle: 'oldReport', menuName: 'OldReport', component: 'report/old', icon: null,
      isShow: 0, affix: 0, keepAlive: 1, sort: 2, version: 7,
    });
  });

  it('deletes after confirming, and forces only after a second, explicit confirmation', async () => {
    signInWith(ALL_MENU_CODES);
    const held = '以下角色仍拥有其中的权限：业务员。请先收回，或确认强制删除（同时收回这些权限）';
    let deleted = false;
    const { calls } = api({
      'DELETE /menus/4': (_, url) => {
        deleted = url.endsWith('force=true');
        return deleted ? { code: 20000, data: null } : { code: 40900, message: held, status: 409 };
      },
      'GET /user-permissions/get-all-menu': () => ({ code: 20000, data: records.filter((r) => !deleted || r.id !== 4) }),
      'GET /permissions/menu/4': () => (deleted ? { code: 40400, message: '菜单不存在', status: 404 } : { code: 20000, data: [] }),
    });
    const user = userEvent.setup();
    renderWithConsole(<MenuSettingsPage />, '/menuSettings?menuId=4');
    await screen.findByDisplayValue('oldReport');

    await user.click(buttonWith('删除'));
    await user.click(await screen.findByRole('button', { name: '删 除' }));
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'DELETE /menus/4')).toHaveLength(1);

    const count = (key: string) => calls.filter((c) => c.key === key).length;
    const functionReads = count('GET /permissions/menu/4');
    const menuReads = count('GET /user-permissions/get-all-menu');
    await user.click(screen.getByRole('button', { name: '强制删除并收回权限' }));
    await screen.findByText('已删除菜单「旧报表」');
    expect(count('DELETE /menus/4')).toBe(2);
    // The tree reloads; the deleted menu's functions are not asked for again (that answered 菜单不存在).
    await waitFor(() => expect(count('GET /user-permissions/get-all-menu')).toBeGreaterThan(menuReads));
    expect(count('GET /permissions/menu/4')).toBe(functionReads);
  });

  it('moves a menu down with the arrow button, listing every sibling once', async () => {
    signInWith(ALL_MENU_CODES);
    const { calls } = api({ 'PUT /menus/reorder': ok([]) });
    const user = userEvent.setup();
    renderWithConsole(<MenuSettingsPage />, '/menuSettings?menuId=1');
    await screen.findByDisplayValue('homeDashboard');
    expect(screen.getByLabelText('上移')).toBeDisabled();
    // The program declares the home page's permission: no delete offered.
    await waitFor(() => expect(buttonWith('删除')).toBeDisabled());
    await user.click(screen.getByLabelText('下移'));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /menus/reorder')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.key === 'PUT /menus/reorder')!.init?.body))).toEqual({ parentId: null, ids: [2, 1, 4] });
  });

  it('shows only what menu:view allows: no create, move or delete, a read-only form, the function list', async () => {
    signInWith(['menu:view']);
    api();
    renderWithConsole(<MenuSettingsPage />, '/menuSettings?menuId=4');
    await screen.findByDisplayValue('oldReport');
    expect(screen.queryByText('新增一级菜单')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('下移')).not.toBeInTheDocument();
    expect(screen.queryByText('保 存')).not.toBeInTheDocument();
    expect(field('中文名称')).toBeDisabled();
    expect(screen.getByText('功能')).toBeInTheDocument();
  });
});
