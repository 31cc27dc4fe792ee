import { type AlertRow, type TrackingInfo } from '@fwd/contract';
import { historyOf, signOf, startTracking, type TrackingSim } from '@fwd/simulators';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { makeDigest } from '../src/modules/alerts/digest.ts';
import type { Announced } from '../src/modules/alerts/raised.ts';
import { ADMIN_PASSWORD, freshDatabase, onPostgres, testApp, type Caller } from './harness.ts';
import { givenOrderWorld, insertOrder, type OrderWorld } from './order-fixtures.ts';

/*
 * Alerts raised by real pushes (signed as the provider signs them), real
 * refreshes against the 17TRACK simulator, the silence check and failed jobs;
 * read through the bell's endpoints by the owner, a watcher within their
 * scope, and others. Three apps over one database (each its own connection
 * pool on PostgreSQL, as three processes) race on the same events.
 */

let database: Database;
let t: Caller;
let admin: string;
let w: OrderWorld;
let sim: TrackingSim;
const KEY = 'alerts-track-key';
/** One secret key for every app over the database, as processes of one installation share it. */
const SECRET_KEY = 'a1'.repeat(32);
const SEED = 9;
const DAY = 86_400_000;
const told: Announced[] = [];

/** Staff of the order world given the alerts' codes: the owners see their own, managerA (company a) watches. */
const CODES: Record<string, string[]> = {
  salesA1: ['alert:view'],
  salesB1: ['alert:view'],
  managerA: ['alert:watch'],
};

