import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Job } from '@fwd/contract';
import { orderBook, startUpstream, type UpstreamSim } from '@fwd/simulators';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareDatabase } from '../src/boot.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { syncHandler } from '../src/modules/logistics/sync.ts';
import { upstreamOf } from '../src/modules/logistics/settings.ts';
import { createJobs } from '../src/plugins/jobs/worker.ts';
import { ADMIN_PASSWORD, freshDatabase, onPostgres, testApp, type Caller } from './harness.ts';
import { givenOrderWorld } from './order-fixtures.ts';

/*
 * A sync asked for in a request, its process killed with SIGKILL in the
 * middle: another process finishes it. On PostgreSQL the console runs in a
 * child process beside this one, both on the worker's schema; on the embedded
 * database (one process at a time) the child opens a directory this test
 * prepared and left, and this test opens it again after the kill.
 */

const KEY = 'upstream-key';
const SECRET_KEY = randomBytes(32).toString('hex');
const NOW = Date.parse('2026-06-10T12:00:00Z');
const codes = {
  customers: ['星辰电子', '海蓝家居', 'Acme'],
  agents: ['DHL-SZ', 'OSD-EU'],
  channels: ['US-EXP', 'EU-AIR'],
  countries: ['US', 'GB', 'DE'],
  owners: ['salesA1', 'managerA'],
};
const options = { seed: 3, ...codes, ordersPerHour: 6, unknownRate: 0.1, changeRate: 0.3 };
const WINDOW = { beginTime: '2026-06-08T00:00:00Z', endTime: '2026-06-08T23:00:00Z' };

let sim: UpstreamSim;
const dir = onPostgres ? undefined : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-crash-')), 'pgdata');
let database: Database;
let t: Caller;

beforeAll(async () => {
  sim = await startUpstream({ key: KEY, now: () => NOW, ...options });
  database = dir ? await openDatabase({ dir }) : await freshDatabase();
  if (dir) await prepareDatabase(database, { adminPassword: ADMIN_PASSWORD });
  t = await testApp({ database, env: { SECRET_KEY } });
  await givenOrderWorld(t, 1);
  await t.db.updateTable('logistics_settings').set({ sync_every_minutes: 0 }).execute();
  await t.db.updateTable('tracking_settings').set({ refresh_every_minutes: 0, reconcile_every_minutes: 0 }).execute();
  const admin = await t.login('admin', ADMIN_PASSWORD);
  const saved = await t.call('POST', '/api/api/keys/0', {
    token: admin,
    body: { kind: 'orders', name: '上游订单系统', baseUrl: sim.url, key: KEY },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
});
afterAll(async () => {
  await t.close();
  // On PostgreSQL it is the worker's shared database, which the files after this one use.
  if (dir) await database.close();
  await sim.close();
});

/** The console in a process of its own: its address once it listens, and a way to kill it. */
async function child() {
  const env = dir
    ? { CRASH_DB_DIR: dir }
    : { CRASH_DB_URL: process.env.TEST_DATABASE_URL!, CRASH_DB_SCHEMA: database.schema! };
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'crash-child.ts')], {
    env: { ...process.env, ...env, SECRET_KEY },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const listening = /listening at (\S+)/.exec(out);
      if (listening) resolve(listening[1]!);
    });
    void exited.then(() => reject(new Error(`the child exited before listening: ${out}`)));
  });
  return { url, exited, kill: () => proc.kill('SIGKILL') };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
};

it(
  'finishes in another process a sync whose process was killed with SIGKILL in the middle of its request',
  { timeout: 120_000 },
  async () => {
    const upstream = orderBook(options).updatedIn(Date.parse(WINDOW.beginTime), Date.parse(WINDOW.endTime), NOW);
    expect(upstream.length).toBeGreaterThan(100); // two pages of the client's 100
    const known = upstream.filter(
      (o) => codes.customers.includes(o.customerCode) && (o.agentCode === null || codes.agents.includes(o.agentCode)),
    );
    if (dir) {
      await t.close();
      await database.close();
    }

    const console1 = await child();
    const login = await fetch(`${console1.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    sim.setDelay(300);
    const before = sim.stats().requests;
    const request = fetch(`${console1.url}/api/sync/orders?${new URLSearchParams(WINDOW)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      (r) => r.json() as Promise<{ data: Job }>,
      () => null,
    );
    // Page 1 kept, page 2 asked for: the process dies.
    await until(() => sim.stats().requests >= before + 2);
    console1.kill();
    expect(await console1.exited).toBe('SIGKILL');
    expect(await request).toBeNull();
    sim.setDelay(0);

    if (dir) {
      database = await openDatabase({ dir });
      t = await testApp({ database, env: { SECRET_KEY } });
    }
    const stored = async () =>
      (
        await t.db
          .selectFrom('orders')
          .select('numbers')
          .where(
            'numbers',
            'in',
            upstream.map((o) => o.numbers),
          )
          .execute()
      )
        .map((o) => o.numbers)
        .sort();
    const left = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'orderSync').executeTakeFirstOrThrow();
    expect(left).toMatchObject({ state: 'running', attempts: 1, max_attempts: 3, params: WINDOW });
    expect((await stored()).length).toBeGreaterThan(0);
    expect((await stored()).length).toBeLessThan(known.length);

    // Another process, once the dead one's lease has run out.
    const other = createJobs({
      db: t.db,
      log: t.app.log,
      userNames: t.app.userNames,
      workerId: 'other',
      now: () => new Date(Date.now() + 61_000),
    });
    other.handle('orderSync', syncHandler(t.db, upstreamOf(t.db, t.app.outside), t.app.orderWrites));
    const done = await other.runOnce();
    expect(done).toMatchObject({
      id: left.id,
      state: 'done',
      attempts: 2,
      history: [
        { attempt: 1, outcome: 'interrupted' },
        { attempt: 2, outcome: 'done' },
      ],
    });
    expect(await stored()).toEqual(known.map((o) => o.numbers).sort());
  },
);
