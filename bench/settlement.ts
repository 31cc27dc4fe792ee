/**
 * 运单计费 and 利润报表 over the order bench's 1,000,000 orders in the PostgreSQL at DATABASE_URL (loaded by
 * bench/orders/load.ts when not there), each given a charge in SQL (about 5 % never priced, a tenth in USD,
 * every cost in CNY) and the rates of their months. Measures, by the real app in its own process, beside the
 * bare Fastify + pg floor in the same run (bench/orders/floor.ts):
 * - at 10 connections, the order page's first page (全部) and the charges page's first page on the same filter;
 * - one at a time, the charges' totals of that filter (every order: one grouped pass) and the profit report of
 *   the last three months by customer;
 * and the plan of the profit report's grouped statement (EXPLAIN ANALYZE).
 *
 *   DATABASE_URL=postgres://… npm run bench:settlement
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../server/src/db/schema.ts';
import { monthOf, partsQuery } from '../server/src/modules/settlement/profit.ts';
import { monthBefore } from '../server/src/modules/settlement/rates.ts';
import { ADMIN_PASSWORD, load } from './orders/load.ts';
import { APP_ARGS, FLOOR_ARGS, serve } from './orders/serve.ts';
import { machine, writeSection } from './results.ts';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL to load and measure');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TZ = 'Asia/Shanghai';
const git = (args: string) => spawnSync('git', args.split(' '), { cwd: root }).stdout.toString().trim();
const loadBefore = os.loadavg()[0]!;

await load(url);
const plain = new pg.Client({ connectionString: url });
await plain.connect();
const q = (text: string, values: unknown[] = []) => plain.query(text, values);

// Every order's charge, once: sale 20 a kg, cost 14 a kg, a tenth in USD (a seventh of the CNY figure), 5 % pending.
if (Number((await q('select count(*) as n from order_charges')).rows[0].n) === 0) {
  const t0 = performance.now();
  await q(`insert into order_charges (order_id, state, reason, inputs, chargeable_weight, currency, sale_total,
      cost_currency, cost_total, sale_lines, cost_lines)
    select id,
      case when id % 20 = 0 then 'pending' else 'priced' end,
      case when id % 20 = 0 then 'noZone' end,
      'bench', weight,
      case when id % 20 = 0 then null when id % 10 = 1 then 'USD' else 'CNY' end,
      case when id % 20 = 0 then null when id % 10 = 1 then round(weight * 20 / 7, 2) else round(weight * 20, 2) end,
      case when id % 20 = 0 then null else 'CNY' end,
      case when id % 20 = 0 then null else round(weight * 14, 2) end,
      '[]', '[]'
    from orders`);
  await q('vacuum analyze order_charges');
  console.log(`charges given in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const now = new Date();
const to = monthOf(now, TZ);
const from = monthBefore(monthBefore(to));
const months = (await q(`select distinct to_char(entry_date at time zone $1, 'YYYY-MM') as m from orders`, [TZ])).rows;
for (const { m } of months)
  await q(`insert into exchange_rates (month, currency, rate) values ($1, 'USD', 7.1) on conflict do nothing`, [m]);

const APP = 4100 + Math.floor(Math.random() * 200);
const FLOOR = APP + 1;
const app = await serve(APP_ARGS, {
  port: APP,
  databaseUrl: url,
  env: { SECRET_KEY: randomBytes(32).toString('hex'), TIME_ZONE: TZ, JOBS: 'off' },
});
const floor = await serve(FLOOR_ARGS, { port: FLOOR, databaseUrl: url });

const login = await fetch(`http://127.0.0.1:${APP}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

async function cannon(
  port: number,
  route: string,
  method: 'GET' | 'POST',
  body?: object,
  connections = 10,
  seconds = SECONDS,
) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${route}`,
    method,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${route}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average) };
}
async function answer(route: string, method: 'GET' | 'POST', body?: object) {
  const r = await fetch(`http://127.0.0.1:${APP}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  const b = (await r.json()) as { code: number; data: unknown };
  if (b.code !== 20000) throw new Error(`${route}: ${b.code}`);
  return b.data;
}

// The pages at 10 connections; the totals and the report, each a pass over every matching order, one at a time.
const cases: [string, string, 'GET' | 'POST', object | undefined, number][] = [
  ['order page, first page (全部)', '/api/orders/page?page=1&size=20', 'POST', { isReceived: '全部' }, 10],
  ['charges page, first page (same filter)', '/api/settlement/charges/page?page=1&size=20', 'POST', {}, 10],
  ['charges totals (every order)', '/api/settlement/charges/totals', 'POST', {}, 1],
  [
    `profit by customer, ${from}–${to}`,
    `/api/settlement/profit?from=${from}&to=${to}&groupBy=customer`,
    'GET',
    undefined,
    1,
  ],
];
const rows: string[] = [];
const fl = await cannon(FLOOR, '/floor', 'POST', {});
console.log(`floor: p50 ${fl.p50} p99 ${fl.p99} (${fl.rps}/s)`);
for (const [name, route, method, body, connections] of cases) {
  const shape = JSON.stringify(await answer(route, method, body)).length;
  await cannon(APP, route, method, body, connections, 1);
  const r = await cannon(APP, route, method, body, connections);
  console.log(`${name}: p50 ${r.p50} p99 ${r.p99} (${r.rps}/s), ${shape} bytes`);
  rows.push(`| ${name} | ${connections} | ${r.p50} | ${r.p99} | ${r.rps} | ${shape.toLocaleString('en')} |`);
}
const floorAfter = await cannon(FLOOR, '/floor', 'POST', {});
app.kill('SIGTERM');
floor.kill('SIGTERM');

// The profit report's statement as the app sends it, explained with its parameters.
const kdb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
const compiled = partsQuery(
  kdb,
  { scope: { all: true }, agentsShown: true, timeZone: TZ },
  { from, to },
  'customer',
).compile(kdb);
const plan = (await q(`explain (analyze, buffers) ${compiled.sql}`, compiled.parameters as unknown[])).rows.map(
  (r: Record<string, string>) => String(r['QUERY PLAN']),
);
const inPeriod = (
  await q(
    `select count(*) as n from orders where entry_date >= ((($1::text || '-01')::date)::timestamp at time zone $2)`,
    [from, TZ],
  )
).rows[0].n;
await kdb.destroy();
await plain.end();
const loadAfter = os.loadavg()[0]!;

writeSection('settlement', [
  '## 运单计费 and 利润报表 (`npm run bench:settlement`)',
  '',
  `${new Date().toISOString().slice(0, 16)} UTC, ${machine()}, PostgreSQL at DATABASE_URL, commit ${git('rev-parse --short HEAD')}; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
  `1,000,000 orders (bench/orders/load.ts), each with a charge (5 % pending, a tenth in USD); ${Number(inPeriod).toLocaleString('en')} entered ${from}–${to}. ${SECONDS} s each, as admin (ALL).`,
  '',
  '| case | connections | p50 ms | p99 ms | requests/s | answer bytes |',
  '| --- | --- | --- | --- | --- | --- |',
  `| floor (bare Fastify + pg, \`select 1\`) before | 10 | ${fl.p50} | ${fl.p99} | ${fl.rps} | |`,
  ...rows,
  `| floor after | 10 | ${floorAfter.p50} | ${floorAfter.p99} | ${floorAfter.rps} | |`,
  '',
  'The profit report’s grouped statement (by customer, the three months), EXPLAIN (ANALYZE, BUFFERS):',
  '',
  '```',
  ...plan,
  '```',
]);
console.log(plan.join('\n'));
process.exit(0);
