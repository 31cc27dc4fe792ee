import type { EmployeeRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_TOKEN, ADMIN_PASSWORD, givenRole, givenUser, testApp, type Caller, signedInWith } from './harness.ts';
import { auditOf, givenCompany, siteId } from './org-fixtures.ts';

let t: Caller;
let admin: string;
let roleId: number;
let companyId: number;
let shenzhen: number;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  roleId = await givenRole(t.db, 'staff', ['dashboard:view']);
  companyId = await givenCompany(t.db, '员工测试公司');
  shenzhen = await siteId(t.db, '深圳站');
});
afterAll(() => t.close());

type Errors = { errors: { path: string; message: string }[] };
const employee = (over: Record<string, unknown> = {}) => ({
  username: 'someone',
  name: '某人',
  password: 'secret-123',
  roleId,
  companyId,
  siteId: shenzhen,
  joinDate: '2024-02-29',
  phone: '13800000000',
  email: 'someone@example.com',
  ...over,
});
const add = (body: Record<string, unknown>, token = admin) =>
  t.call<EmployeeRow & Errors>('POST', '/api/users/addEmployee', { token, body });
const update = (body: Record<string, unknown>, token = admin) =>
  t.call<EmployeeRow>('PUT', '/api/users/updateEmployee', { token, body });
const added = async (username: string, over: Record<string, unknown> = {}) => {
  const r = await add(employee({ username, ...over }));
  if (r.body.code !== 20000) throw new Error(r.body.message);
  return r.body.data;
};
const editable = ({
  id,
  version,
  username,
  name,
  roleId,
  companyId,
  siteId,
  joinDate,
  phone,
  email,
  avatar,
}: EmployeeRow) => ({ id, version, username, name, roleId, companyId, siteId, joinDate, phone, email, avatar });

describe('POST /users/addEmployee', () => {
  it('adds an employee who can then sign in, and audits it without the password', async () => {
    const r = await add(employee({ username: 'newbie', name: '新人' }));
    expect(r.body.code).toBe(20000);
    expect(r.body.data).toMatchObject({
      username: 'newbie',
      name: '新人',
      joinDate: '2024-02-29',
      roleName: 'staff',
      companyName: '员工测试公司',
      siteName: '深圳站',
      phone: '13800000000',
      email: 'someone@example.com',
      avatar: '',
      version: 1,
    });
    await expect(t.login('newbie', 'secret-123')).resolves.toMatch(A_TOKEN);
    const audit = await auditOf(t.db, 'user', r.body.data.id);
    expect(audit[0]).toMatchObject({ action: 'create', after: { username: 'newbie' } });
    expect(JSON.stringify(audit)).not.toMatch(/secret-123|password/);
  });

  it('takes optional fields as null', async () => {
    const r = await add({ username: 'minimal', name: '最少', password: 'secret-123', roleId, companyId });
    expect(r.body.data).toMatchObject({
      siteId: null,
      siteName: null,
      joinDate: null,
      phone: null,
      email: null,
      avatar: '',
    });
  });

  it('refuses a username an active user has, in any case', async () => {
    await added('taken');
    const r = await add(employee({ username: 'TAKEN' }));
    expect(r.body.code).toBe(40900);
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', 'TAKEN').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses bad fields, naming them', async () => {
    const r = await add(
      employee({
        username: 'a b',
        password: 'short',
        joinDate: '2023-02-29',
        email: 'nope',
        avatar: 'http://evil/x.png',
      }),
    );
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path).sort()).toEqual([
      'avatar',
      'email',
      'joinDate',
      'password',
      'username',
    ]);
  });

  it('refuses a role, company and site that do not exist, in the caller language', async () => {
    const r = await add(employee({ username: 'orphan', roleId: 99999, companyId: 99999, siteId: 99999 }), admin);
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path)).toEqual(['roleId', 'companyId', 'siteId']);
    const en = await t.call<Errors>('POST', '/api/users/addEmployee', {
      token: admin,
      lang: 'en',
      body: employee({ username: 'orphan', siteId: 99999 }),
    });
    expect(en.body.data.errors).toEqual([{ path: 'siteId', message: 'No such site' }]);
  });

  it('is refused without employee:add', async () => {
    const { token } = await signedInWith(t, 'onlyview', ['employee:view']);
    expect((await add(employee({ username: 'sneaky' }), token)).body.code).toBe(40300);
    expect((await add(employee({ username: 'sneaky' }), '')).status).toBe(401);
  });
});

