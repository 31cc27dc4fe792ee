import type { Role } from '@fwd/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { renderWithConsole, signInWith } from '../../../../test/render.tsx';
import { session } from '../../../shell/stores/session.ts';
import RolePermissionPage from './index.tsx';

const role = (over: Partial<Role>): Role => ({
  id: 5, name: 'sales', roleName: '业务员', isSuper: false, scope: 'SELF', visibilityScopeName: '仅本人数据',
  showAgent: true, ownDataOnly: false, memberCount: 0, version: 1, ...over,
});
const roles = [role({ id: 1, name: 'admin', roleName: '超级管理员', isSuper: true, memberCount: 1 }), role({})];
const emptyTree = { roleId: 5, isSuper: false, version: 1, tree: [], checkedKeys: [], halfCheckedKeys: [] };

const api = () =>
  mockApi({
    'GET /roles/search': ok(roles),
    'GET /role-permissions/get-permissions-by-roleId/1': ok({ ...emptyTree, roleId: 1, isSuper: true }),
    'GET /role-permissions/get-permissions-by-roleId/5': ok(emptyTree),
    'DELETE /roles/5': ok(null),
  });
/** The role's entry in the list (its main button). */
const entry = async (roleName: string) => (await screen.findByText(roleName, { selector: '.pick-list-title' })).closest('button')!;

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
});

// antd renders slowly in jsdom.
describe('role list', { timeout: 20_000 }, () => {
  it('shows no create, edit or delete buttons to a user holding only role:view', async () => {
    signInWith(['role:view']);
    api();
    renderWithConsole(<RolePermissionPage />, '/rolePermission');
    await entry('业务员');
    expect(screen.queryByText('新增角色')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^编辑角色/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^删除角色/)).not.toBeInTheDocument();
  });

  it('shows them with the codes, never a delete for the super-administrator, and deletes after confirmation', async () => {
    signInWith(['role:view', 'role:add', 'role:edit', 'role:delete']);
    const { calls } = api();
    const user = userEvent.setup();
    renderWithConsole(<RolePermissionPage />, '/rolePermission');
    await entry('业务员');

    expect(screen.getByText('新增角色')).toBeInTheDocument();
    expect(screen.getByLabelText('编辑角色「超级管理员」')).toBeInTheDocument();
    expect(screen.queryByLabelText('删除角色「超级管理员」')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('删除角色「业务员」'));
    expect(await screen.findByText('删除角色「业务员」？')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /roles/5')).toBe(false);
    await user.click(screen.getByText('删 除'));
    await screen.findByText('已删除角色「业务员」');
    expect(calls.filter((c) => c.key === 'DELETE /roles/5')).toHaveLength(1);
  });

  it('opens the role named in the URL, else the first', async () => {
    signInWith(['role:view']);
    api();
    const first = renderWithConsole(<RolePermissionPage />, '/rolePermission');
    expect(await screen.findByText('超级管理员拥有全部权限，不能收回。')).toBeInTheDocument();
    expect(await entry('超级管理员')).toHaveAttribute('aria-current', 'true');
    first.unmount();

    renderWithConsole(<RolePermissionPage />, '/rolePermission?roleId=5');
    expect(await screen.findByText(/勾选角色可以使用的菜单与功能/)).toBeInTheDocument();
    expect(await entry('业务员')).toHaveAttribute('aria-current', 'true');
  });
});
