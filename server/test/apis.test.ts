import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, givenRole, givenUser, signedInWith, testApp, type Caller, USER_PASSWORD } from './harness.ts';

interface Api {
  id: number;
  method: string;
  path: string;
  access: string;
  permissionCode: string | null;
  present: boolean;
  permissions: { permissionCode: string }[];
}
interface ApiType {
  id: number;
  name: string;
  key: string;
  declared: boolean;
  apis: Api[];
}

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const types = async () => (await t.call<ApiType[]>('GET', '/api/api/api-types', { token: admin })).body.data;
const typeOf = async (path: string, method = 'GET') =>
  (await types()).find((ty) => ty.apis.some((a) => a.path === path && a.method === method))!;
const apiId = async (path: string, method = 'GET') =>
  (
    await t.db
      .selectFrom('apis')
      .select('id')
      .where('path', '=', path)
      .where('method', '=', method)
      .executeTakeFirstOrThrow()
  ).id;
const restart = async () => (await testApp({ database: { db: t.db, kind: 'pglite', close: async () => {} } })).close();

describe('GET /api/api-types', () => {
  it('answers the registry by type, with each API bound to the permission of its declared code', async () => {
    const role = await typeOf('/roles');
    expect(role).toMatchObject({ key: 'role', name: 'role', declared: true });
    const list = role.apis.find((a) => a.path === '/roles' && a.method === 'GET')!;
    expect(list).toMatchObject({ access: 'permission', permissionCode: 'role:view', present: true });
    expect(list.permissions.map((p) => p.permissionCode)).toEqual(['role:view']);
    const login = (await typeOf('/users/login', 'POST')).apis.find((a) => a.path === '/users/login')!;
    expect(login).toMatchObject({ access: 'public', permissions: [] });
  });

  it('needs api:view', async () => {
    const { token } = await signedInWith(t, 'staff1', ['apikey:view']);
    expect((await t.call('GET', '/api/api/api-types', { token })).body.code).toBe(40300);
  });
});

describe('POST and PUT /api/api-types', () => {
  it('creates a type, refusing a name taken in any case', async () => {
    const r = await t.call<ApiType>('POST', '/api/api/api-types', { token: admin, body: { name: '对外接口' } });
    expect(r.body.data).toMatchObject({ name: '对外接口', key: '对外接口', declared: false, apis: [] });
    expect((await t.call('POST', '/api/api/api-types', { token: admin, body: { name: 'ROLE' } })).body.code).toBe(
      40900,
    );
    expect((await t.call('POST', '/api/api/api-types', { token: admin, body: { name: ' ' } })).body.code).toBe(40000);
  });

  it('renames a type and moves an API into another; both survive a restart', async () => {
    const role = await typeOf('/roles');
    const renamed = await t.call<ApiType>('PUT', '/api/api/api-types', {
      token: admin,
      body: { id: role.id, name: '角色' },
    });
    expect(renamed.body.data).toMatchObject({ name: '角色', key: 'role' });
    const custom = (await t.call<ApiType>('POST', '/api/api/api-types', { token: admin, body: { name: '常用' } })).body
      .data;
    const moved = await t.call<ApiType>('PUT', '/api/api/api-types', {
      token: admin,
      body: { id: custom.id, apiId: await apiId('/roles/search') },
    });
    expect(moved.body.data.apis.map((a) => a.path)).toEqual(['/roles/search']);

    await restart();
    const after = await types();
    expect(after.filter((ty) => ty.key === 'role')).toHaveLength(1);
    expect(after.find((ty) => ty.id === role.id)!.name).toBe('角色');
    expect((await typeOf('/roles/search')).id).toBe(custom.id);
  });

  it('refuses both or neither of name and apiId, unknown ids, and a name taken', async () => {
    const role = await typeOf('/roles');
    expect(
      (await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: role.id, name: 'x', apiId: 1 } })).body
        .code,
    ).toBe(40000);
    expect((await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: role.id } })).body.code).toBe(40000);
    expect(
      (await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: 99999, name: 'x' } })).body.code,
    ).toBe(40400);
    expect(
      (await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: role.id, apiId: 99999 } })).body.code,
    ).toBe(40400);
    expect(
      (await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: role.id, name: 'auth' } })).body.code,
    ).toBe(40900);
  });
});

