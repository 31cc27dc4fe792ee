import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../src/areas.ts';
import { adminApp, type Caller } from './harness.ts';
import { givenOrderWorld } from './order-fixtures.ts';

/*
 * A delete a foreign key refuses says what refers to the record: every table whose rows hold
 * another record (not its own parts, which go with it) is named by its area's referrers.
 */

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

describe('referrers', () => {
  it('name every table that can hold a record back from a delete', async () => {
    const { rows } = await sql<{ table: string }>`
      select distinct tc.table_name as "table"
      from information_schema.table_constraints tc
      join information_schema.referential_constraints rc on rc.constraint_schema = tc.constraint_schema and rc.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and rc.delete_rule in ('NO ACTION', 'RESTRICT')
      order by 1`.execute(t.db);
    const named = new Set(areas.flatMap((a) => Object.keys(a.referrers ?? {})));
    expect(rows.map((r) => r.table).filter((table) => !named.has(table))).toEqual([]);
  });

  it('say that waybills hold a customer back', async () => {
    const w = await givenOrderWorld(t, 5, 3);
    const customer = w.ids.customers[w.orders[0]!.customer]!;
    const r = await t.call('DELETE', `/api/customer/${customer}`, { token: admin });
    const held = w.orders.filter((o) => o.customer === w.orders[0]!.customer).length;
    expect([r.status, r.body.code, r.body.message]).toEqual([409, 40900, `仍被运单引用（${held} 条），不能删除`]);
  });
});
