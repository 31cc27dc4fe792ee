import { XLSX_CONTENT_TYPE, type MenuRecord } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  MAX_FAILURES_PER_USERNAME,
} from '../src/modules/auth/login-limits.ts';
import { contractEndpoints, urlOf, validInput } from './contract-inputs.ts';
import {
  A_TOKEN,
  ADMIN_PASSWORD,
  givenRole,
  givenUser,
  onPostgres,
  permVersion,
  testApp,
  USER_PASSWORD,
  type Caller,
} from './harness.ts';

let t: Caller;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('POST /users/login', () => {
  it('signs in with a trimmed, case-insensitive username and answers a token', async () => {
    const r = await t.call<{ token: string }>('POST', '/api/users/login', {
      body: { username: '  ADMIN ', password: ADMIN_PASSWORD },
    });
    expect(r.body.code).toBe(20000);
    expect(r.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the session with the token: the user as GET /users/info has it, the menus of their role, the permission version', async () => {
    const roleId = await givenRole(t.db, 'starter', ['dashboard:view']);
    await givenUser(t.db, 'starter', roleId);
    const r = await t.call<{ token: string; user: Record<string, unknown>; menus: MenuRecord[] }>(
      'POST',
      '/api/users/login',
      {
        body: { username: 'starter', password: USER_PASSWORD },
      },
    );
    expect(r.body.code).toBe(20000);
    const { token, user, menus } = r.body.data;
    const info = await t.call('GET', '/api/users/info', { token });
    expect(user).toEqual(info.body.data);
    const own = await t.call('GET', '/api/user-permissions/getUserPermissionsByRoleName/starter', { token });
    expect(menus).toEqual(own.body.data);
    expect(menus.map((m) => m.menuName)).toContain('HomeDashboard');
    expect(menus.map((m) => m.menuName)).not.toContain('Employee');
    expect(r.headers['x-perm-version']).toBe(info.headers['x-perm-version']);
  });

  it('stores only the hash of the token', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a wrong password and an unknown user the same way, not with HTTP 401', async () => {
    const wrong = await t.call('POST', '/api/users/login', { body: { username: 'admin', password: 'nope-nope' } });
    const unknown = await t.call('POST', '/api/users/login', { body: { username: 'ghost', password: 'nope-nope' } });
    // 401 would send the web app to sign in again, from the sign-in page.
    expect([wrong.status, wrong.body.code]).toEqual([400, 40000]);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a user without a role with a clear message', async () => {
    await givenUser(t.db, 'norole', null);
    const r = await t.call('POST', '/api/users/login', {
      body: { username: 'norole', password: USER_PASSWORD },
      lang: 'en',
    });
    expect(r.body.code).toBe(40300);
    expect(r.body.message).toMatch(/no role/);
  });

  it('refuses bad input with the fields', async () => {
    const r = await t.call<{ errors: { path: string }[] }>('POST', '/api/users/login', {
      body: { username: '   ', password: '' },
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path).sort()).toEqual(['password', 'username']);
  });

  const loginFrom = (caller: Caller, remoteAddress: string, username: string, password: string) =>
    caller.app
      .inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress })
      .then((r) => r.json().code as number);

  it('limits one address guessing one username tightly, counted in the database (every process sees them)', async () => {
    await givenUser(t.db, 'target', await givenRole(t.db, 'limited', []));
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++)
      expect(await loginFrom(t, '10.1.1.1', 'target', 'wrong-one')).toBe(40000);
    // A second app over the same database stands for another process.
    const other = await testApp({ database: { db: t.db, kind: 'pglite', close: async () => {} } });
    expect(await loginFrom(other, '10.1.1.1', 'TARGET', USER_PASSWORD)).toBe(42900);
    await other.close();
  });

  it('does not let a stranger lock a known user out: the user signs in from their own address', async () => {
    await givenUser(t.db, 'victim', await givenRole(t.db, 'victims', []));
    for (let i = 0; i < MAX_FAILURES_PER_PAIR + 3; i++) await loginFrom(t, '203.0.113.9', 'victim', 'wrong-one');
    expect(await loginFrom(t, '203.0.113.9', 'victim', USER_PASSWORD)).toBe(42900);
    expect(await loginFrom(t, '192.168.1.20', 'victim', USER_PASSWORD)).toBe(20000);
  });

  it('limits a username only at a much higher count, across many addresses', async () => {
    await givenUser(t.db, 'sprayed', await givenRole(t.db, 'sprayed', []));
    const addresses = Math.ceil(MAX_FAILURES_PER_USERNAME / MAX_FAILURES_PER_PAIR);
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await loginFrom(t, `198.51.100.${a}`, 'sprayed', 'wrong-one');
    }
    expect(await loginFrom(t, '192.168.1.21', 'sprayed', USER_PASSWORD)).toBe(42900);
  });

  it('limits failed attempts per address, whichever usernames', async () => {
    await t.db
      .insertInto('login_failures')
      .values(Array.from({ length: MAX_FAILURES_PER_ADDRESS }, () => ({ key: 'ip:10.9.9.9' })))
      .execute();
    expect(await loginFrom(t, '10.9.9.9', 'admin', ADMIN_PASSWORD)).toBe(42900);
  });

  it('forgives an address its failures on a username once it signs in', async () => {
    await givenUser(t.db, 'typo', await givenRole(t.db, 'typos', []));
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await loginFrom(t, '10.2.2.2', 'typo', 'wrong-one');
    expect(await loginFrom(t, '10.2.2.2', 'typo', USER_PASSWORD)).toBe(20000);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++)
      expect(await loginFrom(t, '10.2.2.2', 'typo', 'wrong-one')).toBe(40000);
  });
});

