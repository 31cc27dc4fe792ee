/**
 * What settlement's pricing adds to an order's save (issue 32: "one order's pricing on save adds at most a few
 * milliseconds to the save"). On the demo's data (its quote book, cost sheets, price levels and 90 days of
 * orders), the same order edit (`updateOrder`, in its transaction, audited) is timed with the app's order-writes
 * (settlement's listener: the books' version read, the order read, the pricing, the charge and its history written)
 * and with order-writes that have no listener, alternating, each save changing the weight so the order prices
 * again. PGlite in memory, then PostgreSQL at DATABASE_URL (a schema of its own, dropped first).
 *
 *   [DATABASE_URL=postgres://…] npm run bench:order-save
 */
import os from 'node:os';
import type { z } from 'zod';
import type { orderUpdateBody } from '@fwd/contract';
import { seedDemo } from '../server/src/demo/index.ts';
import { asAdministrator } from '../server/src/demo/staff.ts';
import { orderRows, toOrderRow } from '../server/src/modules/orders/queries.ts';
import { updateOrder } from '../server/src/modules/orders/service.ts';
import { orderWritesOf, type OrderWrites } from '../server/src/modules/orders/writes.ts';
import { buildBenchApp, openBenchDatabase } from './app.ts';
import { machine, writeSection } from './results.ts';

const TZ = 'Asia/Shanghai';
const ORDERS = 100;
const ROUNDS = 6;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => v.toFixed(2);

async function measure(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind, 'bench_order_save');
  await seedDemo(database.db, TZ);
  const app = await buildBenchApp(database);
  await app.ready();
  const ctx = await asAdministrator(app.db);
  const orders = (
    await orderRows(app.db, { agentsShown: true, lang: 'zh' })
      .innerJoin('order_charges as c', 'c.order_id', 'o.id')
      .where('c.state', '=', 'priced')
      .orderBy('o.id')
      .limit(ORDERS)
      .execute()
  ).map(toOrderRow);
  const bare = orderWritesOf();
  const priced = app.orderWrites;
  const times = { with: [] as number[], without: [] as number[] };
  const versions = new Map(orders.map((o) => [o.id, o.version]));
  let step = 0;
  const save = async (writes: OrderWrites, o: (typeof orders)[number]) => {
    step++;
    const body: z.output<typeof orderUpdateBody> = {
      ...o,
      agentId: o.agentId,
      // A weight of its own each save: the order's pricing inputs change, so the listener prices it.
      weight: (Number(o.weight) + (step % 7) * 0.01 + 0.001).toFixed(3),
      version: versions.get(o.id)!,
    };
    const started = performance.now();
    const saved = await updateOrder(ctx, TZ, writes, o.id, body);
    const took = performance.now() - started;
    versions.set(o.id, saved.version);
    return took;
  };
  // Warm-up: both paths, the books loaded and the statements seen.
  for (const o of orders.slice(0, 10)) {
    await save(priced, o);
    await save(bare, o);
  }
  for (let round = 0; round < ROUNDS; round++)
    for (const o of orders) {
      // Alternating, so load on the shared machine falls on both alike.
      const first = round % 2 ? bare : priced;
      const second = first === bare ? priced : bare;
      const a = await save(first, o);
      const b = await save(second, o);
      times[first === priced ? 'with' : 'without'].push(a);
      times[second === priced ? 'with' : 'without'].push(b);
    }
  const history = await app.db
    .selectFrom('order_charge_history')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cause', '=', 'save')
    .executeTakeFirstOrThrow();
  await app.close();
  await database.close();
  const stats = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    return { p50: quantile(s, 0.5), p90: quantile(s, 0.9), p99: quantile(s, 0.99), n: s.length };
  };
  const w = stats(times.with);
  const o = stats(times.without);
  return { kind, w, o, pricings: Number(history.n) };
}

const loadBefore = os.loadavg();
const runs = [await measure('pglite')];
if (process.env.DATABASE_URL) runs.push(await measure('postgres'));
const loadAfter = os.loadavg();
const lines = [
  '## Pricing on save (`npm run bench:order-save`)',
  '',
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine()} · load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} at the start, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} at the end (a machine shared with other work: absolute times are inflated, the difference is what counts)`,
  '',
  `One order edit (\`updateOrder\`: version check, audit, in its transaction) on the demo's data, ${ORDERS} orders × ${ROUNDS} rounds, each save changing the weight so the order prices again; with the app's order-writes (settlement's listener) and with order-writes without a listener, alternating.`,
  '',
  '| database | save without pricing p50 / p90 / p99 ms | save with pricing p50 / p90 / p99 ms | pricing adds (p50) | pricings written |',
  '| --- | --- | --- | --- | --- |',
  ...runs.map(
    (r) =>
      `| ${r.kind} | ${ms(r.o.p50)} / ${ms(r.o.p90)} / ${ms(r.o.p99)} | ${ms(r.w.p50)} / ${ms(r.w.p90)} / ${ms(r.w.p99)} | ${ms(r.w.p50 - r.o.p50)} ms | ${r.pricings} |`,
  ),
];
console.log(lines.join('\n'));
writeSection('order-save', lines);
