import { startUpstream, type UpstreamSim } from '@fwd/simulators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient, type UpstreamOrder, type UpstreamPage } from '../src/outside/upstream/client.ts';

const NOW = Date.parse('2026-03-10T00:00:00Z');
// 25 orders an hour, none changed later: ten hours hold exactly 250.
const WINDOW = { beginTime: '2026-03-01T00:00:00Z', endTime: '2026-03-01T10:00:00Z' };

let sim: UpstreamSim;
let sleeps: number[];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};
beforeAll(async () => {
  sim = await startUpstream({ now: () => NOW, seed: 5, ordersPerHour: 25, changeRate: 0 });
});
afterAll(() => sim.close());
beforeEach(() => {
  sleeps = [];
});

async function pages(iterable: AsyncIterable<UpstreamPage>): Promise<UpstreamPage[]> {
  const all: UpstreamPage[] = [];
  for await (const page of iterable) all.push(page);
  return all;
}

describe('upstream client', () => {
  it('pages through 250 orders 100 at a time: 3 requests', async () => {
    const before = sim.stats().requests;
    const client = createUpstreamClient({ baseUrl: `${sim.url}/`, key: sim.key, sleep });
    const got = await pages(client.orders(WINDOW));
    expect(sim.stats().requests - before).toBe(3);
    expect(got.map((p) => [p.orders.length, p.total, p.unreadable.length])).toEqual([
      [100, 250, 0],
      [100, 250, 0],
      [50, 250, 0],
    ]);
    const orders = got.flatMap((p) => p.orders);
    expect(new Set(orders.map((o) => o.numbers)).size).toBe(250);
    expect(orders[0]).toMatchObject({
      numbers: expect.stringMatching(/^UP/),
      weight: expect.stringMatching(/^\d+\.\d{3}$/),
      consignee: { name: expect.any(String) },
    });
  });

  it('stops at an empty window after one request', async () => {
    const client = createUpstreamClient({ baseUrl: sim.url, key: sim.key, sleep });
    const got = await pages(client.orders({ beginTime: '2026-03-20T00:00:00Z', endTime: '2026-03-21T00:00:00Z' }));
    expect(got).toEqual([{ orders: [], unreadable: [], total: 0 }]);
  });

  it('answers a wrong key with an OutsideServiceError (401), without trying again', async () => {
    const client = createUpstreamClient({ baseUrl: sim.url, key: 'wrong-key', sleep });
    await expect(pages(client.orders(WINDOW))).rejects.toMatchObject({
      name: 'OutsideServiceError',
      service: 'upstream',
      status: 401,
      code: 'unauthorized',
    });
    expect(sleeps).toEqual([]);
  });

  it('tries 5xx answers again', async () => {
    sim.failNext(1, 500);
    const client = createUpstreamClient({ baseUrl: sim.url, key: sim.key, sleep, pageSize: 200 });
    expect((await pages(client.orders(WINDOW))).map((p) => p.orders.length)).toEqual([200, 50]);
    expect(sleeps).toEqual([500]);
  });

  it('reports an order it cannot read and keeps the others', async () => {
    const good = { total: 2, page: 1, pageSize: 100 };
    const answer = await fetch(`${sim.url}/api/orders?${new URLSearchParams({ ...WINDOW, pageSize: '1' })}`, {
      headers: { authorization: `Bearer ${sim.key}` },
    });
    const [order] = ((await answer.json()) as { orders: UpstreamOrder[] }).orders;
    const client = createUpstreamClient({
      baseUrl: sim.url,
      key: sim.key,
      sleep,
      fetch: async () => Response.json({ ...good, orders: [order, { ...order, numbers: 'UPBAD', weight: 'heavy' }] }),
    });
    const [page] = await pages(client.orders(WINDOW));
    expect(page!.orders).toEqual([order]);
    expect(page!.unreadable).toEqual([{ numbers: 'UPBAD', reason: expect.stringMatching(/^weight: /) }]);
  });

  it('reads a weight and a declared value the upstream writes as JSON numbers as the decimals they are', async () => {
    const answer = await fetch(`${sim.url}/api/orders?${new URLSearchParams({ ...WINDOW, pageSize: '1' })}`, {
      headers: { authorization: `Bearer ${sim.key}` },
    });
    const [order] = ((await answer.json()) as { orders: UpstreamOrder[] }).orders;
    const numeric = { ...order!, weight: 2.5, goods: { ...order!.goods, declaredValue: 10 } };
    const client = createUpstreamClient({
      baseUrl: sim.url,
      key: sim.key,
      sleep,
      fetch: async () => Response.json({ total: 1, page: 1, pageSize: 100, orders: [numeric] }),
    });
    const [page] = await pages(client.orders(WINDOW));
    expect(page!.orders).toEqual([{ ...order, weight: '2.5', goods: { ...order!.goods, declaredValue: '10' } }]);
  });

  it('takes no page size the upstream refuses', () => {
    for (const pageSize of [0, 201, 1.5])
      expect(() => createUpstreamClient({ baseUrl: sim.url, key: sim.key, pageSize })).toThrow(RangeError);
  });

  it('lists a window’s numbers in one call and looks orders up by number, a page’s worth a call', async () => {
    const client = createUpstreamClient({ baseUrl: sim.url, key: sim.key, sleep, pageSize: 100 });
    const orders = (await pages(client.orders(WINDOW))).flatMap((p) => p.orders);
    const before = sim.stats().requests;
    expect(await client.numbers(WINDOW)).toEqual(orders.map((o) => o.numbers));
    const wanted = [...orders.slice(0, 150).map((o) => o.numbers), 'UP1000999'];
    const found = await pages(client.lookup(wanted));
    expect(found.map((p) => [p.orders.length, p.total])).toEqual([
      [100, 100],
      [50, 51],
    ]);
    expect(found.flatMap((p) => p.orders)).toEqual(orders.slice(0, 150));
    expect(sim.stats().requests - before).toBe(3);
  });

  it('calls a malformed answer a malformed answer', async () => {
    const client = createUpstreamClient({
      baseUrl: sim.url,
      key: sim.key,
      sleep,
      fetch: async () => Response.json({ orders: 'none' }),
    });
    await expect(pages(client.orders(WINDOW))).rejects.toThrow(/upstream: malformed answer to orders \(total: /);
    await expect(client.numbers(WINDOW)).rejects.toThrow(/upstream: malformed answer to orders\/numbers \(total: /);
  });
});
