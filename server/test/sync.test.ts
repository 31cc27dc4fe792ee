import type { Job } from '@fwd/contract';
import { orderBook, startUpstream, type UpstreamSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncHandler } from '../src/modules/logistics/sync.ts';
import { createUpstreamClient } from '../src/outside/upstream/client.ts';
import { createJobs } from '../src/plugins/jobs/worker.ts';
import { adminApp, type Caller } from './harness.ts';
import { givenOrderWorld, type OrderWorld } from './order-fixtures.ts';

/* The upstream order sync against the simulator, over real HTTP, with the production client. */

let t: Caller;
let admin: string;
let w: OrderWorld;
let sim: UpstreamSim;
const KEY = 'upstream-key';
const codes = {
  customers: ['星辰电子', '海蓝家居', 'Acme'],
  agents: ['DHL-SZ', 'OSD-EU'],
  channels: ['US-EXP', 'EU-AIR'],
  countries: ['US', 'GB', 'DE'],
  owners: ['salesA1', 'managerA'],
};
const options = { seed: 3, ...codes, ordersPerHour: 6, unknownRate: 0.1, changeRate: 0.3 };
const NOW = Date.parse('2026-06-10T12:00:00Z');

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t, 10);
  sim = await startUpstream({ key: KEY, now: () => NOW, ...options });
  const saved = await t.call('POST', '/api/api/keys/0', {
    token: admin,
    body: { kind: 'orders', name: '上游订单系统', baseUrl: sim.url, key: KEY },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const sync = (beginTime: string, endTime: string, token = admin) =>
  t.call<Job>(
    'GET',
    `/api/sync/orders?beginTime=${encodeURIComponent(beginTime)}&endTime=${encodeURIComponent(endTime)}`,
    { token },
  );
const count = async () =>
  (
    await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /sync/orders', () => {
  const begin = '2026-06-09T00:00:00Z';
  const end = '2026-06-09T12:00:00Z';

  it('pulls a short window before answering: created, unknown references reported, never invented', async () => {
    const upstream = orderBook(options).updatedIn(Date.parse(begin), Date.parse(end), NOW);
    const latest = new Map(upstream.map((o) => [o.numbers, o]));
    const known = [...latest.values()].filter(
      (o) => codes.customers.includes(o.customerCode) && (o.agentCode === null || codes.agents.includes(o.agentCode)),
    );
    const before = await count();
    const r = await sync(begin, end);
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({
      kind: 'orderSync',
      state: 'done',
      trigger: 'manual',
      params: { beginTime: begin, endTime: end },
    });
    expect(r.body.data.counts).toMatchObject({
      created: known.length,
      updated: 0,
      unchanged: 0,
      failed: latest.size - known.length,
    });
    expect(latest.size - known.length).toBeGreaterThan(0);
    // In the reader's language, whoever started the run.
    expect(r.body.data.errors.every((e) => /^未知(客户|代理) /.test(e.message))).toBe(true);
    const inEnglish = await t.call<Job>('GET', `/api/jobs/${r.body.data.id}`, { token: admin, lang: 'en' });
    expect(inEnglish.body.data.errors.map((e) => e.ref)).toEqual(r.body.data.errors.map((e) => e.ref));
    expect(inEnglish.body.data.errors.every((e) => /^unknown (customer|agent) /.test(e.message))).toBe(true);
    expect(await count()).toBe(before + known.length);
    const stored = await t.db
      .selectFrom('orders')
      .select(['numbers', 'weight', 'original_tracking_number'])
      .where('numbers', '=', known[0]!.numbers)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      numbers: known[0]!.numbers,
      weight: Number(known[0]!.weight).toFixed(3),
      original_tracking_number: known[0]!.originalTrackingNumber,
    });
  });

  it('changes nothing when run again over the same window', async () => {
    const before = await t.db.selectFrom('orders').selectAll().orderBy('id').execute();
    const again = await sync(begin, end);
    expect(again.body.data.counts).toMatchObject({ created: 0, updated: 0 });
    expect(again.body.data.counts.unchanged).toBeGreaterThan(0);
    expect(await t.db.selectFrom('orders').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('queues a window longer than a day as a job, whose progress can be read', async () => {
    const r = await sync('2026-06-05T00:00:00Z', '2026-06-08T00:00:00Z');
    expect(r.body.data.state).toBe('queued');
    const done = await t.app.jobs.runOnce();
    expect(done).toMatchObject({ id: r.body.data.id, state: 'done' });
    expect(done!.done).toBe(done!.total);
    expect(done!.counts.created).toBeGreaterThan(0);
    const read = await t.call<Job>('GET', `/api/jobs/${r.body.data.id}`, { token: admin });
    expect(read.body.data.counts).toEqual(done!.counts);
  });

  it('refuses a bad window and callers without order:sync', async () => {
    expect((await sync(end, begin)).body.code).toBe(40000);
    expect((await sync('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z')).body.code).toBe(40000);
    expect((await sync(begin, end, w.staff.salesA1!.token)).body.code).toBe(40300);
  });

  it('runs on its schedule from where the last scheduled run ended', async () => {
    const first = await t.app.jobs.runNow('orderSync', {}, { trigger: 'schedule' });
    expect(first.state).toBe('done');
    const { synced_until } = await t.db
      .selectFrom('logistics_settings')
      .select('synced_until')
      .executeTakeFirstOrThrow();
    expect(synced_until).toBeInstanceOf(Date);
  });

  const knownOf = <T extends { customerCode: string; agentCode: string | null }>(orders: T[]) =>
    orders.filter(
      (o) => codes.customers.includes(o.customerCode) && (o.agentCode === null || codes.agents.includes(o.agentCode)),
    );
  const storedOf = async (numbers: string[]) =>
    (await t.db.selectFrom('orders').select('numbers').where('numbers', 'in', numbers).execute())
      .map((o) => o.numbers)
      .sort();

  it('notices pages that shift while it reads, says so and pulls what they missed by number: no order missed, none reported twice', async () => {
    const [from, to] = ['2026-06-01T00:00:00Z', '2026-06-01T23:00:00Z'];
    const upstream = orderBook(options).updatedIn(Date.parse(from), Date.parse(to), NOW);
    expect(upstream.length).toBeGreaterThan(100); // two pages of the client's 100
    const known = knownOf(upstream);
    sim.shiftPages(1);
    const r = await t.call<Job>('GET', `/api/sync/orders?beginTime=${from}&endTime=${to}`, {
      token: admin,
      lang: 'en',
    });
    expect(r.body.data.state).toBe('done');
    expect(r.body.data.errors.filter((e) => e.ref === null).map((e) => e.message)).toEqual([
      `The upstream pages shifted while they were read and missed 1 of the window’s ${upstream.length} orders (${upstream.length} announced, ${upstream.length - 1} arrived by page); they were pulled by number`,
    ]);
    expect(await storedOf(upstream.map((o) => o.numbers))).toEqual(known.map((o) => o.numbers).sort());
    expect(r.body.data.counts.failed).toBe(upstream.length - known.length);
    expect(r.body.data.errors.filter((e) => e.ref !== null)).toHaveLength(upstream.length - known.length);
  });

  it('misses no order when one is removed and one added between page reads, though the total and the count received agree', async () => {
    const [from, to] = ['2026-06-02T00:00:00Z', '2026-06-02T23:00:00Z'];
    const upstream = orderBook(options).updatedIn(Date.parse(from), Date.parse(to), NOW);
    const skipped = upstream[100]!; // the first of page 2, which moves onto page 1 when page 1's first order goes
    expect(knownOf([skipped])).toHaveLength(1);
    sim.replaceWhilePaging(1);
    const r = await t.call<Job>('GET', `/api/sync/orders?beginTime=${from}&endTime=${to}`, {
      token: admin,
      lang: 'zh',
    });
    expect(r.body.data.state).toBe('done');
    expect(r.body.data.errors.filter((e) => e.ref === null).map((e) => e.message)).toEqual([
      `上游分页在读取时发生变动，漏掉了该时间段 ${upstream.length} 单中的 1 单（上游报告 ${upstream.length} 单，分页收到 ${upstream.length} 单），已按单号补拉`,
    ]);
    // Every order the window holds now is kept: the skipped one, and the one added; the removed one was kept when read.
    const now = [...upstream.slice(1), { ...upstream[0]!, numbers: `${upstream[0]!.numbers}R0` }];
    expect(await storedOf(now.map((o) => o.numbers))).toEqual(
      knownOf(now)
        .map((o) => o.numbers)
        .sort(),
    );
    expect(await storedOf([skipped.numbers])).toEqual([skipped.numbers]);
  });

  it('fails the attempt, to be retried, when an order the window lists does not come by number either', async () => {
    const [from, to] = ['2026-06-04T00:00:00Z', '2026-06-04T23:00:00Z'];
    const upstream = orderBook(options).updatedIn(Date.parse(from), Date.parse(to), NOW);
    // An upstream whose pages skip one order and whose look-up answers nothing.
    const client = createUpstreamClient({
      baseUrl: sim.url,
      key: KEY,
      fetch: async (input, init) => {
        const url = new URL(String(input));
        if (url.pathname.endsWith('/lookup')) return Response.json({ orders: [] });
        const answer = await fetch(input, init);
        if (url.pathname.endsWith('/numbers')) return answer;
        const page = (await answer.json()) as { orders: { numbers: string }[] };
        return Response.json({ ...page, orders: page.orders.filter((o) => o.numbers !== upstream[5]!.numbers) });
      },
    });
    const jobs = createJobs({ db: t.db, log: t.app.log, userNames: t.app.userNames, workerId: 'lookup' });
    jobs.handle(
      'orderSync',
      syncHandler(t.db, async () => client, t.app.orderWrites),
    );
    const job = await jobs.runNow('orderSync', { beginTime: from, endTime: to }, { lang: 'en' });
    expect(job).toMatchObject({
      state: 'queued',
      attempts: 1,
      history: [
        {
          outcome: 'failed',
          error: `Orders the upstream lists in the window did not come when asked by number (1: ${upstream[5]!.numbers}); the sync did not complete`,
        },
      ],
    });
    await t.db.deleteFrom('jobs').where('id', '=', job.id).execute();
  });

  it('two syncs of one window at once both finish: the same new orders are created once, neither fails', async () => {
    const [from, to] = ['2026-06-03T00:00:00Z', '2026-06-03T20:00:00Z'];
    const before = await count();
    const [a, b] = await Promise.all([sync(from, to), sync(from, to)]);
    expect([a.body.data.state, b.body.data.state]).toEqual(['done', 'done']);
    const created = a.body.data.counts.created! + b.body.data.counts.created!;
    expect(created).toBeGreaterThan(0);
    expect(await count()).toBe(before + created);
    expect(a.body.data.counts.created! + a.body.data.counts.updated! + a.body.data.counts.unchanged!).toBe(created);
  });

  it('fails the job with the service’s words when the upstream refuses our key', async () => {
    const [stored] = (
      await t.call<{ records: { id: number; version: number }[] }>('GET', '/api/api/keys?currentPage=1&pageSize=10', {
        token: admin,
      })
    ).body.data.records;
    await t.call('POST', `/api/api/keys/${stored!.id}`, {
      token: admin,
      body: { kind: 'orders', name: '上游订单系统', baseUrl: sim.url, key: 'wrong', version: stored!.version },
    });
    const r = await sync(begin, end);
    expect(r.body.data).toMatchObject({ state: 'failed' });
    expect(r.body.data.errors[0]!.message).toMatch(/API key/);
  });
});
