import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Generated } from 'kysely';
import type { RoleVisibility } from '@fwd/contract';
import { resolveScope, whereVisible, type DataScope } from '../src/modules/roles/scope.ts';
import { adminApp, givenRole, givenUser, permVersion, signedInWith, type Caller, USER_PASSWORD } from './harness.ts';

let t: Caller;
let admin: string;
const u: Record<string, number> = {};
const r: Record<string, number> = {};

/** A business table made for this test: rows owned by users, as orders will be. */
type OwnedRows = {
  owned_rows: { id: Generated<number>; owner_id: number; title: string };
};

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  const [a, b] = await t.db
    .insertInto('companies')
    .values([{ company_name: '深圳' }, { company_name: '义乌' }])
    .returning('id')
    .execute();
  r.all = await givenRole(t.db, 'seeall', []);
  r.company = await givenRole(t.db, 'seecompany', []);
  r.custom = await givenRole(t.db, 'seecustom', []);
  r.self = await givenRole(t.db, 'seeself', []);
  r.own = await givenRole(t.db, 'seeown', []);
  await t.db.updateTable('roles').set({ scope: 'ALL' }).where('id', '=', r.all).execute();
  await t.db.updateTable('roles').set({ scope: 'COMPANY' }).where('id', 'in', [r.company, r.own]).execute();
  await t.db.updateTable('roles').set({ scope: 'CUSTOM' }).where('id', '=', r.custom).execute();
  await t.db.updateTable('roles').set({ own_data_only: true }).where('id', '=', r.own).execute();
  for (const [name, role, company] of [
    ['uAll', r.all, a],
    ['uCompany', r.company, a],
    ['uCustom', r.custom, a],
    ['uSelf', r.self, a],
    ['uOwn', r.own, a],
    ['a2', r.self, a],
    ['a3', r.self, a],
    ['b1', r.self, b],
    ['b2', r.self, b],
    ['uNoCompany', r.company, undefined],
    ['uNoRole', null, a],
  ] as const) {
    u[name] = await givenUser(t.db, name, role ?? null, company ? { company_id: company.id } : {});
  }
  await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', u.a3!).execute();
  await t.db
    .insertInto('role_accessible_users')
    .values([
      { role_id: r.custom!, user_id: u.b1! },
      { role_id: r.custom!, user_id: u.a3! },
    ])
    .execute();

  await sql`create table owned_rows (id serial primary key, owner_id integer not null, title text not null)`.execute(
    t.db,
  );
  await t.db
    .withTables<OwnedRows>()
    .insertInto('owned_rows')
    .values(Object.entries(u).map(([name, id]) => ({ owner_id: id, title: name })))
    .execute();
});
afterAll(() => t.close());

const scopeOf = (name: string) => resolveScope(t.db, { id: u[name]! });
const visibleTitles = async (scope: DataScope) => {
  const db = t.db.withTables<OwnedRows>();
  const rows = await whereVisible(db.selectFrom('owned_rows').select('title'), 'owned_rows.owner_id', scope)
    .orderBy('title')
    .execute();
  return rows.map((x) => x.title);
};
const ids = (...names: string[]) => names.map((n) => u[n]!).sort((x, y) => x - y);

describe('resolveScope and whereVisible', () => {
  it('ALL sees every row', async () => {
    const scope = await scopeOf('uAll');
    expect(scope).toEqual({ all: true });
    expect(await visibleTitles(scope)).toHaveLength(Object.keys(u).length);
  });

  it("COMPANY sees the active users of the user's company", async () => {
    const scope = await scopeOf('uCompany');
    expect(scope).toEqual({ userIds: ids('uAll', 'uCompany', 'uCustom', 'uSelf', 'uOwn', 'a2', 'a3', 'uNoRole') });
    expect(await visibleTitles(scope)).toEqual(['a2', 'a3', 'uAll', 'uCompany', 'uCustom', 'uNoRole', 'uOwn', 'uSelf']);
  });

  it("CUSTOM sees the role's accessible users (any company, deleted ones too) and self", async () => {
    const scope = await scopeOf('uCustom');
    expect(scope).toEqual({ userIds: ids('uCustom', 'a3', 'b1') });
    expect(await visibleTitles(scope)).toEqual(['a3', 'b1', 'uCustom']);
  });

  it('SELF sees only its own rows', async () => {
    expect(await visibleTitles(await scopeOf('uSelf'))).toEqual(['uSelf']);
  });

  it('own-data-only forces SELF whatever the scope', async () => {
    expect(await scopeOf('uOwn')).toEqual({ userIds: [u.uOwn] });
  });

  it('a user without a role, or without a company under COMPANY, sees only their own', async () => {
    expect(await scopeOf('uNoRole')).toEqual({ userIds: [u.uNoRole] });
    expect(await scopeOf('uNoCompany')).toEqual({ userIds: [u.uNoCompany] });
  });

  it('an empty id list shows nothing rather than failing', async () => {
    expect(await visibleTitles({ userIds: [] })).toEqual([]);
  });
});

