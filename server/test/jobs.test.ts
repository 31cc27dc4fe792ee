import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Code, JOB_ERRORS_KEPT, JOB_KINDS, type Job } from '@fwd/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { prepareDatabase } from '../src/boot.ts';
import type { Db } from '../src/http/context.ts';
import { AppError } from '../src/http/errors.ts';
import { claim } from '../src/plugins/jobs/queue.ts';
import { createJobs, type JobsOptions } from '../src/plugins/jobs/worker.ts';
import type { Intervals } from '../src/plugins/jobs/schedule.ts';
import { ADMIN_PASSWORD, freshDatabase, onPostgres, signedInWith, testApp, type Caller } from './harness.ts';

/*
 * Workers are driven by hand (runOnce, tick, schedule) on a clock the test
 * moves; "another process" is a second Jobs over its own connection pool on
 * PostgreSQL (PGlite has one connection: the same database).
 */

let database: Database;
let t: Caller;
let admin: string;

beforeAll(async () => {
  database = await freshDatabase();
  t = await testApp({ database });
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

// Starts at the real time (jobs the app's own Jobs enqueues are due by it) and only moves on.
let clockAt = Date.now();
const now = () => new Date(clockAt);
const later = (ms: number) => {
  clockAt += ms;
};
const MINUTE = 60_000;

const worker = (
  db: Db,
  workerId: string,
  { intervals, ...o }: Partial<JobsOptions> & { intervals?: Intervals } = {},
) => {
  const jobs = createJobs({
    db,
    log: t.app.log,
    userNames: t.app.userNames,
    workerId,
    now,
    backoffMs: () => MINUTE,
    ...o,
  });
  if (intervals) jobs.scheduleBy(intervals);
  return jobs;
};

/** Another process's connection: a pool of its own on PostgreSQL; on PGlite the one connection there is. */
const otherConnection = async (): Promise<Database> =>
  onPostgres
    ? openDatabase({ url: process.env.TEST_DATABASE_URL, schema: database.schema, poolSize: 4 })
    : { ...database, close: async () => {} };

const row = (id: number) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const active = async () =>
  (await t.db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'running']).execute()).length;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
});

