import { employees, roles, type Role, type RoleVisibility, type ScopeValue } from '@fwd/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { VisibilityTab } from './VisibilityTab.tsx';

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
const visibility = (over: Partial<RoleVisibility>): RoleVisibility => ({
  roleId: 5,
  scope: 'SELF',
  visibilityScopeName: '仅本人数据',
  ownDataOnly: false,
  showAgent: true,
  accessibleUsers: [],
  version: 3,
  ...over,
});
const options: { value: ScopeValue; label: string }[] = [
  { value: 'ALL', label: '全部数据' },
  { value: 'COMPANY', label: '本公司数据' },
  { value: 'CUSTOM', label: '自定义（指定员工）' },
  { value: 'SELF', label: '仅本人数据' },
];
describe('VisibilityTab', { timeout: 20_000 }, () => {
  it('sends only what changed, each call on the version the one before answered', async () => {
    const zhang = { id: 11, name: '张伟', username: 'zhangwei' };
    const { calls } = mockApi(
      on(roles.roleVisibility, visibility({})),
      on(roles.options, options),
      on(employees.pick, [zhang]),
      on(roles.setVisibility, ({ body }) => visibility({ ...(body as Partial<RoleVisibility>), version: 4 })),
      on(roles.setAccessibleUsers, visibility({ scope: 'CUSTOM', accessibleUsers: [zhang], version: 5 })),
      on(roles.search, [role]),
    );
    const user = userEvent.setup();
    renderPage(<VisibilityTab role={role} />, { permissions: ['role:view', 'role:scope', 'employee:view'] });

    await user.click(await screen.findByLabelText('自定义（指定员工）'));
    await user.click(await screen.findByRole('combobox'));
    await user.click(await screen.findByText('张伟 (zhangwei)', { selector: '.ant-select-item-option *' }));
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await screen.findByText('数据范围已保存');

    const writes = calls.filter((c) => c.method === 'PUT');
    expect(writes.map((c) => [c.endpoint, c.params, c.body])).toEqual([
      [roles.setVisibility, { id: '5' }, { scope: 'CUSTOM', ownDataOnly: false, version: 3 }],
      [roles.setAccessibleUsers, { id: '5' }, { ids: [11], version: 4 }],
    ]);
  });

  it('is read-only for the super-administrator, whatever the user holds', async () => {
    mockApi(on(roles.roleVisibility, visibility({ roleId: 1, scope: 'ALL' })), on(roles.options, options));
    renderPage(<VisibilityTab role={{ ...role, id: 1, isSuper: true }} />, {
      permissions: ['role:view', 'role:scope'],
    });
    expect(await screen.findByText('超级管理员可以看到全部数据，数据范围不能缩小。')).toBeInTheDocument();
    expect(screen.getByLabelText('全部数据')).toBeDisabled();
    expect(screen.queryByText('保 存')).not.toBeInTheDocument();
  });
});