describe('data scope routes', () => {
  it('GET /data-visibility-scope/options answers the four scopes in the request language', async () => {
    const en = await t.call<{ value: string; label: string }[]>('GET', '/api/data-visibility-scope/options', {
      token: admin,
      lang: 'en',
    });
    expect(en.body.data.map((o) => o.value)).toEqual(['ALL', 'COMPANY', 'CUSTOM', 'SELF']);
    expect(en.body.data[3]!.label).toBe('Own data only');
    const ja = await t.call<{ label: string }[]>('GET', '/api/data-visibility-scope/options', {
      token: admin,
      lang: 'ja',
    });
    expect(ja.body.data[0]!.label).toBe('すべてのデータ');
  });

  it('GET /roles/get-role-visibility/:id answers the scope, flags and accessible users', async () => {
    const v = await t.call<RoleVisibility>('GET', `/api/roles/get-role-visibility/${r.custom}`, {
      token: admin,
      lang: 'en',
    });
    expect(v.body.data).toMatchObject({
      roleId: r.custom,
      scope: 'CUSTOM',
      visibilityScopeName: 'Custom (chosen users)',
      ownDataOnly: false,
      showAgent: true,
    });
    expect(v.body.data.accessibleUsers.map((x) => x.username).sort()).toEqual(['a3', 'b1']);
    expect((await t.call('GET', '/api/roles/get-role-visibility/99999', { token: admin })).body.code).toBe(40400);
  });

  it('PUT /roles/visibility/:id sets scope and own-data-only, bumping the version; members see it on their next call', async () => {
    const role = await givenRole(t.db, 'movable', []);
    await givenUser(t.db, 'scoped', role);
    const token = await t.login('scoped', USER_PASSWORD);
    const before = permVersion(await t.call('GET', '/api/users/info', { token }));
    const res = await t.call<RoleVisibility>('PUT', `/api/roles/visibility/${role}`, {
      token: admin,
      body: { scope: 'COMPANY', ownDataOnly: true, version: 1 },
    });
    expect(res.body.data).toMatchObject({ scope: 'COMPANY', ownDataOnly: true, version: 2 });
    expect(permVersion(await t.call('GET', '/api/users/info', { token }))).toEqual({
      ...before,
      role: before.role + 1,
    });
    const stale = await t.call<RoleVisibility>('PUT', `/api/roles/visibility/${role}`, {
      token: admin,
      body: { scope: 'ALL', ownDataOnly: false, version: 1 },
    });
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ scope: 'COMPANY', version: 2 });
    expect(
      (
        await t.call('PUT', `/api/roles/visibility/${role}`, {
          token: admin,
          body: { scope: 'EVERYONE', ownDataOnly: false, version: 2 },
        })
      ).body.code,
    ).toBe(40000);
  });

  it("keeps the super-administrator's scope ALL, without own-data-only, agent shown", async () => {
    const superRole = await t.db
      .selectFrom('roles')
      .select(['id', 'version'])
      .where('is_super', '=', true)
      .executeTakeFirstOrThrow();
    const body = (scope: string, ownDataOnly: boolean) => ({
      token: admin,
      body: { scope, ownDataOnly, version: superRole.version },
    });
    expect((await t.call('PUT', `/api/roles/visibility/${superRole.id}`, body('COMPANY', false))).body.code).toBe(
      40900,
    );
    expect((await t.call('PUT', `/api/roles/visibility/${superRole.id}`, body('ALL', true))).body.code).toBe(40900);
    expect((await t.call('PUT', `/api/roles/agent/display/${superRole.id}/0`, { token: admin })).body.code).toBe(40900);
  });

  it('PUT /roles/accessible-users/:id replaces the CUSTOM users; the resolver follows', async () => {
    const v = (await t.call<RoleVisibility>('GET', `/api/roles/get-role-visibility/${r.custom}`, { token: admin })).body
      .data;
    const res = await t.call<RoleVisibility>('PUT', `/api/roles/accessible-users/${r.custom}`, {
      token: admin,
      body: { ids: [u.b2, u.b2], version: v.version },
    });
    expect(res.body.data.accessibleUsers.map((x) => x.username)).toEqual(['b2']);
    expect(await scopeOf('uCustom')).toEqual({ userIds: ids('uCustom', 'b2') });
    expect(
      (
        await t.call('PUT', `/api/roles/accessible-users/${r.custom}`, {
          token: admin,
          body: { ids: [99999], version: v.version + 1 },
        })
      ).body.code,
    ).toBe(40400);
    expect(
      (
        await t.call('PUT', `/api/roles/accessible-users/${r.custom}`, {
          token: admin,
          body: { ids: [], version: v.version },
        })
      ).body.code,
    ).toBe(40900);
    expect(
      (await t.call('PUT', `/api/roles/accessible-users/${r.custom}`, { token: admin, body: { ids: ['x'] } })).body
        .code,
    ).toBe(40000);
  });

  it('POST /roles/accessible-users/by-user answers whose data a user may see', async () => {
    const company = await t.call<{ all: boolean; userIds: number[] }>('POST', '/api/roles/accessible-users/by-user', {
      token: admin,
      body: { userId: u.uCompany },
    });
    expect(company.body.data).toEqual({
      all: false,
      userIds: ((await scopeOf('uCompany')) as { userIds: number[] }).userIds,
    });
    const all = await t.call('POST', '/api/roles/accessible-users/by-user', { token: admin, body: { userId: u.uAll } });
    expect(all.body.data).toEqual({ all: true, userIds: [] });
    expect(
      (await t.call('POST', '/api/roles/accessible-users/by-user', { token: admin, body: { userId: 99999 } })).body
        .code,
    ).toBe(40400);
    expect((await t.call('POST', '/api/roles/accessible-users/by-user', { token: admin, body: {} })).body.code).toBe(
      40000,
    );
  });

  it('PUT /roles/agent/display/:roleId/:flag and GET /roles/is-show-agentId/:id', async () => {
    const role = await givenRole(t.db, 'agentless', []);
    const hidden = await t.call<RoleVisibility>('PUT', `/api/roles/agent/display/${role}/0`, { token: admin });
    expect(hidden.body.data).toMatchObject({ showAgent: false, version: 2 });
    expect((await t.call('GET', `/api/roles/is-show-agentId/${role}`, { token: admin })).body.data).toBe(false);
    expect((await t.call('PUT', `/api/roles/agent/display/${role}/0`, { token: admin })).body.data).toMatchObject({
      version: 2,
    });
    expect((await t.call('PUT', `/api/roles/agent/display/${role}/1`, { token: admin })).body.data).toMatchObject({
      showAgent: true,
      version: 3,
    });
    expect((await t.call('PUT', `/api/roles/agent/display/${role}/2`, { token: admin })).body.code).toBe(40000);
    expect((await t.call('GET', '/api/roles/is-show-agentId/99999', { token: admin })).body.code).toBe(40400);
  });

  it('setting the scope needs role:scope; reading it role:view', async () => {
    const { token } = await signedInWith(t, 'staff1', ['role:view']);
    expect((await t.call('GET', `/api/roles/get-role-visibility/${r.self}`, { token })).body.code).toBe(20000);
    expect((await t.call('PUT', `/api/roles/agent/display/${r.self}/0`, { token })).body.code).toBe(40300);
  });
});