describe('the queue', () => {
  it('runs each job once when two workers claim at the same time', async () => {
    const other = await otherConnection();
    try {
      const runs: number[] = [];
      const handler = async (job: { id: number }, run: { advance(): void }) => {
        runs.push(job.id);
        await new Promise((r) => setImmediate(r));
        run.advance();
      };
      const a = worker(t.db, 'A');
      const b = worker(other.db, 'B');
      a.handle('orderSync', handler);
      b.handle('orderSync', handler);
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push((await (i % 2 ? a : b).enqueue('orderSync', { n: i })).id);

      const ran = (await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()])).flat();

      const byId = (x: number, y: number) => x - y;
      expect(runs.sort(byId)).toEqual(ids);
      expect(ran.map((j) => j.id).sort(byId)).toEqual(ids);
      const rows = await t.db
        .selectFrom('jobs')
        .select(['state', 'attempts', 'done', 'locked_by'])
        .where('id', 'in', ids)
        .execute();
      expect(rows).toHaveLength(20);
      expect(rows.every((r) => r.state === 'done' && r.attempts === 1 && r.done === 1 && r.locked_by === null)).toBe(
        true,
      );
    } finally {
      await other.close();
    }
  });

  it('keeps a queued job across a restart and runs it once', async () => {
    const dir = onPostgres ? undefined : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-jobs-')), 'pgdata');
    const open = () => (dir ? openDatabase({ dir }) : otherConnection());

    const first = await open();
    if (dir) await prepareDatabase(first, { adminPassword: ADMIN_PASSWORD });
    // Nothing scheduled gets in the way of what is counted.
    await first.db.updateTable('logistics_settings').set({ sync_every_minutes: 0 }).execute();
    await first.db
      .updateTable('tracking_settings')
      .set({ refresh_every_minutes: 0, reconcile_every_minutes: 0 })
      .execute();
    const api = await testApp({ database: first }); // JOBS off: an API-only process
    // A refresh of an employee without orders: the real handler, done without calling the provider.
    const queued = await api.app.jobs.enqueue('trackingRefresh', { ownerUserId: 999_999 });
    expect(queued.state).toBe('queued');
    await api.close();
    await first.close();

    const second = await open();
    try {
      const next = await testApp({ database: second });
      expect(await next.app.jobs.runOnce()).toMatchObject({ id: queued.id, state: 'done', total: 0 });
      expect(await next.app.jobs.runOnce()).toBeNull();
      await next.close();
      const r = await second.db.selectFrom('jobs').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow();
      expect(r).toMatchObject({ state: 'done', attempts: 1, params: { ownerUserId: 999_999 }, locked_by: null });
      expect(r.finished_at).toBeInstanceOf(Date);
    } finally {
      await second.db.updateTable('logistics_settings').set({ sync_every_minutes: 30 }).execute();
      await second.db
        .updateTable('tracking_settings')
        .set({ refresh_every_minutes: 360, reconcile_every_minutes: 1440 })
        .execute();
      await second.close();
    }
    // Two embedded databases opened on disk and one migrated (the worker's copied database cannot stand for a
    // restart): 4 s on a quiet machine, past the default 20 at load 14 with two test files running.
  }, 60_000);

  it('takes again a job whose process died (lease run out), counting the attempt', async () => {
    const b = worker(t.db, 'B');
    const attempts: number[] = [];
    b.handle('orderSync', async (job) => {
      attempts.push(job.attempt);
    });
    const job = await b.enqueue('orderSync', {});
    // A process claims it and dies.
    expect((await claim(t.db, ['orderSync'], { workerId: 'dead', now: now(), leaseMs: MINUTE }))?.id).toBe(job.id);
    expect(await b.runOnce()).toBeNull(); // its lease still holds

    later(MINUTE + 1);
    const done = await b.runOnce();
    // The row's errors are the last attempt's (none); why the first ended is in its history.
    expect(done).toMatchObject({ id: job.id, state: 'done', attempts: 2, errors: [] });
    expect(attempts).toEqual([2]);
    expect(done?.history).toMatchObject([
      { attempt: 1, outcome: 'interrupted', error: expect.stringMatching(/lease ran out/) },
      { attempt: 2, outcome: 'done', error: null },
    ]);
  });

  it('fails a job whose last attempt died, saying why', async () => {
    const b = worker(t.db, 'B');
    b.handle('orderSync', async () => {});
    const job = await b.enqueue('orderSync', {}, { maxAttempts: 2 });
    for (const dead of ['dead1', 'dead2']) {
      expect((await claim(t.db, ['orderSync'], { workerId: dead, now: now(), leaseMs: MINUTE }))?.id).toBe(job.id);
      later(MINUTE + 1);
    }
    expect(await b.runOnce()).toBeNull();
    const r = await row(job.id);
    expect(r).toMatchObject({ state: 'failed', attempts: 2, locked_by: null });
    expect(r.finished_at).toBeInstanceOf(Date);
    expect(r.errors).toEqual([{ ref: null, message: expect.stringMatching(/lease ran out/) }]);
    expect(r.history.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'interrupted'],
      [2, 'interrupted'],
    ]);
  });

  it('retries a handler that throws after a backoff, then fails it with the error, keeping what each attempt did', async () => {
    const c = worker(t.db, 'C');
    c.handle('trackingRefresh', async (job, run) => {
      run.advance(5);
      run.count('tracked', job.attempt * 10);
      throw new Error('provider down');
    });
    const job = await c.enqueue('trackingRefresh', {}, { maxAttempts: 2 });

    const first = await c.runOnce();
    expect(first).toMatchObject({
      id: job.id,
      state: 'queued',
      attempts: 1,
      done: 5,
      finishedAt: null,
      errors: [{ ref: null, message: 'provider down' }],
    });
    expect(await c.runOnce()).toBeNull(); // not before the backoff

    later(MINUTE);
    const second = await c.runOnce();
    expect(second).toMatchObject({
      id: job.id,
      state: 'failed',
      attempts: 2,
      errors: [{ ref: null, message: 'provider down' }],
    });
    expect(second?.finishedAt).toEqual(expect.any(String));
    // The row's counts are the last attempt's; the first attempt's are still there to read.
    expect(second?.counts).toEqual({ tracked: 20 });
    expect(second?.history).toEqual([
      {
        attempt: 1,
        outcome: 'failed',
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        done: 5,
        total: null,
        counts: { tracked: 10 },
        error: 'provider down',
      },
      {
        attempt: 2,
        outcome: 'failed',
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        done: 5,
        total: null,
        counts: { tracked: 20 },
        error: 'provider down',
      },
    ]);
    expect(Date.parse(second!.history[0]!.finishedAt)).toBeLessThan(Date.parse(second!.history[1]!.finishedAt));
  });

  it('shows at its top level only the latest attempt’s errors, for every kind; earlier attempts’ stay in the history', async () => {
    const c = worker(t.db, 'E');
    for (const kind of JOB_KINDS) {
      c.handle(kind, async (job, run) => {
        run.error(`${kind}-${job.attempt}`, `item failed on attempt ${job.attempt}`);
        if (job.attempt === 1) {
          run.notice({ zh: '第一次', en: 'first attempt', es: 'primer intento', ja: '初回' });
          throw new Error('provider down');
        }
      });
    }
    for (const kind of JOB_KINDS) {
      const job = await c.enqueue(kind, {});
      expect(await c.runOnce()).toMatchObject({
        id: job.id,
        state: 'queued',
        errors: [
          { ref: `${kind}-1` },
          { ref: null, message: 'first attempt' },
          { ref: null, message: 'provider down' },
        ],
      });
      later(MINUTE);
      const done = await c.runOnce();
      expect(done).toMatchObject({ id: job.id, state: 'done', attempts: 2, counts: { failed: 1 } });
      expect(done?.errors).toEqual([{ ref: `${kind}-2`, message: 'item failed on attempt 2' }]);
      expect(done?.history.map((a) => [a.attempt, a.outcome, a.error, a.counts])).toEqual([
        [1, 'failed', 'provider down', { failed: 1 }],
        [2, 'done', null, { failed: 1 }],
      ]);
    }
  });

  it('fails at once, not retried, a handler refused by the console itself (an AppError such as a service not configured)', async () => {
    const c = worker(t.db, 'C');
    c.handle('orderSync', async () => {
      throw new AppError(Code.OUTSIDE_FAILED, {
        zh: '上游订单系统未配置',
        en: 'not configured',
        es: 'no configurado',
        ja: '未設定',
      });
    });
    const job = await c.enqueue('orderSync', {}, { maxAttempts: 3 });

    expect(await c.runOnce()).toMatchObject({
      id: job.id,
      state: 'failed',
      attempts: 1,
      finishedAt: expect.any(String),
      errors: [{ ref: null, message: 'not configured' }],
    });
    later(24 * 60 * MINUTE);
    expect(await c.runOnce()).toBeNull();
  });

  it('shows progress and counts while running, in a few writes; keeps JOB_ERRORS_KEPT errors and counts them all', async () => {
    let updates = 0;
    const counting: KyselyPlugin = {
      transformQuery: (a) => {
        if (a.node.kind === 'UpdateQueryNode') updates++;
        return a.node;
      },
      transformResult: async (a) => a.result,
    };
    const w = worker(t.db.withPlugin(counting), 'P');
    const reached = deferred();
    const release = deferred();
    w.handle('trackingRefresh', async (_job, run) => {
      run.total(1000);
      for (let i = 0; i < 1000; i++) {
        if (i % 2) run.error(`T${i}`, 'unknown number');
        else run.count('tracked');
        run.advance();
      }
      await run.flush();
      reached.resolve();
      await release.promise;
      run.count('delivered', 3);
    });
    const job = await w.enqueue('trackingRefresh', {});
    const running = w.runOnce();
    await reached.promise;

    const mid = await t.call<Job>('GET', `/api/jobs/${job.id}`, { token: admin });
    expect(mid.body.data).toMatchObject({
      state: 'running',
      attempts: 1,
      done: 1000,
      total: 1000,
      counts: { tracked: 500, failed: 500 },
      finishedAt: null,
    });
    expect(mid.body.data.startedAt).toEqual(expect.any(String));
    expect(mid.body.data.errors).toHaveLength(JOB_ERRORS_KEPT);
    expect(mid.body.data.errors[0]).toEqual({ ref: 'T1', message: 'unknown number' });

    release.resolve();
    const end = await running;
    expect(end).toMatchObject({ state: 'done', done: 1000, counts: { tracked: 500, failed: 500, delivered: 3 } });
    expect(end?.errors).toHaveLength(JOB_ERRORS_KEPT);
    // The claim, the flush, the end (and a timed write or two): never one per item.
    expect(updates).toBeLessThan(8);
  });

  it('runNow records the job and answers its first attempt ended; ifIdle answers null while one of the kind is active', async () => {
    const w = worker(t.db, 'N');
    w.handle('orderSync', async (job, run) => {
      run.count('created', Number(job.params.n));
    });
    const done = await w.runNow('orderSync', { n: 4 }, { createdBy: 1 });
    expect(done).toMatchObject({
      state: 'done',
      trigger: 'manual',
      createdBy: '系统管理员',
      attempts: 1,
      counts: { created: 4 },
      params: { n: 4 },
    });

    // A job like a queued one: a failed attempt is retried, by whichever worker claims it.
    w.handle('trackingRefresh', async (job) => {
      if (job.attempt === 1) throw new Error('provider down');
    });
    const failed = await w.runNow('trackingRefresh', {});
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, errors: [{ ref: null, message: 'provider down' }] });
    later(MINUTE);
    const other = worker(t.db, 'O');
    other.handle('trackingRefresh', async () => {});
    expect(await other.runOnce()).toMatchObject({ id: failed.id, state: 'done', attempts: 2, errors: [] });

    await w.enqueue('orderSync', {});
    expect(await w.runNow('orderSync', { n: 1 }, { ifIdle: true })).toBeNull();
    expect(await w.enqueue('orderSync', {}, { ifIdle: true })).toBeNull();
  });

  it('runNow answers after waitMs with the job running; the attempt goes on, and another process takes it over if this one dies', async () => {
    const w = worker(t.db, 'W');
    const release = deferred();
    w.handle('trackingReconcile', async (_job, run) => {
      run.count('tracked', 1);
      await release.promise;
    });
    const running = await w.runNow('trackingReconcile', {}, { waitMs: 20 });
    expect(running).toMatchObject({ state: 'running', attempts: 1 });
    expect((await row(running.id)).locked_by).toBe('W');

    // W stops answering (its process died, say): once its lease runs out, another worker runs the job again.
    later(MINUTE + 1);
    const other = worker(t.db, 'O');
    other.handle('trackingReconcile', async () => {});
    expect(await other.runOnce()).toMatchObject({
      id: running.id,
      state: 'done',
      attempts: 2,
      history: [
        { attempt: 1, outcome: 'interrupted' },
        { attempt: 2, outcome: 'done' },
      ],
    });
    // W's attempt, ending late, writes nothing over it.
    release.resolve();
    await w.stop();
    expect(await row(running.id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
  });

  it('puts the running job back in the queue when the worker stops, the attempt not counted', async () => {
    const w = worker(t.db, 'S');
    const started = deferred();
    w.handle('trackingReconcile', async (_job, run) => {
      started.resolve();
      await new Promise((_, reject) => run.signal.addEventListener('abort', () => reject(run.signal.reason as Error)));
    });
    const job = await w.enqueue('trackingReconcile', {});
    const running = w.runOnce();
    await started.promise;
    await w.stop();
    expect(await running).toMatchObject({
      id: job.id,
      state: 'queued',
      attempts: 0,
      history: [{ attempt: 1, outcome: 'interrupted', error: expect.stringMatching(/stopped/) }],
    });
    expect((await row(job.id)).locked_by).toBeNull();
  });
});

