import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, givenRole, givenUser, signedInWith, type Caller, USER_PASSWORD } from './harness.ts';

interface Member {
  id: number;
  username: string;
  roleName: string | null;
  companyName: string | null;
}

let t: Caller;
let admin: string;
let superRoleId: number;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  superRoleId = (await t.db.selectFrom('roles').select('id').where('is_super', '=', true).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const usernames = (rows: Member[]) => rows.map((m) => m.username);

describe('GET /users/get-users-by-roleId/:id', () => {
  it("lists a role's active members as table rows", async () => {
    const company = await t.db
      .insertInto('companies')
      .values({ company_name: '深圳总部' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await givenRole(t.db, 'listed', []);
    await givenUser(t.db, 'listed1', role, { company_id: company.id });
    const gone = await givenUser(t.db, 'listed2', role);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    const r = await t.call<Member[]>('GET', `/api/users/get-users-by-roleId/${role}`, { token: admin });
    expect(r.body.data).toEqual([
      expect.objectContaining({ username: 'listed1', roleName: 'listed', companyName: '深圳总部', joinDate: null }),
    ]);
  });

  it('answers 40400 for an unknown role', async () => {
    expect((await t.call('GET', '/api/users/get-users-by-roleId/99999', { token: admin })).body.code).toBe(40400);
  });
});

describe('PUT /users/assign-role/:roleId', () => {
  it('moves users into the role; their sessions go on and their x-perm-version changes', async () => {
    const from = await givenRole(t.db, 'from', ['dashboard:view']);
    const to = await givenRole(t.db, 'to', ['dashboard:view', 'role:view']);
    await givenUser(t.db, 'mover', from);
    const token = await t.login('mover', USER_PASSWORD);
    const before = (await t.call('GET', '/api/users/info', { token })).headers['x-perm-version'];
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(40300);

    const moverId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'mover').executeTakeFirstOrThrow()
    ).id;
    const r = await t.call<Member[]>('PUT', `/api/users/assign-role/${to}`, { token: admin, body: { ids: [moverId] } });
    expect(usernames(r.body.data)).toEqual(['mover']);

    const after = await t.call('GET', '/api/roles', { token });
    expect(after.body.code).toBe(20000);
    expect(after.headers['x-perm-version']).not.toBe(before);
    expect(after.headers['x-perm-version']).toMatch(new RegExp(`^${to}\\.`));
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user.role')
      .where('entity_id', '=', String(moverId))
      .execute();
    expect(audit[0]).toMatchObject({ before: { roleId: from }, after: { roleId: to } });
  });

  it('refuses unknown or deleted users, and bad input', async () => {
    const role = await givenRole(t.db, 'target', []);
    const gone = await givenUser(t.db, 'goneuser', null);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    const r = await t.call('PUT', `/api/users/assign-role/${role}`, {
      token: admin,
      body: { ids: [gone, 99999] },
      lang: 'en',
    });
    expect(r.body.code).toBe(40400);
    expect(r.body.message).toContain(`${gone}, 99999`);
    expect((await t.call('PUT', `/api/users/assign-role/${role}`, { token: admin, body: { ids: [] } })).body.code).toBe(
      40000,
    );
    expect((await t.call('PUT', `/api/users/assign-role/${role}`, { token: admin, body: {} })).body.code).toBe(40000);
  });

  it('lets only a super-administrator make someone a super-administrator', async () => {
    const { token, id: userId } = await signedInWith(t, 'staff1', ['role:member']);
    const r = await t.call('PUT', `/api/users/assign-role/${superRoleId}`, { token, body: { ids: [userId] } });
    expect(r.body.code).toBe(40300);
    expect(
      (await t.call('PUT', `/api/users/assign-role/${superRoleId}`, { token: admin, body: { ids: [userId] } })).body
        .code,
    ).toBe(20000);
    // Back again, so the rest of the file has one super-administrator.
    const other = await givenRole(t.db, 'demoted', []);
    expect(
      (await t.call('PUT', `/api/users/assign-role/${other}`, { token: admin, body: { ids: [userId] } })).body.code,
    ).toBe(20000);
  });

  it('refuses to move the last super-administrator out', async () => {
    const other = await givenRole(t.db, 'elsewhere', []);
    const adminId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const r = await t.call('PUT', `/api/users/assign-role/${other}`, { token: admin, body: { ids: [adminId] } });
    expect(r.body.code).toBe(40900);
  });
});

describe('DELETE /users/del-user-role/:ids', () => {
  it('takes the role from users and ends their sessions (50012)', async () => {
    const role = await givenRole(t.db, 'leaving', ['dashboard:view']);
    const a = await givenUser(t.db, 'leaver1', role);
    const b = await givenUser(t.db, 'leaver2', role);
    const token = await t.login('leaver1', USER_PASSWORD);
    const r = await t.call('DELETE', `/api/users/del-user-role/${a},${b}`, { token: admin });
    expect(r.body.code).toBe(20000);
    expect((await t.call('GET', '/api/users/info', { token })).body.code).toBe(50012);
    const ended = await t.db
      .selectFrom('sessions')
      .select('end_reason')
      .where('user_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(ended.end_reason).toBe('role_removed');
    const rows = await t.db.selectFrom('users').select('role_id').where('id', 'in', [a, b]).execute();
    expect(rows.every((u) => u.role_id === null)).toBe(true);
  });

  it('refuses to remove the last super-administrator, and allows it while another remains', async () => {
    const adminId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    expect((await t.call('DELETE', `/api/users/del-user-role/${adminId}`, { token: admin })).body.code).toBe(40900);
    const second = await givenUser(t.db, 'second_admin', superRoleId);
    expect((await t.call('DELETE', `/api/users/del-user-role/${second}`, { token: admin })).body.code).toBe(20000);
  });

  it('lets only a super-administrator remove one', async () => {
    const second = await givenUser(t.db, 'third_admin', superRoleId);
    const { token } = await signedInWith(t, 'staff2', ['role:member']);
    expect((await t.call('DELETE', `/api/users/del-user-role/${second}`, { token })).body.code).toBe(40300);
  });

  it('refuses malformed ids and unknown users', async () => {
    expect((await t.call('DELETE', '/api/users/del-user-role/1,a', { token: admin })).body.code).toBe(40000);
    expect((await t.call('DELETE', '/api/users/del-user-role/99999', { token: admin })).body.code).toBe(40400);
  });
});

describe('GET /users/users-without-role', () => {
  it('lists active users who have no role', async () => {
    await givenUser(t.db, 'roleless', null);
    const r = await t.call<Member[]>('GET', '/api/users/users-without-role', { token: admin });
    expect(usernames(r.body.data)).toContain('roleless');
    expect(r.body.data.every((m) => m.roleName === null)).toBe(true);
  });

  it('needs role:member', async () => {
    const { token } = await signedInWith(t, 'staff3', ['role:view']);
    expect((await t.call('GET', '/api/users/users-without-role', { token })).body.code).toBe(40300);
  });
});
