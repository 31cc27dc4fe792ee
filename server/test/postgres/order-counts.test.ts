import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type Caller } from '../harness.ts';
import { countsDrift, unfoldedCounts } from '../order-count-fixtures.ts';
import { givenOrderWorld, type OrderWorld } from '../order-fixtures.ts';

// Runs in the PostgreSQL project only: concurrent transactions need a pool.
/** What a writer's new order takes from one of the world's: all it must have but its number. */
const COPIED = [
  'customer_id',
  'country_id',
  'consignee_name',
  'weight',
  'owner_user_id',
  'status_id',
  'entry_date',
] as const;
let t: Caller;
let w: OrderWorld;
beforeAll(async () => {
  t = await testApp();
  w = await givenOrderWorld(t, 200, 5);
});
afterAll(() => t.close());

it('keeps order_counts exact under concurrent writers touching the same owners in opposite orders', async () => {
  const owners = [...new Set(w.orders.map((o) => o.ownerId))];
  const writer = (i: number) =>
    t.db.transaction().execute(async (trx) => {
      const order = i % 2 ? owners : [...owners].reverse();
      for (const owner of order) {
        await trx
          .updateTable('orders')
          .set((eb) => ({ is_received: eb.not('is_received') }))
          .where('owner_user_id', '=', owner)
          .where(sql<boolean>`id % 6 = ${i}`)
          .execute();
        await sql`select pg_sleep(0.02)`.execute(trx);
      }
      const one = w.orders[i]!;
      await trx
        .insertInto('orders')
        .columns(['numbers', ...COPIED])
        .expression(
          trx
            .selectFrom('orders')
            .select([sql.lit(`CONC-${i}`).as('n'), ...COPIED])
            .where('id', '=', one.id),
        )
        .execute();
      await trx
        .deleteFrom('orders')
        .where('id', '=', w.orders[100 + i]!.id)
        .where(sql<boolean>`id % 6 = ${i}`)
        .execute();
    });
  // Each writer changes orders of its own, but of the same owners, taken in its own order: counter rows
  // updated in place would deadlock here.
  await Promise.all(Array.from({ length: 6 }, (_, i) => writer(i)));
  // One more write folds whatever the others left as deltas.
  await t.db.updateTable('orders').set({ remark: 'fold' }).where('id', '=', w.orders[0]!.id).execute();
  expect(await countsDrift(t.db)).toEqual([]);
  expect(await unfoldedCounts(t.db)).toBe(0);
});