describe('GET /users/getAllUsersById', () => {
  let pagedCompany: number;
  beforeAll(async () => {
    pagedCompany = await givenCompany(t.db, '分页公司');
    for (let i = 1; i <= 12; i++)
      await added(`pager${String(i).padStart(2, '0')}`, {
        companyId: pagedCompany,
        name: i === 3 ? '王小明' : `员工${i}`,
      });
    const gone = await added('pagergone', { companyId: pagedCompany });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
  });
  const list = (query: string) =>
    t.call<{ records: EmployeeRow[]; total: number }>('GET', `/api/users/getAllUsersById?${query}`, { token: admin });

  it("pages a company's active employees, 10 by default", async () => {
    const first = await list(`companyId=${pagedCompany}`);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.records).toHaveLength(10);
    expect(first.body.data.records[0]).toMatchObject({
      username: 'pager01',
      companyName: '分页公司',
      roleName: 'staff',
      siteName: '深圳站',
    });
    const second = await list(`companyId=${pagedCompany}&currentPage=2&pageSize=10`);
    expect(second.body.data.records.map((r) => r.username)).toEqual(['pager11', 'pager12']);
  });

  it('finds by part of the name or the username, any case, wildcards taken literally', async () => {
    expect(
      (await list(`companyId=${pagedCompany}&keyword=${encodeURIComponent('小明')}`)).body.data.records.map(
        (r) => r.username,
      ),
    ).toEqual(['pager03']);
    expect((await list(`companyId=${pagedCompany}&keyword=PAGER1`)).body.data.total).toBe(3);
    expect((await list(`companyId=${pagedCompany}&keyword=%25`)).body.data.total).toBe(0);
  });

  it('refuses a bad page', async () => {
    expect((await list('currentPage=0')).body.code).toBe(40000);
  });
});

describe('GET /users/getAllUsers and /users/all-username', () => {
  it('answer active users only', async () => {
    const gone = await added('pickgone');
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    const { token } = await signedInWith(t, 'picker', ['employee:view']);
    await t.db.updateTable('roles').set({ scope: 'ALL' }).where('name', '=', 'role_picker').execute();
    const users = await t.call<{ id: number; name: string; username: string }[]>('GET', '/api/users/getAllUsers', {
      token,
    });
    expect(users.body.data).toContainEqual({ id: 1, name: '系统管理员', username: 'admin' });
    expect(users.body.data.some((u) => u.username === 'pickgone')).toBe(false);
    const names = await t.call<string[]>('GET', '/api/users/all-username', { token });
    expect(names.body.data).toContain('admin');
    expect(names.body.data).not.toContain('pickgone');
  });
});

describe('PUT /users/updateEmployee', () => {
  it('edits with the current version and audits before and after', async () => {
    const e = await added('editme');
    const r = await update({ ...editable(e), name: '改过', phone: '' });
    expect(r.body.code).toBe(20000);
    expect(r.body.data).toMatchObject({ name: '改过', phone: null, version: 2 });
    const audit = await auditOf(t.db, 'user', e.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', before: { name: '某人' }, after: { name: '改过' } });
  });

  it('refuses a stale version with the current record and writes nothing', async () => {
    const e = await added('stale');
    await update({ ...editable(e), name: '第一次' });
    const r = await update({ ...editable(e), name: '第二次' });
    expect(r.body.code).toBe(40900);
    expect(r.body.data).toMatchObject({ id: e.id, name: '第一次', version: 2 });
    expect((await t.db.selectFrom('users').select('name').where('id', '=', e.id).executeTakeFirstOrThrow()).name).toBe(
      '第一次',
    );
  });

  it('lets exactly one of two simultaneous edits of one version win', async () => {
    const e = await added('racer');
    const [a, b] = await Promise.all([update({ ...editable(e), name: '甲' }), update({ ...editable(e), name: '乙' })]);
    expect([a.body.code, b.body.code].sort()).toEqual([20000, 40900]);
    const [winner, loser] = a.body.code === 20000 ? [a, b] : [b, a];
    const row = await t.db
      .selectFrom('users')
      .select(['name', 'version'])
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: winner.body.data.name, version: 2 });
    expect(loser.body.data).toMatchObject({ name: winner.body.data.name, version: 2 });
    expect((await auditOf(t.db, 'user', e.id)).filter((x) => x.action === 'update')).toHaveLength(1);
  });

  it("refuses another active user's username, but not its own in another case", async () => {
    const e = await added('renamer');
    expect((await update({ ...editable(e), username: 'ADMIN' })).body.code).toBe(40900);
    expect((await update({ ...editable(e), username: 'RENAMER' })).body.data.username).toBe('RENAMER');
  });

  it('answers 40400 for an unknown or deleted employee, 40000 without a version', async () => {
    const e = await added('deletedbefore');
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', e.id).execute();
    expect((await update(editable(e))).body.code).toBe(40400);
    expect((await update({ ...editable(e), id: 99999 })).body.code).toBe(40400);
    const { version: _, ...noVersion } = editable(e);
    expect((await update(noVersion)).body.code).toBe(40000);
  });

  it('is refused without employee:edit', async () => {
    const e = await added('guarded');
    const { token } = await signedInWith(t, 'adder', ['employee:view', 'employee:add']);
    expect((await update(editable(e), token)).body.code).toBe(40300);
  });
});

