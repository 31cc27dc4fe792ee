import type { Job, RobotSettings } from '@fwd/contract';
import { startRobots, type RobotName, type RobotsSim } from '@fwd/simulators';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { postHandler } from '../src/modules/robots/post.ts';
import { quietUntil } from '../src/modules/robots/settings.ts';
import { createJobs, type Jobs } from '../src/plugins/jobs/worker.ts';
import {
  ADMIN_PASSWORD,
  errorPaths,
  freshDatabase,
  onPostgres,
  signedInWith,
  testApp,
  type Caller,
} from './harness.ts';

/*
 * The robots area over the simulator: settings, posts held through quiet
 * hours, faults landing in the run log, and one budget per robot kept by two
 * apps over one database. Time moves on the job queue's clock; the robots'
 * signatures and limits read the real one.
 */

const TZ = 'Asia/Shanghai';
/** 2026-11-29 in Shanghai (UTC+8) at hh:mm. */
const shanghai = (hh: number, mm = 0, day = 29) => new Date(Date.UTC(2026, 10, day, hh - 8, mm));

let database: Database;
let t: Caller;
let admin: string;
let sim: RobotsSim;
beforeAll(async () => {
  database = await freshDatabase();
  t = await testApp({ database });
  admin = await t.login('admin', ADMIN_PASSWORD);
  sim = await startRobots();
}, 240_000);
afterAll(async () => {
  await t.close();
  await sim.close();
});

const saveKey = (kind: RobotName, o: { key?: string; secret?: string; baseUrl?: string } = {}) =>
  t.call<{ id: number; version: number }>('POST', '/api/api/keys/0', {
    token: admin,
    body: {
      kind,
      name: kind,
      baseUrl: o.baseUrl ?? sim.url,
      key: o.key ?? { wecom: sim.wecomKey, dingtalk: sim.dingtalkToken, feishu: sim.feishuToken }[kind],
      ...(kind !== 'wecom' && { secret: o.secret ?? { dingtalk: sim.dingtalkSecret, feishu: sim.feishuSecret }[kind] }),
    },
  });
const settings = async () => (await t.call<RobotSettings>('GET', '/api/robots/settings', { token: admin })).body.data;
const save = (body: Record<string, unknown>, token = admin) =>
  t.call<RobotSettings>('PUT', '/api/robots/settings', { token, body, lang: 'en' });
const switchOn = async (on: Partial<RobotSettings['on']>, quiet: [number, number] | null = null) => {
  const s = await settings();
  const r = await save({
    on: { ...s.on, ...on },
    quietStart: quiet?.[0] ?? null,
    quietEnd: quiet?.[1] ?? null,
    version: s.version,
  });
  expect(r.body.code, r.body.message).toBe(20000);
};
const note = (text: string) => ({
  title: { zh: '提醒', en: 'Alert', es: 'Alerta', ja: 'アラート' },
  text: { zh: `中文 ${text}`, en: `English ${text}`, es: `Español ${text}`, ja: `日本語 ${text}` },
});
const post = (text: string, at: Date) =>
  t.db.transaction().execute((db) => t.app.robots.post({ db }, note(text), { at }));

/** A worker over the test's database with the queue's clock at `clock.at`. */
function worker(app = t, clock = { at: new Date() }, workerId = 'robots') {
  const jobs = createJobs({
    db: app.db,
    log: app.app.log,
    userNames: app.app.userNames,
    workerId,
    now: () => clock.at,
  });
  jobs.handle('robotPost', postHandler(app.db, app.app.outside, TZ));
  return { jobs, clock };
}
const jobRow = (id: number) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const textsTo = (robot: RobotName, marker: string) =>
  sim.received.filter((m) => m.robot === robot && m.text.includes(marker)).map((m) => m.text);

