import { auth, Code, system, type MenuRecord, type PermissionCode } from '@fwd/contract';
import { describe, expect, it, vi } from 'vitest';
import { Malformed, mockApi, on, refuse } from '../../test/api.ts';
import { adminInfo, menuRecord, seededMenus } from '../../test/fixtures.ts';
import { request } from '../api/client.ts';
import { getToken, setToken } from '../api/token.ts';
import { session } from './session.ts';
import { tabs } from './tabs.ts';

describe('session.load', () => {
  it('loads user info and the menus of the role in one request', async () => {
    setToken('t');
    const { calls } = mockApi(
      on(auth.session, { user: { ...adminInfo, roles: ['sales', 'other'] }, menus: seededMenus }),
    );

    await session.load();

    expect(session.get()).toMatchObject({
      status: 'ready',
      user: { username: 'admin' },
      menus: seededMenus,
      failure: null,
    });
    expect(calls.map((c) => c.endpoint)).toEqual([auth.session]);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('shares one load between concurrent callers', async () => {
    setToken('t');
    const { calls } = mockApi(on(auth.session, { user: adminInfo, menus: seededMenus }));
    await Promise.all([session.load(), session.load()]);
    expect(calls).toHaveLength(1);
  });

  it('refuses info without roles: clears the token and keeps the reason', async () => {
    setToken('t');
    mockApi(on(auth.session, { user: { ...adminInfo, roles: [] }, menus: [] }));

    await session.load();

    expect(getToken()).toBeNull();
    expect(session.get()).toMatchObject({
      status: 'idle',
      user: null,
      failure: '加载用户信息失败：getInfo: 角色必须是非空数组！',
    });
  });

  it('refuses an empty answer as a failed verification', async () => {
    setToken('t');
    mockApi(on(auth.session, new Malformed(null)));
    await session.load();
    expect(session.get().failure).toContain('验证失败，请重新登录。');
  });

  it('reports the server message of a refused call without any dialog', async () => {
    setToken('t');
    mockApi(on(auth.session, refuse(Code.TOKEN_EXPIRED, '登录已过期', { status: 401 })));
    await session.load();
    expect(session.get().failure).toBe('加载用户信息失败：登录已过期');
    expect(getToken()).toBeNull();
  });

  it('discards a load that a reset overtook', async () => {
    setToken('t');
    mockApi(on(auth.session, { user: adminInfo, menus: seededMenus }));
    const pending = session.load();
    session.reset();
    await pending;
    expect(session.get().status).toBe('idle');
  });
});

describe('session.signIn', () => {
  const credentials = { username: 'admin', password: 'admin12345' };

  it('signs in and starts the session from the one answer: token, user and menus, no further request', async () => {
    const { calls } = mockApi(on(auth.login, { token: 'new-token', user: adminInfo, menus: seededMenus }));

    await session.signIn(credentials);

    expect(calls.map((c) => c.endpoint)).toEqual([auth.login]);
    expect(calls[0]!.body).toEqual(credentials);
    expect(getToken()).toBe('new-token');
    expect(session.get()).toEqual({ status: 'ready', user: adminInfo, menus: seededMenus, failure: null });
  });

  it('runs `signedIn` with the new token in place and before the console hears of the session', async () => {
    mockApi(on(auth.login, { token: 'new-token', user: adminInfo, menus: seededMenus }));
    const seen: [string | null, string][] = [];
    await session.signIn(credentials, () => seen.push([getToken(), session.get().status]));
    expect(seen).toEqual([['new-token', 'idle']]);
  });

  it('changes nothing on an answer without a token or a user without roles', async () => {
    mockApi(on(auth.login, new Malformed({ user: adminInfo, menus: seededMenus })));
    await expect(session.signIn(credentials)).rejects.toThrow('登录失败: 无效的响应数据');
    mockApi(on(auth.login, { token: 'x', user: { ...adminInfo, roles: [] }, menus: [] }));
    await expect(session.signIn(credentials)).rejects.toThrow('getInfo: 角色必须是非空数组！');
    expect(getToken()).toBeNull();
    expect(session.get().status).toBe('idle');
  });

  it('passes a refusal on with the server message', async () => {
    mockApi(on(auth.login, refuse(Code.BAD_INPUT, '用户名或密码错误', { data: { errors: [] } })));
    await expect(session.signIn(credentials)).rejects.toThrow('用户名或密码错误');
    expect(getToken()).toBeNull();
  });

  it('discards a session load still in flight from before', async () => {
    setToken('old');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = (data: unknown) =>
      new Response(JSON.stringify({ code: 20000, message: '', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith('/users/session')) {
          await held;
          return answer({ user: { ...adminInfo, name: 'stale' }, menus: [] });
        }
        return answer({ token: 'new-token', user: adminInfo, menus: seededMenus });
      }),
    );
    const stale = session.load();

    await session.signIn(credentials);
    release();
    await stale;

    expect(session.get()).toMatchObject({ status: 'ready', user: { name: adminInfo.name }, menus: seededMenus });
  });

  it("takes the sign-in answer's permission version as the start: the next response with another version reloads", async () => {
    const version = (value: string) => () => ({ 'x-perm-version': value });
    const { calls } = mockApi(
      on(auth.login, { token: 'new-token', user: adminInfo, menus: seededMenus }, version('1.4')),
      on(system.health, { status: 'ok', database: 'pglite', latencyMs: 1 }, version('1.5')),
      on(auth.session, { user: adminInfo, menus: [] }, version('1.5')),
    );
    await session.signIn(credentials);

    await request(system.health);

    await vi.waitFor(() => expect(session.get().menus).toEqual([]));
    expect(calls.map((c) => c.endpoint)).toEqual([auth.login, system.health, auth.session]);
  });
});

describe('session.logout', () => {
  it('clears token, user and every tab at once, and asks the server to end the session with the token it had', async () => {
    setToken('t');
    session.setUser(adminInfo);
    tabs.open({ path: '/homeDashboard', fullPath: '/homeDashboard', affix: true, keepAlive: true });
    const { calls } = mockApi(on(auth.logout, null));

    session.logout();

    expect(getToken()).toBeNull();
    expect(session.get().user).toBeNull();
    expect(tabs.get()).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.endpoint).toBe(auth.logout);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('does not wait for the server: signed out here while its answer is still coming, or when it fails', async () => {
    setToken('t');
    session.setUser(adminInfo);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    session.logout();
    expect(getToken()).toBeNull();
    expect(session.get().user).toBeNull();

    setToken('t');
    mockApi(on(auth.logout, refuse(Code.TOKEN_INVALID, '', { status: 401 })));
    session.logout();
    expect(getToken()).toBeNull();
  });
});

describe('session.refresh (permissions changed)', () => {
  const employeeMenu = menuRecord({
    id: 2,
    menuTitle: 'employee',
    menuTitleCn: '员工管理',
    menuName: 'Employee',
    component: 'employees/employee',
  });
  /** A server whose answers carry the role's current permission version. */
  interface ServerState {
    version: string;
    menus: MenuRecord[];
    permissions: PermissionCode[];
  }
  const server = (state: ServerState) => {
    const version = () => ({ 'x-perm-version': state.version });
    return mockApi(
      on(auth.session, () => ({ user: { ...adminInfo, permissions: state.permissions }, menus: state.menus }), version),
      on(system.health, { status: 'ok', database: 'pglite', latencyMs: 1 }, version),
    );
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reloads user info and menus when any response shows a new version, without leaving the page', async () => {
    setToken('t');
    const state: ServerState = {
      version: '1.4',
      menus: [...seededMenus, employeeMenu],
      permissions: ['dashboard:view', 'employee:view'],
    };
    const { calls } = server(state);
    await session.load();
    const statuses: string[] = [];
    const stop = session.store.subscribe(() => statuses.push(session.get().status));

    await request(system.health);
    expect(calls).toHaveLength(2); // same version: nothing reloaded

    state.version = '1.5';
    state.menus = seededMenus;
    state.permissions = ['dashboard:view'];
    await request(system.health);
    await vi.waitFor(() => expect(session.get().menus).toEqual(seededMenus));
    stop();

    expect(session.get().user?.permissions).toEqual(['dashboard:view']);
    expect(calls.slice(3).map((c) => c.endpoint)).toEqual([auth.session]);
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
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('keeps what is shown when the reload fails', async () => {
    setToken('t');
    const state: ServerState = { version: '1.4', menus: seededMenus, permissions: ['dashboard:view'] };
    server(state);
    await session.load();
    mockApi(on(auth.session, refuse(Code.INTERNAL, 'boom', { status: 500 })));
    await session.refresh();
    expect(session.get()).toMatchObject({
      status: 'ready',
      menus: seededMenus,
      user: { permissions: ['dashboard:view'] },
    });
  });

  it('does nothing before the session is loaded', async () => {
    setToken('t');
    const { calls } = mockApi();
    await session.refresh();
    expect(calls).toHaveLength(0);
  });
});