describe('keeping a super-administrator', () => {
  it('lets only a super-administrator make an employee one, by adding or by editing', async () => {
    const superRole = (
      await t.db.selectFrom('roles').select('id').where('is_super', '=', true).executeTakeFirstOrThrow()
    ).id;
    const { token } = await signedInWith(t, 'climber', ['employee:view', 'employee:add', 'employee:edit']);
    const target = await added('climbed');
    expect((await update({ ...editable(target), roleId: superRole }, token)).body.code).toBe(40300);
    expect((await add(employee({ username: 'sneaky', roleId: superRole }), token)).body.code).toBe(40300);
    const promoted = await update({ ...editable(target), roleId: superRole });
    expect(promoted.body.code).toBe(20000);
    // Back again: the next test needs admin to be the last super-administrator.
    expect((await update({ ...editable(promoted.body.data), roleId })).body.code).toBe(20000);
  });

  it('refuses giving the last super-administrator another role', async () => {
    const r = await t.call<{ records: EmployeeRow[] }>('GET', '/api/users/getAllUsersById?keyword=admin', {
      token: admin,
    });
    const self = r.body.data.records.find((e) => e.username === 'admin')!;
    const demoted = await update({ ...editable(self), name: '降级', companyId, roleId });
    expect(demoted.body.code).toBe(40900);
    expect(
      (await t.db.selectFrom('users').select('role_id').where('id', '=', 1).executeTakeFirstOrThrow()).role_id,
    ).toBe(self.roleId);
  });
});

describe('DELETE /users', () => {
  const remove = (ids: unknown, token = admin) => t.call<Errors>('DELETE', '/api/users', { token, body: { ids } });

  it('moves employees to the recycle bin, ends their sessions, idles their chat accounts, keeps their rows', async () => {
    const a = await added('leaver1');
    const b = await added('leaver2');
    const session = await t.login('leaver1', 'secret-123');
    const qq = await t.db
      .insertInto('chat_accounts')
      .values({ platform: 'qq', account: '123450', user_id: a.id })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await remove([a.id, b.id])).body.code).toBe(20000);
    expect((await t.call('GET', '/api/users/info', { token: session })).body.code).toBe(50012);
    const rows = await t.db.selectFrom('users').select(['id', 'deleted_at']).where('id', 'in', [a.id, b.id]).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.deleted_at !== null)).toBe(true);
    expect(
      (await t.db.selectFrom('chat_accounts').select('user_id').where('id', '=', qq.id).executeTakeFirstOrThrow())
        .user_id,
    ).toBeNull();
    expect(await auditOf(t.db, 'chat.qq', qq.id)).toMatchObject([
      { action: 'update', before: { userId: a.id }, after: { userId: null } },
    ]);
    expect((await auditOf(t.db, 'user', b.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { username: 'leaver2' },
      after: null,
    });
    await expect(t.login('leaver2', 'secret-123')).rejects.toThrow();
  });

  it('refuses all when one is unknown or already deleted', async () => {
    const a = await added('survivor');
    const r = await remove([a.id, 99999]);
    expect(r.body.code).toBe(40400);
    expect(r.body.message).toContain('99999');
    expect(
      (await t.db.selectFrom('users').select('deleted_at').where('id', '=', a.id).executeTakeFirstOrThrow()).deleted_at,
    ).toBeNull();
  });

  it('refuses deleting oneself', async () => {
    const { id, token } = await signedInWith(t, 'selfish', ['dashboard:view', 'employee:delete']);
    const other = await added('bystander');
    const r = await remove([other.id, id], token);
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors[0]!.path).toBe('ids');
    expect(
      (await t.db.selectFrom('users').select('deleted_at').where('id', '=', other.id).executeTakeFirstOrThrow())
        .deleted_at,
    ).toBeNull();
  });

  it('leaves super-administrators to super-administrators', async () => {
    const { token } = await signedInWith(t, 'hr', ['dashboard:view', 'employee:delete']);
    expect((await remove([1], token)).body.code).toBe(40300);
    const superRole = (
      await t.db.selectFrom('roles').select('id').where('is_super', '=', true).executeTakeFirstOrThrow()
    ).id;
    const second = await givenUser(t.db, 'admin2', superRole);
    expect((await remove([second], token)).body.code).toBe(40300);
    expect((await remove([second])).body.code).toBe(20000);
  });

  it('refuses an empty list and a missing body', async () => {
    expect((await remove([])).body.code).toBe(40000);
    expect((await t.call('DELETE', '/api/users', { token: admin })).body.code).toBe(40000);
  });
});

