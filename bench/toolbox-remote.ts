/**
 * 偏远地区's batch: 1,000 US postcodes at once (about half on a list) over
 * 200 channels of three carriers, each carrier with a remote-area list of
 * 5,000 entries (exact, prefix, range and city) and a remote surcharge rule;
 * beside it, in the same run, one postcode at a time (GET .../query) and the
 * floor, a route doing `select 1` with the same session check. On the
 * embedded database, and on PostgreSQL when DATABASE_URL is set (in schema
 * bench_remote, dropped first). Times are the server's own
 * (`reply.elapsedTime`), each set asked once to warm up, then timed.
 *
 *   npm run bench:remote
 */
import os from 'node:os';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Database } from '../server/src/db/database.ts';
import { ADMIN_PASSWORD, buildBenchApp, openBenchDatabase } from './app.ts';
import { machine, writeSection } from './results.ts';

const CHANNELS = 200;
const CARRIERS = ['UPS', 'DHL', 'FEDEX'];
const ENTRIES = 5000;
const BATCH = 1000;
const BATCHES = 20;
const SINGLES = 1000;

const open = (kind: 'pglite' | 'postgres') => openBenchDatabase(kind, 'bench_remote');

/** Each answered request's server time, in order. */
const serverTimes: number[] = [];

async function start(database: Database) {
  const app = await buildBenchApp(database);
  app.get('/api/bench/floor', { config: { access: 'authenticated' } }, async () => {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    return { code: 20000, message: '', data: rows[0] };
  });
  app.addHook('onResponse', async (_req, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  await app.ready();
  return app;
}

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const r = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload !== undefined ? { payload: payload as string } : {}),
  });
  const body = r.json() as { code: number; message: string; data: T };
  if (body.code !== 20000) throw new Error(`${method} ${url}: ${body.code} ${body.message}`);
  return body.data;
}

