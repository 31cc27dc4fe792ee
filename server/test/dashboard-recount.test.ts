import type { DashboardFigures } from '@fwd/contract';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { orderDays, orderDaysJob } from '../src/modules/dashboard/days.ts';
import userNames from '../src/modules/employees/names.ts';
import { resolveScope } from '../src/modules/roles/scope.ts';
import databasePlugin from '../src/plugins/database.ts';
import jobsPlugin from '../src/plugins/jobs/index.ts';
import { claim } from '../src/plugins/jobs/queue.ts';
import { comparable, plainFigures } from './dashboard-plain.ts';
import { ADMIN_PASSWORD, onPostgres, testApp, testConfig, type Caller } from './harness.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';

/*
 * A start over orders not yet counted in the company's zone: the server
 * starts and serves, the dashboard says its figures are being counted, and
 * the `orderDays` job makes them exact, writes made meanwhile included. The
 * dashboard's plugin, the one start step that reads the orders, starts within
 * a plugin timeout (shortened to PLUGIN_TIMEOUT) that the recount of these
 * orders measurably exceeds.
 */
const TZ = 'Asia/Shanghai';
const PLUGIN_TIMEOUT = 250;
/** Copies of each of the world's orders: enough that the recount takes over twice PLUGIN_TIMEOUT on either database on a quiet machine, so a busy one still exceeds it. */
const COPIES = onPostgres ? 1000 : 400;

let seed: Caller;
let w: OrderWorld;
let database: Database;
let adminId: number;
const apps: Caller[] = [];

/** Another process's start over the same database. */
async function start(timeZone = TZ): Promise<Caller> {
  const t = await testApp({ database, env: { TIME_ZONE: timeZone } });
  apps.push(t);
  return t;
}

async function figures(t: Caller): Promise<DashboardFigures> {
  const r = await t.call<DashboardFigures>('GET', '/api/dashboard/figures', {
    token: await t.login('admin', ADMIN_PASSWORD),
  });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
}

async function expectExact(t: Caller, timeZone: string) {
  const served = await figures(t);
  expect(served.counting).toBe(false);
  const want = await plainFigures(
    t.db,
    await resolveScope(t.db, { id: adminId }),
    true,
    timeZone,
    new Date(served.asOf),
  );
  expect(comparable(served.orders!)).toEqual(comparable(want));
}

/** `order_days` as a database that never counted them has it: an upgrade, orders loaded by SQL. */
async function uncount() {
  await sql`update order_days_zone set time_zone = '', counted = false`.execute(seed.db);
  await sql`delete from order_days`.execute(seed.db);
}

/** Many more orders, loaded by SQL while nothing counts them. */
async function loadUncounted() {
  await uncount();
  await sql`
    insert into orders (numbers, customer_id, agent_id, channel_id, country_id, consignee_name, weight, pieces, owner_user_id, status_id,
      tracking_status, last_event_at, entry_date, is_received, received_at)
    select o.numbers || '/' || g, o.customer_id, o.agent_id, o.channel_id, o.country_id, o.consignee_name, o.weight, o.pieces, o.owner_user_id, o.status_id,
      o.tracking_status, o.last_event_at - g * interval '17 minutes', o.entry_date - g * interval '17 minutes', o.is_received, o.received_at
    from orders o cross join generate_series(1, ${COPIES}::int) g where o.numbers not like '%/%'`.execute(seed.db);
}

const orderDaysJobs = () =>
  seed.db
    .selectFrom('jobs')
    .select(['id', 'state', 'attempts'])
    .where('kind', '=', 'orderDays')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  seed = await testApp({ env: { TIME_ZONE: TZ } });
  database = { db: seed.db, kind: onPostgres ? 'postgres' : 'pglite', close: async () => {} };
  w = await givenOrderWorld(seed, 40, 11);
  adminId = (await seed.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow())
    .id;
  await loadUncounted();
}, 120_000);
afterAll(async () => {
  for (const t of apps) await t.close();
  await seed.close();
});

