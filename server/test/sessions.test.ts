import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, givenRole, givenUser, onPostgres, testApp, USER_PASSWORD, type Caller } from './harness.ts';

/*
 * Each process keeps the sessions it has resolved while `sessions_version`
 * stands. Two apps over one database stand for two processes: what one does,
 * or what is done in the database behind both, reaches the other on its very
 * next request.
 */

let a: Caller;
let b: Caller;
let statements = 0;
/** Counts every statement app `b` runs. */
const counting: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    statements++;
    return args.result;
  },
};

beforeAll(async () => {
  a = await testApp();
  b = await testApp({
    database: { db: a.db.withPlugin(counting), kind: onPostgres ? 'postgres' : 'pglite', close: async () => {} },
  });
});
afterAll(async () => {
  await b.close();
  await a.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const info = (c: Caller, token: string) => c.call<{ name: string }>('GET', '/api/users/info', { token });
const countries = (c: Caller, token: string) => c.call('GET', '/api/country?keyword=', { token });

/** A user whose role holds `codes`, signed in through app `a`; both apps have served their token once. */
async function servedByBoth(username: string, codes: string[]) {
  const roleId = await givenRole(a.db, `role_${username}`, codes);
  const id = await givenUser(a.db, username, roleId);
  const token = await a.login(username, USER_PASSWORD);
  expect((await info(a, token)).body.code).toBe(20000);
  expect((await info(b, token)).body.code).toBe(20000);
  return { id, roleId, token };
}

describe('a session held by another process', () => {
  it('ends there at once on logout', async () => {
    const { token } = await servedByBoth('leaver', []);
    expect((await a.call('POST', '/api/users/logout', { token })).body.code).toBe(20000);
    expect((await info(b, token)).body.code).toBe(50012);
  });

  it('ends there at once when the password changes (the other sessions), and the changing one goes on', async () => {
    const { token: other } = await servedByBoth('changer', []);
    const current = await a.login('changer', USER_PASSWORD);
    const r = await a.call('POST', '/api/users/changePassword', {
      token: current,
      body: { oldPassword: USER_PASSWORD, newPassword: 'another-pass-1' },
    });
    expect(r.body.code).toBe(20000);
    expect((await info(b, other)).body.code).toBe(50012);
    expect((await info(b, current)).body.code).toBe(20000);
  });

  it('follows a grant revoked or given in the database, and the permission version', async () => {
    const { roleId, token } = await servedByBoth('granted', ['country:view']);
    expect((await countries(b, token)).body.code).toBe(20000);
    await a.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    expect((await countries(b, token)).body.code).toBe(40300);
    const view = await a.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'country:view')
      .executeTakeFirstOrThrow();
    await a.db.insertInto('role_permissions').values({ role_id: roleId, permission_id: view.id }).execute();
    await a.db
      .updateTable('roles')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', roleId)
      .execute();
    const again = await countries(b, token);
    expect(again.body.code).toBe(20000);
    expect(again.headers['x-perm-version']).toMatch(new RegExp(`^${roleId}\\.2\\.`));
  });

  it('follows an API unbound from the permission', async () => {
    const { token } = await servedByBoth('unbound', ['country:view']);
    expect((await countries(b, token)).body.code).toBe(20000);
    await a.db
      .deleteFrom('permission_apis')
      .where('api_id', 'in', (eb) =>
        eb.selectFrom('apis').select('id').where('path', '=', '/country').where('method', '=', 'GET'),
      )
      .execute();
    expect((await countries(b, token)).body.code).toBe(40300);
  });

  it('ends when the user loses their role or is deleted, and shows a changed profile', async () => {
    const { id, roleId, token } = await servedByBoth('member', []);
    await a.db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', id).execute();
    expect((await info(b, token)).body.data.name).toBe('Renamed');
    await a.db.updateTable('users').set({ role_id: null }).where('id', '=', id).execute();
    expect((await info(b, token)).body.code).toBe(50012);
    await a.db.updateTable('users').set({ role_id: roleId, deleted_at: new Date() }).where('id', '=', id).execute();
    expect((await info(b, token)).body.code).toBe(50012);
  });

  it('stays open while another process sees it, and idles out in both once nobody does', async () => {
    const { token } = await servedByBoth('idler', []);
    const idle = a.config.sessionIdleMs;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + idle * 0.9);
    expect((await info(a, token)).body.code).toBe(20000);
    // b last saw it more than the idle limit ago; a has since.
    vi.setSystemTime(Date.now() + idle * 0.2);
    expect((await info(b, token)).body.code).toBe(20000);
    vi.setSystemTime(Date.now() + idle);
    expect((await info(a, token)).body.code).toBe(50014);
    expect((await info(b, token)).body.code).toBe(50014);
  });
});

describe('a request on a session held', () => {
  it('reads one statement, the version; a last-seen touch does not move it', async () => {
    const token = await b.login('admin', ADMIN_PASSWORD);
    await info(b, token);
    statements = 0;
    expect((await info(b, token)).body.code).toBe(20000);
    expect(statements).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 61_000);
    statements = 0;
    await info(b, token);
    expect(statements).toBe(2);
    statements = 0;
    await info(b, token);
    expect(statements).toBe(1);
  });

  it('answers 50008 for a token never issued, and keeps nothing of it', async () => {
    expect((await info(b, 'never-issued')).body.code).toBe(50008);
    statements = 0;
    expect((await info(b, 'never-issued')).body.code).toBe(50008);
    expect(statements).toBe(2);
  });
});
