/**
 * Measures what the issues set targets for, on this machine:
 * - GET /users/info throughput and latency at 50 connections, on PGlite and
 *   (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL;
 * - the gzip size of the JavaScript the login page loads.
 * The server runs in its own process, as in production; figures go to RESULTS.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchBrowser } from './browser.ts';
import pg from 'pg';
import { machine, writeSection } from './results.ts';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'bench-admin-pass';
const CONNECTIONS = 50;
const DURATION_S = 15;

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function measure(label: string, env: Record<string, string>) {
  const port = 3300 + Math.floor(Math.random() * 500);
  const server = await startServer(port, env);
  try {
    const js = await loginPageJs(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}/api/users/info`,
        connections: CONNECTIONS,
        duration,
        headers: { authorization: `Bearer ${login.data.token}` },
      });
    await run(3); // warm-up
    const r = await run(DURATION_S);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return {
      label,
      js,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

/** Every script a real browser fetches to show /login (lazy chunks included), gzip-compressed. */
async function loginPageJs(port: number) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type=password]').waitFor();
    const dist = path.join(root, 'web/dist');
    const files = scripts.map((f) => ({
      file: f,
      gzip: gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
    }));
    return { files, total: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}

async function freshPgDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop database if exists fwd_bench');
  await client.query('create database fwd_bench');
  await client.end();
  const u = new URL(url);
  u.pathname = '/fwd_bench';
  return u.toString();
}

/** The floor, in the same run: a bare Fastify route running `select 1` on a pg pool, in its own process, as loaded. */
async function measureFloor(databaseUrl: string) {
  const port = 3800 + Math.floor(Math.random() * 500);
  const floor = spawn(process.execPath, ['--import', 'tsx', 'bench/orders/floor.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (
      let i = 0;
      i < 120 &&
      !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 250));
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}/floor`,
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
        connections: CONNECTIONS,
        duration,
      });
    await run(3);
    const r = await run(DURATION_S);
    return {
      label: 'floor: bare Fastify + pg, `select 1`',
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
    };
  } finally {
    floor.kill('SIGTERM');
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results = [
  await measure('PGlite (embedded)', { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-bench-')) }),
];
const floors = [];
if (pgUrl) {
  const databaseUrl = await freshPgDatabase(pgUrl);
  results.push(
    await measure('PostgreSQL', {
      DATABASE_URL: databaseUrl,
      SECRET_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-bench-')),
    }),
  );
  floors.push(await measureFloor(databaseUrl));
}
const js = results[0]!.js;

const lines = [
  '## API throughput and login page size',
  '',
  `Machine: ${machine()}`,
  `Date: ${new Date().toISOString()}`,
  `Command: \`npm run bench\` (server in its own process; autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a 3 s warm-up)`,
  '',
  '### GET /api/users/info',
  '',
  '| database | requests/s | p50 ms | p99 ms | max ms | target |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.label === 'PostgreSQL' ? `p99 < 20 ms: ${r.p99 < 20 ? 'met' : 'NOT met'}` : '(embedded: no target)'} |`,
  ),
  ...floors.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | (the ceiling here) |`),
  '',
  '### JavaScript the login page loads (gzip -9, every script Chromium fetched for /login)',
  '',
  '| file | gzip KB |',
  '|---|---|',
  ...js.files.map((f) => `| ${f.file} | ${(f.gzip / 1024).toFixed(1)} |`),
  `| **total** | **${(js.total / 1024).toFixed(1)}** (target ≤ 160: ${js.total / 1024 <= 160 ? 'met' : 'NOT met'}) |`,
  '',
  '### Notes',
  '',
  '- The load generator shares the two cores with the server and the database: the floor row, measured in the same',
  '  run on the same database server, is the ceiling for this test on this machine (on the 2026-11-21 machine, a Xeon,',
  '  it was about 9,800 requests/s with p99 16 ms, and the product 5,314 with p99 19 ms).',
  "- The login page's scripts include the language's messages, which the entry requests alongside the app (since",
  '  2026-11-23, so the login page does not wait for one after the other): 16.8 KB of the total for English.',
  '- `GET /users/info` on a held session reads one row, `sessions_version`, and one read serves every request that',
  '  arrived before it was sent: each process keeps what a token opens while that version stands (triggers bump it',
  '  when a session ends, a user, role, grant, binding or the menus change). Permission codes are cached per',
  '  permission version. Before 2026-11-29 each request joined the session to its user, role, grant and menus (0.24',
  '  of the floor; see "Sessions held per process" below).',
  '- On PostgreSQL, data statements run as named prepared statements (`server/src/db/prepared-client.ts`):',
  '  parsed and planned once per connection. With the session lookup also compiled once, this took the figure',
  '  from about 1,400 requests/s (p99 about 90 ms) to about 3,000 (2026-11-27).',
  '- PGlite runs in the server process on one connection: queries are serialized, so it suits the demo and',
  '  small offices, not this load.',
];
writeSection('api', lines);
console.log(lines.join('\n'));