describe('GET /users/session', () => {
  it("answers GET /users/info and the own role's menus in one, with the permission version", async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const r = await t.call<{ user: unknown; menus: unknown }>('GET', '/api/users/session', { token });
    expect(r.body.code).toBe(20000);
    const info = await t.call('GET', '/api/users/info', { token });
    const menus = await t.call('GET', '/api/user-permissions/getUserPermissionsByRoleName/admin', { token });
    expect(r.body.data).toEqual({ user: info.body.data, menus: menus.body.data });
    expect(r.headers['x-perm-version']).toBe(info.headers['x-perm-version']);
  });

  it('follows a grant at once', async () => {
    const roleId = await givenRole(t.db, 'widening', ['dashboard:view']);
    await givenUser(t.db, 'widener', roleId);
    const token = await t.login('widener', USER_PASSWORD);
    const names = async () =>
      (await t.call<{ menus: MenuRecord[] }>('GET', '/api/users/session', { token })).body.data.menus.map(
        (m) => m.menuName,
      );
    expect(await names()).not.toContain('MenuSettings');
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'menu:view')
      .executeTakeFirstOrThrow();
    expect(
      (await t.call('PUT', `/api/role-permissions/add-role-permission/${roleId}`, { token: admin, body: [perm.id] }))
        .body.code,
    ).toBe(20000);
    expect(await names()).toContain('MenuSettings');
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/users/session')).status).toBe(401);
    expect((await t.call('GET', '/api/users/session', { token: 'not-a-token' })).body.code).toBe(50008);
  });
});

