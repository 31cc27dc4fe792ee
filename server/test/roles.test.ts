import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@fwd/contract';
import { adminApp, givenRole, givenUser, signedInWith, type Caller } from './harness.ts';

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const createRole = async (name: string, roleName = name) => {
  const r = await t.call<Role>('POST', '/api/roles', { token: admin, body: { name, roleName } });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};

describe('GET /roles and /roles/search', () => {
  it('lists roles, super-administrator first, with active member counts and the scope label in the request language', async () => {
    const role = await createRole('clerks', '文员');
    await givenUser(t.db, 'clerk1', role.id);
    const gone = await givenUser(t.db, 'clerk2', role.id);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    const r = await t.call<Role[]>('GET', '/api/roles', { token: admin, lang: 'en' });
    expect(r.body.code).toBe(20000);
    expect(r.body.data[0]).toMatchObject({
      name: 'admin',
      isSuper: true,
      scope: 'ALL',
      visibilityScopeName: 'All data',
      memberCount: 1,
    });
    expect(r.body.data.find((x) => x.name === 'clerks')).toMatchObject({
      roleName: '文员',
      scope: 'SELF',
      memberCount: 1,
      showAgent: true,
      ownDataOnly: false,
    });
  });

  it('searches display names by substring, taking % and _ literally', async () => {
    await createRole('sales_a', '销售一部');
    await createRole('sales_b', '销售_二部');
    const names = async (q: string) =>
      (
        await t.call<Role[]>('GET', `/api/roles/search?roleName=${encodeURIComponent(q)}`, { token: admin })
      ).body.data.map((x) => x.name);
    expect(await names('销售')).toEqual(['sales_a', 'sales_b']);
    expect(await names('_')).toEqual(['sales_b']);
    expect(await names('%')).toEqual([]);
  });

  it('refuses a search text over 50 characters', async () => {
    expect((await t.call('GET', `/api/roles/search?roleName=${'x'.repeat(51)}`, { token: admin })).body.code).toBe(
      40000,
    );
  });
});

describe('POST /roles', () => {
  it('creates a role that holds nothing and sees only its own data, and audits it', async () => {
    const role = await createRole('packers', '打包员');
    expect(role).toMatchObject({ name: 'packers', scope: 'SELF', isSuper: false, memberCount: 0, version: 1 });
    expect(
      await t.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', role.id).execute(),
    ).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'role')
      .where('entity_id', '=', String(role.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a bad key and an empty display name, naming the fields', async () => {
    const r = await t.call<{ errors: { path: string }[] }>('POST', '/api/roles', {
      token: admin,
      body: { name: 'Bad Key', roleName: '  ' },
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path).sort()).toEqual(['name', 'roleName']);
  });

  it('refuses a key already used (40900 naming the field)', async () => {
    const r = await t.call<{ errors: { path: string }[] }>('POST', '/api/roles', {
      token: admin,
      body: { name: 'admin', roleName: 'x' },
      lang: 'en',
    });
    expect(r.body.code).toBe(40900);
    expect(r.body.message).toMatch(/admin is already used/);
    expect(r.body.data.errors[0]!.path).toBe('name');
  });

  it('needs a token and role:add', async () => {
    expect((await t.call('POST', '/api/roles', { body: { name: 'xx', roleName: 'x' } })).status).toBe(401);
    const { token } = await signedInWith(t, 'staff1', ['role:view']);
    expect((await t.call('POST', '/api/roles', { token, body: { name: 'xx', roleName: 'x' } })).body.code).toBe(40300);
  });
});

describe('PUT /roles/update', () => {
  it('renames a role and bumps its version', async () => {
    const role = await createRole('drivers', '司机');
    const r = await t.call<Role>('PUT', '/api/roles/update', {
      token: admin,
      body: { id: role.id, name: 'couriers', roleName: '快递员', version: 1 },
    });
    expect(r.body.data).toMatchObject({ name: 'couriers', roleName: '快递员', version: 2 });
  });

  it('refuses a stale version with the current record', async () => {
    const role = await createRole('stale', '旧');
    await t.call('PUT', '/api/roles/update', {
      token: admin,
      body: { id: role.id, name: 'stale', roleName: '新', version: 1 },
    });
    const r = await t.call<Role>('PUT', '/api/roles/update', {
      token: admin,
      body: { id: role.id, name: 'stale', roleName: '更新', version: 1 },
    });
    expect(r.body.code).toBe(40900);
    expect(r.body.data).toMatchObject({ id: role.id, roleName: '新', version: 2 });
  });

  it("keeps the super-administrator's key but lets its display name change", async () => {
    const superRole = await t.db.selectFrom('roles').selectAll().where('is_super', '=', true).executeTakeFirstOrThrow();
    const key = await t.call('PUT', '/api/roles/update', {
      token: admin,
      body: { id: superRole.id, name: 'root', roleName: 'x', version: superRole.version },
    });
    expect(key.body.code).toBe(40900);
    const name = await t.call<Role>('PUT', '/api/roles/update', {
      token: admin,
      body: { id: superRole.id, name: 'admin', roleName: '总管理员', version: superRole.version },
    });
    expect(name.body.data.roleName).toBe('总管理员');
  });

  it('refuses a key another role has, bad input, and an unknown role', async () => {
    const role = await createRole('movers', '搬运');
    expect(
      (
        await t.call('PUT', '/api/roles/update', {
          token: admin,
          body: { id: role.id, name: 'admin', roleName: 'x', version: 1 },
        })
      ).body.code,
    ).toBe(40900);
    expect(
      (await t.call('PUT', '/api/roles/update', { token: admin, body: { id: role.id, name: 'movers' } })).body.code,
    ).toBe(40000);
    expect(
      (
        await t.call('PUT', '/api/roles/update', {
          token: admin,
          body: { id: 99999, name: 'zz', roleName: 'z', version: 1 },
        })
      ).body.code,
    ).toBe(40400);
  });
});

describe('DELETE /roles/:id', () => {
  it('deletes a role without members, its grants with it', async () => {
    const id = await givenRole(t.db, 'temp', ['dashboard:view']);
    expect((await t.call('DELETE', `/api/roles/${id}`, { token: admin })).body.code).toBe(20000);
    expect(await t.db.selectFrom('roles').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('role_permissions').select('role_id').where('role_id', '=', id).execute()).toEqual([]);
  });

  it('refuses while members remain, counting the recycle bin', async () => {
    const id = await givenRole(t.db, 'kept', []);
    const user = await givenUser(t.db, 'keeper', id);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user).execute();
    const r = await t.call('DELETE', `/api/roles/${id}`, { token: admin, lang: 'en' });
    expect(r.body.code).toBe(40900);
    expect(r.body.message).toMatch(/1 member/);
  });

  it('refuses the super-administrator role, and answers 40400 for an unknown one', async () => {
    const superRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('is_super', '=', true)
      .executeTakeFirstOrThrow();
    expect((await t.call('DELETE', `/api/roles/${superRole.id}`, { token: admin })).body.code).toBe(40900);
    expect((await t.call('DELETE', '/api/roles/99999', { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', '/api/roles/abc', { token: admin })).body.code).toBe(40000);
  });
});
