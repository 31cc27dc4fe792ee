import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, type Caller } from './harness.ts';
import { countsDrift, unfoldedCounts } from './order-count-fixtures.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';

/*
 * The page's counts of a one-column filter (or none) are sums of
 * `order_counts`, kept by triggers: after every kind of write they must still
 * equal the orders counted afresh.
 */
let t: Caller;
let admin: string;
let w: OrderWorld;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t, 120, 11);
});
afterAll(() => t.close());

interface Counts {
  unsignedCount: number;
  signedCount: number;
}
const pageCounts = async (filter: object) => {
  const r = await t.call<Counts>('POST', '/api/orders/page?page=1&size=1', { token: admin, body: filter });
  expect(r.body.code, r.body.message).toBe(20000);
  return [r.body.data.unsignedCount, r.body.data.signedCount];
};
const counted = async (where: ReturnType<typeof sql>) =>
  Object.values(
    (
      await sql<{
        u: number;
        s: number;
      }>`select count(*) filter (where not is_received)::int as u, count(*) filter (where is_received)::int as s from orders where ${where}`.execute(
        t.db,
      )
    ).rows[0]!,
  );

async function expectCountsKept() {
  expect(await countsDrift(t.db)).toEqual([]);
  expect(await pageCounts({})).toEqual(await counted(sql`true`));
  expect(await pageCounts({ countryNameCn: 'US' })).toEqual(await counted(sql`country_id = ${w.ids.countries.US!}`));
  expect(await pageCounts({ entryDate: ['2000-01-01', '2100-12-31'] })).toEqual(await counted(sql`true`));
  expect(await pageCounts({ trackingStatus: 'Untracked' })).toEqual(await counted(sql`tracking_status is null`));
  expect(await pageCounts({ trackingStatus: ['Untracked', 'Exception'] })).toEqual(
    await counted(sql`tracking_status is null or tracking_status = 'Exception'`),
  );
  expect(await pageCounts({ trackingStatusName: 'CUSTOMS' })).toEqual(await counted(sql`last_event ilike '%customs%'`));
  expect(await pageCounts({ trackingStatusName: 'moved on' })).toEqual(
    await counted(sql`last_event ilike '%moved on%'`),
  );
  expect(await pageCounts({ problem: true })).toEqual(
    await counted(
      sql`(tracking_status in ('Exception', 'DeliveryFailure', 'Expired') or (not is_received and coalesce(last_event_at, entry_date) < now() - interval '7 days'))`,
    ),
  );
}

describe('order_counts', () => {
  it('matches the orders after they are created', async () => {
    await expectCountsKept();
  });

  it('follows edits, deletes, bulk updates and statements changing nothing counted', async () => {
    const [a, b] = w.orders.filter((o) => !o.isReceived);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', a!.id).executeTakeFirstOrThrow();
    const put = await t.call('PUT', `/api/orders/${a!.id}`, {
      token: admin,
      body: {
        numbers: row.numbers,
        customerId: row.customer_id,
        channelId: row.channel_id,
        countryId: w.ids.countries.GB,
        consigneeName: 'X',
        weight: '1',
        pieces: 1,
        ownerUserId: w.staff.salesB1!.id,
        statusId: row.status_id,
        entryDate: '2024-02-29T23:30:00Z',
        isReceived: '已签收',
        version: row.version,
      },
    });
    expect(put.body.code, put.body.message).toBe(20000);
    expect((await t.call('DELETE', `/api/orders/${b!.id}`, { token: admin })).body.code).toBe(20000);
    await expectCountsKept();

    await t.db
      .updateTable('orders')
      .set({ tracking_status: 'Expired', last_event_at: new Date(Date.now() - 30 * 86_400_000) })
      .where('is_received', '=', false)
      .where('id', '<', w.orders[40]!.id)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ is_received: true, tracking_status: 'Delivered' })
      .where('tracking_status', '=', 'InTransit')
      .execute();
    await t.db.updateTable('orders').set({ remark: 'only a remark' }).execute();
    await t.db
      .updateTable('orders')
      .set({ last_event: sql`'Moved on · ' || id` })
      .where('id', '<', w.orders[20]!.id)
      .execute();
    await t.db.deleteFrom('orders').where('agent_id', 'is', null).execute();
    await expectCountsKept();
  });

  it('folds its deltas into one row per key, and empties with the orders', async () => {
    expect(await unfoldedCounts(t.db)).toBe(0);
    await t.db.transaction().execute(async (trx) => {
      await sql`truncate orders cascade`.execute(trx);
    });
    expect(await t.db.selectFrom('order_counts').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('order_event_texts').selectAll().execute()).toEqual([]);
    expect(await pageCounts({})).toEqual([0, 0]);
  });
});