describe('GET /users/info', () => {
  it('answers the user with roles, role and permission codes', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const r = await t.call<Record<string, unknown>>('GET', '/api/users/info', { token });
    expect(r.body.code).toBe(20000);
    expect(r.body.data).toMatchObject({ username: 'admin', roles: ['admin'], roleName: '超级管理员' });
    expect(r.body.data.permissions).toContain('dashboard:view');
    expect(r.headers['x-perm-version']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('shows a newly granted code at once, though codes are cached per role version', async () => {
    const roleId = await givenRole(t.db, 'growing', ['dashboard:view']);
    await givenUser(t.db, 'grower', roleId);
    const token = await t.login('grower', USER_PASSWORD);
    const before = await t.call<{ permissions: string[] }>('GET', '/api/users/info', { token });
    expect(before.body.data.permissions).toEqual(['dashboard:view']);

    const admin = await t.login('admin', ADMIN_PASSWORD);
    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'menu:view')
      .executeTakeFirstOrThrow();
    const grant = await t.call('PUT', `/api/role-permissions/add-role-permission/${roleId}`, {
      token: admin,
      body: [perm.id],
    });
    expect(grant.body.code).toBe(20000);

    const after = await t.call<{ permissions: string[] }>('GET', '/api/users/info', { token });
    expect(after.body.data.permissions).toEqual(['dashboard:view', 'menu:view']);
  });

  it('keeps the codes cache per app: another app over the same database reads afresh, this one keeps its own', async () => {
    const roleId = await givenRole(t.db, 'cached', ['dashboard:view']);
    await givenUser(t.db, 'cached', roleId);
    const token = await t.login('cached', USER_PASSWORD);
    const codesIn = async (c: Caller) =>
      (await c.call<{ permissions: string[] }>('GET', '/api/users/info', { token })).body.data.permissions;
    expect(await codesIn(t)).toEqual(['dashboard:view']);
    // Behind the apps' backs and under the same role version, as a database rebuilt under the same ids would be.
    await t.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    const other = await testApp({
      database: { db: t.db, kind: onPostgres ? 'postgres' : 'pglite', close: async () => {} },
    });
    try {
      expect(await codesIn(other)).toEqual([]);
      expect(await codesIn(t)).toEqual(['dashboard:view']);
    } finally {
      await other.close();
    }
  });

  it('changes the permission version header when a menu changes, however it is changed', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const version = async () => permVersion(await t.call('GET', '/api/users/info', { token }));
    const first = await version();
    const menu = await t.db
      .selectFrom('menus')
      .select(['id', 'version'])
      .where('menu_name', '=', 'Employee')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('menus').set({ is_show: 0 }).where('id', '=', menu.id).execute();
    const second = await version();
    expect(second).toEqual({ ...first, menus: expect.any(Number) });
    expect(second.menus).toBeGreaterThan(first.menus);
    await t.db
      .insertInto('permissions')
      .values({ menu_id: menu.id, name: 'x', permission_code: 'employee:export', kind: 'function' })
      .execute();
    const third = await version();
    expect(third.menus).toBeGreaterThan(second.menus);
    const info = await t.call<{ permissions: string[] }>('GET', '/api/users/info', { token });
    expect(info.body.data.permissions).toContain('employee:export');
  });

  it('changes the permission version header when the role changes', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const before = permVersion(await t.call('GET', '/api/users/info', { token }));
    await t.db
      .updateTable('roles')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'admin')
      .execute();
    const after = permVersion(await t.call('GET', '/api/users/info', { token }));
    expect(after).toEqual({ ...before, role: before.role + 1 });
  });

  it('accepts the token as the Authorization query parameter', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const r = await t.call('GET', `/api/users/info?Authorization=${token}`);
    expect(r.body.code).toBe(20000);
  });

  it('accepts it nowhere else: every file download refuses the query token (bare 401) and serves with the header', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const downloads = contractEndpoints().filter((e) => e.file);
    expect(downloads.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/quote/sheet/:sheetId/export',
        '/quote/sheet/template',
        '/remote-area/lists/:id/export',
        '/remote-area/template',
      ]),
    );
    for (const e of downloads) {
      const input = validInput(e);
      const url = urlOf(e, input);
      const inQuery = await t.call(e.method, `${url}${url.includes('?') ? '&' : '?'}Authorization=${token}`, {
        body: input.body,
      });
      expect([e.path, inQuery.status, inQuery.body.code]).toEqual([e.path, 401, undefined]);
      const inHeader = await t.call(e.method, url, { token, body: input.body });
      expect([e.path, inHeader.status]).not.toEqual([e.path, 401]);
    }
    const template = await t.call('GET', '/api/quote/sheet/template', { token });
    expect([template.status, template.headers['content-type']]).toEqual([200, XLSX_CONTENT_TYPE]);
  });

  it('answers a bare 401 without a token', async () => {
    const r = await t.call('GET', '/api/users/info');
    expect(r.status).toBe(401);
    expect(r.body.code).toBeUndefined();
  });

  it('answers 50008 for an unknown token', async () => {
    const r = await t.call('GET', '/api/users/info', { token: 'not-a-token' });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(50008);
  });

  it('answers 50014 once the session idles out, and after its absolute lifetime', async () => {
    const idle = await t.login('admin', ADMIN_PASSWORD);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - t.config.sessionIdleMs - 1000) })
      .execute();
    expect((await t.call('GET', '/api/users/info', { token: idle })).body.code).toBe(50014);

    const old = await t.login('admin', ADMIN_PASSWORD);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await t.call('GET', '/api/users/info', { token: old })).body.code).toBe(50014);
  });
});

