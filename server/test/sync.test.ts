import type { Job } from '@fwd/contract';
import { orderBook, startUpstream, type UpstreamSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const saved = await t.call('POST', '/api/api/keys/0', { token: admin, body: { kind: 'orders', name: '上游订单系统', baseUrl: sim.url, key: KEY } });
  expect(saved.body.code, saved.body.message).toBe(20000);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const sync = (beginTime: string, endTime: string, token = admin) =>
  t.call<Job>('GET', `/api/sync/orders?beginTime=${encodeURIComponent(beginTime)}&endTime=${encodeURIComponent(endTime)}`, { token });
const count = async () => (await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('GET /sync/orders', () => {
  const begin = '2026-06-09T00:00:00Z';
  const end = '2026-06-09T12:00:00Z';

  it('pulls a short window before answering: created, unknown references reported, never invented', async () => {
    const upstream = orderBook(options).updatedIn(Date.parse(begin), Date.parse(end), NOW);
    const latest = new Map(upstream.map((o) => [o.numbers, o]));
    const known = [...latest.values()].filter((o) => codes.customers.includes(o.customerCode) && (o.agentCode === null || codes.agents.includes(o.agentCode)));
    const before = await count();
    const r = await sync(begin, end);
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({ kind: 'orderSync', state: 'done', trigger: 'manual', params: { beginTime: begin, endTime: end } });
    expect(r.body.data.counts).toMatchObject({ created: known.length, updated: 0, unchanged: 0, failed: latest.size - known.length });
    expect(latest.size - known.length).toBeGreaterThan(0);
    // In the reader's language, whoever started the run.
    expect(r.body.data.errors.every((e) => /^未知(客户|代理) /.test(e.message))).toBe(true);
    const inEnglish = await t.call<Job>('GET', `/api/jobs/${r.body.data.id}`, { token: admin, lang: 'en' });
    expect(inEnglish.body.data.errors.map((e) => e.ref)).toEqual(r.body.data.errors.map((e) => e.ref));
    expect(inEnglish.body.data.errors.every((e) => /^unknown (customer|agent) /.test(e.message))).toBe(true);
    expect(await count()).toBe(before + known.length);
    const stored = await t.db.selectFrom('orders').select(['numbers', 'weight', 'original_tracking_number']).where('numbers', '=', known[0]!.numbers).executeTakeFirstOrThrow();
    expect(stored).toEqual({ numbers: known[0]!.numbers, weight: Number(known[0]!.weight).toFixed(3), original_tracking_number: known[0]!.originalTrackingNumber });
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
    const { synced_until } = await t.db.selectFrom('logistics_settings').select('synced_until').executeTakeFirstOrThrow();
    expect(synced_until).toBeInstanceOf(Date);
  });

  it('notices pages that shift while it reads, says so and pulls the window again: no order missed, none reported twice', async () => {
    const [from, to] = ['2026-06-01T00:00:00Z', '2026-06-01T23:00:00Z'];
    const upstream = orderBook(options).updatedIn(Date.parse(from), Date.parse(to), NOW);
    expect(upstream.length).toBeGreaterThan(100); // two pages of the client's 100
    const known = upstream.filter((o) => codes.customers.includes(o.customerCode) && (o.agentCode === null || codes.agents.includes(o.agentCode)));
    sim.shiftPages(1);
    const r = await t.call<Job>('GET', `/api/sync/orders?beginTime=${from}&endTime=${to}`, { token: admin, lang: 'en' });
    expect(r.body.data.state).toBe('done');
    expect(r.body.data.errors.filter((e) => e.ref === null).map((e) => e.message)).toEqual([
      `The upstream pages shifted during pull 1: it announced ${upstream.length} orders, ${upstream.length - 1} arrived (1 repeated); the window was pulled again`,
    ]);
    const stored = await t.db.selectFrom('orders').select('numbers').where('numbers', 'in', upstream.map((o) => o.numbers)).execute();
    expect(stored.map((o) => o.numbers).sort()).toEqual(known.map((o) => o.numbers).sort());
    expect(r.body.data.counts.failed).toBe(upstream.length - known.length);
    expect(r.body.data.errors.filter((e) => e.ref !== null)).toHaveLength(upstream.length - known.length);
  });

  it('fails the run, in the reader’s words, when the pages keep shifting, rather than end done with orders missed', async () => {
    sim.shiftPages(3);
    const r = await t.call<Job>('GET', '/api/sync/orders?beginTime=2026-06-02T00:00:00Z&endTime=2026-06-02T23:00:00Z', { token: admin, lang: 'zh' });
    expect(r.body.data.state).toBe('failed');
    expect(r.body.data.errors.filter((e) => e.ref === null).map((e) => e.message)).toEqual([
      expect.stringMatching(/^第 1 次拉取时上游分页发生变动/),
      expect.stringMatching(/^第 2 次拉取时上游分页发生变动/),
      expect.stringMatching(/^上游分页在 3 次拉取中持续变动.*同步未完成$/),
    ]);
    expect(r.body.data.history).toMatchObject([{ attempt: 1, outcome: 'failed', error: expect.stringMatching(/持续变动/) }]);
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
    const [stored] = (await t.call<{ records: { id: number; version: number }[] }>('GET', '/api/api/keys?currentPage=1&pageSize=10', { token: admin })).body.data.records;
    await t.call('POST', `/api/api/keys/${stored!.id}`, { token: admin, body: { kind: 'orders', name: '上游订单系统', baseUrl: sim.url, key: 'wrong', version: stored!.version } });
    const r = await sync(begin, end);
    expect(r.body.data).toMatchObject({ state: 'failed' });
    expect(r.body.data.errors[0]!.message).toMatch(/API key/);
  });
});
