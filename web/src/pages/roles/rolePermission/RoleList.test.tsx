import { Code, permissions, roles as roleEndpoints, type PermissionCode, type Role } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import RolePermissionPage from './index.tsx';

const role = (over: Partial<Role>): Role => ({
  id: 5,
  name: 'sales',
  roleName: '业务员',
  isSuper: false,
  scope: 'SELF',
  visibilityScopeName: '仅本人数据',
  showAgent: true,
  ownDataOnly: false,
  memberCount: 0,
  version: 1,
  ...over,
});
const roles = [role({ id: 1, name: 'admin', roleName: '超级管理员', isSuper: true, memberCount: 1 }), role({})];
const emptyTree = { roleId: 5, isSuper: false, version: 1, tree: [], checkedKeys: [], halfCheckedKeys: [] };

const api = (...extra: ReturnType<typeof on>[]) =>
  mockApi(
    on(roleEndpoints.search, roles),
    on(permissions.tree, ({ params }) => (params.id === '1' ? { ...emptyTree, roleId: 1, isSuper: true } : emptyTree)),
    on(roleEndpoints.remove, null),
    ...extra,
  );
const deleteAll = ['role:view', 'role:add', 'role:edit', 'role:delete'] satisfies PermissionCode[];
const show = (permissions: PermissionCode[], at = '/rolePermission') =>
  renderPage(<RolePermissionPage />, { at, permissions });
/** The role's entry in the list (its main button). */
const entry = async (roleName: string) =>
  (await screen.findByText(roleName, { selector: '.pick-list-title' })).closest('button')!;

describe('role list', { timeout: 20_000 }, () => {
  it('shows no create, edit or delete buttons to a user holding only role:view', async () => {
    api();
    show(['role:view']);
    await entry('业务员');
    expect(screen.queryByText('新增角色')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^编辑角色/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^删除角色/)).not.toBeInTheDocument();
  });

  it('shows them with the codes, never a delete for the super-administrator, and deletes after confirmation', async () => {
    let listed = roles;
    const { sent } = api(
      on(roleEndpoints.search, () => listed),
      on(roleEndpoints.remove, () => {
        listed = [roles[0]!];
        return null;
      }),
    );
    const user = userEvent.setup();
    const { toasts } = show(deleteAll, '/rolePermission?roleId=5');
    await entry('业务员');
    await waitFor(() => expect(sent(permissions.tree)).toHaveLength(1));

    expect(screen.getByText('新增角色')).toBeInTheDocument();
    expect(screen.getByLabelText('编辑角色「超级管理员」')).toBeInTheDocument();
    expect(screen.queryByLabelText('删除角色「超级管理员」')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('删除角色「业务员」'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('删除角色「业务员」？');
    expect(sent(roleEndpoints.remove)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '删 除' }));
    await screen.findByText('已删除角色「业务员」');
    expect(sent(roleEndpoints.remove).map((c) => c.params)).toEqual([{ id: '5' }]);
    // The deleted role's panel is not asked again (it would answer "not found").
    expect(await screen.findByText('请在左侧选择一个角色')).toBeInTheDocument();
    expect(sent(permissions.tree)).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('closes the confirmation when the server refuses, leaving its reason shown', async () => {
    const refusal = '该角色还有 2 名成员，不能删除';
    const { sent } = api(on(roleEndpoints.remove, refuse(Code.CONFLICT, refusal)));
    const user = userEvent.setup();
    const { toasts } = show(deleteAll);
    await entry('业务员');

    await user.click(screen.getByLabelText('删除角色「业务员」'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删 除' }));

    await waitFor(() => expect(toasts).toHaveBeenCalledWith(refusal));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(roleEndpoints.remove)).toHaveLength(1);
    expect(await entry('业务员')).toBeInTheDocument();
  });

  it('opens the role named in the URL, else the first', async () => {
    api();
    const first = show(['role:view']);
    expect(await screen.findByText('超级管理员拥有全部权限，不能收回。')).toBeInTheDocument();
    expect(await entry('超级管理员')).toHaveAttribute('aria-current', 'true');
    first.unmount();

    show(['role:view'], '/rolePermission?roleId=5');
    expect(await screen.findByText(/勾选角色可以使用的菜单与功能/)).toBeInTheDocument();
    expect(await entry('业务员')).toHaveAttribute('aria-current', 'true');
  });
});
