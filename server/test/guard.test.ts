import { XLSX_CONTENT_TYPE } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenRole, givenUser, testApp, USER_PASSWORD, type Caller } from './harness.ts';

let t: Caller;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * Valid values for every path parameter. Ids name no record (the answer is then
 * 40400 from the service, past the guard), so the matrix changes nothing and
 * meets no rule about real records (the super-administrator, built-in menus).
 */
const PARAM_VALUES: Record<string, string> = { name: 'admin', flag: '1' };
const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? '999999');

describe('API registry', () => {
  it('holds every /api route with its declared access', async () => {
    const apis = await t.db.selectFrom('apis').selectAll().where('present', '=', true).execute();
    const keys = apis.map((a) => `${a.method} ${a.path}`);
    expect(keys).toContain('POST /users/login');
    expect(keys).toContain('GET /user-permissions/get-all-menu');
    expect(apis.find((a) => a.path === '/users/login')!.access).toBe('public');
    expect(apis.find((a) => a.path === '/users/info')!.access).toBe('authenticated');
    expect(apis.find((a) => a.path === '/user-permissions/get-all-menu')).toMatchObject({
      access: 'permission',
      permission_code: 'menu:view',
    });
    expect(keys.filter((k) => k.includes('/docs') || k.includes('/files/:name'))).toEqual([]);
  });

  it('has a permission for every code a route declares, so no route is reachable by the super-administrator alone', async () => {
    const apis = await t.db
      .selectFrom('apis')
      .select(['method', 'path', 'permission_code'])
      .where('access', '=', 'permission')
      .execute();
    const codes = new Set(
      (await t.db.selectFrom('permissions').select('permission_code').execute()).map((p) => p.permission_code),
    );
    // An API serving several pages names each page's code, comma-separated.
    const missing = apis.filter(
      (a) => !a.permission_code || a.permission_code.split(',').some((code) => !codes.has(code)),
    );
    expect(missing).toEqual([]);
  });

  it('guards the permission and system-settings routes with their codes', async () => {
    const expected: Record<string, string> = {
      'GET /roles': 'role:view',
      'GET /roles/search': 'role:view',
      'POST /roles': 'role:add',
      'PUT /roles/update': 'role:edit',
      'DELETE /roles/:id': 'role:delete',
      'GET /role-permissions/get-permissions-by-roleId/:id': 'role:view',
      'GET /permissions/leaf-permission-ids/:id': 'role:view',
      'GET /permissions/show-id/:id': 'role:view',
      'PUT /role-permissions/add-role-permission/:id': 'role:grant',
      'DELETE /role-permissions/del-group-permission/:roleId/:menuId': 'role:grant',
      'DELETE /role-permissions/:roleId/:menuId/:permissionId': 'role:grant',
      'DELETE /permissions/by-top-menu/:roleId/:menuId': 'role:grant',
      'GET /users/get-users-by-roleId/:id': 'role:view',
      'PUT /users/assign-role/:roleId': 'role:member',
      'DELETE /users/del-user-role/:ids': 'role:member',
      'GET /users/users-without-role': 'role:member',
      'GET /data-visibility-scope/options': 'role:view',
      'GET /roles/get-role-visibility/:id': 'role:view',
      'GET /roles/is-show-agentId/:id': 'role:view',
      'POST /roles/accessible-users/by-user': 'role:view',
      'PUT /roles/visibility/:id': 'role:scope',
      'PUT /roles/accessible-users/:id': 'role:scope',
      'PUT /roles/agent/display/:roleId/:flag': 'role:scope',
      'GET /user-permissions/get-all-menu': 'menu:view',
      'GET /permissions/menu/:id': 'menu:view',
      'POST /menus': 'menu:add',
      'PUT /menus/:id': 'menu:edit',
      'PUT /menus/:id/move': 'menu:edit',
      'PUT /menus/reorder': 'menu:edit',
      'DELETE /menus/:id': 'menu:delete',
      'POST /permissions': 'menu:function',
      'DELETE /permissions/:id': 'menu:function',
      'GET /api/api-types': 'api:view',
      'POST /api/api-types': 'api:edit',
      'PUT /api/api-types': 'api:edit',
      'DELETE /api/api-types/:id/:apiId': 'api:edit',
      'PUT /permissions/:permissionId/:apiId': 'api:edit',
      'GET /api/type': 'apikey:view',
      'GET /api/keys': 'apikey:view',
      'POST /api/keys/:id': 'apikey:edit',
      'DELETE /api/keys/delKey/:id': 'apikey:edit',
    };
    const apis = await t.db
      .selectFrom('apis')
      .select(['method', 'path', 'permission_code'])
      .where('present', '=', true)
      .execute();
    const actual = Object.fromEntries(apis.map((a) => [`${a.method} ${a.path}`, a.permission_code]));
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, actual[k]]))).toEqual(expected);
  });

  it('keeps a binding staff removed when the registry is written again', async () => {
    // A binding the registry itself makes: GET /roles to role:view, the code it declares.
    const api = await t.db
      .selectFrom('apis')
      .select('id')
      .where('method', '=', 'GET')
      .where('path', '=', '/roles')
      .executeTakeFirstOrThrow();
    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'role:view')
      .executeTakeFirstOrThrow();
    const binding = () =>
      t.db
        .selectFrom('permission_apis')
        .selectAll()
        .where('api_id', '=', api.id)
        .where('permission_id', '=', perm.id)
        .execute();
    expect(await binding()).toHaveLength(1);
    await t.db
      .deleteFrom('permission_apis')
      .where('api_id', '=', api.id)
      .where('permission_id', '=', perm.id)
      .execute();
    try {
      const again = await testApp({ database: { db: t.db, kind: 'pglite', close: async () => {} } });
      await again.close();
      expect(await binding()).toEqual([]);
    } finally {
      // Bound again, so the matrix below meets the route as the registry made it.
      await t.db
        .insertInto('permission_apis')
        .values({ permission_id: perm.id, api_id: api.id })
        .onConflict((c) => c.doNothing())
        .execute();
    }
  });
});