describe('the schedule', () => {
  const fromNow = () => t.db.updateTable('job_schedules').set({ next_run_at: now() }).execute();

  it('fires once per interval across two processes, none while one of its kind is queued or running, none at 0', async () => {
    const other = await otherConnection();
    try {
      let minutes = 30;
      const intervals = async () => ({ orderSync: minutes, trackingRefresh: 0 });
      const a = worker(t.db, 'A', { intervals });
      const b = worker(other.db, 'B', { intervals });
      for (const w of [a, b]) {
        w.handle('orderSync', async () => {});
        w.handle('trackingRefresh', async () => {});
      }
      await fromNow();
      const both = async () => (await Promise.all([a.schedule(), b.schedule(), a.schedule(), b.schedule()])).flat();

      const fired = await both();
      expect(fired).toHaveLength(1);
      expect(fired[0]).toMatchObject({ kind: 'orderSync', trigger: 'schedule', created_by: null, state: 'queued' });
      expect(await both()).toEqual([]);
      expect(await a.tick()).toMatchObject([{ id: fired[0]!.id, state: 'done' }]);

      later(29 * MINUTE);
      expect(await both()).toEqual([]);
      later(MINUTE);
      expect(await both()).toHaveLength(1);

      // Still queued when the next time comes: nothing piles up.
      later(30 * MINUTE);
      expect(await both()).toEqual([]);
      expect(await active()).toBe(1);
      await b.tick();

      // A manual run running at the due time takes the turn.
      const started = deferred();
      const release = deferred();
      const c = worker(t.db, 'C');
      c.handle('orderSync', async () => {
        started.resolve();
        await release.promise;
      });
      later(30 * MINUTE);
      const manual = c.runNow('orderSync', {});
      await started.promise;
      expect(await both()).toEqual([]);
      release.resolve();
      expect(await manual).toMatchObject({ state: 'done', trigger: 'manual' });

      minutes = 0;
      later(600 * MINUTE);
      expect(await both()).toEqual([]);
      expect(await active()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('takes a shortened interval at once', async () => {
    let minutes = 600;
    const a = worker(t.db, 'A', { intervals: async () => ({ orderSync: minutes }) });
    a.handle('orderSync', async () => {});
    await fromNow();
    expect(await a.schedule()).toHaveLength(1);
    await a.tick();
    // Due in 600 minutes; at 10, no later than 10 minutes after the change.
    minutes = 10;
    later(5 * MINUTE);
    expect(await a.schedule()).toEqual([]);
    later(9 * MINUTE);
    expect(await a.schedule()).toEqual([]);
    later(MINUTE);
    expect(await a.schedule()).toHaveLength(1);
  });

  it('schedules only kinds this process has handlers for', async () => {
    const a = worker(t.db, 'A', { intervals: async () => ({ orderSync: 5, trackingRefresh: 5 }) });
    a.handle('trackingRefresh', async () => {});
    await fromNow();
    expect((await a.schedule()).map((j) => j.kind)).toEqual(['trackingRefresh']);
  });

  it("fires each area's kinds by the intervals that area tells, read from its own settings", async () => {
    const a = worker(t.db, 'A', { intervals: async () => ({ orderSync: 5 }) });
    a.scheduleBy(async () => ({ trackingRefresh: 5, trackingReconcile: 0 }));
    for (const kind of ['orderSync', 'trackingRefresh', 'trackingReconcile'] as const) a.handle(kind, async () => {});
    await fromNow();
    expect((await a.schedule()).map((j) => j.kind).sort()).toEqual(['orderSync', 'trackingRefresh']);

    // The app's own: logistics tells the sync's interval, tracking its refresh's and reconciliation's; alerts'
    // silence check and digest run on fixed intervals.
    await t.db.deleteFrom('jobs').execute();
    await t.db.updateTable('logistics_settings').set({ sync_every_minutes: 0 }).execute();
    await t.db
      .updateTable('tracking_settings')
      .set({ refresh_every_minutes: 0, reconcile_every_minutes: 60 })
      .execute();
    try {
      await t.db.updateTable('job_schedules').set({ next_run_at: new Date() }).execute();
      expect((await t.app.jobs.schedule()).map((j) => j.kind)).toEqual([
        'trackingReconcile',
        'alertsSilence',
        'alertsDigest',
      ]);
    } finally {
      await t.db.updateTable('logistics_settings').set({ sync_every_minutes: 30 }).execute();
      await t.db
        .updateTable('tracking_settings')
        .set({ refresh_every_minutes: 360, reconcile_every_minutes: 1440 })
        .execute();
    }
  });
});

describe('routes', () => {
  const u: Record<string, { id: number; token: string }> = {};
  beforeAll(async () => {
    u.starter = await signedInWith(t, 'starter', ['order:sync']);
    u.viewer = await signedInWith(t, 'viewer', ['logistics:view']);
    u.stranger = await signedInWith(t, 'stranger', ['order:view']);
    u.runner = await signedInWith(t, 'runner', ['logistics:view', 'logistics:edit']);
  });

  it('a sync with no upstream key fails at once, not retried, saying so in each reader’s language', async () => {
    const failed = await t.call<Job>(
      'GET',
      '/api/sync/orders?beginTime=2030-01-01T00:00:00%2B08:00&endTime=2030-01-01T06:00:00%2B08:00',
      { token: admin, lang: 'en' },
    );
    expect(failed.body.data).toMatchObject({
      state: 'failed',
      attempts: 1,
      errors: [{ ref: null, message: expect.stringMatching(/^No API key for the upstream order system/) }],
    });
    expect(await active()).toBe(0);
    const read = async (lang: string) =>
      (await t.call<Job>('GET', `/api/jobs/${failed.body.data.id}`, { token: admin, lang })).body.data.errors[0]!
        .message;
    expect(await read('zh')).toMatch(/^未设置上游订单系统的 API 密钥/);
    expect(await read('ja')).toMatch(/^上流受注システムの API キーがありません/);
    const page = await t.call<{ records: Job[] }>('GET', '/api/jobs?currentPage=1&pageSize=5&kind=orderSync', {
      token: admin,
      lang: 'es',
    });
    expect(page.body.data.records[0]!.errors[0]!.message).toMatch(
      /^No hay clave API para el sistema de pedidos de origen/,
    );
  });

  it('jobs.one: to its starter and to who may see the run log; to anyone else no job', async () => {
    const job = await t.app.jobs.enqueue(
      'orderSync',
      { beginTime: '2030-01-01T00:00:00+08:00' },
      { createdBy: u.starter!.id },
    );
    for (const token of [u.starter!.token, u.viewer!.token, admin]) {
      const r = await t.call<Job>('GET', `/api/jobs/${job.id}`, { token });
      expect(r.body.code).toBe(20000);
      expect(r.body.data).toEqual({
        id: job.id,
        kind: 'orderSync',
        state: 'queued',
        trigger: 'manual',
        createdBy: 'starter',
        params: { beginTime: '2030-01-01T00:00:00+08:00' },
        done: 0,
        total: null,
        counts: {},
        errors: [],
        attempts: 0,
        history: [],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        startedAt: null,
        finishedAt: null,
      });
    }
    const refused = await t.call('GET', `/api/jobs/${job.id}`, { token: u.stranger!.token, lang: 'en' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([404, 40400, 'No such job']);
    expect((await t.call('GET', '/api/jobs/999999', { token: admin })).body.code).toBe(40400);
    expect((await t.call('GET', `/api/jobs/${job.id}`)).status).toBe(401);
    expect((await t.call('GET', `/api/jobs/${job.id}`, { token: 'nonsense' })).body.code).toBe(50008);
  });

  it('jobs.page: newest first, by kind and by starter, with the starter’s name', async () => {
    const j1 = await t.app.jobs.enqueue('orderSync', {}, { createdBy: u.starter!.id });
    const j2 = await t.app.jobs.enqueue('trackingRefresh', {}, { trigger: 'schedule' });
    const j3 = await t.app.jobs.enqueue('orderSync', {}, { createdBy: u.runner!.id });
    const page = (q: string, token = u.viewer!.token) =>
      t.call<{ records: Job[]; total: number }>('GET', `/api/jobs${q}`, { token });

    const all = await page('');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.records.map((j) => [j.id, j.createdBy])).toEqual([
      [j3.id, 'runner'],
      [j2.id, null],
      [j1.id, 'starter'],
    ]);
    expect((await page('?kind=orderSync')).body.data.records.map((j) => j.id)).toEqual([j3.id, j1.id]);
    expect((await page(`?userId=${u.starter!.id}`)).body.data).toMatchObject({ total: 1, records: [{ id: j1.id }] });
    expect((await page('?pageSize=1&currentPage=2')).body.data).toMatchObject({ total: 3, records: [{ id: j2.id }] });
    expect((await page('?kind=nothing')).body.code).toBe(40000);
    expect((await page('', u.starter!.token)).body.code).toBe(40300);
  });

  it('jobs.run: queues a manual run; 40900 while one of the kind is queued or running', async () => {
    const run = (token = u.runner!.token, lang = 'en') =>
      t.call<Job>('POST', '/api/jobs/run', { token, lang, body: { kind: 'trackingReconcile' } });
    const first = await run();
    expect(first.body.code).toBe(20000);
    expect(first.body.data).toMatchObject({
      kind: 'trackingReconcile',
      state: 'queued',
      trigger: 'manual',
      createdBy: 'runner',
      params: {},
    });

    const again = await run();
    expect([again.status, again.body.code, again.body.data]).toEqual([409, 40900, { jobId: first.body.data.id }]);
    expect(again.body.message).toBe('A tracking reconciliation is already queued or running; wait for it to finish');
    expect((await run(u.runner!.token, 'zh')).body.message).toBe('轨迹核对已在排队或运行中，请等它完成后再试');

    const w = worker(t.db, 'R');
    w.handle('trackingReconcile', async () => {});
    await w.tick();
    expect((await run()).body.code).toBe(20000);
    expect((await run(u.viewer!.token)).body.code).toBe(40300);
    expect((await t.call('POST', '/api/jobs/run', { body: { kind: 'trackingReconcile' } })).status).toBe(401);
  });
});