describe('employee lists and pickers follow the data scope', () => {
  const listAs = async (name: string, codes: string[]) => {
    const role = (await t.db.selectFrom('users').select('role_id').where('id', '=', u[name]!).executeTakeFirstOrThrow())
      .role_id!;
    const perms = await t.db.selectFrom('permissions').select('id').where('permission_code', 'in', codes).execute();
    await t.db
      .insertInto('role_permissions')
      .values(perms.map((p) => ({ role_id: role, permission_id: p.id })))
      .onConflict((c) => c.doNothing())
      .execute();
    const token = await t.login(name, USER_PASSWORD);
    const get = async <T>(url: string) => (await t.call<T>('GET', url, { token })).body.data;
    const names = (rows: { username: string }[]) => rows.map((x) => x.username).sort();
    return {
      list: names((await get<{ records: { username: string }[] }>('/api/users/getAllUsersById?pageSize=500')).records),
      pick: names(await get<{ username: string }[]>('/api/users/getAllUsers')),
      usernames: (await get<string[]>('/api/users/all-username')).sort(),
      bin: names(
        (await get<{ records: { username: string }[] }>('/api/users/all-deleted-employees?pageSize=500')).records,
      ),
      members: names(await get<{ username: string }[]>(`/api/users/get-users-by-roleId/${r.self}`)),
    };
  };
  const codes = ['employee:view', 'recycle:view', 'role:view'];

  it('a company scope sees its company, phones included, and no other', async () => {
    const seen = await listAs('uCompany', codes);
    const company = ['a2', 'uAll', 'uCompany', 'uCustom', 'uNoRole', 'uOwn', 'uSelf'];
    expect(seen.list).toEqual(company);
    expect(seen.pick).toEqual(company);
    expect(seen.usernames).toEqual(company);
    expect(seen.members).toEqual(['a2', 'uSelf']);
    expect(seen.bin).toEqual(['a3']);
  });

  it('a self scope sees only itself; a custom scope its users, deleted ones in the recycle bin', async () => {
    expect((await listAs('uSelf', codes)).list).toEqual(['uSelf']);
    await t.db.deleteFrom('role_accessible_users').where('role_id', '=', r.custom!).execute();
    await t.db
      .insertInto('role_accessible_users')
      .values([
        { role_id: r.custom!, user_id: u.b1! },
        { role_id: r.custom!, user_id: u.a3! },
      ])
      .execute();
    const custom = await listAs('uCustom', codes);
    expect(custom.list).toEqual(['b1', 'uCustom']);
    expect(custom.bin).toEqual(['a3']);
  });

  it('everything for a scope of all data', async () => {
    expect((await listAs('uAll', codes)).list).toEqual(
      expect.arrayContaining(['b1', 'b2', 'uCompany', 'uNoCompany', 'admin']),
    );
  });
});
