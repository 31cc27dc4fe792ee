import type { Job, OrderRow, TrackingInfo } from '@fwd/contract';
import { historyOf, startTracking, type TrackingSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, type Caller } from './harness.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';

/*
 * Tracking against the 17TRACK simulator, reached over real HTTP by the
 * production client; pushes come back to this app listening on a port.
 */

let t: Caller;
let admin: string;
let w: OrderWorld;
let sim: TrackingSim;
const KEY = 'track-key';
const DAY = 86_400_000;
// The simulator's clock runs with the real one (its rate limit counts real seconds), moved on by whole days.
let offset = 0;
const simNow = () => Date.now() + offset;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t, 60, 11);
  sim = await startTracking({ key: KEY, seed: 5, now: simNow });
  const saved = await t.call('POST', '/api/api/keys/0', {
    token: admin,
    body: { kind: 'tracking', name: '17TRACK 模拟', baseUrl: sim.url, key: KEY },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim.setWebhook(`${address}/api/tracking/webhook`);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const order = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const events = (id: number) =>
  t.db.selectFrom('tracking_events').selectAll().where('order_id', '=', id).orderBy('id').execute();
const mineWithNumber = (owner: string) =>
  w.orders.find((o) => o.owner === owner && !o.isReceived && o.originalTrackingNumber && !o.newTrackingNumber)!;
/** The whole history the simulator would tell of a number registered about now, newest first. */
const fullHistory = (number: string, registeredAt: number) =>
  historyOf(number, { registeredAt, now: registeredAt + 365 * DAY, seed: 5 }).events;
const single = (number: string, token = admin) =>
  t.call<TrackingInfo>(
    'GET',
    `/api/orders/fetchSingleTrackingInfo?originalTrackingNumber=${encodeURIComponent(number)}`,
    { token },
  );

describe('GET /orders/fetchSingleTrackingInfo', () => {
  it('registers the number, asks for it, keeps the events and the latest state on the order', async () => {
    const o = mineWithNumber('salesA1');
    const registeredAt = simNow();
    const r = await single(o.originalTrackingNumber!);
    expect(r.body.code, r.body.message).toBe(20000);
    expect(sim.registered()).toContain(o.originalTrackingNumber);
    // What had happened by then: the oldest part of the whole history.
    const told = r.body.data.events.map((e) => e.description);
    expect(
      fullHistory(o.originalTrackingNumber!, registeredAt)
        .map((e) => e.description)
        .slice(-told.length || Infinity),
    ).toEqual(told);
    expect(r.body.data.trackedNumber).toBe(o.originalTrackingNumber);
    const row = await order(o.id);
    expect(row.registered_number).toBe(o.originalTrackingNumber);
    expect(row.tracking_status).toBe(r.body.data.order.trackingStatus);
    expect(row.last_event).toEqual(told.length ? expect.stringContaining(told[0]!) : null);
    expect(row.tracked_at).not.toBeNull();
    expect(row.is_received).toBe(r.body.data.order.trackingStatus === 'Delivered');
    // The provider's estimate, for the customer's tracking page: there while the parcel is on its way.
    const estimated = told.length > 0 && !row.is_received;
    expect(row.expected_delivery === null).toBe(!estimated);
    const kept = await t.call<TrackingInfo>('GET', `/api/orders/${o.id}/tracking`, { token: admin });
    expect(kept.body.data.events).toEqual(r.body.data.events);
  });

  it('answers 40400 for an order outside the caller’s scope, 40300 without order:track', async () => {
    const theirs = mineWithNumber('salesB1');
    expect((await single(theirs.originalTrackingNumber!, w.staff.managerA!.token)).body.code).toBe(40400);
    expect((await single(theirs.originalTrackingNumber!, w.staff.salesB1!.token)).body.code).toBe(40300);
    expect((await single('NO-SUCH-NUMBER')).body.code).toBe(40400);
  });

  it('refuses an order whose agent is not tracked naming the agent, and says why beside its events', async () => {
    const o = w.orders.find((k) => k.agent && !k.isReceived && k.originalTrackingNumber && !k.newTrackingNumber)!;
    await t.db.updateTable('agents').set({ tracked: false }).where('id', '=', w.ids.agents[o.agent!.code]!).execute();
    try {
      const refused = await single(o.originalTrackingNumber!);
      expect([refused.body.code, refused.body.message]).toEqual([
        40900,
        `该订单不追踪：代理“${o.agent!.name}”设置为不追踪轨迹`,
      ]);
      const kept = await t.call<TrackingInfo>('GET', `/api/orders/${o.id}/tracking`, { token: admin });
      expect(kept.body.data).toMatchObject({ trackedNumber: o.originalTrackingNumber, notTracked: 'agent' });
      const tracked = w.orders.find((k) => !k.agent && k.originalTrackingNumber)!;
      expect(
        (await t.call<TrackingInfo>('GET', `/api/orders/${tracked.id}/tracking`, { token: admin })).body.data
          .notTracked,
      ).toBeNull();
      // A refresh of the owner's orders leaves the agent's out and says how many.
      await t.call<Job>('GET', `/api/orders/fetchTrackingInfo?username=${o.owner}`, { token: admin });
      const ran = await t.app.jobs.runOnce();
      const held = await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('agent_id', '=', w.ids.agents[o.agent!.code]!)
        .where(
          'owner_user_id',
          '=',
          (await t.db.selectFrom('orders').select('owner_user_id').where('id', '=', o.id).executeTakeFirstOrThrow())
            .owner_user_id,
        )
        .where('is_received', '=', false)
        .executeTakeFirstOrThrow();
      expect(ran!.counts.skippedAgent).toBe(Number(held.n));
    } finally {
      await t.db.updateTable('agents').set({ tracked: true }).where('id', '=', w.ids.agents[o.agent!.code]!).execute();
    }
  });

  it('says so in the envelope (50200) when the provider refuses our key', async () => {
    const save = async (key: string) => {
      const [stored] = (
        await t.call<{ records: { id: number; version: number }[] }>('GET', '/api/api/keys?currentPage=1&pageSize=10', {
          token: admin,
        })
      ).body.data.records;
      const r = await t.call('POST', `/api/api/keys/${stored!.id}`, {
        token: admin,
        body: { kind: 'tracking', name: '17TRACK 模拟', baseUrl: sim.url, key, version: stored!.version },
      });
      expect(r.body.code, r.body.message).toBe(20000);
    };
    await save('wrong');
    const refused = await single(mineWithNumber('managerA').originalTrackingNumber!);
    expect([refused.body.code, refused.body.message]).toEqual([50200, expect.stringContaining('追踪服务商')]);
    await save(KEY);
    expect((await single(mineWithNumber('managerA').originalTrackingNumber!)).body.code).toBe(20000);
  });
});

describe('GET /orders/fetchTrackingInfo (a job)', () => {
  it('refreshes every unsigned order of the employee, with counts and progress', async () => {
    const queued = await t.call<Job>('GET', '/api/orders/fetchTrackingInfo?username=salesA2', {
      token: w.staff.managerA!.token,
    });
    expect(queued.body.code, queued.body.message).toBe(20000);
    expect(queued.body.data).toMatchObject({
      kind: 'trackingRefresh',
      state: 'queued',
      params: { username: 'salesA2' },
    });
    const ran = await t.app.jobs.runOnce();
    expect(ran).toMatchObject({ id: queued.body.data.id, state: 'done' });
    const unsigned = w.orders.filter(
      (o) => o.owner === 'salesA2' && !o.isReceived && (o.originalTrackingNumber || o.newTrackingNumber),
    );
    expect(unsigned.length).toBeGreaterThan(0);
    expect(ran!.total).toBe(unsigned.length);
    expect(ran!.done).toBe(unsigned.length);
    expect(ran!.counts.tracked).toBe(unsigned.length);
    // The employee's unsigned orders the list shows but the run left out, by why.
    const noNumber = w.orders.filter(
      (o) => o.owner === 'salesA2' && !o.isReceived && !o.originalTrackingNumber && !o.newTrackingNumber,
    ).length;
    expect(ran!.counts.skippedNoNumber ?? 0).toBe(noNumber);
    expect(ran!.counts.skippedAgent).toBeUndefined();
    const read = await t.call<Job>('GET', `/api/jobs/${queued.body.data.id}`, { token: w.staff.managerA!.token });
    expect(read.body.data.state).toBe('done');
    for (const o of unsigned) expect((await order(o.id)).tracked_at).not.toBeNull();
  });

  it('refuses an employee outside the caller’s scope', async () => {
    expect(
      (await t.call('GET', '/api/orders/fetchTrackingInfo?username=salesB1', { token: w.staff.managerA!.token })).body
        .code,
    ).toBe(40400);
  });
});

describe('POST /tracking/webhook', () => {
  it('keeps a correctly signed push once: the same push twice changes nothing', async () => {
    const o = w.orders.find(
      (k) =>
        !k.isReceived &&
        k.originalTrackingNumber &&
        !k.newTrackingNumber &&
        !sim.registered().includes(k.originalTrackingNumber),
    )!;
    const registeredAt = simNow();
    const first = await single(o.originalTrackingNumber!);
    expect(first.body.code, first.body.message).toBe(20000);
    offset += 30 * DAY;
    expect(await sim.push(o.originalTrackingNumber!)).toBe(200);
    const afterFirst = { order: await order(o.id), events: await events(o.id) };
    const full = fullHistory(o.originalTrackingNumber!, registeredAt).map((e) => e.description);
    expect(afterFirst.events.length).toBeGreaterThan(first.body.data.events.length);
    expect(full.slice(-afterFirst.events.length)).toEqual(
      [...afterFirst.events].sort((a, b) => +b.time - +a.time).map((e) => e.description),
    );
    expect(await sim.push(o.originalTrackingNumber!)).toBe(200);
    expect({ order: await order(o.id), events: await events(o.id) }).toEqual(afterFirst);
  });

  it('keeps what is newest when an older push arrives after a newer one', async () => {
    const o = w.orders.find(
      (k) =>
        !k.isReceived &&
        k.originalTrackingNumber &&
        !k.newTrackingNumber &&
        !sim.registered().includes(k.originalTrackingNumber),
    )!;
    const number = o.originalTrackingNumber!;
    const registeredAt = simNow();
    expect((await single(number)).body.code).toBe(20000);
    offset += 40 * DAY;
    expect(await sim.push(number)).toBe(200);
    const newest = { order: await order(o.id), events: await events(o.id) };
    const older = historyOf(number, { registeredAt, now: registeredAt + 3 * DAY, seed: 5 });
    expect(older.events.length).toBeGreaterThan(0);
    expect(older.events.length).toBeLessThan(newest.events.length);

    // Held up somewhere, the push of day 3 arrives now: taken (200), and it changes nothing.
    expect(await sim.push(number, { asOf: registeredAt + 3 * DAY })).toBe(200);
    expect({ order: await order(o.id), events: await events(o.id) }).toEqual(newest);
    // A push as new as what is kept still counts.
    offset += 30 * DAY;
    expect(await sim.push(number)).toBe(200);
    expect((await events(o.id)).length).toBeGreaterThanOrEqual(newest.events.length);
    expect((await order(o.id)).last_event_at!.getTime()).toBeGreaterThanOrEqual(newest.order.last_event_at!.getTime());
  });

  it('refuses a push with a bad sign, changing nothing', async () => {
    const o = mineWithNumber('managerA');
    const before = { order: await order(o.id), events: await events(o.id) };
    offset += 60 * DAY;
    expect(await sim.push(o.originalTrackingNumber!, { badSign: true })).toBe(403);
    expect({ order: await order(o.id), events: await events(o.id) }).toEqual(before);
    const raw = await t.call('POST', '/api/tracking/webhook', {
      body: '{"event":"TRACKING_UPDATED"}',
      headers: { 'content-type': 'application/json', sign: 'x' },
    });
    expect(raw.body.code).toBe(40300);
  });

  it('signs an order delivered when the provider says Delivered', async () => {
    const delivered = w.orders.find((o) => {
      if (o.isReceived || !o.originalTrackingNumber || o.newTrackingNumber) return false;
      return (
        historyOf(o.originalTrackingNumber, { registeredAt: simNow(), now: simNow() + 120 * DAY, seed: 5 }).status ===
        'Delivered'
      );
    });
    expect(delivered).toBeDefined();
    expect((await single(delivered!.originalTrackingNumber!)).body.code).toBe(20000);
    offset += 120 * DAY;
    expect(await sim.push(delivered!.originalTrackingNumber!)).toBe(200);
    const row = await order(delivered!.id);
    expect([row.tracking_status, row.is_received]).toEqual(['Delivered', true]);
    expect(row.received_at).not.toBeNull();
    const page = await t.call<{ orders: { records: OrderRow[] } }>('POST', '/api/orders/page', {
      token: admin,
      body: { isReceived: '已签收', numbers: delivered!.numbers },
    });
    expect(page.body.data.orders.records.map((r) => r.id)).toEqual([delivered!.id]);
  });
});

describe('the reconciliation of missed pushes', () => {
  it('asks again about unsigned registered orders not heard of for a day', async () => {
    await t.db
      .updateTable('orders')
      .set({ tracked_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('registered_number', 'is not', null)
      .where('is_received', '=', false)
      .execute();
    const stale = await t.db
      .selectFrom('orders')
      .select('id')
      .where('registered_number', 'is not', null)
      .where('is_received', '=', false)
      .execute();
    expect(stale.length).toBeGreaterThan(0);
    const job = await t.app.jobs.runNow('trackingReconcile', {}, { trigger: 'schedule' });
    expect(job).toMatchObject({ state: 'done', total: stale.length });
    const still = await t.db
      .selectFrom('orders')
      .select('id')
      .where('tracked_at', '<', new Date(Date.now() - 86_400_000))
      .where('is_received', '=', false)
      .execute();
    expect(still).toEqual([]);
  });

  it('reports a number the provider’s answer leaves out, never counting it tracked', async () => {
    const dayOld = new Date(Date.now() - 2 * 86_400_000);
    await t.db
      .updateTable('orders')
      .set({ tracked_at: dayOld })
      .where('registered_number', 'is not', null)
      .where('is_received', '=', false)
      .execute();
    const stale = await t.db
      .selectFrom('orders')
      .select(['id', 'registered_number'])
      .where('registered_number', 'is not', null)
      .where('is_received', '=', false)
      .execute();
    sim.omitNext(1);
    const job = await t.app.jobs.runNow('trackingReconcile', {}, { trigger: 'schedule' });
    expect(job).toMatchObject({
      state: 'done',
      total: stale.length,
      counts: { tracked: stale.length - 1, rejected: 1, failed: 1 },
    });
    expect(job.errors).toEqual([{ ref: expect.any(String), message: 'the provider’s answer left this number out' }]);
    const left = stale.filter((o) => o.registered_number === job.errors[0]!.ref);
    expect(left).toHaveLength(1);
    expect((await order(left[0]!.id)).tracked_at).toEqual(dayOld);
  });
});
