/**
 * 代理账单: an agent's bill of 50,000 lines imported and matched. 60,000 orders on the agent's channel,
 * each with a 转单号 and a 原单号 and an expected cost; the bill bills 49,700 of them (most by 转单号,
 * one in ten by 原单号 alone; one in fifty a kilo heavier, one in forty 10 % dearer), 200 numbers no
 * order has and 100 orders twice. Timed, in the same run:
 * - the import route (`POST /payables/bills/import`, the server's own time: read, stored, matched, compared);
 * - reading the workbook alone (`readGrid` and the mapping, no database);
 * - the floor: the raw SQL a matching cannot do without, the lines stored by `unnest` into a table and joined
 *   to the orders by number once (no expected cost, no differences).
 * Each three times, the best kept. On the embedded database, and on PostgreSQL when DATABASE_URL is set
 * (schema bench_payables, dropped first).
 *
 *   npm run bench:payables
 */
import os from 'node:os';
import { BILL_MAX_ROWS, type BillDetail, type BillMapping } from '@fwd/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../server/src/db/database.ts';
import { readGrid } from '../server/src/excel/sheet.ts';
import { readLines } from '../server/src/modules/payables/read.ts';
import { ADMIN_PASSWORD, buildBenchApp, openBenchDatabase } from './app.ts';
import { machine, writeSection } from './results.ts';

const ORDERS = 60_000;
const LINES = 50_000;
const NO_ORDER = 200;
const TWICE = 100;
const RUNS = 3;
const COLUMNS: BillMapping = {
  newNumber: 'Tracking',
  originalNumber: 'Reference',
  weight: 'Kg',
  amount: 'Charge',
  currency: 'Currency',
  billedOn: 'Date',
  remark: 'Note',
};
const HEADER = Object.values(COLUMNS) as string[];
/** The mapping as the import's form fields. */
const MAPPING = Object.fromEntries(Object.entries(COLUMNS).map(([field, column]) => [`${field}Column`, column!]));

const serverTimes: number[] = [];

async function seed(db: Database['db']): Promise<number> {
  const { rows } = await sql<{ agent: number }>`
    with ch as (
      insert into channels (code, name, mode, incoterm) values ('BENCH-EXP', 'Bench express', 'express', 'DDP') returning id
    ), ag as (
      insert into agents (agent_name, agent_code) values ('Bench agent', 'BENCH') returning id
    ), link as (
      insert into agent_channels (agent_id, channel_id) select ag.id, ch.id from ag, ch
    )
    select ag.id as agent from ag`.execute(db);
  const agent = rows[0]!.agent;
  await sql`insert into customers (short_name, full_name, owner_user_id)
    select 'Bench customer', 'Bench customer Ltd', id from users where username = 'admin'`.execute(db);
  await sql`
    insert into orders (numbers, new_tracking_number, original_tracking_number, customer_id, agent_id, channel_id,
      country_id, consignee_name, weight, owner_user_id, status_id, entry_date)
    select 'BW' || lpad(n::text, 7, '0'), 'BT' || lpad(n::text, 7, '0'), 'BR' || lpad(n::text, 7, '0'),
      (select id from customers where short_name = 'Bench customer'), ${agent},
      (select id from channels where code = 'BENCH-EXP'), (select id from countries where code = 'US'),
      'Jane Roe', (1 + n % 20)::numeric, (select id from users where username = 'admin'),
      (select min(id) from number_statuses), now() - make_interval(days => 5 + n % 20)
    from generate_series(1, ${ORDERS}) n`.execute(db);
  await sql`
    insert into order_charges (order_id, state, inputs, chargeable_weight, cost_total, cost_currency)
    select id, 'priced', 'bench', weight, weight * 12 + 8, 'CNY' from orders where channel_id =
      (select id from channels where code = 'BENCH-EXP')`.execute(db);
  await sql`analyze orders`.execute(db);
  await sql`analyze order_charges`.execute(db);
  return agent;
}

/** Order n's line: by 转单号, one in ten by 原单号 alone; one in fifty heavier, one in forty dearer. */
const lineOf = (n: number) => {
  const kg = 1 + (n % 20);
  const heavier = n % 50 === 0 ? 1 : 0;
  const cost = kg * 12 + 8;
  const charge = n % 40 === 0 ? cost * 1.1 : cost;
  const pad = String(n).padStart(7, '0');
  return [
    n % 10 === 0 ? null : `BT${pad}`,
    `BR${pad}`,
    kg + heavier,
    Math.round(charge * 100) / 100,
    'CNY',
    '2026-11-01',
    null,
  ];
};