describe('the dashboard’s recount', () => {
  it('is queued by the start, not made in it: the server serves and says so, and the job makes the figures exact', async () => {
    // Processes starting at once queue one job between them.
    const [t, ...others] = await Promise.all([start(), start(), start()]);
    expect(await orderDaysJobs()).toEqual([expect.objectContaining({ state: 'queued' })]);
    const before = await figures(t!);
    expect(before.counting).toBe(true);
    // The count cards are the order page's counts: exact already.
    expect(before.orders!.cards.unsigned).toBe(
      (await sql<{ n: number }>`select count(*)::int as n from orders where not is_received`.execute(seed.db)).rows[0]!
        .n,
    );

    expect(await t!.app.jobs.runOnce()).toMatchObject({
      kind: 'orderDays',
      state: 'done',
      trigger: 'schedule',
      attempts: 1,
    });
    for (const other of others) expect(await other.app.jobs.runOnce()).toBeNull();
    await expectExact(t!, TZ);
    // A later start finds them counted: no job.
    await start();
    expect(await orderDaysJobs()).toHaveLength(1);
  });

  it('leaves the start within a plugin timeout that the recount exceeds', async () => {
    await uncount();
    const app = Fastify({ pluginTimeout: PLUGIN_TIMEOUT });
    app.decorate('config', testConfig({ TIME_ZONE: TZ }));
    await app.register(databasePlugin, { database });
    await app.register(jobsPlugin);
    await app.register(userNames);
    await app.register(orderDays);
    orderDaysJob(app);
    try {
      // On PostgreSQL the plugin counting would fail this with ERR_AVVIO_PLUGIN_TIMEOUT, as a million orders did in
      // 10 s; PGlite's count holds the event loop, so the timer cannot fire, and there it would leave no job to run.
      await app.ready();
      const job = await app.jobs.runOnce();
      expect(job).toMatchObject({ kind: 'orderDays', state: 'done' });
      expect(Date.parse(job!.finishedAt!) - Date.parse(job!.startedAt!)).toBeGreaterThan(PLUGIN_TIMEOUT);
    } finally {
      await app.close();
    }
    await expectExact(apps[0]!, TZ);
  });

  it('counts what is written while it runs once, in the new zone when TIME_ZONE changed', async () => {
    const ny = 'America/New_York';
    const t = await start(ny);
    expect((await figures(t)).counting).toBe(true);
    const ids = (
      await t.db.selectFrom('orders').select('id').where('is_received', '=', false).orderBy('id').limit(200).execute()
    ).map((o) => o.id);
    const running = t.app.jobs.runOnce();
    let finished = false;
    void running.finally(() => (finished = true));
    let during = 0;
    for (let i = 0; !finished; i++) {
      // A signing, a tracking update, a new order and a delete, each its own transaction.
      await t.db
        .updateTable('orders')
        .set({ is_received: true, received_at: new Date(), tracking_status: 'Delivered' })
        .where('id', '=', ids[4 * i]!)
        .execute();
      await t.db
        .updateTable('orders')
        .set({ tracking_status: 'Exception', last_event_at: new Date() })
        .where('id', '=', ids[4 * i + 1]!)
        .execute();
      await sql`insert into orders (numbers, customer_id, agent_id, channel_id, country_id, consignee_name, weight, owner_user_id, status_id)
        select 'during-' || ${i}::int, customer_id, agent_id, channel_id, country_id, consignee_name, weight, owner_user_id, status_id from orders where id = ${ids[4 * i + 2]!}`.execute(
        t.db,
      );
      await t.db
        .deleteFrom('orders')
        .where('id', '=', ids[4 * i + 3]!)
        .execute();
      const [job] = await orderDaysJobs().then((all) => all.slice(-1));
      if (job!.state === 'running') during++;
    }
    expect(await running).toMatchObject({ kind: 'orderDays', state: 'done' });
    // On PostgreSQL the writes commit while the recount runs; PGlite's one connection takes them between its statements.
    if (onPostgres) expect(during).toBeGreaterThan(0);
    await expectExact(t, ny);
  });

  it('waits for a write that read the old zone before it switches, and counts it once', async () => {
    const t = await start(TZ);
    const id = w.orders.find((o) => !o.isReceived)!.id;
    let job: Promise<unknown> | undefined;
    await t.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('orders')
        .set({ entry_date: new Date(Date.now() - 3 * 86_400_000) })
        .where('id', '=', id)
        .execute();
      job = t.app.jobs.runOnce();
      await new Promise((r) => setTimeout(r, 200));
    });
    expect(await job).toMatchObject({ kind: 'orderDays', state: 'done' });
    await expectExact(t, TZ);
  });

  it('is taken over when the process running it dies, and counts once', async () => {
    const t = await start('Europe/Madrid');
    const [queued] = (await orderDaysJobs()).slice(-1);
    // A worker took it and died (its lease ran out), having switched the zone: the recount's transaction rolled back.
    expect(await claim(t.db, ['orderDays'], { workerId: 'gone', now: new Date(), leaseMs: 1 })).toMatchObject({
      id: queued!.id,
      state: 'running',
    });
    await sql`select order_days_switch('Europe/Madrid')`.execute(t.db);
    expect((await figures(t)).counting).toBe(true);
    const job = await t.app.jobs.runOnce();
    expect(job).toMatchObject({
      id: queued!.id,
      kind: 'orderDays',
      state: 'done',
      attempts: 2,
      history: [expect.objectContaining({ outcome: 'interrupted' }), expect.objectContaining({ outcome: 'done' })],
    });
    await expectExact(t, 'Europe/Madrid');
  });
});
