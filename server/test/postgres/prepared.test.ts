import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Caller } from '../harness.ts';

// Runs in the PostgreSQL project only (PGlite has no connection pool to prepare on).
let t: Caller;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const preparedOnThisConnection = (db: Caller['db']) =>
  sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);

describe('named prepared statements', () => {
  it('prepares data statements once per connection, by name, and leaves DDL alone', async () => {
    await t.db.connection().execute(async (db) => {
      const query = (id: number) => db.selectFrom('roles').select(['role_name', 'is_super']).where('id', '=', id);
      await query(1).execute();
      await query(2).execute();
      await sql`create temporary table scratch (x int)`.execute(db);
      const { rows } = await preparedOnThisConnection(db);
      const same = rows.filter((r) => r.statement === query(0).compile().sql);
      expect(same).toHaveLength(1);
      expect(same[0]!.name).toMatch(/^k[\w-]{27}$/);
      expect(rows.some((r) => /create temporary table/i.test(r.statement))).toBe(false);
    });
  });

  it('keeps answering right after the schema under it is rebuilt', async () => {
    const token = await t.login('admin', 'admin12345');
    expect((await t.call('GET', '/api/users/info', { token })).body.code).toBe(20000);
  });
});
