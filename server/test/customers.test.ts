import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type CustomerOption,
  type CustomerRow,
  type ScopeValue,
} from '@fwd/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, givenRole, givenUser, USER_PASSWORD, type Caller } from './harness.ts';
import { auditOf, givenCompany } from './org-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';

let t: Caller;
let admin: string;
const u: Record<string, number> = {};
const tokens: Record<string, string> = {};
const ALL_CODES = [
  'customer:view',
  'customer:add',
  'customer:edit',
  'customer:delete',
  'customer:import',
  'customer:export',
];

/** Two companies: 深圳 (a manager who sees the company, two sales) and 义乌 (one sales); a boss who sees all. */
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  const a = await givenCompany(t.db, '深圳');
  const b = await givenCompany(t.db, '义乌');
  const staff: [string, ScopeValue, number, string[]][] = [
    ['boss', 'ALL', a, ALL_CODES],
    ['managerA', 'COMPANY', a, [...ALL_CODES, 'order:view']],
    ['salesA1', 'SELF', a, ['customer:view']],
    ['salesA2', 'SELF', a, ['order:view']],
    ['salesB1', 'SELF', b, ['customer:view', 'order:view']],
  ];
  for (const [name, scope, company, codes] of staff) {
    const role = await givenRole(t.db, `role_${name}`, codes);
    await t.db.updateTable('roles').set({ scope }).where('id', '=', role).execute();
    u[name] = await givenUser(t.db, name, role, { company_id: company });
    tokens[name] = await t.login(name, USER_PASSWORD);
  }
});
afterAll(() => t.close());

const body = (shortName: string, owner: string, extra: object = {}) => ({
  shortName,
  fullName: `${shortName} 有限公司`,
  ownerUserId: u[owner],
  ...extra,
});
const create = (b: unknown, token = admin) => t.call<CustomerRow>('POST', '/api/customer', { token, body: b });
async function given(shortName: string, owner: string, extra: object = {}) {
  const r = await create(body(shortName, owner, extra));
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
}
const page = async (token: string, query = '') =>
  (await t.call<{ records: CustomerRow[]; total: number }>('GET', `/api/customer/page?pageSize=500${query}`, { token }))
    .body.data;
const names = (rows: { shortName: string }[]) => rows.map((r) => r.shortName).sort();
const count = async () =>
  (
    await t.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /customer', () => {
  it('creates a trimmed customer with its owner, audited', async () => {
    const r = await create({
      ...body('  ACME ', 'salesA1'),
      fullName: 'ACME 有限公司 ',
      contact: ' 王先生 ',
      phone: '',
      remark: null,
    });
    expect(r.body.data).toMatchObject({
      shortName: 'ACME',
      fullName: 'ACME 有限公司',
      ownerUserId: u.salesA1,
      ownerName: 'salesA1',
      ownerUsername: 'salesA1',
      contact: '王先生',
      phone: null,
      remark: null,
      enabled: true,
      version: 1,
    });
    expect((await auditOf(t.db, 'customer', r.body.data.id))[0]).toMatchObject({
      action: 'create',
      after: { shortName: 'ACME' },
    });
  });

  it('refuses a short name another customer has, whatever the case, naming the field', async () => {
    await given('Globex', 'salesA1');
    const r = await create(body('GLOBEX', 'salesA2'), admin);
    expect(r.body.code).toBe(40900);
    expect(errorPaths(r)).toEqual(['shortName']);
  });

  it('refuses bad input with the fields', async () => {
    const r = await t.call('POST', '/api/customer', {
      token: admin,
      body: { shortName: ' ', fullName: 'x'.repeat(101), ownerUserId: 0 },
    });
    expect(r.body.code).toBe(40000);
    expect(errorPaths(r).sort()).toEqual(['fullName', 'ownerUserId', 'shortName']);
    expect((await create({ ...body('Extra', 'salesA1'), version: 1 })).body.code).toBe(40000);
  });

  it('takes an owner only among the active employees the caller sees', async () => {
    const outside = await create(body('Outside', 'salesB1'), tokens.managerA);
    expect(outside.body.code).toBe(40000);
    expect(errorPaths(outside)).toEqual(['ownerUserId']);
    const gone = await givenUser(t.db, 'departed', null, {});
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    expect((await create({ ...body('Ghost', 'salesA1'), ownerUserId: gone })).body.code).toBe(40000);
    expect((await create(body('Inside', 'salesA2'), tokens.managerA)).body.code).toBe(20000);
  });
});