/** A carrier's list: exact ZIPs, ranges and prefixes spread over the country, and cities. */
async function listWorkbook(carrier: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('remote');
  ws.addRow(['country', 'match', 'value', 'valueTo', 'remoteClass']);
  for (let i = 0; i < ENTRIES; i++) {
    const zip = String(10000 + ((i * 17 + carrier * 5) % 89000)).padStart(5, '0');
    const row =
      i % 50 === 0
        ? ['US', 'city', `Town ${carrier}-${i}`, null, 'C']
        : i % 10 === 0
          ? ['US', 'range', zip, String(Number(zip) + 9), 'B']
          : i % 25 === 1
            ? ['US', 'prefix', zip.slice(0, 4), null, 'B']
            : ['US', 'exact', zip, null, 'A'];
    ws.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function multipart(fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), 'remote.xlsx');
  const request = new Request('http://bench/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function seed(app: FastifyInstance, token: string) {
  for (let i = 0; i < CHANNELS; i++) {
    const { id } = await call<{ id: number }>(app, 'POST', '/api/channel', token, {
      code: `R${i}`,
      name: `Remote ${i}`,
      mode: 'express',
      incoterm: 'DDP',
      carrier: CARRIERS[i % CARRIERS.length],
    });
    await call(app, 'POST', `/api/quote/channel/${id}/sheets`, token, {
      effectiveFrom: '2026-01-01',
      zones: [{ code: 'US', members: [{ country: 'US', match: 'country' }] }],
      rates: [
        { zone: 'US', fromKg: '0', toKg: '10', model: 'perKg', price: String(20 + (i % 7)) },
        { zone: 'US', fromKg: '10', toKg: '100', model: 'perKg', price: String(15 + (i % 5)) },
      ],
    });
  }
  await call(app, 'POST', '/api/surcharge', token, {
    name: 'Remote',
    kind: 'remote',
    basis: 'kg',
    amount: '3.2',
    minimum: '25',
    onFuel: true,
    effectiveFrom: '2026-01-01',
  });
  await call(app, 'POST', '/api/surcharge', token, {
    name: 'Remote C',
    kind: 'remote',
    basis: 'shipment',
    amount: '60',
    remoteClass: 'C',
    effectiveFrom: '2026-01-01',
  });
  await call(app, 'POST', '/api/surcharge', token, {
    name: 'Fuel',
    kind: 'fuel',
    basis: 'percent',
    amount: '15',
    effectiveFrom: '2026-01-01',
  });
  for (const [i, carrier] of CARRIERS.entries()) {
    const { payload, headers } = await multipart(
      { carrier, name: `${carrier} DAS`, effectiveFrom: '2026-01-01' },
      await listWorkbook(i),
    );
    await call(app, 'POST', '/api/remote-area/import', token, payload, headers);
  }
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** Runs `ask` n times to warm up, then n times timed by the server; p50 and p99. */
async function timed(n: number, ask: (i: number) => Promise<unknown>) {
  for (let i = 0; i < n; i++) await ask(i);
  const from = serverTimes.length;
  for (let i = 0; i < n; i++) await ask(i);
  const ms = serverTimes.slice(from);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
}

const postcodesOf = (round: number) =>
  Array.from({ length: BATCH }, (_, i) => String(10000 + ((i * 89 + round * 7) % 89000)).padStart(5, '0'));

async function measure(kind: 'pglite' | 'postgres') {
  const database = await open(kind);
  const app = await start(database);
  const { token } = await call<{ token: string }>(app, 'POST', '/api/users/login', '', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  await seed(app, token);
  const sample = await call<{ rows: { status: string }[] }>(app, 'POST', '/api/toolbox/remote-area/batch', token, {
    country: 'US',
    weight: '2',
    postcodes: postcodesOf(0),
  });
  const remote = sample.rows.filter((r) => r.status === 'remote').length;
  const batch = await timed(BATCHES, (i) =>
    call(app, 'POST', '/api/toolbox/remote-area/batch', token, {
      country: 'US',
      weight: String(1 + (i % 20)),
      postcodes: postcodesOf(i),
    }),
  );
  const single = await timed(SINGLES, (i) =>
    call(app, 'GET', `/api/toolbox/remote-area/query?country=US&weight=2&postcode=${postcodesOf(i)[i % BATCH]}`, token),
  );
  const floor = await timed(SINGLES, () => call(app, 'GET', '/api/bench/floor', token));
  await app.close();
  await database.close();
  return { kind, remote, batch, single, floor };
}

const runs = [await measure('pglite'), ...(process.env.DATABASE_URL ? [await measure('postgres')] : [])];
const ms = (x: number) => x.toFixed(2);
const name = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };
writeSection('toolbox-remote', [
  '## 偏远地区: a batch of 1,000 postcodes',
  '',
  `Machine: ${machine()}; ${new Date().toISOString()}; load average ${os.loadavg()[0]!.toFixed(2)} at the end. ${CHANNELS} channels of ${CARRIERS.length} carriers, each carrier with a remote-area list of ${ENTRIES.toLocaleString('en')} entries (exact, prefix, range, city), two remote surcharge rules (per kg with a minimum; per shipment for class C) and a fuel rule. A batch is ${BATCH.toLocaleString('en')} US postcodes (about ${runs[0]!.remote} on some list), asked ${BATCHES} times after ${BATCHES} as warm-up; one postcode at a time and the floor (\`select 1\` behind the same session check) ${SINGLES.toLocaleString('en')} times each, in the same run; each request timed by the server (\`reply.elapsedTime\`) (\`npm run bench:remote\`). Target: a batch answered in about a second.`,
  '',
  '| Database | Batch of 1,000 p50 | p99 | One postcode p50 / p99 | Floor p50 / p99 |',
  '| --- | --- | --- | --- | --- |',
  ...runs.map(
    (r) =>
      `| ${name[r.kind]} | ${ms(r.batch.p50)} ms | ${ms(r.batch.p99)} ms | ${ms(r.single.p50)} / ${ms(r.single.p99)} ms | ${ms(r.floor.p50)} / ${ms(r.floor.p99)} ms |`,
  ),
  '',
  "How: the lists are read through the quote book the price query uses (compiled once per change, one index per carrier and country: postcodes by specificity, cities by name), so a postcode costs a few map and binary-search lookups per carrier; a postcode on some list is then priced by the quote engine on the channels of the carriers holding it (their remote lines are the answer), which is most of a batch's time. The database is read once per request (the book's version, the lists' names).",
]);
for (const r of runs) console.log(r.kind, r);
