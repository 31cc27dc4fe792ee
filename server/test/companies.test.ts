import type { CompanyRow, SiteRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, givenUser, testApp, type Caller, signedInWith } from './harness.ts';
import { auditOf, givenCompany } from './org-fixtures.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (companyName: unknown, token = admin) =>
  t.call<CompanyRow>('POST', '/api/company/create', { token, body: { companyName } });

describe('POST /company/create', () => {
  it('creates a trimmed company and audits it', async () => {
    const r = await create('  华东分公司 ');
    expect(r.body.code).toBe(20000);
    expect(r.body.data).toMatchObject({ companyName: '华东分公司', version: 1 });
    const audit = await auditOf(t.db, 'company', r.body.data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', after: { companyName: '华东分公司' } });
  });

  it('refuses a duplicate name, whatever the case and spaces', async () => {
    await create('Acme Logistics');
    const r = await create(' acme logistics ', admin);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(40900);
    expect(r.body.message).toContain('acme logistics');
    expect(
      await t.db.selectFrom('companies').select('id').where('company_name', 'ilike', 'acme logistics').execute(),
    ).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous creations of one name through', async () => {
    const [a, b] = await Promise.all([create('同时公司'), create('同时公司')]);
    expect([a.body.code, b.body.code].sort()).toEqual([20000, 40900]);
  });

  it('refuses a blank name with the field', async () => {
    const r = await t.call<{ errors: { path: string }[] }>('POST', '/api/company/create', {
      token: admin,
      body: { companyName: '   ' },
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path)).toEqual(['companyName']);
  });

  it('is refused without a token and without company:add', async () => {
    expect((await create('无令牌', '')).status).toBe(401);
    const { token } = await signedInWith(t, 'viewer1', ['employee:view']);
    expect((await create('无权限', token)).body.code).toBe(40300);
  });
});

describe('GET /company and GET /users/all-user-count/:id', () => {
  it('lists companies with their active employee counts', async () => {
    const id = await givenCompany(t.db, '计数公司');
    await givenUser(t.db, 'counted1', null, { company_id: id });
    await givenUser(t.db, 'counted2', null, { company_id: id });
    const gone = await givenUser(t.db, 'counted3', null, { company_id: id });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();

    const all = await t.call<CompanyRow[]>('GET', '/api/company', { token: admin });
    expect(all.body.code).toBe(20000);
    expect(all.body.data.find((c) => c.id === id)).toEqual({ id, companyName: '计数公司', userCount: 2, version: 1 });
    // A role that sees only its own records counts as its employee list shows: itself, where it works.
    const { token, id: viewer } = await signedInWith(t, 'viewer2', ['employee:view']);
    const own = async () =>
      (await t.call<CompanyRow[]>('GET', '/api/company', { token })).body.data.find((c) => c.id === id)?.userCount;
    expect(await own()).toBe(0);
    expect((await t.call<number>('GET', `/api/users/all-user-count/${id}`, { token })).body.data).toBe(2);
    await t.db.updateTable('users').set({ company_id: id }).where('id', '=', viewer).execute();
    expect(await own()).toBe(1);
  });

  it('refuses a bad id', async () => {
    expect((await t.call('GET', '/api/users/all-user-count/abc', { token: admin })).body.code).toBe(40000);
  });
});

describe('PUT /company/update', () => {
  it('renames with the current version and bumps it', async () => {
    const id = await givenCompany(t.db, '旧名');
    const r = await t.call<CompanyRow>('PUT', '/api/company/update', {
      token: admin,
      body: { id, companyName: '新名', version: 1 },
    });
    expect(r.body.data).toEqual({ id, companyName: '新名', version: 2 });
    expect((await auditOf(t.db, 'company', id))[0]).toMatchObject({
      action: 'update',
      before: { companyName: '旧名' },
      after: { companyName: '新名' },
    });
  });

  it('refuses a stale version with the current record, writing nothing', async () => {
    const id = await givenCompany(t.db, '版本公司');
    await t.call('PUT', '/api/company/update', { token: admin, body: { id, companyName: '版本公司2', version: 1 } });
    const r = await t.call<CompanyRow>('PUT', '/api/company/update', {
      token: admin,
      body: { id, companyName: '覆盖', version: 1 },
    });
    expect(r.body.code).toBe(40900);
    expect(r.body.data).toEqual({ id, companyName: '版本公司2', version: 2 });
    const row = await t.db
      .selectFrom('companies')
      .select('company_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.company_name).toBe('版本公司2');
  });

  it("refuses another company's name, but keeps its own in another case", async () => {
    const id = await givenCompany(t.db, 'Alpha');
    await givenCompany(t.db, 'Beta');
    expect(
      (await t.call('PUT', '/api/company/update', { token: admin, body: { id, companyName: 'BETA', version: 1 } })).body
        .code,
    ).toBe(40900);
    expect(
      (await t.call('PUT', '/api/company/update', { token: admin, body: { id, companyName: 'ALPHA', version: 1 } }))
        .body.code,
    ).toBe(20000);
  });

  it('answers 40400 for an unknown company and 40000 without a version', async () => {
    expect(
      (await t.call('PUT', '/api/company/update', { token: admin, body: { id: 99999, companyName: 'x', version: 1 } }))
        .body.code,
    ).toBe(40400);
    expect(
      (await t.call('PUT', '/api/company/update', { token: admin, body: { id: 1, companyName: 'x' } })).body.code,
    ).toBe(40000);
  });
});

describe('DELETE /company/delete/:id', () => {
  it('is refused while active employees remain, saying how many', async () => {
    const id = await givenCompany(t.db, '有人公司');
    await givenUser(t.db, 'stays', null, { company_id: id });
    const r = await t.call('DELETE', `/api/company/delete/${id}`, { token: admin, lang: 'en' });
    expect(r.body.code).toBe(40900);
    expect(r.body.message).toMatch(/1 active employees/);
    expect(await t.db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });

  it('deletes a company whose only employees are in the recycle bin; they stay there without a company', async () => {
    const id = await givenCompany(t.db, '空公司');
    const gone = await givenUser(t.db, 'wasthere', null, { company_id: id });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    const r = await t.call('DELETE', `/api/company/delete/${id}`, { token: admin });
    expect(r.body.code).toBe(20000);
    expect(await t.db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const user = await t.db
      .selectFrom('users')
      .select(['company_id', 'deleted_at'])
      .where('id', '=', gone)
      .executeTakeFirstOrThrow();
    expect(user.company_id).toBeNull();
    expect(user.deleted_at).not.toBeNull();
    expect((await auditOf(t.db, 'company', id))[0]).toMatchObject({
      action: 'delete',
      before: { companyName: '空公司', deletedEmployeeIds: [gone] },
    });
  });

  it('answers 40400 for an unknown company, and 40300 without company:delete', async () => {
    expect((await t.call('DELETE', '/api/company/delete/99999', { token: admin })).body.code).toBe(40400);
    const id = await givenCompany(t.db, '保留公司');
    const { token } = await signedInWith(t, 'editor1', ['employee:view', 'company:edit']);
    expect((await t.call('DELETE', `/api/company/delete/${id}`, { token })).body.code).toBe(40300);
  });
});

describe('GET /sites', () => {
  it('lists the seeded sites in order', async () => {
    const { token } = await signedInWith(t, 'viewer3', ['employee:view']);
    const r = await t.call<SiteRow[]>('GET', '/api/sites', { token });
    expect(r.body.data.map((s) => s.name).slice(0, 4)).toEqual(['深圳站', '义乌站', '广州站', '上海站']);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/sites')).status).toBe(401);
  });
});
