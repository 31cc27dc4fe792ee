import { employees, roles, type EmployeeRow, type Role } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { MembersTab } from './MembersTab.tsx';

const role: Role = {
  id: 5,
  name: 'sales',
  roleName: '业务员',
  isSuper: false,
  scope: 'SELF',
  visibilityScopeName: '仅本人数据',
  showAgent: true,
  ownDataOnly: false,
  memberCount: 1,
  version: 3,
};
const member = { id: 7, username: 'lilei', name: '李雷', joinDate: null, roleName: '业务员', companyName: null };
const newcomer = {
  id: 8,
  username: 'hanmeimei',
  name: '韩梅梅',
  joinDate: '2024-05-01',
  roleName: null,
  companyName: '总部',
};

describe('MembersTab', { timeout: 20_000 }, () => {
  it('removes a member after a confirmation that says they will be signed out', async () => {
    const { sent } = mockApi(on(roles.members, [member]), on(roles.unassign, null), on(roles.search, [role]));
    const user = userEvent.setup();
    renderPage(<MembersTab role={role} />, { permissions: ['role:view', 'role:member'] });
    const row = (await screen.findByText('李雷')).closest('tr')!;
    expect(within(row).getAllByText('未知')).toHaveLength(2);

    await user.click(within(row).getByText(/^移\s?除$/));
    expect(await screen.findByText('他们将失去角色并被立即登出，重新分配角色前无法登录。')).toBeInTheDocument();
    expect(sent(roles.unassign)).toHaveLength(0);
    await user.click(screen.getAllByText(/^移\s?除$/).at(-1)!);
    await screen.findByText('已移除 1 名成员');
    expect(sent(roles.unassign).map((c) => c.params)).toEqual([{ ids: '7' }]);
  });

  it('adds employees without a role through the select dialog', async () => {
    const { sent } = mockApi(
      on(roles.members, [member]),
      on(roles.withoutRole, [newcomer]),
      on(roles.search, [role]),
      on(roles.assign, [member, newcomer]),
    );
    const user = userEvent.setup();
    renderPage(<MembersTab role={role} />, { permissions: ['role:view', 'role:member'] });
    await user.click(await screen.findByText('添加成员'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '人员来源' }));
    await user.click(await screen.findByTitle('未分配角色的员工'));
    const row = (await within(dialog).findByText('韩梅梅')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(dialog).getByText('添加（1）'));

    await screen.findByText('已为「业务员」添加 1 名成员');
    expect(sent(roles.assign).map((c) => [c.params, c.body])).toEqual([[{ roleId: '5' }, { ids: [8] }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds anyone among all employees by what is typed, members of the role already not pickable', async () => {
    const row = (over: Partial<EmployeeRow>): EmployeeRow => ({
      ...member,
      roleId: 5,
      companyId: null,
      siteId: null,
      siteName: null,
      phone: null,
      email: null,
      avatar: '',
      version: 1,
      ...over,
    });
    const { sent } = mockApi(
      on(roles.members, [member]),
      on(roles.search, [role]),
      on(employees.list, {
        records: [row({}), row({ id: 9, username: 'lixiao', name: '李晓', roleId: 3, roleName: '财务' })],
        total: 2,
      }),
    );
    const user = userEvent.setup();
    renderPage(<MembersTab role={role} />, { permissions: ['role:view', 'role:member'] });
    await user.click(await screen.findByText('添加成员'));
    const dialog = await screen.findByRole('dialog');

    await user.type(within(dialog).getByRole('searchbox', { name: '搜索姓名或用户名' }), '李{Enter}');

    await waitFor(() => expect(sent(employees.list).at(-1)?.query).toMatchObject({ keyword: '李', currentPage: '1' }));
    expect(sent(employees.list).at(-1)?.query).not.toHaveProperty('companyId');
    expect(
      within(dialog).getByText('已有其他角色的员工，添加后将离开原角色，改用「业务员」的权限。'),
    ).toBeInTheDocument();
    expect(within((await within(dialog).findByText('李晓')).closest('tr')!).getByRole('checkbox')).toBeEnabled();
    expect(within(within(dialog).getByText('李雷').closest('tr')!).getByRole('checkbox')).toBeDisabled();
  });

  it('offers no adding or removing without role:member', async () => {
    mockApi(on(roles.members, [member]));
    renderPage(<MembersTab role={role} />, { permissions: ['role:view'] });
    await screen.findByText('李雷');
    expect(screen.queryByText('添加成员')).not.toBeInTheDocument();
    expect(screen.queryByText(/^移\s?除$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
