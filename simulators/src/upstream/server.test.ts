import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CODES, DEFAULT_ROUTES } from './catalog.ts';
import type { UpstreamOrder } from './orders.ts';
import { startUpstream, type UpstreamSim } from './server.ts';

const NOW = Date.parse('2026-03-10T00:00:00Z');
const BEGIN = '2026-03-01T00:00:00Z';
const END = '2026-03-01T06:00:00Z';

let sim: UpstreamSim;
beforeAll(async () => {
  sim = await startUpstream({ now: () => NOW, seed: 3, ordersPerHour: 20, unknownRate: 0.1 });
});
afterAll(() => sim.close());

interface Page {
  total: number;
  page: number;
  pageSize: number;
  orders: UpstreamOrder[];
}
async function get(query: Record<string, string | number>, key = sim.key) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${sim.url}/api/orders?${qs}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  return { status: res.status, body: (await res.json()) as Page };
}
async function read<T>(path: string, query: Record<string, string>): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sim.url}/api/orders/${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${sim.key}` },
  });
  return { status: res.status, body: (await res.json()) as T };
}
async function all(beginTime: string, endTime: string, pageSize: number): Promise<UpstreamOrder[]> {
  const orders: UpstreamOrder[] = [];
  for (let page = 1; ; page++) {
    const { body } = await get({ beginTime, endTime, page, pageSize });
    orders.push(...body.orders);
    if (page * pageSize >= body.total) return orders;
  }
}

describe('upstream simulator', () => {
  it('answers the orders updated in the window, ordered, the same on every page size', async () => {
    const { status, body } = await get({ beginTime: BEGIN, endTime: END, pageSize: 200 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 200 });
    expect(body.total).toBe(body.orders.length);
    expect(body.total).toBeGreaterThan(80);
    const times = body.orders.map((o) => Date.parse(o.updatedAt));
    expect(times.every((at) => at >= Date.parse(BEGIN) && at < Date.parse(END))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(body.orders.map((o) => o.numbers)).size).toBe(body.total);
    expect(await all(BEGIN, END, 7)).toEqual(body.orders);
  });

  it('answers a window asked twice with the same data', async () => {
    const [a, b] = await Promise.all([
      get({ beginTime: BEGIN, endTime: END, page: 2, pageSize: 30 }),
      get({ beginTime: BEGIN, endTime: END, page: 2, pageSize: 30 }),
    ]);
    expect(b.body).toEqual(a.body);
  });

  it('has orders changed after entry: the window of the change holds the new version, the entry window no longer the order', async () => {
    const orders = await all('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z', 200);
    const changed = orders.filter((o) => o.updatedAt !== o.entryDate);
    expect(changed.length).toBeGreaterThan(10);
    expect(changed.some((o) => o.status === 'transferred' && o.newTrackingNumber)).toBe(true);
    const entered = changed.find((o) => Date.parse(o.entryDate) >= Date.parse('2026-03-01T12:00:00Z'))!;
    const entryWindow = await all('2026-03-01T00:00:00Z', entered.updatedAt, 200);
    expect(entryWindow.map((o) => o.numbers)).not.toContain(entered.numbers);
  });

  it('knows no order entered after its clock', async () => {
    const { body } = await get({ beginTime: '2026-03-09T23:00:00Z', endTime: '2026-03-10T05:00:00Z', pageSize: 200 });
    expect(body.total).toBeGreaterThan(0);
    expect(body.orders.every((o) => Date.parse(o.updatedAt) <= NOW)).toBe(true);
  });

  it('names customers and agents the lists lack now and then, and fills orders plausibly', async () => {
    const orders = await all('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z', 200);
    expect(orders.some((o) => !DEFAULT_CODES.customers.includes(o.customerCode))).toBe(true);
    expect(orders.some((o) => o.agentCode && !DEFAULT_CODES.agents.includes(o.agentCode))).toBe(true);
    expect(orders.filter((o) => DEFAULT_CODES.customers.includes(o.customerCode)).length).toBeGreaterThan(
      orders.length * 0.8,
    );
    for (const o of orders) {
      expect(o.numbers).toMatch(/^UP\d+$/);
      expect(o.weight).toMatch(/^\d+\.\d{3}$/);
      expect(o.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(DEFAULT_CODES.owners).toContain(o.ownerUsername);
    }
  });

  it('books each order on a channel routed to its country, with cargo and address types, sizes for some, a weight once received (or none, cancelled before)', async () => {
    const orders = await all('2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z', 200);
    const routed = orders.filter((o) => o.channelCode);
    expect(routed.length).toBeGreaterThan(orders.length * 0.9);
    for (const o of routed) expect(DEFAULT_ROUTES[o.countryCode], o.numbers).toContain(o.channelCode);
    expect(orders.filter((o) => o.cargoType).length).toBeGreaterThan(orders.length * 0.9);
    expect(orders.filter((o) => o.addressType).length).toBeGreaterThan(orders.length * 0.8);
    const sized = orders.filter((o) => o.dimensions);
    expect(sized.length).toBeGreaterThan(orders.length * 0.25);
    for (const { dimensions: d } of sized) expect(Object.values(d!).every((v) => Number(v) > 0)).toBe(true);
    const unweighed = orders.filter((o) => Number(o.weight) === 0);
    expect(unweighed.length).toBeGreaterThan(0);
    // Not received yet, or cancelled before it was.
    for (const o of unweighed) expect(['ordered', 'cancelled'], o.numbers).toContain(o.status);
  });

  it('refuses a wrong or missing key with 401, and bad paging with 400', async () => {
    expect((await get({ beginTime: BEGIN, endTime: END }, 'wrong')).status).toBe(401);
    expect((await get({ beginTime: BEGIN, endTime: END }, '')).status).toBe(401);
    expect((await get({ beginTime: BEGIN, endTime: END, pageSize: 201 })).status).toBe(400);
    expect((await get({ beginTime: BEGIN, endTime: END, page: 0 })).status).toBe(400);
    expect((await get({ beginTime: END, endTime: BEGIN })).status).toBe(400);
    expect((await get({ beginTime: 'yesterday', endTime: END })).status).toBe(400);
  });

  it('shiftPages: the first order of page 1 changes right after it is read, so a later page repeats it and skips another', async () => {
    const [begin, end] = ['2026-03-02T00:00:00Z', '2026-03-02T06:00:00Z'];
    const stable = await all(begin, end, 30);
    sim.shiftPages(1);
    const shifted = await all(begin, end, 30);
    expect(shifted).toHaveLength(stable.length);
    const numbers = shifted.map((o) => o.numbers);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([stable[0]!.numbers]);
    expect(stable.filter((o) => !numbers.includes(o.numbers)).map((o) => o.numbers)).toEqual([stable[30]!.numbers]);
    // Read again once the change is done, the window is whole again, the changed order last.
    const after = await all(begin, end, 30);
    expect(new Set(after.map((o) => o.numbers)).size).toBe(stable.length);
    expect(after.at(-1)!.numbers).toBe(stable[0]!.numbers);
  });

  it('answers a window’s numbers alone, all at once, and orders by number as they stand', async () => {
    const [begin, end] = ['2026-03-03T00:00:00Z', '2026-03-03T06:00:00Z'];
    const orders = await all(begin, end, 200);
    const numbers = await read<{ total: number; numbers: string[] }>('numbers', { beginTime: begin, endTime: end });
    expect(numbers).toEqual({ status: 200, body: { total: orders.length, numbers: orders.map((o) => o.numbers) } });
    const asked = [orders[3]!.numbers, 'UP1000999', orders[0]!.numbers];
    const found = await read<{ orders: UpstreamOrder[] }>('lookup', { numbers: asked.join(',') });
    expect(found).toEqual({ status: 200, body: { orders: [orders[3], orders[0]] } });
    expect((await read('lookup', { numbers: '' })).status).toBe(400);
    expect((await read('lookup', { numbers: Array.from({ length: 201 }, (_, i) => `UP1${i}`).join(',') })).status).toBe(
      400,
    );
    expect((await read('numbers', { beginTime: end, endTime: begin })).status).toBe(400);
  });

  it('replaceWhilePaging: page 1’s first order is removed and one added at the end, so a later page skips one while the count agrees', async () => {
    const [begin, end] = ['2026-03-04T00:00:00Z', '2026-03-04T06:00:00Z'];
    const stable = await all(begin, end, 30);
    sim.replaceWhilePaging(1);
    const paged = await all(begin, end, 30);
    expect(paged).toHaveLength(stable.length);
    const numbers = paged.map((o) => o.numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(stable.filter((o) => !numbers.includes(o.numbers)).map((o) => o.numbers)).toEqual([stable[30]!.numbers]);
    expect(paged.at(-1)).toMatchObject({ numbers: `${stable[0]!.numbers}R0`, remark: 'added while being read' });
    // Listed afterwards, the window has the skipped order, not the removed one, and the added one.
    const listed = (await read<{ numbers: string[] }>('numbers', { beginTime: begin, endTime: end })).body.numbers;
    expect(listed).toContain(stable[30]!.numbers);
    expect(listed).not.toContain(stable[0]!.numbers);
    expect((await read<{ orders: UpstreamOrder[] }>('lookup', { numbers: stable[0]!.numbers })).body.orders).toEqual(
      [],
    );
  });
});
