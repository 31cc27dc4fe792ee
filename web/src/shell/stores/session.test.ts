import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api.ts';
import { adminInfo, seededMenus } from '../../../test/fixtures.ts';
import { getToken, setToken } from '../../api/token.ts';
import { session } from './session.ts';
import { tabs } from './tabs.ts';

afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
});

describe('session.load', () => {
  it('loads user info, then the menus of the first role', async () => {
    setToken('t');
    const { calls } = mockApi({
      'GET /users/info': ok({ ...adminInfo, roles: ['sales', 'other'] }),
      'GET /user-permissions/getUserPermissionsByRoleName/sales': ok(seededMenus),
    });

    await session.load();

    expect(session.get()).toMatchObject({ status: 'ready', user: { username: 'admin' }, menus: seededMenus, failure: null });
    expect(calls.map((c) => c.key)).toEqual(['GET /users/info', 'GET /user-permissions/getUserPermissionsByRoleName/sales']);
  });

  it('shares one load between concurrent callers', async () => {
    setToken('t');
    const { calls } = mockApi({ 'GET /users/info': ok(adminInfo), 'GET /user-permissions/getUserPermissionsByRoleName/admin': ok([]) });
    await Promise.all([session.load(), session.load()]);
    expect(calls).toHaveLength(2);
  });

  it('refuses info without roles: clears the token and keeps the reason', async () => {
    setToken('t');
    mockApi({ 'GET /users/info': ok({ ...adminInfo, roles: [] }) });

    await session.load();

    expect(getToken()).toBeNull();
    expect(session.get()).toMatchObject({ status: 'idle', user: null, failure: '加载用户信息失败：getInfo: 角色必须是非空数组！' });
  });

  it('refuses an empty answer as a failed verification', async () => {
    setToken('t');
    mockApi({ 'GET /users/info': ok(null) });
    await session.load();
    expect(session.get().failure).toContain('验证失败，请重新登录。');
  });

  it('reports the server message of a refused call without any dialog', async () => {
    setToken('t');
    mockApi({ 'GET /users/info': () => ({ code: 50014, message: '登录已过期', status: 401 }) });
    await session.load();
    expect(session.get().failure).toBe('加载用户信息失败：登录已过期');
    expect(getToken()).toBeNull();
  });

  it('discards a load that a reset overtook', async () => {
    setToken('t');
    mockApi({ 'GET /users/info': ok(adminInfo), 'GET /user-permissions/getUserPermissionsByRoleName/admin': ok(seededMenus) });
    const pending = session.load();
    session.reset();
    await pending;
    expect(session.get().status).toBe('idle');
  });
});

describe('session.logout', () => {
  it('calls the server, then clears token, user and every tab', async () => {
    setToken('t');
    session.setUser(adminInfo);
    tabs.open({ path: '/homeDashboard', fullPath: '/homeDashboard', affix: true, keepAlive: true });
    const { calls } = mockApi({ 'POST /users/logout': ok(null) });

    await session.logout();

    expect(calls.map((c) => c.key)).toEqual(['POST /users/logout']);
    expect(getToken()).toBeNull();
    expect(session.get().user).toBeNull();
    expect(tabs.get()).toEqual([]);
  });

  it('signs out locally even when the server call fails', async () => {
    setToken('t');
    mockApi({ 'POST /users/logout': () => ({ code: 50008, status: 401 }) });
    await session.logout();
    expect(getToken()).toBeNull();
  });
});
