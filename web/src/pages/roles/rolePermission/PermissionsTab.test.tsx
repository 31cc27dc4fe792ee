import { permissions, roles, type PermissionCode, type Role } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { heldKeys } from './permissionTree.ts';
import { sampleTree } from './permissionTree.fixture.ts';
import { PermissionsTab } from './PermissionsTab.tsx';

const role: Role = {
  id: 5,
  name: 'sales',
  roleName: '业务员',
  isSuper: false,
  scope: 'SELF',
  visibilityScopeName: '仅本人数据',
  showAgent: true,
  ownDataOnly: false,
  memberCount: 2,
  version: 3,
};
const answer = (isSuper = false) => ({
  roleId: 5,
  isSuper,
  version: 3,
  tree: sampleTree(),
  checkedKeys: heldKeys(sampleTree()),
  halfCheckedKeys: [],
});
const button = (text: string) => screen.getByText(text).closest('button')!;
/** The checkbox of the tree node whose label starts with `title`. */
const box = (title: string): HTMLElement => {
  const node = [...document.querySelectorAll('.ant-tree-treenode')].find((n) =>
    n.querySelector('.ant-tree-title')?.textContent?.startsWith(title),
  );
  const checkbox = node?.querySelector<HTMLElement>('[role="checkbox"]');
  if (!checkbox) throw new Error(`no tree node "${title}"`);
  return checkbox;
};

const show = (permissions: PermissionCode[], shown = role) =>
  renderPage(<PermissionsTab role={shown} />, { permissions });

describe('PermissionsTab', { timeout: 20_000 }, () => {
  it("shows the server's checked and half-checked states, menus without permissions not tickable", async () => {
    mockApi(on(permissions.tree, answer()));
    show(['role:view', 'role:grant']);

    await screen.findByText('组织管理');
    expect(box('首页')).toHaveAttribute('aria-checked', 'true');
    expect(box('组织管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('员工管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('账号回收站')).toHaveAttribute('aria-checked', 'true');
    expect(box('菜单设置')).toHaveAttribute('aria-checked', 'false');
    expect(box('权限管理')).toHaveAttribute('aria-checked', 'true');
    expect(box('编辑员工')).toHaveAttribute('aria-checked', 'false');
    expect(box('空菜单')).toHaveAttribute('aria-disabled', 'true');
    expect(button('保存权限')).toBeDisabled();
  });

  it('saves ticks as one grant and the coarsest revocations, then shows the answered tree', async () => {
    const { calls } = mockApi(
      on(permissions.tree, answer()),
      on(permissions.grant, answer()),
      on(permissions.revokeGroup, answer()),
      on(roles.search, [role]),
    );
    const user = userEvent.setup();
    show(['role:view', 'role:grant']);
    await screen.findByText('组织管理');

    await user.click(box('编辑员工'));
    await user.click(box('账号回收站'));
    expect(box('员工管理')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('待保存：授予 1 项，收回 1 项')).toBeInTheDocument();
    await user.click(button('保存权限'));

    await screen.findByText('权限已保存');
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.endpoint, c.params])).toEqual([
      [permissions.grant, { id: '5' }],
      [permissions.revokeGroup, { roleId: '5', menuId: '4' }],
    ]);
    expect(writes[0]!.body).toEqual([4]);
    // The tree now shows what the last answer says, nothing pending.
    await waitFor(() => expect(box('账号回收站')).toHaveAttribute('aria-checked', 'true'));
    expect(button('保存权限')).toBeDisabled();
  });

  it('undo returns to what the server holds', async () => {
    mockApi(on(permissions.tree, answer()));
    const user = userEvent.setup();
    show(['role:view', 'role:grant']);
    await screen.findByText('组织管理');
    await user.click(box('首页'));
    expect(box('首页')).toHaveAttribute('aria-checked', 'false');
    await user.click(button('撤销修改'));
    expect(box('首页')).toHaveAttribute('aria-checked', 'true');
  });

  it('is read-only without role:grant and for the super-administrator', async () => {
    mockApi(on(permissions.tree, answer()));
    const first = show(['role:view']);
    await screen.findByText('组织管理');
    expect(screen.queryByText('保存权限')).not.toBeInTheDocument();
    expect(box('首页')).toHaveAttribute('aria-disabled', 'true');
    first.unmount();

    mockApi(on(permissions.tree, { ...answer(true), roleId: 1 }));
    show(['role:view', 'role:grant'], { ...role, id: 1, isSuper: true });
    const notice = await screen.findByText('超级管理员拥有全部权限，不能收回。');
    expect(notice).toBeInTheDocument();
    expect(screen.queryByText('保存权限')).not.toBeInTheDocument();
    expect(box('编辑员工')).toHaveAttribute('aria-disabled', 'true');
  });
});