/**
 * Generated from the registry: every route without a token, and every
 * permission route for a role that lacks its permission and one that holds it.
 * A new route is covered the moment it exists.
 */
describe('authorization matrix', () => {
  it('refuses every non-public route without a token', async () => {
    const apis = await t.db
      .selectFrom('apis')
      .selectAll()
      .where('present', '=', true)
      .where('access', '!=', 'public')
      .execute();
    expect(apis.length).toBeGreaterThan(3);
    for (const a of apis) {
      const r = await t.call(a.method as 'GET', `/api${fill(a.path)}`);
      expect(r.status, `${a.method} ${a.path}`).toBe(401);
    }
  });

  it('refuses each permission route to a role without it, and lets a role with it through', async () => {
    const apis = await t.db
      .selectFrom('apis')
      .selectAll()
      .where('present', '=', true)
      .where('access', '=', 'permission')
      .execute();
    const none = await t.login('nobody', USER_PASSWORD).catch(async () => {
      await givenUser(t.db, 'nobody', await givenRole(t.db, 'nothing', []));
      return t.login('nobody', USER_PASSWORD);
    });
    // One holder per code (a sign-in hashes a password: one per route would be most of the test's time).
    const holders = new Map<string, Promise<string>>();
    const holderOf = (code: string) => {
      if (!holders.has(code)) {
        const name = `holds_${code.replace(/\W/g, '_')}`;
        holders.set(
          code,
          givenRole(t.db, name, [code])
            .then((role) => givenUser(t.db, name, role))
            .then(() => t.login(name, USER_PASSWORD)),
        );
      }
      return holders.get(code)!;
    };
    for (const a of apis) {
      const denied = await t.call(a.method as 'GET', `/api${fill(a.path)}`, { token: none });
      expect(denied.body.code, `${a.method} ${a.path} without ${a.permission_code}`).toBe(40300);

      // Any one of an API's codes lets a role through.
      for (const code of a.permission_code!.split(',')) {
        const token = await holderOf(code);
        const allowed = await t.call(a.method as 'GET', `/api${fill(a.path)}`, { token });
        // The route's own answer, never the guard's (401, 40300) nor a server error: the export's file, success,
        // the missing body refused (40000), or the id that names no record (40400).
        const answer = allowed.body.code ?? String(allowed.headers['content-type']);
        expect(
          [20000, 40000, 40400, XLSX_CONTENT_TYPE],
          `${a.method} ${a.path} with ${code}: ${allowed.status} ${allowed.body.message}`,
        ).toContain(answer);
      }
    }
  }, 60_000);

  it('follows the bindings: unbinding an API from a permission closes it at once', async () => {
    await givenUser(t.db, 'menuviewer', await givenRole(t.db, 'menuviewers', ['menu:view']));
    const token = await t.login('menuviewer', USER_PASSWORD);
    expect((await t.call('GET', '/api/user-permissions/get-all-menu', { token })).body.code).toBe(20000);
    const api = await t.db
      .selectFrom('apis')
      .select('id')
      .where('path', '=', '/user-permissions/get-all-menu')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('permission_apis').where('api_id', '=', api.id).execute();
    expect((await t.call('GET', '/api/user-permissions/get-all-menu', { token })).body.code).toBe(40300);
  });
});