describe('quiet hours', () => {
  const night = { start: 22 * 60, end: 7 * 60 };
  it('across midnight: held from 22:00 up to 07:00 on the company’s clock, to the next 07:00', () => {
    expect(quietUntil(night, shanghai(23, 30), TZ)).toEqual(shanghai(7, 0, 30));
    expect(quietUntil(night, shanghai(22, 0), TZ)).toEqual(shanghai(7, 0, 30));
    expect(quietUntil(night, shanghai(6, 59), TZ)).toEqual(shanghai(7, 0));
    expect(quietUntil(night, shanghai(7, 0), TZ)).toBeNull();
    expect(quietUntil(night, shanghai(21, 59), TZ)).toBeNull();
  });

  it('within a day, and none', () => {
    const lunch = { start: 12 * 60, end: 13 * 60 + 30 };
    expect(quietUntil(lunch, shanghai(12, 10), TZ)).toEqual(shanghai(13, 30));
    expect(quietUntil(lunch, shanghai(13, 30), TZ)).toBeNull();
    expect(quietUntil(lunch, shanghai(11, 59), TZ)).toBeNull();
    expect(quietUntil({ start: null, end: null }, shanghai(3), TZ)).toBeNull();
  });
});

describe('GET and PUT /robots/settings', () => {
  it('switches robots on and sets quiet hours at the version read; says which robots have their webhook', async () => {
    const before = await settings();
    expect(before).toEqual({
      on: { wecom: false, dingtalk: false, feishu: false },
      keyed: { wecom: false, dingtalk: false, feishu: false },
      quietStart: null,
      quietEnd: null,
      timeZone: TZ,
      version: 1,
    });
    expect((await saveKey('wecom')).body.code).toBe(20000);
    const r = await save({
      on: { wecom: true, dingtalk: false, feishu: false },
      quietStart: 1320,
      quietEnd: 420,
      version: 1,
    });
    expect(r.body.data).toEqual({
      ...before,
      on: { wecom: true, dingtalk: false, feishu: false },
      keyed: { wecom: true, dingtalk: false, feishu: false },
      quietStart: 1320,
      quietEnd: 420,
      version: 2,
    });
    expect((await save({ ...r.body.data, keyed: undefined, timeZone: undefined, version: 1 })).body.code).toBe(40900);
  });

  it('refuses half or empty quiet hours and out-of-range minutes, changing nothing', async () => {
    const s = await settings();
    const body = { on: s.on, version: s.version };
    const half = await save({ ...body, quietStart: 600, quietEnd: null });
    expect([half.body.code, errorPaths(half)]).toEqual([40000, ['quietEnd']]);
    const same = await save({ ...body, quietStart: 600, quietEnd: 600 });
    expect([same.body.code, errorPaths(same)]).toEqual([40000, ['quietEnd']]);
    const late = await save({ ...body, quietStart: 1440, quietEnd: 0 });
    expect([late.body.code, errorPaths(late)]).toEqual([40000, ['quietStart']]);
    expect(await settings()).toEqual(s);
  });

  it('needs robot:view to read and robot:edit to change or test', async () => {
    const viewer = await signedInWith(t, 'robot_viewer', ['robot:view']);
    expect((await t.call('GET', '/api/robots/settings', { token: viewer.token })).body.code).toBe(20000);
    const s = await settings();
    expect(
      (await save({ on: s.on, quietStart: null, quietEnd: null, version: s.version }, viewer.token)).body.code,
    ).toBe(40300);
    expect((await t.call('POST', '/api/robots/test', { token: viewer.token })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/robots/settings')).status).toBe(401);
  });
});

describe('posting', () => {
  beforeAll(async () => {
    await saveKey('dingtalk');
    await saveKey('feishu');
  });

  it('queues one job per robot on, in the caller’s transaction: rolled back, none', async () => {
    await switchOn({ wecom: true, dingtalk: true, feishu: false });
    const before = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute(async (db) => {
        expect(await t.app.robots.post({ db }, note('rolled back'), { at: new Date() })).toHaveLength(2);
        throw new Error('the caller gave up');
      })
      .catch(() => undefined);
    const after = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const ids = await post('committed', new Date());
    const rows = await Promise.all(ids.map(jobRow));
    expect(rows.map((r) => [r.kind, r.params.robot, r.state])).toEqual([
      ['robotPost', 'wecom', 'queued'],
      ['robotPost', 'dingtalk', 'queued'],
    ]);
    // In the company's language (Chinese until it says otherwise), rendered when raised.
    expect(rows[0]!.params).toMatchObject({ language: 'zh', title: '提醒', text: '中文 committed' });
    const { jobs } = worker();
    await jobs.tick();
    expect(textsTo('wecom', 'committed')).toEqual(['**提醒**\n中文 committed']);
    expect(textsTo('dingtalk', 'committed')).toEqual(['#### 提醒\n\n中文 committed']);
  });

  it('writes in the company’s language, as 系统设置 → 基本设置 says when the message is raised', async () => {
    await switchOn({ wecom: true, dingtalk: false, feishu: false });
    const company = (
      await t.call<{ companyName: string; version: number }>('GET', '/api/system/settings', { token: admin })
    ).body.data;
    const put = await t.call('PUT', '/api/system/settings', {
      token: admin,
      body: { companyName: company.companyName, language: 'ja', version: company.version },
    });
    expect(put.body.code, put.body.message).toBe(20000);
    const [id] = await post('japanese', new Date());
    expect((await jobRow(id!)).params).toMatchObject({ language: 'ja', title: 'アラート', text: '日本語 japanese' });
    await worker().jobs.tick();
    expect(textsTo('wecom', 'japanese')).toEqual(['**アラート**\n日本語 japanese']);
    const now = (await t.call<{ version: number }>('GET', '/api/system/settings', { token: admin })).body.data;
    await t.call('PUT', '/api/system/settings', {
      token: admin,
      body: { companyName: company.companyName, language: 'zh', version: now.version },
    });
  });

  it('posts every alert raised, with its orders’ numbers, as alerts tells it in the raising transaction', async () => {
    await switchOn({ wecom: true, dingtalk: false, feishu: false });
    const ids = await t.db.transaction().execute(async (db) => {
      const before = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      await t.app.alertsRaised.tell(db, [{ kind: 'exception', ...note('raised alert'), numbers: ['YT100', 'YT101'] }]);
      return db
        .selectFrom('jobs')
        .select('id')
        .where('id', '>', Number(before.id ?? 0))
        .execute();
    });
    expect(ids).toHaveLength(1);
    await worker().jobs.tick();
    expect(textsTo('wecom', 'raised alert')).toEqual(['**提醒**\n中文 raised alert\nYT100, YT101']);
  });

  it('holds what is raised in quiet hours until they end, none dropped, and posts it then', async () => {
    await switchOn({ wecom: true, dingtalk: true, feishu: true }, [22 * 60, 7 * 60]);
    const raised = shanghai(23, 30);
    const ids = await post('night', raised);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect((await jobRow(id)).run_after).toEqual(shanghai(7, 0, 30));
    const { jobs, clock } = worker(t, { at: shanghai(23, 31) });
    expect(await jobs.tick()).toEqual([]);
    clock.at = shanghai(6, 59, 30);
    expect(await jobs.tick()).toEqual([]);
    clock.at = shanghai(7, 0, 30);
    const ran = await jobs.tick();
    expect(ran.map((j) => [j.params.robot, j.state])).toEqual([
      ['wecom', 'done'],
      ['dingtalk', 'done'],
      ['feishu', 'done'],
    ]);
    for (const robot of ['wecom', 'dingtalk', 'feishu'] as const) expect(textsTo(robot, 'night')).toHaveLength(1);
    await switchOn({}, null);
  });

  it('holds a post that comes due in quiet hours set after it was raised (a retry), the attempt not counted', async () => {
    await switchOn({ wecom: true, dingtalk: false, feishu: false });
    const [id] = await post('late', shanghai(21, 0));
    await switchOn({}, [22 * 60, 7 * 60]);
    const { jobs, clock } = worker(t, { at: shanghai(23, 0) });
    await jobs.tick();
    const held = await jobRow(id!);
    expect([held.state, held.attempts, held.run_after]).toEqual(['queued', 0, shanghai(7, 0, 30)]);
    expect(textsTo('wecom', 'late')).toEqual([]);
    clock.at = shanghai(7, 1, 30);
    expect((await jobs.tick()).map((j) => j.state)).toEqual(['done']);
    expect(textsTo('wecom', 'late')).toHaveLength(1);
    await switchOn({ wecom: false }, null);
  });

  it('fails at once, in the run log, on a secret the robot refuses', async () => {
    await switchOn({ wecom: false, dingtalk: true, feishu: false });
    const key = await t.db
      .selectFrom('api_keys')
      .select(['id', 'version'])
      .where('kind', '=', 'dingtalk')
      .executeTakeFirstOrThrow();
    const wrong = await t.call('POST', `/api/api/keys/${key.id}`, {
      token: admin,
      body: { kind: 'dingtalk', name: 'dingtalk', baseUrl: sim.url, secret: 'SECwrong', version: key.version },
    });
    expect(wrong.body.code).toBe(20000);
    const [id] = await post('wrong secret', new Date());
    const { jobs } = worker();
    const [ran] = await jobs.tick();
    expect(ran).toMatchObject({ id, state: 'failed', attempts: 1 });
    expect(ran!.errors[0]!.message).toContain('310000 sign not match');
    expect(textsTo('dingtalk', 'wrong secret')).toEqual([]);
    const log = await t.call<{ records: Job[] }>('GET', '/api/jobs?kind=robotPost', { token: admin });
    expect(log.body.data.records[0]).toMatchObject({ id, state: 'failed' });
    const fixed = await t.db
      .selectFrom('api_keys')
      .select('version')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    await t.call('POST', `/api/api/keys/${key.id}`, {
      token: admin,
      body: {
        kind: 'dingtalk',
        name: 'dingtalk',
        baseUrl: sim.url,
        secret: sim.dingtalkSecret,
        version: fixed.version,
      },
    });
  });

  it('retries a robot that keeps answering 500 on the queue’s backoff, then delivers', async () => {
    await switchOn({ wecom: false, dingtalk: false, feishu: true });
    const [id] = await post('server error', new Date());
    sim.failNext('feishu', 3, { kind: 'status', status: 500 });
    const { jobs, clock } = worker();
    const [first] = await jobs.tick();
    expect(first).toMatchObject({ id, state: 'queued', attempts: 1 });
    expect(first!.history.map((h) => h.outcome)).toEqual(['failed']);
    clock.at = new Date(clock.at.getTime() + 31_000);
    const [second] = await jobs.tick();
    expect(second).toMatchObject({ id, state: 'done', attempts: 2 });
    expect(textsTo('feishu', 'server error')).toHaveLength(1);
  });

  it('defers, without spending an attempt, a message the robot says it is sent too much for', async () => {
    await switchOn({ wecom: true, dingtalk: false, feishu: false });
    const [id] = await post('throttled', new Date());
    sim.failNext('wecom', 1, { kind: 'rateLimited' });
    const { jobs, clock } = worker();
    const [ran] = await jobs.tick();
    expect(ran).toMatchObject({ id, state: 'queued', attempts: 0 });
    expect(ran!.history.map((h) => [h.outcome, h.error])).toEqual([
      ['deferred', 'The robot cannot take it yet (its budget is used up or it is throttling): posting again in 60 s'],
    ]);
    expect((await jobRow(id!)).run_after.getTime()).toBe(clock.at.getTime() + 60_000);
    // The robot's minute passes (its hold is booked on the database's clock).
    await sql`update outside_rate_slots set not_before = 0 where bucket like 'wecom:%'`.execute(t.db);
    clock.at = new Date(clock.at.getTime() + 60_000);
    const [again] = await jobs.tick();
    expect(again).toMatchObject({ id, state: 'done', attempts: 1 });
    expect(textsTo('wecom', 'throttled')).toHaveLength(1);
  });

  it('fails a robot switched on without its webhook, saying where to add it', async () => {
    const key = await t.db.selectFrom('api_keys').select('id').where('kind', '=', 'feishu').executeTakeFirstOrThrow();
    await t.call('DELETE', `/api/api/keys/delKey/${key.id}`, { token: admin });
    await switchOn({ wecom: false, dingtalk: false, feishu: true });
    const [id] = await post('no key', new Date());
    const [ran] = await worker().jobs.tick();
    expect(ran).toMatchObject({ id, state: 'failed', attempts: 1 });
    expect(ran!.errors[0]!.message).toContain('API management');
    await saveKey('feishu');
  });

  it('posts a test message to every robot on, now, even in quiet hours', async () => {
    await switchOn({ wecom: true, dingtalk: true, feishu: true }, [0, 1439]);
    const r = await t.call<{ jobIds: number[] }>('POST', '/api/robots/test', { token: admin });
    expect(r.body.data.jobIds).toHaveLength(3);
    await worker().jobs.tick();
    expect(sim.received.filter((m) => m.text.includes('测试消息'))).toHaveLength(3);
    await switchOn({ wecom: false, dingtalk: false, feishu: false }, null);
  });
});

describe('one budget per robot, kept by every app on the database', () => {
  let other: Caller;
  let otherDatabase: Database;
  let own: RobotsSim;
  let ownClock = Date.now();
  beforeAll(async () => {
    otherDatabase = onPostgres
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: database.schema, poolSize: 2 })
      : database;
    // Another process of the same installation: the same SECRET_KEY opens the keys.
    other = await testApp({ database: otherDatabase, env: { SECRET_KEY: t.app.secretKey.toString('hex') } });
    // A robot of its own: its key is a budget no other test used.
    own = await startRobots({ wecomKey: `budget-${Date.now()}`, now: () => ownClock });
    const key = await t.db
      .selectFrom('api_keys')
      .select(['id', 'version'])
      .where('kind', '=', 'wecom')
      .executeTakeFirstOrThrow();
    await t.call('POST', `/api/api/keys/${key.id}`, {
      token: admin,
      body: { kind: 'wecom', name: 'wecom', baseUrl: own.url, key: own.wecomKey, version: key.version },
    });
    await switchOn({ wecom: true, dingtalk: false, feishu: false }, null);
  });
  afterAll(async () => {
    await other.close();
    if (otherDatabase !== database) await otherDatabase.close();
    await own.close();
  });

  it('sends 20 a minute between two apps, defers the rest to the next minute, and loses none', async () => {
    const at = new Date();
    const clock = { at };
    const mine = worker(t, clock, 'app-1').jobs;
    const theirs = worker(other, clock, 'app-2').jobs;
    for (let i = 0; i < 15; i++) {
      await t.db.transaction().execute((db) => t.app.robots.post({ db }, note(`A${i}`), { at }));
      await other.db.transaction().execute((db) => other.app.robots.post({ db }, note(`B${i}`), { at }));
    }
    const drain = (jobs: Jobs) => jobs.tick();
    await Promise.all([drain(mine), drain(theirs)]);
    expect(own.received).toHaveLength(20);
    expect(own.log.filter((r) => r.code === 45009)).toEqual([]);
    const waiting = await t.db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'run_after'])
      .where('kind', '=', 'robotPost')
      .where('state', '=', 'queued')
      .execute();
    expect(waiting).toHaveLength(10);
    for (const w of waiting) {
      expect(w.attempts).toBe(0);
      expect(w.run_after.getTime()).toBeGreaterThan(at.getTime() + 50_000);
    }
    // The minute passes for the budget (its starts are booked on the database's clock) and for the queue.
    await sql`update outside_rate_slots set starts = array(select s - 61000 from unnest(starts) s) where bucket like 'wecom:%'`.execute(
      t.db,
    );
    clock.at = new Date(at.getTime() + 62_000);
    ownClock += 62_000;
    await Promise.all([drain(mine), drain(theirs)]);
    expect(own.received).toHaveLength(30);
    expect(new Set(own.received.map((m) => m.text)).size).toBe(30);
  });
});