describe('data scope across two companies', () => {
  beforeAll(async () => {
    await given('A1-甲', 'salesA1');
    await given('A2-乙', 'salesA2');
    await given('B1-丙', 'salesB1');
    await given('B1-停用', 'salesB1', { enabled: false });
  });

  it('lists for each caller only the customers whose owner their scope reaches', async () => {
    const mine = (rows: { shortName: string }[]) => names(rows).filter((n) => /^[AB]\d-/.test(n));
    expect(mine((await page(tokens.boss!)).records)).toEqual(['A1-甲', 'A2-乙', 'B1-丙', 'B1-停用']);
    expect(mine((await page(tokens.managerA!)).records)).toEqual(['A1-甲', 'A2-乙']);
    expect(mine((await page(tokens.salesA1!)).records)).toEqual(['A1-甲']);
    expect(mine((await page(tokens.salesB1!)).records)).toEqual(['B1-丙', 'B1-停用']);
    const paged = await t.call<{ records: CustomerRow[]; total: number }>('GET', '/api/customer/page?pageSize=1', {
      token: tokens.salesB1,
    });
    expect(paged.body.data).toMatchObject({ total: 2 });
    expect(paged.body.data.records).toHaveLength(1);
  });

  it("offers enabled customers in the caller's scope to pickers", async () => {
    const options = async (who: string) =>
      names((await t.call<CustomerOption[]>('GET', '/api/customer/all-customer', { token: tokens[who] })).body.data);
    // The order screen's picker: the customer screen alone does not open it.
    expect((await t.call('GET', '/api/customer/all-customer', { token: tokens.boss })).body.code).toBe(40300);
    expect(await options('salesB1')).toEqual(['B1-丙']);
    expect((await options('managerA')).filter((n) => n.startsWith('B'))).toEqual([]);
    // A role that sees nobody else's data gets its own.
    expect(await options('salesA2')).toEqual(expect.arrayContaining(['A2-乙']));
    expect(await options('salesA2')).not.toContain('A1-甲');
  });

  it('filters by keyword and owner within the scope', async () => {
    expect(names((await page(tokens.managerA!, `&keyword=${encodeURIComponent('甲')}`)).records)).toEqual(['A1-甲']);
    expect(names((await page(tokens.managerA!, `&keyword=${encodeURIComponent('丙')}`)).records)).toEqual([]);
    expect(names((await page(tokens.managerA!, `&ownerUserId=${u.salesB1}`)).records)).toEqual([]);
    expect(names((await page(tokens.boss!, `&ownerUserId=${u.salesB1}`)).records)).toEqual(['B1-丙', 'B1-停用']);
  });

  it("treats another company's customer as no customer for edits and deletes", async () => {
    const b1 = (await page(tokens.boss!, `&keyword=${encodeURIComponent('B1-丙')}`)).records[0]!;
    const edit = await t.call('PUT', `/api/customer/${b1.id}`, {
      token: tokens.managerA,
      body: { ...body('B1-丙', 'salesB1'), fullName: '改', version: b1.version },
    });
    expect(edit.body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/customer/${b1.id}`, { token: tokens.managerA })).body.code).toBe(40400);
    expect((await page(tokens.boss!, `&keyword=${encodeURIComponent('B1-丙')}`)).records[0]).toEqual(b1);
  });
});

describe('PUT /customer/:id', () => {
  it('edits with the current version, audited, and refuses a stale one with the record as it is', async () => {
    const c = await given('Initech', 'salesA1');
    const r = await t.call<CustomerRow>('PUT', `/api/customer/${c.id}`, {
      token: admin,
      body: { ...body('Initech', 'salesA2'), phone: '0755-1234', version: 1 },
    });
    expect(r.body.data).toMatchObject({ ownerUserId: u.salesA2, phone: '0755-1234', version: 2 });
    expect((await auditOf(t.db, 'customer', c.id))[1]).toMatchObject({
      action: 'update',
      before: { ownerUserId: u.salesA1 },
      after: { ownerUserId: u.salesA2 },
    });
    const stale = await t.call<CustomerRow>('PUT', `/api/customer/${c.id}`, {
      token: admin,
      body: { ...body('Initech', 'salesA1'), version: 1 },
    });
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ ownerUserId: u.salesA2, version: 2 });
  });

  it('keeps an owner who has left while other fields change, but takes no departed one anew', async () => {
    const leaver = await givenUser(t.db, 'leaver', null, {});
    const c = await given('Umbrella', 'salesA1');
    await t.db.updateTable('customers').set({ owner_user_id: leaver }).where('id', '=', c.id).execute();
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', leaver).execute();
    const kept = await t.call<CustomerRow>('PUT', `/api/customer/${c.id}`, {
      token: admin,
      body: { ...body('Umbrella', 'salesA1'), ownerUserId: leaver, remark: '交接中', version: 1 },
    });
    expect(kept.body.data).toMatchObject({ ownerUserId: leaver, remark: '交接中' });
    const other = await given('Soylent', 'salesA1');
    expect(
      (
        await t.call('PUT', `/api/customer/${other.id}`, {
          token: admin,
          body: { ...body('Soylent', 'salesA1'), ownerUserId: leaver, version: 1 },
        })
      ).body.code,
    ).toBe(40000);
  });

  it('answers 40400 for an unknown customer and 40300 without customer:edit', async () => {
    expect(
      (
        await t.call('PUT', '/api/customer/999999', {
          token: admin,
          body: { ...body('Nobody', 'salesA1'), version: 1 },
        })
      ).body.code,
    ).toBe(40400);
    const c = await given('Hooli', 'salesA1');
    expect(
      (
        await t.call('PUT', `/api/customer/${c.id}`, {
          token: tokens.salesA1,
          body: { ...body('Hooli', 'salesA1'), version: 1 },
        })
      ).body.code,
    ).toBe(40300);
  });
});

describe('DELETE /customer/:id', () => {
  it('deletes, audited', async () => {
    const c = await given('Vandelay', 'salesA1');
    expect((await t.call('DELETE', `/api/customer/${c.id}`, { token: admin })).body.code).toBe(20000);
    expect(await t.db.selectFrom('customers').select('id').where('id', '=', c.id).executeTakeFirst()).toBeUndefined();
    expect((await auditOf(t.db, 'customer', c.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { shortName: 'Vandelay' },
    });
  });

  it('is refused (40900) while a record refers to the customer, by its foreign key, and nothing goes', async () => {
    const c = await given('Referred', 'salesA1');
    // Orders will refer to customers; any table that does is enough to hold one.
    await sql`create table referring (id serial primary key, customer_id integer not null references customers(id))`.execute(
      t.db,
    );
    await sql`insert into referring (customer_id) values (${c.id})`.execute(t.db);
    const r = await t.call('DELETE', `/api/customer/${c.id}`, { token: admin, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 40900,
      message: 'Still referred to by other records (1); it cannot be deleted',
    });
    expect(await t.db.selectFrom('customers').select('id').where('id', '=', c.id).executeTakeFirst()).toBeDefined();
    expect((await auditOf(t.db, 'customer', c.id)).map((a) => a.action)).toEqual(['create']);
    await sql`drop table referring`.execute(t.db);
  });
});

describe('GET /customer/export', () => {
  it("streams the caller's customers as .xlsx, headed in the caller's language, filtered like the page", async () => {
    const r = await t.call('GET', `/api/customer/export?keyword=${encodeURIComponent('A1-')}`, {
      token: tokens.managerA,
      lang: 'en',
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; .*filename\*=UTF-8''Customers-\d{4}-\d\d-\d\d\.xlsx$/,
    );
    expect(await rowsOf(r.raw)).toEqual([
      ['Short name', 'Full name', 'Owner username', 'Owner', 'Contact', 'Phone', 'Remark', 'Enabled'],
      ['A1-甲', 'A1-甲 有限公司', 'salesA1', 'salesA1', null, null, null, 'Yes'].map((v) => v ?? undefined),
    ]);
    const outside = await t.call('GET', `/api/customer/export?keyword=${encodeURIComponent('B1-')}`, {
      token: tokens.managerA,
    });
    expect(await rowsOf(outside.raw)).toHaveLength(1);
  });

  it('needs customer:export', async () => {
    expect((await t.call('GET', '/api/customer/export', { token: tokens.salesA1 })).body.code).toBe(40300);
  });
});

describe('POST /customer/import', () => {
  const header = ['简称', '全称', '业务员账号', '联系人', '电话', '备注', '启用'];

  it('creates and updates by short name in one go, headers in any language, and counts what it did', async () => {
    await given('Stark', 'salesA1', { phone: '111' });
    await given('Wayne', 'salesA1');
    const file = await xlsx([
      ['Short name', 'Full name', 'Owner username', 'Contact', 'Phone', 'Remark', 'Enabled'],
      ['Oscorp', 'Oscorp Industries', 'salesA2', 'Norman', 13800138000, null, 'no'],
      ['stark', 'stark 有限公司', 'salesA1', null, '222', null, null],
      ['Wayne', 'Wayne 有限公司', 'SALESA1', null, null, null, '是'],
    ]);
    const r = await importFile(t, '/api/customer/import', tokens.managerA!, file);
    expect(r).toMatchObject({ code: 20000, data: { created: 1, updated: 1, unchanged: 1 } });
    const oscorp = (await page(admin, '&keyword=Oscorp')).records[0];
    expect(oscorp).toMatchObject({
      fullName: 'Oscorp Industries',
      ownerUserId: u.salesA2,
      contact: 'Norman',
      phone: '13800138000',
      enabled: false,
    });
    expect((await page(admin, '&keyword=stark')).records[0]).toMatchObject({
      shortName: 'stark',
      phone: '222',
      version: 2,
    });
    expect((await auditOf(t.db, 'customer', oscorp!.id))[0]).toMatchObject({ action: 'create' });
  });

  it("refuses the whole file when one row is bad, naming row, field and reason in the caller's language; nothing is kept", async () => {
    const before = await count();
    const audits = (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const file = await xlsx([
      header,
      ['Good1', '好公司一', 'salesA1', null, null, null, null],
      ['Bad1', null, 'salesA1', null, null, null, null],
      ['Good2', '好公司二', 'nosuchuser', null, null, null, null],
      ['Good3', '好公司三', 'salesA1', null, null, null, 'maybe'],
    ]);
    const r = await importFile(t, '/api/customer/import', admin, file, 'en');
    expect(r.code).toBe(40000);
    expect(r.message).toBe('The file has 3 errors; nothing was imported');
    expect(r.data.errors.map((e) => [e.row, e.field, e.column])).toEqual([
      [3, 'fullName', 'Full name'],
      [4, 'ownerUsername', 'Owner username'],
      [5, 'enabled', 'Enabled'],
    ]);
    expect(r.data.errors[0]!.message).toBe('is required');
    expect(await count()).toBe(before);
    expect(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(audits);
  });

  it("says every fault of a row at once, the schema's and its own rules'", async () => {
    const r = await importFile(
      t,
      '/api/customer/import',
      admin,
      await xlsx([header, ['Faulty', null, 'nosuchuser', null, null, null, 'maybe']]),
      'en',
    );
    expect(r.message).toBe('The file has 3 errors; nothing was imported');
    expect(r.data.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'fullName'],
      [2, 'enabled'],
      [2, 'ownerUsername'],
    ]);
  });

  it('refuses a short name twice in a file, and one a customer outside the scope holds', async () => {
    await given('Hidden', 'salesB1');
    const r = await importFile(
      t,
      '/api/customer/import',
      tokens.managerA!,
      await xlsx([header, ['Twice', '一', 'salesA1'], ['TWICE', '二', 'salesA1'], ['hidden', '三', 'salesA1']]),
    );
    expect(r.data.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'shortName', '与第 2 行重复'],
      [4, 'shortName', '简称“hidden”已被您数据范围之外的客户使用'],
    ]);
  });

  it('refuses what is not a workbook, unknown and missing columns, an empty sheet', async () => {
    const notXlsx = await importFile(t, '/api/customer/import', admin, Buffer.from('short,full\nA,B'));
    expect(notXlsx).toMatchObject({ code: 40000, data: { errors: [{ path: 'file' }] } });
    const columns = await importFile(
      t,
      '/api/customer/import',
      admin,
      await xlsx([
        ['简称', '全称', '业务员账号', 'Fax'],
        ['X', 'Y', 'salesA1', '1'],
      ]),
    );
    expect(columns.data.errors.map((e) => [e.row, e.field])).toEqual([
      [1, 'Fax'],
      [1, 'contact'],
      [1, 'phone'],
      [1, 'remark'],
      [1, 'enabled'],
    ]);
    expect((await importFile(t, '/api/customer/import', admin, await xlsx([header]))).code).toBe(40000);
  });

  it('refuses a file over the size limit (413) and a sheet over the row limit, as soon as it shows', async () => {
    const big = await importFile(t, '/api/customer/import', admin, Buffer.alloc(IMPORT_MAX_BYTES + 1), 'en');
    expect(big).toMatchObject({ status: 413, code: 40000, message: 'The file must not exceed 5 MB' });
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`Row${i}`, '全称', 'salesA1']);
    const long = await importFile(t, '/api/customer/import', admin, await xlsx([header, ...rows]), 'en');
    expect(long).toMatchObject({ code: 40000, message: `At most ${IMPORT_MAX_ROWS} rows can be imported at once` });
  });

  it('takes back what the export gives', async () => {
    const exported = await t.call('GET', '/api/customer/export', { token: tokens.managerA, lang: 'ja' });
    const r = await importFile(t, '/api/customer/import', tokens.managerA!, exported.raw);
    expect(r.code).toBe(20000);
    expect(r.data).toMatchObject({ created: 0, updated: 0 });
    expect(r.data.unchanged).toBeGreaterThan(3);
  });

  it('needs customer:import and a token', async () => {
    expect((await importFile(t, '/api/customer/import', tokens.salesA1!, await xlsx([header]))).code).toBe(40300);
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/import' })).statusCode).toBe(401);
  });
});
