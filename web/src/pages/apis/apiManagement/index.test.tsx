import { apis, type PermissionCode } from '@fwd/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import type { ApiKey, ApiType } from '../../../api/apis.ts';
import ApiManagementPage from './index.tsx';

const key: ApiKey = {
  id: 3,
  kind: 'tracking',
  kindLabel: '物流轨迹服务',
  name: '17track',
  baseUrl: 'https://api.example.com',
  key: 'sk-****abcd',
  secret: '',
  version: 4,
  updatedAt: '2025-01-02T03:04:05.000Z',
};
const types: ApiType[] = [
  {
    id: 1,
    name: '角色',
    key: 'role',
    declared: true,
    apis: [
      {
        id: 9,
        method: 'DELETE',
        path: '/roles/:id',
        summary: 'Delete a role',
        access: 'permission',
        permissionCode: 'role:delete',
        present: true,
        permissions: [{ id: 4, name: '删除角色', permissionCode: 'role:delete' }],
      },
    ],
  },
  { id: 2, name: '临时', key: '临时', declared: false, apis: [] },
];
const api = (...extra: ReturnType<typeof on>[]) =>
  mockApi(
    on(apis.types, types),
    on(apis.keys, { records: [key], total: 1 }),
    on(apis.keyKinds, [
      { kind: 'orders', label: '上游订单系统' },
      { kind: 'tracking', label: '物流轨迹服务' },
    ]),
    ...extra,
  );
const show = (at: string, permissions: PermissionCode[]) => renderPage(<ApiManagementPage />, { at, permissions });

describe('API management', { timeout: 20_000 }, () => {
  it('lists a type’s APIs with method, path, access and bindings; only empty custom types can be deleted', async () => {
    api();
    show('/apiManagement', ['api:view', 'api:edit']);
    expect(await screen.findByText('/roles/:id')).toBeInTheDocument();
    expect(screen.getByText('DELETE')).toBeInTheDocument();
    expect(screen.getByText('删除角色')).toBeInTheDocument();
    expect(screen.getByLabelText('删除分类「角色」')).toBeDisabled();
    expect(screen.getByLabelText('删除分类「临时」')).toBeEnabled();
    // No apikey:view: no keys tab.
    expect(screen.queryByText('API 密钥')).not.toBeInTheDocument();
  });

  it('replaces a key keeping the stored key when left empty, with the version it was read at', async () => {
    const { sent } = api(on(apis.saveKey, { ...key, name: '17track 新' }));
    const user = userEvent.setup();
    show('/apiManagement?tab=keys', ['api:view', 'apikey:view', 'apikey:edit']);
    expect(await screen.findByText('sk-****abcd')).toBeInTheDocument();

    await user.click(screen.getByText(/^替 ?换$/));
    const name = await screen.findByDisplayValue('17track');
    fireEvent.change(name, { target: { value: '17track 新' } });
    await user.click(screen.getByText('保 存'));
    await screen.findByText('已替换密钥「17track 新」');

    expect(sent(apis.saveKey).map((c) => c.params)).toEqual([{ id: '3' }]);
    expect(sent(apis.saveKey)[0]!.body).toEqual({
      kind: 'tracking',
      name: '17track 新',
      baseUrl: 'https://api.example.com',
      version: 4,
    });
  });

  it('deletes a key only after confirmation; without apikey:edit there is nothing to press', async () => {
    const { sent } = api(on(apis.removeKey, null));
    const user = userEvent.setup();
    const first = show('/apiManagement?tab=keys', ['api:view', 'apikey:view', 'apikey:edit']);
    await screen.findByText('sk-****abcd');
    await user.click(screen.getByRole('button', { name: /^删 ?除$/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('删除密钥「17track」？');
    expect(sent(apis.removeKey)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /^删 ?除$/ }));
    await screen.findByText('已删除密钥「17track」');
    first.unmount();

    api();
    show('/apiManagement?tab=keys', ['api:view', 'apikey:view']);
    await screen.findByText('sk-****abcd');
    expect(screen.queryByText('新增密钥')).not.toBeInTheDocument();
    expect(screen.queryByText(/^替 ?换$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^删 ?除$/)).not.toBeInTheDocument();
  });
});
