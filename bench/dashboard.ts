/**
 * The home dashboard over 1,000,000 orders in the PostgreSQL at DATABASE_URL
 * (the order bench's data set and schema: bench/orders/load.ts loads it when it
 * is not there). Measures:
 * - counting every order into `order_days` once (what the orderDays job costs
 *   after an upgrade, a new TIME_ZONE or orders loaded by SQL);
 * - GET /api/dashboard/figures (every card and chart in one answer) by the real
 *   app in its own process, for the whole company (admin) and a SELF
 *   salesperson, at 1 and at 10 connections, beside a bare Fastify + pg floor;
 * - that every figure equals the same conditions counted plainly;
 * - what keeping `order_days` costs a write: the same updates with its
 *   triggers and without, in transactions rolled back.
 *
 *   DATABASE_URL=postgres://… npm run bench:dashboard
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { DashboardFigures } from '@fwd/contract';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../server/src/db/schema.ts';
import { countDaysIn } from '../server/src/modules/dashboard/days.ts';
import { resolveScope } from '../server/src/modules/roles/scope.ts';
import { comparable, plainFigures } from '../server/test/dashboard-plain.ts';
import { ADMIN_PASSWORD, load, STAFF_PASSWORD } from './orders/load.ts';
import { APP_ARGS, FLOOR_ARGS, serve } from './orders/serve.ts';
import { machine, writeSection } from './results.ts';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL to load and measure');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TZ = 'Asia/Shanghai';
const TARGET_P99 = 100;

const git = (args: string) => spawnSync('git', args.split(' '), { cwd: root }).stdout.toString().trim();
const loadBefore = os.loadavg()[0]!;
const staff = await load(url);
const plain = new pg.Client({ connectionString: url });
await plain.connect();
const q = (text: string, values: unknown[] = []) => plain.query(text, values);
// The bench's roles were made before the dashboard had a permission: they see it as every role given it does.
await q(`insert into role_permissions (role_id, permission_id)
  select r.id, p.id from roles r, permissions p where r.name like 'b\\_%' and p.permission_code = 'dashboard:view' on conflict do nothing`);
await q(`update roles set version = version + 1 where name like 'b\\_%'`);

const kdb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }) });

// Counting every order once, as the orderDays job does after orders loaded by SQL or an upgrade (forced: nothing
// counted first; BENCH_RECOUNT=0 keeps what is counted).
const recounted = process.env.BENCH_RECOUNT !== '0';
if (recounted) await q(`update order_days_zone set time_zone = '', counted = false; truncate order_days`);
let t0 = performance.now();
await countDaysIn(kdb, TZ);
const rebuildSeconds = (performance.now() - t0) / 1000;
await q('vacuum analyze order_days');
const keptRows = Number((await q('select count(*) as n from order_days')).rows[0].n);
console.log(`order_days counted in ${rebuildSeconds.toFixed(1)} s: ${keptRows} rows`);

const APP = 3900 + Math.floor(Math.random() * 200);
const FLOOR = APP + 1;
const app = await serve(APP_ARGS, {
  port: APP,
  databaseUrl: url,
  env: { SECRET_KEY: randomBytes(32).toString('hex'), TIME_ZONE: TZ },
  seconds: 120,
});
const floor = await serve(FLOOR_ARGS, { port: FLOOR, databaseUrl: url });

async function signIn(username: string, password: string) {
  const r = await fetch(`http://127.0.0.1:${APP}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await r.json()) as { code: number; data: { token: string } };
  if (body.code !== 20000) throw new Error(`sign-in of ${username}: ${body.code}`);
  return body.data.token;
}
const callers = [
  { name: 'whole company (admin, ALL)', username: 'admin', token: await signIn('admin', ADMIN_PASSWORD) },
  {
    name: `SELF salesperson (${staff.sales})`,
    username: staff.sales,
    token: await signIn(staff.sales, STAFF_PASSWORD),
  },
];

async function figures(token: string): Promise<DashboardFigures> {
  const r = await fetch(`http://127.0.0.1:${APP}/api/dashboard/figures`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await r.json()) as { code: number; data: DashboardFigures };
  if (body.code !== 20000) throw new Error(`figures: ${body.code}`);
  return body.data;
}

const cannon = async (
  port: number,
  route: string,
  token: string,
  connections: number,
  seconds: number,
  method: 'GET' | 'POST' = 'GET',
) => {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${route}`,
    method,
    connections,
    duration: seconds,
    ...(method === 'POST'
      ? { body: '{}', headers: { 'content-type': 'application/json' } }
      : { headers: { authorization: `Bearer ${token}` } }),
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${route}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average) };
};

interface Row {
  caller: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  floor: { p50: number; p99: number };
  exact: boolean;
  shape: string;
}
const rows: Row[] = [];
for (const caller of callers) {
  const served = await figures(caller.token);
  const user = await kdb
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'r.show_agent'])
    .where('u.username', '=', caller.username)
    .executeTakeFirstOrThrow();
  const want = await plainFigures(kdb, await resolveScope(kdb, user), user.show_agent, TZ, new Date(served.asOf));
  const exact = JSON.stringify(comparable(served.orders!)) === JSON.stringify(comparable(want));
  if (!exact)
    console.error(
      caller.name,
      JSON.stringify(comparable(served.orders!)).slice(0, 2000),
      '\n',
      JSON.stringify(comparable(want)).slice(0, 2000),
    );
  const o = served.orders!;
  const shape = `today ${o.cards.today.count} (${o.cards.today.previous} before), month ${o.cards.month.count}, unsigned ${o.cards.unsigned}, problem ${o.cards.problem}, ${o.byStatus.length} statuses × ${o.days.length} days, ${o.byChannel.length} channels, agents ${o.problemByAgent ? o.problemByAgent.length : 'masked'}`;
  for (const connections of [1, 10]) {
    await cannon(APP, '/api/dashboard/figures', caller.token, connections, 1);
    const fl = await cannon(FLOOR, '/floor', '', connections, 2, 'POST');
    const run = await cannon(APP, '/api/dashboard/figures', caller.token, connections, SECONDS);
    rows.push({ caller: caller.name, connections, ...run, floor: { p50: fl.p50, p99: fl.p99 }, exact, shape });
    console.log(
      `${caller.name} @${connections}: p50 ${run.p50} p99 ${run.p99} (${run.rps}/s), floor ${fl.p50}/${fl.p99}, exact ${exact}`,
    );
  }
}
app.kill('SIGTERM');
floor.kill('SIGTERM');

/** Median ms of a statement run in a transaction rolled back, with the order_days triggers on or off, alternating. */
async function writeCost(statement: string, rounds: number) {
  const times = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < rounds * 2; i++) {
    const on = i % 2 === 0;
    await q('begin');
    if (!on)
      for (const tg of ['insert', 'update', 'delete']) await q(`alter table orders disable trigger order_days_${tg}`);
    t0 = performance.now();
    await q(statement, [1 + ((i * 7919) % 900_000)]);
    times[on ? 'on' : 'off'].push(performance.now() - t0);
    await q('rollback');
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { on: median(times.on), off: median(times.off) };
}
const writes = [
  [
    'one order’s tracking (a push)',
    `update orders set tracking_status = 'Exception', last_event = 'x', last_event_at = now(), version = version + 1 where id = $1`,
    40,
  ],
  [
    '1,000 orders’ tracking (a refresh batch)',
    `update orders set tracking_status = 'InTransit', last_event_at = now() where id >= $1 and id < $1 + 1000`,
    10,
  ],
  [
    '1,000 orders signed',
    `update orders set is_received = true, received_at = now(), tracking_status = 'Delivered' where id >= $1 and id < $1 + 1000`,
    10,
  ],
  [
    '1,000 orders inserted (a sync page)',
    `insert into orders (numbers, customer_id, agent_id, channel_id, country_id, consignee_name, weight, owner_user_id, status_id, tracking_status, entry_date)
    select 'BENCH-' || $1::int || '-' || i, customer_id, agent_id, channel_id, country_id, consignee_name, weight, owner_user_id, status_id, tracking_status, now()
    from orders, generate_series(1, 1000) i where id = $1`,
    10,
  ],
] as const;
const costs = [];
for (const [name, statement, rounds] of writes) {
  const c = await writeCost(statement, rounds);
  costs.push({ name, ...c });
  console.log(`${name}: ${c.on.toFixed(2)} ms with order_days, ${c.off.toFixed(2)} without`);
}
await plain.end();
await kdb.destroy();