describe('DELETE /api/api-types/:id/:apiId', () => {
  it('returns an API to the type its route declares, and refuses one already there or elsewhere', async () => {
    const custom = (await t.call<ApiType>('POST', '/api/api/api-types', { token: admin, body: { name: '临时' } })).body
      .data;
    const id = await apiId('/roles/:id', 'DELETE');
    await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: custom.id, apiId: id } });
    const home = (await types()).find((ty) => ty.key === 'role')!;
    expect((await t.call('DELETE', `/api/api/api-types/${home.id}/${id}`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/api/api-types/${custom.id}/${id}`, { token: admin })).body.code).toBe(20000);
    expect((await typeOf('/roles/:id', 'DELETE')).id).toBe(home.id);
    expect((await t.call('DELETE', `/api/api/api-types/${home.id}/${id}`, { token: admin })).body.code).toBe(40900);
  });

  it('with apiId 0 deletes an empty type; refuses one with APIs or one routes declare', async () => {
    const empty = (await t.call<ApiType>('POST', '/api/api/api-types', { token: admin, body: { name: '空' } })).body
      .data;
    expect((await t.call('DELETE', `/api/api/api-types/${empty.id}/0`, { token: admin })).body.code).toBe(20000);
    expect((await types()).some((ty) => ty.id === empty.id)).toBe(false);

    const files = (await types()).find((ty) => ty.key === 'files')!;
    const full = await t.call('DELETE', `/api/api/api-types/${files.id}/0`, { token: admin, lang: 'en' });
    expect(full.body.code).toBe(40900);
    expect(full.body.message).toMatch(/1 API/);
    const spare = (await t.call<ApiType>('POST', '/api/api/api-types', { token: admin, body: { name: 'spare' } })).body
      .data;
    await t.call('PUT', '/api/api/api-types', { token: admin, body: { id: spare.id, apiId: files.apis[0]!.id } });
    expect((await t.call('DELETE', `/api/api/api-types/${files.id}/0`, { token: admin })).body.code).toBe(40900);
    expect((await t.call('DELETE', '/api/api/api-types/99999/0', { token: admin })).body.code).toBe(40400);
  });
});

describe('binding APIs to permissions', () => {
  it('changes what a role may call at once, and the binding survives a restart', async () => {
    await givenUser(t.db, 'auditor', await givenRole(t.db, 'auditors', ['dashboard:view']));
    const token = await t.login('auditor', USER_PASSWORD);
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(40300);
    const dashboard = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'dashboard:view')
      .executeTakeFirstOrThrow();
    const roles = await apiId('/roles');

    const bound = await t.call<boolean>('PUT', `/api/permissions/${dashboard.id}/${roles}`, { token: admin });
    expect(bound.body.data).toBe(true);
    expect((await t.call('PUT', `/api/permissions/${dashboard.id}/${roles}`, { token: admin })).body.data).toBe(true);
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(20000);
    await restart();
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(20000);

    const unbound = await t.call<boolean>('DELETE', `/api/permissions/${dashboard.id}?apiId=${roles}`, {
      token: admin,
    });
    expect(unbound.body).toMatchObject({ code: 20000, data: true });
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(40300);
    await restart();
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(40300);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'permission.api').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses to bind open APIs and unknown ids, and to unbind what is not bound', async () => {
    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'role:view')
      .executeTakeFirstOrThrow();
    expect(
      (await t.call('PUT', `/api/permissions/${perm.id}/${await apiId('/users/info')}`, { token: admin })).body.code,
    ).toBe(40900);
    expect((await t.call('PUT', `/api/permissions/${perm.id}/99999`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('PUT', `/api/permissions/99999/${await apiId('/roles')}`, { token: admin })).body.code).toBe(
      40400,
    );
    expect(
      (await t.call('DELETE', `/api/permissions/${perm.id}?apiId=${await apiId('/health')}`, { token: admin })).body
        .code,
    ).toBe(40400);
    expect((await t.call('DELETE', `/api/permissions/${perm.id}?apiId=x`, { token: admin })).body.code).toBe(40000);
  });

  it('needs api:edit to bind, and to unbind besides menu:function', async () => {
    const perm = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'role:view')
      .executeTakeFirstOrThrow();
    const roles = await apiId('/roles');
    const fnOnly = await signedInWith(t, 'staff2', ['menu:function']);
    expect((await t.call('PUT', `/api/permissions/${perm.id}/${roles}`, { token: fnOnly.token })).body.code).toBe(
      40300,
    );
    expect(
      (await t.call('DELETE', `/api/permissions/${perm.id}?apiId=${roles}`, { token: fnOnly.token })).body.code,
    ).toBe(40300);
    const both = await signedInWith(t, 'staff3', ['menu:function', 'api:edit']);
    expect(
      (await t.call('DELETE', `/api/permissions/${perm.id}?apiId=${roles}`, { token: both.token })).body.data,
    ).toBe(true);
  });
});
