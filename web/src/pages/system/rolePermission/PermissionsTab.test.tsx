import type { Role } from '@fwd/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { renderWithConsole, signInWith } from '../../../../test/render.tsx';
import { session } from '../../../shell/stores/session.ts';
import { heldKeys } from './permissionTree.ts';
import { sampleTree } from './permissionTree.fixture.ts';
import { PermissionsTab } from './PermissionsTab.tsx';

const role: Role = {
  id: 5, name: 'sales', roleName: '业务员', isSuper: false, scope: 'SELF', visibilityScopeName: '仅本人数据',
  showAgent: true, ownDataOnly: false, memberCount: 2, version: 3,
};
const answer = (isSuper = false) => ({ roleId: 5, isSuper, version: 3, tree: sampleTree(), checkedKeys: heldKeys(sampleTree()), halfCheckedKeys: [] });
const button = (text: string) => screen.getByText(text).closest('button')!;
/** The checkbox of the tree node whose label starts with `title`. */
const box = (title: string): HTMLElement => {
  const node = [...document.querySelectorAll('.ant-tree-treenode')].find((n) => n.querySelector('.ant-tree-title')?.textContent?.startsWith(title));
  const checkbox = node?.querySelector<HTMLElement>('[role="checkbox"]');
  if (!checkbox) throw new Error(`no tree node "${title}"`);
  return checkbox;
};

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
});

// antd trees and dialogs render slowly in jsdom.
describe('PermissionsTab', { timeout: 20_000 }, () => {
  it("shows the server's checked and half-checked states, menus without permissions not tickable", async () => {
    signInWith(['role:view', 'role:grant']);
    mockApi({ 'GET /role-permissions/get-permissions-by-roleId/5': ok(answer()) });
    renderWithConsole(<PermissionsTab role={role} />);

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
    signInWith(['role:view', 'role:grant']);
    const after = answer();
    const { calls } = mockApi({
      'GET /role-permissions/get-permissions-by-roleId/5': ok(answer()),
      'PUT /role-permissions/add-role-permission/5': ok(answer()),
      'DELETE /role-permissions/del-group-permission/5/4': ok(after),
      'GET /roles/search': ok([role]),
    });
    const user = userEvent.setup();
    renderWithConsole(<PermissionsTab role={role} />);
    await screen.findByText('组织管理');

    await user.click(box('编辑员工'));
    await user.click(box('账号回收站'));
    expect(box('员工管理')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('待保存：授予 1 项，收回 1 项')).toBeInTheDocument();
    await user.click(button('保存权限'));

    await screen.findByText('权限已保存');
    const writes = calls.filter((c) => c.init?.method === 'PUT' || c.init?.method === 'DELETE');
    expect(writes.map((c) => c.key)).toEqual(['PUT /role-permissions/add-role-permission/5', 'DELETE /role-permissions/del-group-permission/5/4']);
    expect(writes[0]!.init?.body).toBe('[4]');
    // The tree now shows what the last answer says, nothing pending.
    await waitFor(() => expect(box('账号回收站')).toHaveAttribute('aria-checked', 'true'));
    expect(button('保存权限')).toBeDisabled();
  });

  it('undo returns to what the server holds', async () => {
    signInWith(['role:view', 'role:grant']);
    mockApi({ 'GET /role-permissions/get-permissions-by-roleId/5': ok(answer()) });
    const user = userEvent.setup();
    renderWithConsole(<PermissionsTab role={role} />);
    await screen.findByText('组织管理');
    await user.click(box('首页'));
    expect(box('首页')).toHaveAttribute('aria-checked', 'false');
    await user.click(button('撤销修改'));
    expect(box('首页')).toHaveAttribute('aria-checked', 'true');
  });

  it('is read-only without role:grant and for the super-administrator', async () => {
    signInWith(['role:view']);
    mockApi({ 'GET /role-permissions/get-permissions-by-roleId/5': ok(answer()) });
    const first = renderWithConsole(<PermissionsTab role={role} />);
    await screen.findByText('组织管理');
    expect(screen.queryByText('保存权限')).not.toBeInTheDocument();
    expect(box('首页')).toHaveAttribute('aria-disabled', 'true');
    first.unmount();

    signInWith(['role:view', 'role:grant']);
    mockApi({ 'GET /role-permissions/get-permissions-by-roleId/1': ok({ ...answer(true), roleId: 1 }) });
    renderWithConsole(<PermissionsTab role={{ ...role, id: 1, isSuper: true }} />);
    const notice = await screen.findByText('超级管理员拥有全部权限，不能收回。');
    expect(notice).toBeInTheDocument();
    expect(screen.queryByText('保存权限')).not.toBeInTheDocument();
    expect(box('编辑员工')).toHaveAttribute('aria-disabled', 'true');
  });
});