beforeAll(async () => {
  database = await freshDatabase();
  t = await testApp({ database, env: { SECRET_KEY } });
  admin = await t.login('admin', ADMIN_PASSWORD);
  w = await givenOrderWorld(t, 1, 3);
  for (const [name, codes] of Object.entries(CODES)) {
    const { role_id } = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', w.staff[name]!.id)
      .executeTakeFirstOrThrow();
    const perms = await t.db.selectFrom('permissions').select('id').where('permission_code', 'in', codes).execute();
    await t.db
      .insertInto('role_permissions')
      .values(perms.map((p) => ({ role_id: role_id!, permission_id: p.id })))
      .execute();
    // As a grant does: the role's version moves, so its codes are read again.
    await t.db
      .updateTable('roles')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', role_id!)
      .execute();
  }
  // The given world's one order is no one's concern here.
  await t.db.updateTable('orders').set({ is_received: true }).execute();
  sim = await startTracking({ key: KEY, seed: SEED, now: Date.now });
  const saved = await t.call('POST', '/api/api/keys/0', {
    token: admin,
    body: { kind: 'tracking', name: '17TRACK 模拟', baseUrl: sim.url, key: KEY },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
  t.app.alertsRaised.listen(async (_db, alerts) => void told.push(...alerts));
}, 120_000);
afterAll(async () => {
  await sim.close();
  await t.close();
});

let serial = 0;
/** An unsigned order of `owner`, tracked by `number`, entered `ageDays` ago with its latest event then. */
async function givenOrder(owner: string, number: string, o: { ageDays?: number; status?: string } = {}) {
  const at = new Date(Date.now() - (o.ageDays ?? 1) * DAY);
  const id = await insertOrder(t.db, {
    numbers: `AL${String(++serial).padStart(5, '0')}`,
    original_tracking_number: number,
    customer_id: Object.values(w.ids.customers)[0]!,
    channel_id: Object.values(w.ids.channels)[0]!,
    owner_user_id: w.staff[owner]!.id,
    tracking_status: o.status ?? 'InTransit',
    last_event: 'Departed',
    last_event_at: at,
    entry_date: at,
    is_received: false,
  });
  return { id, numbers: `AL${String(serial).padStart(5, '0')}` };
}

/** A push as the provider sends it: the number's latest status and its whole history (newest first). */
function pushOf(number: string, status: string, events: { at: number; text: string }[]) {
  const body = JSON.stringify({
    event: 'TRACKING_UPDATED',
    data: {
      number,
      track_info: {
        latest_status: { status, sub_status: `${status}_Other` },
        tracking: {
          providers: [
            {
              events: events.map((e) => ({
                time_utc: new Date(e.at).toISOString(),
                description: e.text,
                location: 'LOS ANGELES',
              })),
            },
          ],
        },
      },
    },
  });
  return { body, headers: { 'content-type': 'application/json', sign: signOf(body, KEY) } };
}
const push = async (app: Caller, p: ReturnType<typeof pushOf>) => {
  const r = await app.call('POST', '/api/tracking/webhook', p);
  expect(r.body.code, r.body.message).toBe(20000);
};

const alertsOf = (orderId: number) =>
  t.db.selectFrom('alerts').select(['kind', 'key']).where('order_id', '=', orderId).orderBy('id').execute();
const unread = async (who: string) => {
  const r = await t.call<{ count: number }>('GET', '/api/alerts/unread', { token: w.staff[who]!.token });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data.count;
};
const list = async (who: string, lang = 'zh') => {
  const r = await t.call<{ records: AlertRow[]; total: number; unread: number }>(
    'GET',
    '/api/alerts?currentPage=1&pageSize=100',
    { token: w.staff[who]!.token, lang },
  );
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};

describe('the rules', () => {
  it('raises a new exception once: the same push again raises nothing, a later exception event raises another', async () => {
    const o = await givenOrder('salesA1', 'EXC-1');
    const first = pushOf('EXC-1', 'Exception', [{ at: Date.now() - 3600_000, text: 'Address problem' }]);
    await push(t, first);
    await push(t, first);
    expect((await alertsOf(o.id)).map((a) => a.kind)).toEqual(['exception']);
    const later = pushOf('EXC-1', 'Exception', [
      { at: Date.now() - 60_000, text: 'Held at customs' },
      { at: Date.now() - 3600_000, text: 'Address problem' },
    ]);
    await push(t, later);
    await push(t, later);
    expect((await alertsOf(o.id)).map((a) => a.kind)).toEqual(['exception', 'exception']);
    const mine = (await list('salesA1')).records.filter((a) => a.numbers.includes(o.numbers));
    expect(mine.map((a) => [a.kind, a.title, a.text])).toEqual([
      ['exception', '异常件：EXC-1', `运单 ${o.numbers} · LOS ANGELES · Held at customs`],
      ['exception', '异常件：EXC-1', `运单 ${o.numbers} · LOS ANGELES · Address problem`],
    ]);
    // Told to the listeners once each, in every language.
    expect(told.filter((a) => a.numbers.includes(o.numbers)).map((a) => a.title.en)).toEqual([
      'Exception: EXC-1',
      'Exception: EXC-1',
    ]);
  });

  it('raises a delivery failure once, and nothing for a parcel in transit', async () => {
    const failed = await givenOrder('salesA1', 'DF-1');
    const moving = await givenOrder('salesA1', 'MOV-1');
    const p = pushOf('DF-1', 'DeliveryFailure', [{ at: Date.now() - 7200_000, text: 'Nobody home' }]);
    await push(t, p);
    await push(t, p);
    await push(t, pushOf('MOV-1', 'InTransit', [{ at: Date.now() - 7200_000, text: 'Departed' }]));
    expect((await alertsOf(failed.id)).map((a) => a.kind)).toEqual(['deliveryFailure']);
    expect(await alertsOf(moving.id)).toEqual([]);
    const en = (await list('salesA1', 'en')).records.find((a) => a.numbers.includes(failed.numbers))!;
    expect([en.title, en.read, en.jobId]).toEqual(['Delivery failed: DF-1', false, null]);
  });

  it('a refresh leads to the same rule: the provider saying exception raises one, asking again raises nothing', async () => {
    // A number whose parcel the simulator has in trouble from the start, whenever in the next hour it is asked.
    const number = Array.from({ length: 2000 }, (_, i) => `SIMX${i}`).find((n) =>
      [0, 3600_000].every((ms) =>
        ['Exception', 'DeliveryFailure'].includes(
          historyOf(n, { registeredAt: Date.now() + ms, now: Date.now() + ms, seed: SEED }).status ?? '',
        ),
      ),
    )!;
    expect(number).toBeDefined();
    const o = await givenOrder('salesA1', number);
    const ask = () =>
      t.call<TrackingInfo>('GET', `/api/orders/fetchSingleTrackingInfo?originalTrackingNumber=${number}`, {
        token: admin,
      });
    expect((await ask()).body.code).toBe(20000);
    expect((await ask()).body.code).toBe(20000);
    const kept = await t.db
      .selectFrom('orders')
      .select('tracking_status')
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect((await alertsOf(o.id)).map((a) => a.kind)).toEqual([
      kept.tracking_status === 'Exception' ? 'exception' : 'deliveryFailure',
    ]);
  });

  it('the silence check raises a parcel silent for the set days once, and leaves a fresh one alone', async () => {
    const silent = await givenOrder('salesA1', 'SIL-1', { ageDays: 10 });
    const fresh = await givenOrder('salesA1', 'SIL-2', { ageDays: 2 });
    const first = await t.app.jobs.runNow('alertsSilence', {}, { trigger: 'schedule' });
    expect(first).toMatchObject({ state: 'done' });
    expect((await alertsOf(silent.id)).map((a) => a.kind)).toEqual(['silent']);
    expect(await alertsOf(fresh.id)).toEqual([]);
    expect(await t.app.jobs.runNow('alertsSilence', {}, { trigger: 'schedule' })).toMatchObject({
      state: 'done',
      counts: {},
    });
    expect((await alertsOf(silent.id)).length).toBe(1);
    const row = (await list('salesA1')).records.find((a) => a.numbers.includes(silent.numbers))!;
    expect(row.title).toBe('7 天无新轨迹：SIL-1');
    // A new event, then silence again: a new silence, a new alert.
    await t.db
      .updateTable('orders')
      .set({ last_event_at: new Date(Date.now() - 8 * DAY) })
      .where('id', '=', silent.id)
      .execute();
    await t.app.jobs.runNow('alertsSilence', {}, { trigger: 'schedule' });
    expect((await alertsOf(silent.id)).map((a) => a.kind)).toEqual(['silent', 'silent']);
  });

  it('a failed sync raises one alert for the run, which the silence check does not raise again', async () => {
    const before = await t.db.selectFrom('alerts').select('id').where('kind', '=', 'syncFailed').execute();
    // No order API key is stored: the sync fails at once, for good.
    const job = await t.app.jobs.runNow('orderSync', {}, { trigger: 'schedule' });
    expect(job).toMatchObject({ state: 'failed' });
    await t.app.jobs.runNow('alertsSilence', {}, { trigger: 'schedule' });
    const after = await t.db
      .selectFrom('alerts')
      .select(['job_id', 'params'])
      .where('kind', '=', 'syncFailed')
      .execute();
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)!.job_id).toBe(job!.id);
    const seen = (await list('managerA')).records.find((a) => a.jobId === job!.id)!;
    expect([seen.kind, seen.title, seen.numbers]).toEqual(['syncFailed', '订单同步失败', []]);
    expect(seen.text).not.toBe('');
    // The run is the watchers' concern, not an owner's.
    expect((await list('salesA1')).records.some((a) => a.jobId === job!.id)).toBe(false);
  });
});

