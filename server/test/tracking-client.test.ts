import { collectPushes, historyOf, signOf, startTracking, type TrackingSim } from '@fwd/simulators';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutsideServiceError } from '../src/outside/errors.ts';
import { createTrackingClient, type TrackingClient } from '../src/outside/tracking/client.ts';
import { PushError, verifyPush } from '../src/outside/tracking/push.ts';
import { fakeTime } from './fake-time.ts';

const T0 = Date.parse('2026-03-01T00:00:00Z');
const SEED = 11;
const numbersOf = (count: number, prefix = 'TRK') =>
  Array.from({ length: count }, (_, i) => ({ number: `${prefix}${String(i).padStart(8, '0')}` }));

let time: ReturnType<typeof fakeTime>;
let sim: TrackingSim;
let client: TrackingClient;
const clientFor = (s: { url: string; key: string }) =>
  createTrackingClient({ baseUrl: s.url, key: s.key, fetch: time.fetch, sleep: time.sleep, now: time.now });

beforeEach(async () => {
  time = fakeTime(T0);
  sim = await startTracking({ now: time.now, seed: SEED });
  client = clientFor(sim);
});
afterEach(() => sim.close());

const calls = () => sim.log.map((r) => `${r.path.split('/').pop()} ${r.items}`);

describe('tracking client: track()', () => {
  it('registers 100 numbers in calls of 40, then asks for them in calls of 40', async () => {
    const numbers = numbersOf(100);
    const { results, rejected } = await client.track(numbers);
    expect(calls()).toEqual([
      'register 40',
      'register 40',
      'register 20',
      'gettrackinfo 40',
      'gettrackinfo 40',
      'gettrackinfo 20',
    ]);
    expect(rejected).toEqual([]);
    expect(results.map((r) => r.number).sort()).toEqual(numbers.map((n) => n.number));
    expect(results.filter((r) => r.events.length).length).toBeGreaterThan(50);

    // What the provider knows, mapped: main status and sub-status, events newest first.
    const registeredAt = sim.log[0]!.at;
    const askedAt = sim.log[3]!.at;
    for (const { number } of numbers.slice(0, 40)) {
      const history = historyOf(number, { registeredAt, now: askedAt, seed: SEED });
      const result = results.find((r) => r.number === number)!;
      expect(result.status).toBe(history.status ?? 'NotFound');
      expect(result.subStatus).toBe(history.subStatus);
      expect(result.events.map((e) => [Date.parse(e.time), e.description, e.location, e.subStatus])).toEqual(
        history.events.map((e) => [e.time, e.description, e.location, e.subStatus]),
      );
      for (const e of result.events) expect(e.status).toBe(e.subStatus!.split('_')[0]);
      expect(result.latest).toEqual(result.events[0] ?? null);
      // The estimate's later end, on the destination's calendar; none once delivered or before any event.
      const onItsWay = history.events.length > 0 && history.status !== 'Delivered';
      expect(result.expectedDelivery).toBe(
        onItsWay
          ? new Date(history.events.at(-1)!.time + 12 * 86_400_000 + history.events[0]!.offset * 60_000)
              .toISOString()
              .slice(0, 10)
          : null,
      );
    }
  });

  it('takes a number registered already (-18019901) as registered', async () => {
    const numbers = numbersOf(10);
    await client.register(numbers.slice(0, 6));
    const { results, rejected } = await client.track(numbers);
    expect(rejected).toEqual([]);
    expect(results).toHaveLength(10);
  });

  it('registers only numbers not known to be registered, and again one the provider forgot', async () => {
    const known = numbersOf(5, 'OLD');
    await client.register(known.slice(0, 4));
    const fresh = numbersOf(3, 'NEW');
    const { results, rejected } = await client.track([...known, ...fresh], {
      registered: new Set(known.map((n) => n.number)),
    });
    expect(calls()).toEqual(['register 4', 'register 3', 'gettrackinfo 8', 'register 1', 'gettrackinfo 1']);
    expect(rejected).toEqual([]);
    expect(results).toHaveLength(8);
  });

  it('reports the numbers the provider rejects and does not ask for them', async () => {
    const { results, rejected } = await client.track([
      { number: 'ab' },
      { number: 'RR123456789CN', carrier: 42 },
      { number: 'RR223456789CN' },
    ]);
    expect(rejected).toEqual([
      { number: 'ab', code: -18010012, message: expect.any(String) },
      { number: 'RR123456789CN', code: -18019910, message: expect.any(String) },
    ]);
    expect(results.map((r) => r.number)).toEqual(['RR223456789CN']);
    expect(calls()).toEqual(['register 3', 'gettrackinfo 1']);
  });

  it('rejects a number the provider’s answer leaves out, never drops it', async () => {
    sim.omitNext(1);
    const { results, rejected } = await client.track(numbersOf(3));
    expect(rejected).toEqual([
      { number: 'TRK00000002', code: null, message: 'the provider’s answer left this number out' },
    ]);
    expect(results.map((r) => r.number)).toEqual(['TRK00000000', 'TRK00000001']);
    sim.omitNext(1);
    const info = await client.getTrackInfo(numbersOf(2));
    expect(info.rejected).toEqual([
      { number: 'TRK00000001', code: null, message: 'the provider’s answer left this number out' },
    ]);
    expect(info.accepted.map((r) => r.number)).toEqual(['TRK00000000']);
  });

  it('answers a number the provider knows nothing of yet as one without events', async () => {
    const fresh = numbersOf(200, 'NEW').find(
      ({ number }) => historyOf(number, { registeredAt: T0, now: T0, seed: SEED }).status === null,
    )!;
    const { results, rejected } = await client.track([{ ...fresh, carrier: 3011 }]);
    expect(rejected).toEqual([]);
    expect(results).toEqual([
      {
        number: fresh.number,
        carrier: 3011,
        status: 'NotFound',
        subStatus: null,
        events: [],
        latest: null,
        expectedDelivery: null,
      },
    ]);
  });
});

