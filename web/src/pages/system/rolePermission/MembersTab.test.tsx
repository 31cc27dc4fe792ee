import type { Role } from '@fwd/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { renderWithConsole, signInWith } from '../../../../test/render.tsx';
import { session } from '../../../shell/stores/session.ts';
import { MembersTab } from './MembersTab.tsx';

const role: Role = {
  id: 5, name: 'sales', roleName: '业务员', isSuper: false, scope: 'SELF', visibilityScopeName: '仅本人数据',
  showAgent: true, ownDataOnly: false, memberCount: 1, version: 3,
};
const member = { id: 7, username: 'lilei', name: '李雷', joinDate: null, roleName: '业务员', companyName: null };
const newcomer = { id: 8, username: 'hanmeimei', name: '韩梅梅', joinDate: '2024-05-01', roleName: null, companyName: '总部' };

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
});

// antd tables and dialogs render slowly in jsdom.
describe('MembersTab', { timeout: 20_000 }, () => {
  it('removes a member after a confirmation that says they will be signed out', async () => {
    signInWith(['role:view', 'role:member']);
    const { calls } = mockApi({
      'GET /users/get-users-by-roleId/5': ok([member]),
      'DELETE /users/del-user-role/7': ok(null),
      'GET /roles/search': ok([role]),
    });
    const user = userEvent.setup();
    renderWithConsole(<MembersTab role={role} />);
    const row = (await screen.findByText('李雷')).closest('tr')!;
    expect(within(row).getAllByText('未知')).toHaveLength(2);

    await user.click(within(row).getByText(/^移\s?除$/));
    expect(await screen.findByText('他们将失去角色并被立即登出，重新分配角色前无法登录。')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(screen.getAllByText(/^移\s?除$/).at(-1)!);
    await screen.findByText('已移除 1 名成员');
    expect(calls.filter((c) => c.key === 'DELETE /users/del-user-role/7')).toHaveLength(1);
  });

  it('adds employees without a role through the select dialog', async () => {
    signInWith(['role:view', 'role:member']);
    const { calls } = mockApi({
      'GET /users/get-users-by-roleId/5': ok([member]),
      'GET /users/users-without-role': ok([newcomer]),
      'GET /roles/search': ok([role]),
      'PUT /users/assign-role/5': ok([member, newcomer]),
    });
    const user = userEvent.setup();
    renderWithConsole(<MembersTab role={role} />);
    await user.click(await screen.findByText('添加成员'));
    const dialog = await screen.findByRole('dialog');
    const row = (await within(dialog).findByText('韩梅梅')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(dialog).getByText('添加（1）'));

    await screen.findByText('已为「业务员」添加 1 名成员');
    const put = calls.find((c) => c.key === 'PUT /users/assign-role/5')!;
    expect(JSON.parse(String(put.init?.body))).toEqual({ ids: [8] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no adding or removing without role:member', async () => {
    signInWith(['role:view']);
    mockApi({ 'GET /users/get-users-by-roleId/5': ok([member]) });
    renderWithConsole(<MembersTab role={role} />);
    await screen.findByText('李雷');
    expect(screen.queryByText('添加成员')).not.toBeInTheDocument();
    expect(screen.queryByText(/^移\s?除$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
