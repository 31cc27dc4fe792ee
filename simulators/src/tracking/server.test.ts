import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyOf } from './history.ts';
import { signOf } from './push.ts';
import { collectPushes } from './receiver.ts';
import { startTracking, type TrackingSim } from './server.ts';

const T0 = Date.parse('2026-03-01T00:00:00Z');
const DAY = 86_400_000;
const SEED = 7;
/** Each call moves the clock on by this much: three calls a second at most, as the limit wants. */
const STEP = 400;

let t = T0;
let sim: TrackingSim;
beforeEach(async () => {
  t = T0;
  sim = await startTracking({ now: () => t, seed: SEED });
});
afterEach(() => sim.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function post(op: string, body: unknown, headers: Record<string, string> = { '17token': sim.key }) {
  const res = await fetch(`${sim.url}/track/v2.2/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}
/** A call a moment after the one before. */
const call = (op: string, body: unknown) => {
  t += STEP;
  return post(op, body);
};
const items = (...numbers: string[]) => numbers.map((number) => ({ number }));
const codeOf = (body: Json, number: string) => body.data.rejected.find((r: Json) => r.number === number)?.error.code;

/** The first candidate number whose history, registered at the next call, satisfies `test`. */
function numberWhere(test: (n: string, registeredAt: number) => boolean): string {
  for (let i = 0; i < 1000; i++) {
    const n = `LIMIT${String(i).padStart(6, '0')}`;
    if (test(n, t + STEP)) return n;
  }
  throw new Error('no such number');
}

describe('tracking simulator: the limits', () => {
  it('refuses a call of more than 40 numbers as a whole (-18010014)', async () => {
    const numbers = Array.from({ length: 41 }, (_, i) => `BATCH${String(i).padStart(5, '0')}`);
    const refused = await call('register', items(...numbers));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: -18010014, data: { errors: [{ code: -18010014 }] } });
    expect(sim.registered()).toEqual([]);
    const taken = await call('register', items(...numbers.slice(0, 40)));
    expect(taken.body.code).toBe(0);
    expect(taken.body.data.accepted).toHaveLength(40);
  });

  it('answers the fourth call within a second with HTTP 429', async () => {
    for (let i = 0; i < 3; i++) expect((await post('register', [])).status).toBe(200);
    t += 999;
    expect((await post('register', [])).status).toBe(429);
    t += 1;
    expect((await post('register', [])).status).toBe(200);
    expect(sim.stats()).toMatchObject({ requests: 5, rateLimited: 1 });
    expect(sim.log.map((r) => r.status)).toEqual([200, 200, 200, 429, 200]);
  });

  it('refuses a wrong or missing key with HTTP 401 and -18010002', async () => {
    for (const headers of [{ '17token': 'nope' }, {}] as Record<string, string>[]) {
      const r = await post('register', items('RR123456789CN'), headers);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: -18010002, data: { errors: [{ code: -18010002 }] } });
    }
    expect(sim.registered()).toEqual([]);
  });

  it('refuses a body that is not a list of numbers (-18010013), and fails on request', async () => {
    expect((await call('register', { number: 'RR123456789CN' })).body.code).toBe(-18010013);
    sim.failNext(1);
    expect((await call('register', [])).status).toBe(503);
    expect((await call('register', [])).status).toBe(200);
  });
});

describe('tracking simulator: numbers', () => {
  it('rejects a number registered twice (-18019901), a malformed one (-18010012) and an unknown carrier (-18019910)', async () => {
    await call('register', items('RR123456789CN'));
    const again = await call('register', [
      { number: 'RR123456789CN' },
      { number: 'ab' },
      { number: 'LX123456789CN', carrier: 42 },
    ]);
    expect(again.body.data.accepted).toEqual([]);
    expect(codeOf(again.body, 'RR123456789CN')).toBe(-18019901);
    expect(codeOf(again.body, 'ab')).toBe(-18010012);
    expect(codeOf(again.body, 'LX123456789CN')).toBe(-18019910);
  });

  it('detects the carrier from the number, or takes the one given', async () => {
    const r = await call('register', [
      { number: 'RR123456789CN' },
      { number: '1Z999AA10123456784' },
      { number: 'ABC1234567', carrier: 190271, tag: 'order-7' },
    ]);
    expect(r.body.data.accepted).toEqual([
      { number: 'RR123456789CN', carrier: 3011, tag: null },
      { number: '1Z999AA10123456784', carrier: 100002, tag: null },
      { number: 'ABC1234567', carrier: 190271, tag: 'order-7' },
    ]);
  });

  it('rejects gettrackinfo of a number not registered (-18019902)', async () => {
    const r = await call('gettrackinfo', items('RR123456789CN'));
    expect(codeOf(r.body, 'RR123456789CN')).toBe(-18019902);
  });

  it('says "no tracking information" (-18019909) until the first event, then answers in the 17TRACK shape', async () => {
    const n = numberWhere((n, at) => {
      const [now, later] = [at + STEP, at + 3 * DAY].map((when) =>
        historyOf(n, { registeredAt: at, now: when, seed: SEED }),
      );
      return now!.status === null && later!.events.length > 0;
    });
    await call('register', items(n));
    expect(codeOf((await call('gettrackinfo', items(n))).body, n)).toBe(-18019909);
    t += 3 * DAY;
    const r = await call('gettrackinfo', items(n));
    const [item] = r.body.data.accepted;
    expect(item).toMatchObject({ number: n, tag: null, track_info: { latest_status: { status: expect.any(String) } } });
    const provider = item.track_info.tracking.providers[0];
    expect(provider.provider).toEqual({ key: item.carrier, name: expect.any(String) });
    expect(provider.events[0]).toEqual(item.track_info.latest_event);
    expect(Object.keys(provider.events[0]).sort()).toEqual([
      'description',
      'location',
      'stage',
      'sub_status',
      'time_iso',
      'time_utc',
    ]);
    expect(Date.parse(provider.events[0].time_iso)).toBe(Date.parse(provider.events[0].time_utc));
    expect(Date.parse(provider.events.at(-1).time_utc)).toBeLessThanOrEqual(Date.parse(provider.events[0].time_utc));
  });

  it('stops and retracks as 17TRACK does: a stopped number is not updated, retrack once resumes it', async () => {
    const n = numberWhere((n, at) => {
      const [now, later] = [at + STEP, at + 20 * DAY].map((when) =>
        historyOf(n, { registeredAt: at, now: when, seed: SEED }),
      );
      return now!.status !== null && later!.events.length > now!.events.length;
    });
    await call('register', items(n));
    expect((await call('retrack', items(n))).body.data.rejected[0].error.code).toBe(-18019904);
    expect((await call('stoptrack', items(n))).body.data.accepted).toHaveLength(1);
    expect(codeOf((await call('stoptrack', items(n))).body, n)).toBe(-18019906);
    const stopped = (await call('gettrackinfo', items(n))).body.data.accepted[0];
    t += 20 * DAY;
    expect((await call('gettrackinfo', items(n))).body.data.accepted[0]).toEqual(stopped);
    expect((await call('retrack', items(n))).body.data.accepted).toHaveLength(1);
    const resumed = (await call('gettrackinfo', items(n))).body.data.accepted[0];
    expect(resumed.track_info.tracking.providers[0].events.length).toBeGreaterThan(
      stopped.track_info.tracking.providers[0].events.length,
    );
    await call('stoptrack', items(n));
    expect(codeOf((await call('retrack', items(n))).body, n)).toBe(-18019905);
  });

  it('changes a carrier', async () => {
    await call('register', items('RR123456789CN'));
    const wrong = await call('changecarrier', [
      { number: 'RR123456789CN', carrier_old: 100001, carrier_new: 100002 },
      { number: 'RR123456789CN', carrier_old: 3011, carrier_new: 3011 },
      { number: 'RR123456789CN', carrier_new: 5 },
    ]);
    expect(wrong.body.data.rejected.map((r: Json) => r.error.code)).toEqual([-18019805, -18019803, -18019802]);
    const r = await call('changecarrier', [{ number: 'RR123456789CN', carrier_old: 3011, carrier_new: 100001 }]);
    expect(r.body.data.accepted).toEqual([{ number: 'RR123456789CN', carrier: 100001 }]);
    expect(
      codeOf((await call('gettrackinfo', [{ number: 'RR123456789CN', carrier: 3011 }])).body, 'RR123456789CN'),
    ).toBe(-18019902);
  });
});

describe('tracking simulator: pushes', () => {
  it('pushes news signed with the key, once for each piece of news, and a stop', async () => {
    const hook = await collectPushes();
    sim.setWebhook(hook.url);
    try {
      const numbers = Array.from({ length: 12 }, (_, i) => `PUSH${String(i).padStart(8, '0')}`);
      await call('register', items(...numbers));
      const first = await sim.pushDue();
      expect(first).toBeGreaterThan(0);
      expect(hook.received).toHaveLength(first);
      for (const { rawBody, sign } of hook.received) {
        expect(sign).toBe(signOf(rawBody, sim.key));
        const push = JSON.parse(rawBody);
        expect(push.event).toBe('TRACKING_UPDATED');
        expect(numbers).toContain(push.data.number);
        expect(push.data.track_info.latest_status.status).toEqual(expect.any(String));
      }
      expect(await sim.pushDue()).toBe(0);
      expect(await sim.advance(30 * DAY)).toBeGreaterThan(0);

      await call('stoptrack', items(numbers[0]!));
      expect(await sim.pushDue()).toBe(1);
      expect(JSON.parse(hook.received.at(-1)!.rawBody)).toMatchObject({
        event: 'TRACKING_STOPPED',
        data: { number: numbers[0] },
      });
      expect(await sim.advance(30 * DAY)).toBe(0);
      expect(sim.stats()).toMatchObject({ pushesSent: hook.received.length, pushesFailed: 0 });
    } finally {
      await hook.close();
    }
  });

  it('sends a push twice, or with a bad sign, when a test asks', async () => {
    const hook = await collectPushes();
    sim.setWebhook(hook.url);
    try {
      await call('register', items('RR123456789CN'));
      await sim.push('RR123456789CN');
      await sim.push('RR123456789CN');
      await sim.push('RR123456789CN', { badSign: true });
      const [a, b, c] = hook.received;
      expect(b).toEqual(a);
      expect(c!.rawBody).toBe(a!.rawBody);
      expect(c!.sign).not.toBe(signOf(c!.rawBody, sim.key));
    } finally {
      await hook.close();
    }
  });

  it('tries a push again later when the webhook fails', async () => {
    const hook = await collectPushes(500);
    sim.setWebhook(hook.url);
    try {
      await call('register', items('RR123456789CN'));
      t += 60 * DAY;
      expect(await sim.pushDue()).toBe(0);
      expect(await sim.pushDue()).toBe(0);
      expect(hook.received).toHaveLength(2);
      expect(sim.stats().pushesFailed).toBe(2);
    } finally {
      await hook.close();
    }
  });
});
