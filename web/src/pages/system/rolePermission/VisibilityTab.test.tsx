import type { Role, RoleVisibility } from '@fwd/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { renderWithConsole, signInWith } from '../../../../test/render.tsx';
import { session } from '../../../shell/stores/session.ts';
import { VisibilityTab } from './VisibilityTab.tsx';

const role: Role = {
  id: 5, name: 'sales', roleName: '业务员', isSuper: false, scope: 'SELF', visibilityScopeName: '仅本人数据',
  showAgent: true, ownDataOnly: false, memberCount: 1, version: 3,
};
const visibility = (over: Partial<RoleVisibility>): RoleVisibility => ({
  roleId: 5, scope: 'SELF', visibilityScopeName: '仅本人数据', ownDataOnly: false, showAgent: true, accessibleUsers: [], version: 3, ...over,
});
const options = [
  { value: 'ALL', label: '全部数据' },
  { value: 'COMPANY', label: '本公司数据' },
  { value: 'CUSTOM', label: '自定义（指定员工）' },
  { value: 'SELF', label: '仅本人数据' },
];
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
});

// antd forms render slowly in jsdom.
describe('VisibilityTab', { timeout: 20_000 }, () => {
  it('sends only what changed, each call on the version the one before answered', async () => {
    signInWith(['role:view', 'role:scope', 'employee:view']);
    const { calls } = mockApi({
      'GET /roles/get-role-visibility/5': ok(visibility({})),
      'GET /data-visibility-scope/options': ok(options),
      'GET /users/getAllUsers': ok([{ id: 11, name: '张伟', username: 'zhangwei' }]),
      'PUT /roles/visibility/5': (init) => ({ code: 20000, data: visibility({ ...(body(init) as object), version: 4 }) }),
      'PUT /roles/accessible-users/5': () => ({ code: 20000, data: visibility({ scope: 'CUSTOM', accessibleUsers: [{ id: 11, name: '张伟', username: 'zhangwei' }], version: 5 }) }),
      'GET /roles/search': ok([role]),
    });
    const user = userEvent.setup();
    renderWithConsole(<VisibilityTab role={role} />);

    await user.click(await screen.findByLabelText('自定义（指定员工）'));
    await user.click(await screen.findByRole('combobox'));
    await user.click(await screen.findByText('张伟 (zhangwei)', { selector: '.ant-select-item-option *' }));
    await user.click(screen.getByText('保 存'));
    await screen.findByText('数据范围已保存');

    const writes = calls.filter((c) => c.init?.method === 'PUT');
    expect(writes.map((c) => c.key)).toEqual(['PUT /roles/visibility/5', 'PUT /roles/accessible-users/5']);
    expect(body(writes[0]!.init)).toEqual({ scope: 'CUSTOM', ownDataOnly: false, version: 3 });
    expect(body(writes[1]!.init)).toEqual({ ids: [11], version: 4 });
  });

  it('is read-only for the super-administrator, whatever the user holds', async () => {
    signInWith(['role:view', 'role:scope']);
    mockApi({
      'GET /roles/get-role-visibility/1': ok(visibility({ roleId: 1, scope: 'ALL' })),
      'GET /data-visibility-scope/options': ok(options),
    });
    renderWithConsole(<VisibilityTab role={{ ...role, id: 1, isSuper: true }} />);
    expect(await screen.findByText('超级管理员可以看到全部数据，数据范围不能缩小。')).toBeInTheDocument();
    expect(screen.getByLabelText('全部数据')).toBeDisabled();
    expect(screen.queryByText('保 存')).not.toBeInTheDocument();
  });
});