async function billWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('bill');
  ws.addRow(HEADER);
  const billed = LINES - NO_ORDER - TWICE;
  for (let n = 1; n <= billed; n++) ws.addRow(lineOf(n));
  for (let i = 1; i <= NO_ORDER; i++) ws.addRow([`NOSUCH${i}`, null, 1, 20, 'CNY', '2026-11-01', null]);
  for (let n = 1; n <= TWICE; n++) ws.addRow(lineOf(n * 7));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function multipart(fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), 'bill.xlsx');
  const request = new Request('http://bench/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function login(app: FastifyInstance): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  return (r.json() as { data: { token: string } }).data.token;
}

const best = async (fn: (run: number) => Promise<number>) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await fn(run));
  return Math.min(...times);
};

async function measure(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind, 'bench_payables');
  const agent = await seed(database.db);
  const app = await buildBenchApp(database);
  app.addHook('onResponse', async (_req, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  await app.ready();
  const token = await login(app);
  const file = await billWorkbook();
  const ctx = { lang: 'en' as const, log: app.log };

  const read = await best(async () => {
    const started = performance.now();
    readLines('en', await readGrid(ctx, file, BILL_MAX_ROWS), COLUMNS);
    return performance.now() - started;
  });

  let detail: BillDetail | undefined;
  const imported = await best(async (run) => {
    // Each run imports the bill anew: the last run's is removed first, or its lines would be the same file and bill the orders twice.
    await sql`delete from agent_bill_differences`.execute(database.db);
    await sql`delete from agent_bill_lines`.execute(database.db);
    await sql`delete from agent_bills`.execute(database.db);
    const { payload, headers } = await multipart(
      {
        agentId: String(agent),
        billNo: `BENCH-${run}`,
        periodFrom: '2026-11-01',
        periodTo: '2026-11-30',
        currency: 'CNY',
        ...MAPPING,
      },
      file,
    );
    const r = await app.inject({
      method: 'POST',
      url: '/api/payables/bills/import',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    const body = r.json() as { code: number; message: string; data: BillDetail };
    if (body.code !== 20000) throw new Error(`import: ${body.code} ${body.message}`);
    detail = body.data;
    return serverTimes.at(-1)!;
  });

  const numbers = Array.from({ length: LINES }, (_, i) => `BT${String(i + 1).padStart(7, '0')}`);
  const floor = await best(async () => {
    const started = performance.now();
    await database.db.transaction().execute(async (t) => {
      await sql`create temp table bench_lines (n text) on commit drop`.execute(t);
      await sql`insert into bench_lines select * from unnest(${numbers}::text[])`.execute(t);
      await sql`select count(o.id) from bench_lines l join orders o on o.new_tracking_number = l.n`.execute(t);
    });
    return performance.now() - started;
  });
  await app.close();
  await database.close();
  return { kind, read, imported, floor, detail: detail! };
}

const runs = [await measure('pglite'), ...(process.env.DATABASE_URL ? [await measure('postgres')] : [])];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const name = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };
const kinds = (d: BillDetail) => d.kinds.map((k) => `${k.kind} ${k.open}`).join(', ');
writeSection('payables', [
  '## 代理账单: a 50,000-line agent bill imported and matched',
  '',
  `Machine: ${machine()}; ${new Date().toISOString()}; load average ${os.loadavg()[0]!.toFixed(2)} at the end. ${ORDERS.toLocaleString('en')} orders on the agent's channel, each with a 转单号, a 原单号 and an expected cost; the bill's ${LINES.toLocaleString('en')} lines bill ${(LINES - NO_ORDER - TWICE).toLocaleString('en')} of them (one in ten by 原单号 alone), ${NO_ORDER} numbers no order has and ${TWICE} orders twice. Best of ${RUNS} (\`npm run bench:payables\`).`,
  '',
  '| Database | Import route (server time) | Reading the workbook alone | Import less the reading | Floor: lines unnested into a table, joined once | Differences found |',
  '| --- | --- | --- | --- | --- | --- |',
  ...runs.map(
    (r) =>
      `| ${name[r.kind]} | ${s(r.imported)} | ${s(r.read)} | ${s(r.imported - r.read)} | ${s(r.floor)} | ${kinds(r.detail)}; clean ${r.detail.clean.toLocaleString('en')} |`,
  ),
  '',
  "How: the lines are stored a batch of 10,000 a statement (each column one array, unnested), matched as they are stored in the same statement (a union of the joins by 转单号 and by 原单号, the first per line by `distinct on`, each line written once with its order and expected weight and cost); one statement finds the lines' differences (a window numbers each order's lines, a semi-join finds the agent's other bills), one the unbilled orders. Reading the .xlsx (exceljs, the whole workbook) is most of the rest.",
]);
for (const r of runs) console.log(r.kind, { read: r.read, imported: r.imported, floor: r.floor }, kinds(r.detail));
