import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { renderWithConsole, signInWith } from '../../../../test/render.tsx';
import { session } from '../../../shell/stores/session.ts';
import type { ApiKey } from './ApiKeysPanel.tsx';
import ApiManagementPage from './index.tsx';

const key: ApiKey = {
  id: 3, kind: 'tracking', kindLabel: '物流轨迹服务', name: '17track', baseUrl: 'https://api.example.com', key: 'sk-****abcd', secret: '',
  version: 4, updatedAt: '2025-01-02T03:04:05.000Z',
};
const types = [
  {
    id: 1, name: '角色', key: 'role', declared: true,
    apis: [{ id: 9, method: 'DELETE', path: '/roles/:id', summary: 'Delete a role', access: 'permission', permissionCode: 'role:delete', present: true, permissions: [{ id: 4, name: '删除角色', permissionCode: 'role:delete' }] }],
  },
  { id: 2, name: '临时', key: '临时', declared: false, apis: [] },
];
const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/api-types': ok(types),
    'GET /api/keys': ok({ records: [key], total: 1 }),
    'GET /api/type': ok([{ kind: 'orders', label: '上游订单系统' }, { kind: 'tracking', label: '物流轨迹服务' }]),
    ...extra,
  });

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
});

// antd tables and dialogs render slowly in jsdom.
describe('API management', { timeout: 20_000 }, () => {
  it('lists a type’s APIs with method, path, access and bindings; only empty custom types can be deleted', async () => {
    signInWith(['api:view', 'api:edit']);
    api();
    renderWithConsole(<ApiManagementPage />, '/apiManagement');
    expect(await screen.findByText('/roles/:id')).toBeInTheDocument();
    expect(screen.getByText('DELETE')).toBeInTheDocument();
    expect(screen.getByText('删除角色')).toBeInTheDocument();
    expect(screen.getByLabelText('删除分类「角色」')).toBeDisabled();
    expect(screen.getByLabelText('删除分类「临时」')).toBeEnabled();
    // No apikey:view: no keys tab.
    expect(screen.queryByText('API 密钥')).not.toBeInTheDocument();
  });

  it('replaces a key keeping the stored key when left empty, with the version it was read at', async () => {
    signInWith(['api:view', 'apikey:view', 'apikey:edit']);
    const { calls } = api({ 'POST /api/keys/3': ok({ ...key, name: '17track 新' }) });
    const user = userEvent.setup();
    renderWithConsole(<ApiManagementPage />, '/apiManagement?tab=keys');
    expect(await screen.findByText('sk-****abcd')).toBeInTheDocument();

    await user.click(screen.getByText(/^替 ?换$/));
    const name = await screen.findByDisplayValue('17track');
    fireEvent.change(name, { target: { value: '17track 新' } });
    await user.click(screen.getByText('保 存'));
    await screen.findByText('已替换密钥「17track 新」');

    const post = calls.find((c) => c.key === 'POST /api/keys/3')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ kind: 'tracking', name: '17track 新', baseUrl: 'https://api.example.com', version: 4 });
  });

  it('deletes a key only after confirmation; without apikey:edit there is nothing to press', async () => {
    signInWith(['api:view', 'apikey:view', 'apikey:edit']);
    const { calls } = api({ 'DELETE /api/keys/delKey/3': ok(null) });
    const user = userEvent.setup();
    const first = renderWithConsole(<ApiManagementPage />, '/apiManagement?tab=keys');
    await screen.findByText('sk-****abcd');
    await user.click(screen.getByText(/^删 ?除$/));
    expect(await screen.findByText('删除密钥「17track」？')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/keys/delKey/3')).toBe(false);
    await user.click(screen.getAllByText(/^删 ?除$/).at(-1)!);
    await screen.findByText('已删除密钥「17track」');
    first.unmount();

    signInWith(['api:view', 'apikey:view']);
    api();
    renderWithConsole(<ApiManagementPage />, '/apiManagement?tab=keys');
    await screen.findByText('sk-****abcd');
    expect(screen.queryByText('新增密钥')).not.toBeInTheDocument();
    expect(screen.queryByText(/^替 ?换$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^删 ?除$/)).not.toBeInTheDocument();
  });
});