describe('tracking client: limits and failures', () => {
  it('never makes more than 3 calls in a second, concurrent callers included', async () => {
    await Promise.all([
      client.track(numbersOf(100, 'A')),
      client.track(numbersOf(100, 'B')),
      client.getTrackInfo(numbersOf(5, 'A')),
    ]);
    expect(sim.log).toHaveLength(13);
    expect(sim.stats().rateLimited).toBe(0);
    const at = sim.log.map((r) => r.at);
    for (let i = 3; i < at.length; i++) expect(at[i]! - at[i - 3]!).toBeGreaterThanOrEqual(1000);
  });

  it('backs off on HTTP 429 and tries again', async () => {
    for (let i = 0; i < 3; i++)
      await fetch(`${sim.url}/track/v2.2/register`, { method: 'POST', headers: { '17token': sim.key }, body: '[]' });
    const { accepted } = await client.register(numbersOf(2));
    expect(accepted).toHaveLength(2);
    expect(sim.stats().rateLimited).toBe(2);
    expect(time.sleeps).toEqual([500, 1000]);
  });

  it('waits as long as Retry-After says when the provider says it', async () => {
    const patient = await startTracking({ now: time.now, seed: SEED, retryAfterSeconds: 2 });
    try {
      for (let i = 0; i < 3; i++)
        await fetch(`${patient.url}/track/v2.2/register`, {
          method: 'POST',
          headers: { '17token': patient.key },
          body: '[]',
        });
      expect((await clientFor(patient).register(numbersOf(1))).accepted).toHaveLength(1);
      expect(time.sleeps).toEqual([2000]);
    } finally {
      await patient.close();
    }
  });

  it('tries 5xx answers again, then gives up with an OutsideServiceError', async () => {
    sim.failNext(2, 502);
    expect((await client.register(numbersOf(1))).accepted).toHaveLength(1);
    expect(time.sleeps).toEqual([500, 1000]);
    sim.failNext(5, 503);
    await expect(client.register(numbersOf(1, 'X'))).rejects.toMatchObject({
      name: 'OutsideServiceError',
      service: 'tracking',
      status: 503,
    });
    expect(time.sleeps).toEqual([500, 1000, 500, 1000, 2000, 4000]);
  });

  it('tries an unreachable provider a few times, then says so', async () => {
    const gone = await startTracking();
    await gone.close();
    await expect(clientFor(gone).getTrackInfo(numbersOf(1))).rejects.toMatchObject({
      service: 'tracking',
      status: null,
      message: /no answer/,
    });
    expect(time.sleeps).toEqual([500, 1000, 2000, 4000]);
  });

  it('answers a wrong key with the provider code, never the key', async () => {
    const error = await clientFor({ url: sim.url, key: 'secret-but-wrong' })
      .track(numbersOf(1))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect(error).toMatchObject({ status: 401, code: -18010002 });
    expect(String((error as Error).message)).not.toContain('secret-but-wrong');
  });

  it('calls a malformed answer a malformed answer', async () => {
    const answering = (body: unknown) =>
      createTrackingClient({
        baseUrl: sim.url,
        key: sim.key,
        fetch: async () => Response.json(body),
        sleep: time.sleep,
        now: time.now,
      });
    await expect(
      answering({ code: 0, data: { accepted: [{ number: 'X' }] } }).getTrackInfo(numbersOf(1)),
    ).rejects.toThrow(/tracking: malformed answer to gettrackinfo \(data\.accepted\.0\.track_info/);
    await expect(answering('<html>').register(numbersOf(1))).rejects.toThrow(/malformed answer to register/);
  });

  it('stops, retracks and changes carriers', async () => {
    await client.register([{ number: 'RR123456789CN' }]);
    expect((await client.stop([{ number: 'RR123456789CN' }])).accepted).toEqual([
      { number: 'RR123456789CN', carrier: 3011 },
    ]);
    expect((await client.stop([{ number: 'RR123456789CN' }])).rejected).toEqual([
      { number: 'RR123456789CN', code: -18019906, message: expect.any(String) },
    ]);
    expect((await client.retrack([{ number: 'RR123456789CN' }])).accepted).toHaveLength(1);
    const changed = await client.changeCarrier([{ number: 'RR123456789CN', carrierOld: 3011, carrierNew: 100001 }]);
    expect(changed.accepted).toEqual([{ number: 'RR123456789CN', carrier: 100001 }]);
  });
});

describe('verifyPush', () => {
  const body = (data: unknown) => JSON.stringify({ event: 'TRACKING_UPDATED', data });
  const item = {
    number: 'RR123456789CN',
    carrier: 3011,
    tag: null,
    track_info: {
      latest_status: { status: 'InTransit', sub_status: 'InTransit_CustomsProcessing', sub_status_descr: null },
      time_metrics: {
        estimated_delivery_date: {
          source: 'Official',
          from: '2026-03-09T18:00:00+01:00',
          to: '2026-03-11T18:00:00+01:00',
        },
      },
      tracking: {
        providers: [
          {
            provider: { key: 3011, name: 'China Post' },
            events: [
              {
                time_iso: '2026-03-03T09:00:00+01:00',
                time_utc: '2026-03-03T08:00:00Z',
                description: 'Held for customs',
                location: 'Frankfurt, DE',
                stage: null,
                sub_status: 'InTransit_CustomsProcessing',
              },
              {
                time_iso: '2026-03-01T10:00:00+08:00',
                time_utc: null,
                description: '快件已揽收',
                location: '',
                stage: 'PickedUp',
                sub_status: null,
              },
            ],
          },
        ],
      },
    },
  };

  it('reads a push signed with our key', () => {
    const raw = body(item);
    const push = verifyPush(Buffer.from(raw), signOf(raw, 'k1'), 'k1');
    expect(push).toEqual({
      event: 'TRACKING_UPDATED',
      result: {
        number: 'RR123456789CN',
        carrier: 3011,
        status: 'InTransit',
        subStatus: 'InTransit_CustomsProcessing',
        events: [
          {
            time: '2026-03-03T08:00:00.000Z',
            location: 'Frankfurt, DE',
            description: 'Held for customs',
            status: 'InTransit',
            subStatus: 'InTransit_CustomsProcessing',
          },
          {
            time: '2026-03-01T02:00:00.000Z',
            location: null,
            description: '快件已揽收',
            status: 'InTransit',
            subStatus: null,
          },
        ],
        latest: expect.objectContaining({ description: 'Held for customs' }),
        expectedDelivery: '2026-03-11',
      },
    });
    expect(verifyPush(raw, signOf(raw, 'k1').toUpperCase(), 'k1').result.number).toBe('RR123456789CN');
  });

  it('refuses a push without our sign', () => {
    const raw = body(item);
    for (const sign of [signOf(raw, 'other'), undefined, '', 'abc', signOf(`${raw} `, 'k1')]) {
      expect(() => verifyPush(raw, sign, 'k1')).toThrow(expect.objectContaining({ name: 'PushError', reason: 'sign' }));
    }
  });

  it('refuses a signed push it cannot read', () => {
    for (const raw of [
      'not json',
      body({ number: 'RR123456789CN' }),
      JSON.stringify({ event: 'TRACKING_LOST', data: item }),
    ]) {
      expect(() => verifyPush(raw, signOf(raw, 'k1'), 'k1')).toThrow(PushError);
      expect(() => verifyPush(raw, signOf(raw, 'k1'), 'k1')).toThrow(expect.objectContaining({ reason: 'malformed' }));
    }
  });

  it('reads the pushes the simulator sends, updates and stops', async () => {
    const hook = await collectPushes();
    sim.setWebhook(hook.url);
    try {
      const numbers = numbersOf(5, 'PUSH');
      const { results } = await client.track(numbers);
      await sim.pushDue();
      await client.stop(numbers.slice(0, 1));
      await sim.pushDue();
      const pushes = hook.received.map(({ rawBody, sign }) => verifyPush(rawBody, sign, sim.key));
      const updates = pushes.filter((p) => p.event === 'TRACKING_UPDATED');
      expect(updates.map((p) => p.result)).toEqual(
        results.filter((r) => r.events.length || r.subStatus).sort((a, b) => a.number.localeCompare(b.number)),
      );
      expect(pushes.at(-1)).toMatchObject({ event: 'TRACKING_STOPPED', result: { number: numbers[0]!.number } });
    } finally {
      await hook.close();
    }
  });
});
