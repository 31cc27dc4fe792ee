import { auth, Code, menus, system, type MenuRecord, type PermissionCode } from '@fwd/contract';
import { describe, expect, it, vi } from 'vitest';
import { Malformed, mockApi, on, refuse } from '../../../test/api.ts';
import { adminInfo, menuRecord, seededMenus } from '../../../test/fixtures.ts';
import { request } from '../../api/client.ts';
import { getToken, setToken } from '../../api/token.ts';
import { session } from './session.ts';
import { tabs } from './tabs.ts';

describe('session.load', () => {
  it('loads user info, then the menus of the first role', async () => {
    setToken('t');
    const { calls } = mockApi(on(auth.info, { ...adminInfo, roles: ['sales', 'other'] }), on(menus.byRoleName, seededMenus));

    await session.load();

    expect(session.get()).toMatchObject({ status: 'ready', user: { username: 'admin' }, menus: seededMenus, failure: null });
    expect(calls.map((c) => [c.endpoint, c.params])).toEqual([
      [auth.info, {}],
      [menus.byRoleName, { name: 'sales' }],
    ]);
  });

  it('shares one load between concurrent callers', async () => {
    setToken('t');
    const { calls } = mockApi(on(auth.info, adminInfo), on(menus.byRoleName, []));
    await Promise.all([session.load(), session.load()]);
    expect(calls).toHaveLength(2);
  });

  it('refuses info without roles: clears the token and keeps the reason', async () => {
    setToken('t');
    mockApi(on(auth.info, { ...adminInfo, roles: [] }));

    await session.load();

    expect(getToken()).toBeNull();
    expect(session.get()).toMatchObject({ status: 'idle', user: null, failure: '加载用户信息失败：getInfo: 角色必须是非空数组！' });
  });

  it('refuses an empty answer as a failed verification', async () => {
    setToken('t');
    mockApi(on(auth.info, new Malformed(null)));
    await session.load();
    expect(session.get().failure).toContain('验证失败，请重新登录。');
  });

  it('reports the server message of a refused call without any dialog', async () => {
    setToken('t');
    mockApi(on(auth.info, refuse(Code.TOKEN_EXPIRED, '登录已过期', { status: 401 })));
    await session.load();
    expect(session.get().failure).toBe('加载用户信息失败：登录已过期');
    expect(getToken()).toBeNull();
  });

  it('discards a load that a reset overtook', async () => {
    setToken('t');
    mockApi(on(auth.info, adminInfo), on(menus.byRoleName, seededMenus));
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
    const { calls } = mockApi(on(auth.logout, null));

    await session.logout();

    expect(calls.map((c) => c.endpoint)).toEqual([auth.logout]);
    expect(getToken()).toBeNull();
    expect(session.get().user).toBeNull();
    expect(tabs.get()).toEqual([]);
  });

  it('signs out locally even when the server call fails', async () => {
    setToken('t');
    mockApi(on(auth.logout, refuse(Code.TOKEN_INVALID, '', { status: 401 })));
    await session.logout();
    expect(getToken()).toBeNull();
  });
});

describe('session.refresh (permissions changed)', () => {
  const employeeMenu = menuRecord({ id: 2, menuTitle: 'employee', menuTitleCn: '员工管理', menuName: 'Employee', component: 'organization/employee' });
  /** A server whose answers carry the role's current permission version. */
  interface ServerState {
    version: string;
    menus: MenuRecord[];
    permissions: PermissionCode[];
  }
  const server = (state: ServerState) => {
    const version = () => ({ 'x-perm-version': state.version });
    return mockApi(
      on(auth.info, () => ({ ...adminInfo, permissions: state.permissions }), version),
      on(menus.byRoleName, () => state.menus, version),
      on(system.health, { status: 'ok', database: 'pglite', latencyMs: 1 }, version),
    );
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reloads user info and menus when any response shows a new version, without leaving the page', async () => {
    setToken('t');
    const state: ServerState = { version: '1.4', menus: [...seededMenus, employeeMenu], permissions: ['dashboard:view', 'employee:view'] };
    const { calls } = server(state);
    await session.load();
    const statuses: string[] = [];
    const stop = session.store.subscribe(() => statuses.push(session.get().status));

    await request(system.health);
    expect(calls).toHaveLength(3); // same version: nothing reloaded

    state.version = '1.5';
    state.menus = seededMenus;
    state.permissions = ['dashboard:view'];
    await request(system.health);
    await vi.waitFor(() => expect(session.get().menus).toEqual(seededMenus));
    stop();

    expect(session.get().user?.permissions).toEqual(['dashboard:view']);
    expect(calls.slice(4).map((c) => c.endpoint)).toEqual([auth.info, menus.byRoleName]);
    expect(statuses.every((s) => s === 'ready')).toBe(true);
  });

  it('keeps the same user and menus objects when nothing changed', async () => {
    setToken('t');
    server({ version: '1.4', menus: seededMenus, permissions: ['dashboard:view'] });
    await session.load();
    const before = session.get();
    await session.refresh();
    expect(session.get().menus).toBe(before.menus);
    expect(session.get().user).toBe(before.user);
  });

  it('runs once more when asked again while running, so a change during a refresh is not missed', async () => {
    setToken('t');
    const { calls } = server({ version: '1.4', menus: seededMenus, permissions: [] });
    await session.load();
    const first = session.refresh();
    void session.refresh();
    void session.refresh();
    await first;
    await settle();
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    await settle();
    expect(calls).toHaveLength(6);
  });

  it('keeps what is shown when the reload fails', async () => {
    setToken('t');
    const state: ServerState = { version: '1.4', menus: seededMenus, permissions: ['dashboard:view'] };
    server(state);
    await session.load();
    mockApi(on(auth.info, refuse(Code.INTERNAL, 'boom', { status: 500 })));
    await session.refresh();
    expect(session.get()).toMatchObject({ status: 'ready', menus: seededMenus, user: { permissions: ['dashboard:view'] } });
  });

  it('does nothing before the session is loaded', async () => {
    setToken('t');
    const { calls } = mockApi();
    await session.refresh();
    expect(calls).toHaveLength(0);
  });
});