describe('once only, three processes', () => {
  it('three apps receiving the same pushes and running the silence check at once raise each event once', async () => {
    const others: Database[] = onPostgres
      ? await Promise.all(
          [1, 2].map(() => openDatabase({ url: process.env.TEST_DATABASE_URL, schema: database.schema, poolSize: 4 })),
        )
      : [1, 2].map(() => ({ ...database, close: async () => {} }));
    const apps = [t, ...(await Promise.all(others.map((d) => testApp({ database: d, env: { SECRET_KEY } }))))];
    try {
      const orders = await Promise.all(
        Array.from({ length: 6 }, (_, i) => givenOrder(i % 2 ? 'salesA1' : 'salesB1', `RACE-${i}`)),
      );
      const silent = await Promise.all(
        Array.from({ length: 6 }, (_, i) => givenOrder('salesB1', `RACE-S${i}`, { ageDays: 30 })),
      );
      const at = Date.now() - 600_000;
      await Promise.all(
        orders.flatMap((_, i) =>
          apps.map((app) =>
            push(app, pushOf(`RACE-${i}`, i % 3 ? 'Exception' : 'DeliveryFailure', [{ at, text: 'Trouble' }])),
          ),
        ),
      );
      await Promise.all(apps.map((app) => app.app.jobs.runNow('alertsSilence', {}, { trigger: 'schedule' })));
      for (const o of [...orders, ...silent]) expect((await alertsOf(o.id)).length).toBe(1);
    } finally {
      await Promise.all(apps.slice(1).map((a) => a.close()));
      await Promise.all(others.map((d) => d.close()));
    }
  }, 60_000);
});

