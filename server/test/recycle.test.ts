import type { DeletedEmployeeRow, EmployeeRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  A_TOKEN,
  ADMIN_PASSWORD,
  givenRole,
  givenUser,
  testApp,
  USER_PASSWORD,
  type Caller,
  signedInWith,
} from './harness.ts';
import { auditOf, givenCompany } from './org-fixtures.ts';

let t: Caller;
let admin: string;
let roleId: number;
let companyId: number;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  roleId = await givenRole(t.db, 'staff', ['dashboard:view']);
  companyId = await givenCompany(t.db, '回收站公司');
});
afterAll(() => t.close());

/** Deleted through the API, as staff would. */
async function deleted(username: string, name = username): Promise<number> {
  const id = await givenUser(t.db, username, roleId, { company_id: companyId });
  await t.db.updateTable('users').set({ name }).where('id', '=', id).execute();
  const r = await t.call('DELETE', '/api/users', { token: admin, body: { ids: [id] } });
  if (r.body.code !== 20000) throw new Error(r.body.message);
  return id;
}

type Page = { records: DeletedEmployeeRow[]; total: number };

describe('GET /users/all-deleted-employees', () => {
  it('pages deleted employees, most recent first, with when they left', async () => {
    for (const n of ['gone1', 'gone2', 'gone3']) await deleted(n);
    await givenUser(t.db, 'active1', roleId);
    const r = await t.call<Page>('GET', '/api/users/all-deleted-employees?currentPage=1&pageSize=2', { token: admin });
    expect(r.body.code).toBe(20000);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.records.map((e) => e.username)).toEqual(['gone3', 'gone2']);
    expect(r.body.data.records[0]).toMatchObject({ companyName: '回收站公司', roleName: 'staff' });
    expect(new Date(r.body.data.records[0]!.deletedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by keyword', async () => {
    await deleted('liming', '李明');
    const r = await t.call<Page>('GET', `/api/users/all-deleted-employees?keyword=${encodeURIComponent('李')}`, {
      token: admin,
    });
    expect(r.body.data.records.map((e) => e.username)).toEqual(['liming']);
  });

  it('refuses a bad page size, no token and a role without recycle:view', async () => {
    expect((await t.call('GET', '/api/users/all-deleted-employees?pageSize=0', { token: admin })).body.code).toBe(
      40000,
    );
    expect((await t.call('GET', '/api/users/all-deleted-employees')).status).toBe(401);
    const { token } = await signedInWith(t, 'emponly', ['employee:view']);
    expect((await t.call('GET', '/api/users/all-deleted-employees', { token })).body.code).toBe(40300);
  });
});

describe('GET /users/getAllDeletedUsersByKeyword', () => {
  it('answers the matching deleted employees as a list', async () => {
    await deleted('zhaosi', '赵四');
    const { token } = await signedInWith(t, 'binviewer', ['recycle:view']);
    await t.db.updateTable('roles').set({ scope: 'ALL' }).where('name', '=', 'role_binviewer').execute();
    const r = await t.call<DeletedEmployeeRow[]>('GET', '/api/users/getAllDeletedUsersByKeyword?keyword=ZHAO', {
      token,
    });
    expect(r.body.data.map((e) => e.name)).toEqual(['赵四']);
    const all = await t.call<DeletedEmployeeRow[]>('GET', '/api/users/getAllDeletedUsersByKeyword', { token });
    expect(all.body.data.length).toBeGreaterThan(1);
  });
});

describe('PUT /users/activate-deleted-user/:id', () => {
  it('restores an employee, who can sign in again, and audits it', async () => {
    const id = await deleted('comeback');
    const { token } = await signedInWith(t, 'restorer', ['dashboard:view', 'recycle:view', 'recycle:restore']);
    const r = await t.call<EmployeeRow>('PUT', `/api/users/activate-deleted-user/${id}`, { token });
    expect(r.body.code).toBe(20000);
    expect(r.body.data).toMatchObject({ id, username: 'comeback', companyName: '回收站公司' });
    await expect(t.login('comeback', USER_PASSWORD)).resolves.toMatch(A_TOKEN);
    expect((await auditOf(t.db, 'user', id)).at(-1)).toMatchObject({
      action: 'restore',
      before: { username: 'comeback' },
    });
  });

  it('is refused with a clear message when an active user has taken the username meanwhile', async () => {
    const id = await deleted('reused');
    await givenUser(t.db, 'Reused', roleId);
    const r = await t.call('PUT', `/api/users/activate-deleted-user/${id}`, { token: admin, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(40900);
    expect(r.body.message).toMatch(/username "reused" now belongs to an active employee/);
    expect(
      (await t.db.selectFrom('users').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at,
    ).not.toBeNull();
  });

  it('answers 40400 for an active or unknown employee, 40300 without recycle:restore', async () => {
    expect((await t.call('PUT', '/api/users/activate-deleted-user/1', { token: admin })).body.code).toBe(40400);
    expect((await t.call('PUT', '/api/users/activate-deleted-user/99999', { token: admin })).body.code).toBe(40400);
    const id = await deleted('stuck');
    const { token } = await signedInWith(t, 'lookonly', ['recycle:view']);
    expect((await t.call('PUT', `/api/users/activate-deleted-user/${id}`, { token })).body.code).toBe(40300);
  });
});