const loadAfter = os.loadavg()[0]!;
const NOTES = [
  "- What one answer reads: the six count cards are the order page's own counts of the filters they open it with",
  '  (`orderCounts` in orders/queries.ts: `order_counts` and, for a date range or the problem filter, a partial day from an',
  '  index), each a name/date lookup and a count; the charts and the spans of the period before are sums of `order_days`',
  '  rows (30 days × each status, channel, country; the delivered orders per channel; problem parcels per agent: every quiet',
  "  parcel less the last week's), plus at most a day's orders read from the entry-date and `orders_quiet` indexes. About",
  '  twenty statements, none reading more than a few thousand index entries (the daily series and the delivered orders',
  "  per channel ran in 0.4 to 1 ms alone, EXPLAIN ANALYZE; under this run's load a 300-entry index read took 10 ms).",
  '- With 10 connections at once the answers queue for the 2 cores: requests/s stays what one connection gets, so each',
  '  waits for the nine before it (p50 ≈ 10 / requests per second). The target is read at one connection, a person',
  '  opening the page; ten people opening it in the same 200 ms is what the 10-connection rows show.',
  '- On a busy machine the floor itself moves (one `select 1` took up to 118 ms at p99 at a load average of 18): read',
  '  the figures beside the load average above and the floor in the same row.',
  '- The write costs (the same machine) are what the `order_days` triggers add to a statement: a row of deltas per',
  '  changed key and owner (a changed order moves at most seven keys, for its owner and for everyone), folded by whichever',
  "  writer gets the lock. A single order's push is lost in the noise; a 1,000-order statement pays for its transition",
  "  tables' group-by.",
];
const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);
writeSection('dashboard', [
  '## Home dashboard over 1,000,000 orders (PostgreSQL)',
  '',
  `Machine: ${machine()}`,
  `Date: ${new Date().toISOString()}`,
  `Load average (1 min) before and after: ${loadBefore.toFixed(2)}, ${loadAfter.toFixed(2)} on ${os.cpus().length} cores`,
  `Command: \`DATABASE_URL=… npm run bench:dashboard\` (bench/dashboard.ts, the order bench's data: bench/orders/load.ts)`,
  `Code measured: ${git('rev-parse --short HEAD')}; the app started as \`npm start\` starts it`,
  '',
  `GET /api/dashboard/figures: every card and chart in one answer, by the real app in its own process (autocannon, ${SECONDS} s after`,
  '1 s of warm-up), beside the floor (a bare Fastify + pg route answering `select 1`, 2 s right before). Exact: every figure',
  "equals the same condition counted plainly over the orders (server/test/dashboard-plain.ts, the server suite's oracle too).",
  '',
  `| caller | connections | p50 ms | p99 ms | requests/s | floor p50 / p99 ms | exact | p99 ≤ ${TARGET_P99} ms |`,
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.caller} | ${r.connections} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.floor.p50} / ${r.floor.p99} | ${r.exact ? 'yes' : '**NO**'} | ${r.p99 <= TARGET_P99 ? 'met' : '**NOT met**'} |`,
  ),
  '',
  ...callers.map((c, i) => `- ${c.name}: ${rows[i * 2]!.shape}.`),
  '',
  ...NOTES,
  '',
  recounted
    ? `Counting every order into \`order_days\` once (the orderDays job after orders loaded by SQL, an upgrade or a new \`TIME_ZONE\`): ${rebuildSeconds.toFixed(1)} s, ${keptRows.toLocaleString('en')} rows.`
    : `\`order_days\` kept as counted before (BENCH_RECOUNT=0): ${keptRows.toLocaleString('en')} rows; the last recount measured was 201.2 s on 2026-11-27 at a load average of 17.`,
  '',
  'What keeping `order_days` costs a write (median, each statement in a transaction rolled back, the triggers on and off in turns):',
  '',
  '| write | with order_days ms | without ms | added |',
  '|---|---|---|---|',
  ...costs.map((c) => `| ${c.name} | ${ms(c.on)} | ${ms(c.off)} | ${ms(c.on - c.off)} |`),
  '',
]);
console.log('written to bench/RESULTS.md');