describe('PUT /users/resetPassword', () => {
  const reset = (body: unknown, token = admin) => t.call('PUT', '/api/users/resetPassword', { token, body });

  it('sets the password, ends the sessions, and the new password works', async () => {
    const e = await added('forgetful');
    const session = await t.login('forgetful', 'secret-123');
    expect((await reset({ id: e.id, password: 'fresh-pass-1' })).body.code).toBe(20000);
    expect((await t.call('GET', '/api/users/info', { token: session })).body.code).toBe(50012);
    await expect(t.login('forgetful', 'secret-123')).rejects.toThrow();
    await expect(t.login('forgetful', 'fresh-pass-1')).resolves.toMatch(A_TOKEN);
    const audit = await auditOf(t.db, 'user.password', e.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('fresh-pass-1');
  });

  it('refuses a short password, an unknown employee, and a role without employee:resetPassword', async () => {
    const e = await added('resetme');
    expect((await reset({ id: e.id, password: 'short' })).body.code).toBe(40000);
    expect((await reset({ id: 99999, password: 'long-enough' })).body.code).toBe(40400);
    const { token } = await signedInWith(t, 'noreset', ['employee:edit']);
    expect((await reset({ id: e.id, password: 'long-enough' }, token)).body.code).toBe(40300);
  });
});

describe('PUT /users/update-user-site', () => {
  const move = (site: number | string, ids: unknown) =>
    t.call<Errors>('PUT', `/api/users/update-user-site?siteId=${site}`, { token: admin, body: { ids } });

  it('moves employees to a site and audits each', async () => {
    const a = await added('mover1');
    const b = await added('mover2');
    const yiwu = await siteId(t.db, '义乌站');
    expect((await move(yiwu, [a.id, b.id])).body.code).toBe(20000);
    const rows = await t.db
      .selectFrom('users')
      .select(['site_id', 'version'])
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows).toEqual([
      { site_id: yiwu, version: 2 },
      { site_id: yiwu, version: 2 },
    ]);
    expect((await auditOf(t.db, 'user', a.id)).at(-1)).toMatchObject({
      before: { siteId: shenzhen },
      after: { siteId: yiwu },
    });
  });

  it('refuses an unknown site (naming siteId), unknown employees, and a missing siteId, moving nobody', async () => {
    const a = await added('stayer');
    expect((await move(99999, [a.id])).body.data.errors[0]!.path).toBe('siteId');
    expect((await move(await siteId(t.db, '广州站'), [a.id, 99999])).body.code).toBe(40400);
    expect((await move('', [a.id])).body.code).toBe(40000);
    expect(
      (await t.db.selectFrom('users').select('site_id').where('id', '=', a.id).executeTakeFirstOrThrow()).site_id,
    ).toBe(shenzhen);
  });
});