describe('who sees what', () => {
  it('the owner and a watcher within their scope see an alert; another salesperson does not', async () => {
    const mine = await givenOrder('salesA1', 'WHO-1');
    const theirs = await givenOrder('salesB1', 'WHO-2');
    for (const n of ['WHO-1', 'WHO-2']) await push(t, pushOf(n, 'Exception', [{ at: Date.now(), text: 'Lost' }]));
    const numbers = async (who: string) => (await list(who)).records.flatMap((a) => a.numbers);
    expect(await numbers('salesA1')).toContain(mine.numbers);
    expect(await numbers('salesA1')).not.toContain(theirs.numbers);
    expect(await numbers('salesB1')).toContain(theirs.numbers);
    expect(await numbers('salesB1')).not.toContain(mine.numbers);
    // managerA watches company a: salesA1's orders, not salesB1's (company b).
    expect(await numbers('managerA')).toContain(mine.numbers);
    expect(await numbers('managerA')).not.toContain(theirs.numbers);
  });

  it('no session: 401; no alert code: 40300', async () => {
    expect((await t.call('GET', '/api/alerts/unread')).status).toBe(401);
    for (const [method, url, body] of [
      ['GET', '/api/alerts/unread', undefined],
      ['GET', '/api/alerts', undefined],
      ['POST', '/api/alerts/read', { ids: [1] }],
      ['POST', '/api/alerts/read-all', undefined],
    ] as const)
      expect((await t.call(method, url, { token: w.staff.boss!.token, body })).body.code).toBe(40300);
  });
});

describe('read state', () => {
  it('marks one read for its reader alone, leaves what the caller does not see alone, and marks all read', async () => {
    const o = await givenOrder('salesA1', 'READ-1');
    await push(t, pushOf('READ-1', 'Exception', [{ at: Date.now(), text: 'Damaged' }]));
    const alert = (await list('salesA1')).records.find((a) => a.numbers.includes(o.numbers))!;
    const [mine, watcher, other] = [await unread('salesA1'), await unread('managerA'), await unread('salesB1')];
    expect(mine).toBeGreaterThan(0);
    // salesB1 cannot mark salesA1's alert (they do not see it), nor anyone's for them.
    const refused = await t.call('POST', '/api/alerts/read', {
      token: w.staff.salesB1!.token,
      body: { ids: [alert.id] },
    });
    expect(refused.body.code).toBe(20000);
    expect([await unread('salesA1'), await unread('salesB1')]).toEqual([mine, other]);
    const r = await t.call('POST', '/api/alerts/read', { token: w.staff.salesA1!.token, body: { ids: [alert.id] } });
    expect(r.body.code).toBe(20000);
    expect([await unread('salesA1'), await unread('managerA')]).toEqual([mine - 1, watcher]);
    expect((await list('salesA1')).records.find((a) => a.id === alert.id)!.read).toBe(true);
    expect(
      (await t.call('POST', '/api/alerts/read', { token: w.staff.salesA1!.token, body: { ids: [0] } })).body.code,
    ).toBe(40000);
    expect((await t.call('POST', '/api/alerts/read-all', { token: w.staff.managerA!.token })).body.code).toBe(20000);
    expect([await unread('managerA'), await unread('salesA1')]).toEqual([0, mine - 1]);
    expect((await list('managerA')).unread).toBe(0);
  });
});

describe('the daily digest', () => {
  it('sums up the day before for each person once, linking their orders, and tells the company’s once', async () => {
    const day = new Date(Date.now() - DAY).toLocaleDateString('sv-SE', { timeZone: t.config.timeZone });
    // Every alert so far was raised yesterday.
    await sql`update alerts set created_at = now() - interval '1 day'`.execute(t.db);
    const counted = async (who: string) =>
      (
        await t.db
          .selectFrom('alerts as a')
          .leftJoin('orders as o', 'o.id', 'a.order_id')
          .select(['a.kind', 'o.numbers'])
          .where('a.kind', '<>', 'digest')
          .where('o.owner_user_id', '=', w.staff[who]!.id)
          .execute()
      ).length;
    const toldBefore = told.length;
    // salesA1, salesB1, managerA, and the administrator (who holds every code).
    expect(await makeDigest(t.db, t.config.timeZone, day, t.app.alertsRaised.tell)).toBe(4);
    expect(await makeDigest(t.db, t.config.timeZone, day, t.app.alertsRaised.tell)).toBe(0);
    expect(told.slice(toldBefore).map((a) => a.kind)).toEqual(['digest']);
    const digestOf = async (who: string) => (await list(who)).records.filter((a) => a.kind === 'digest');
    const [a1] = await digestOf('salesA1');
    expect(a1!.title).toBe(`${day} 通知汇总`);
    expect(a1!.text).toMatch(new RegExp(`^共 ${await counted('salesA1')} 条`));
    expect(a1!.numbers.length).toBeGreaterThan(0);
    expect(a1!.numbers.every((n) => n.startsWith('AL'))).toBe(true);
    // Each sees their own digest only.
    const b1 = await digestOf('salesB1');
    expect(b1.map((d) => d.id)).not.toContain(a1!.id);
    expect(b1[0]!.numbers.some((n) => a1!.numbers.includes(n))).toBe(false);
    expect((await digestOf('managerA')).length).toBe(1);
  });
});