describe('POST /users/logout', () => {
  it('ends the session: the token then answers 50012', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    expect((await t.call('POST', '/api/users/logout', { token })).body.code).toBe(20000);
    const r = await t.call('GET', '/api/users/info', { token });
    expect(r.body.code).toBe(50012);
  });

  it('needs a token', async () => {
    expect((await t.call('POST', '/api/users/logout')).status).toBe(401);
  });
});

describe('POST /users/changePassword', () => {
  it('changes the password and ends the other sessions, not this one', async () => {
    await givenUser(t.db, 'changer', await givenRole(t.db, 'changers', []));
    const here = await t.login('changer', USER_PASSWORD);
    const elsewhere = await t.login('changer', USER_PASSWORD);
    const r = await t.call('POST', '/api/users/changePassword', {
      token: here,
      body: { oldPassword: USER_PASSWORD, newPassword: 'brand-new-pass' },
    });
    expect(r.body.code).toBe(20000);
    expect((await t.call('GET', '/api/users/info', { token: here })).body.code).toBe(20000);
    expect((await t.call('GET', '/api/users/info', { token: elsewhere })).body.code).toBe(50012);
    await expect(t.login('changer', USER_PASSWORD)).rejects.toThrow();
    await expect(t.login('changer', 'brand-new-pass')).resolves.toMatch(A_TOKEN);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user.password').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('brand-new-pass');
  });

  it('refuses a wrong old password, naming the field, and changes nothing', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const r = await t.call<{ errors: { path: string }[] }>('POST', '/api/users/changePassword', {
      token,
      body: { oldPassword: 'wrong-pass', newPassword: 'another-pass' },
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors[0]!.path).toBe('oldPassword');
    await expect(t.login('admin', ADMIN_PASSWORD)).resolves.toMatch(A_TOKEN);
  });

  it('refuses a short new password and the same password', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const short = await t.call('POST', '/api/users/changePassword', {
      token,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'short' },
    });
    expect(short.body.code).toBe(40000);
    const same = await t.call('POST', '/api/users/changePassword', {
      token,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD },
    });
    expect(same.body.code).toBe(40000);
  });

  it('needs a token', async () => {
    const r = await t.call('POST', '/api/users/changePassword', {
      body: { oldPassword: 'a', newPassword: 'bbbbbbbb' },
    });
    expect(r.status).toBe(401);
  });
});

describe('PUT /users/profile', () => {
  it('updates name, avatar and introduction', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const avatar = `/api/files/${'a'.repeat(32)}.png`;
    const r = await t.call<{ name: string; avatar: string }>('PUT', '/api/users/profile', {
      token,
      body: { name: '  王管理  ', avatar, introduction: '负责全局' },
    });
    expect(r.body.code).toBe(20000);
    expect(r.body.data).toMatchObject({ name: '王管理', avatar });
    const info = await t.call<{ introduction: string }>('GET', '/api/users/info', { token });
    expect(info.body.data.introduction).toBe('负责全局');
  });

  it('refuses an avatar that is not one of our uploads', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const r = await t.call('PUT', '/api/users/profile', {
      token,
      body: { name: 'x', avatar: 'https://evil.example/a.png', introduction: '' },
    });
    expect(r.body.code).toBe(40000);
  });

  it('needs a token', async () => {
    expect(
      (await t.call('PUT', '/api/users/profile', { body: { name: 'x', avatar: '', introduction: '' } })).status,
    ).toBe(401);
  });
});
