import { startRobots, type RobotName, type RobotsSim } from '@fwd/simulators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRobotClient, RobotBusy, RobotRefused } from '../src/outside/robots/client.ts';
import { fakeTime } from './fake-time.ts';
import { outsideFailure } from './outside-failure.ts';

/*
 * Each robot's client against the simulator, on a clock that moves only when
 * the client waits (fakeTime), shared with the simulator: its signatures'
 * timestamps, its limits and the client's budget all read it.
 */

let time: ReturnType<typeof fakeTime>;
let sim: RobotsSim;
beforeAll(async () => {
  sim = await startRobots({ now: () => time.now() });
});
afterAll(() => sim.close());
// An hour on for each test: the simulator's limits start afresh.
let start = Date.UTC(2026, 10, 29, 8, 0);
beforeEach(() => {
  start += 3_600_000;
  time = fakeTime(start);
});

const credentials = (robot: RobotName) =>
  robot === 'wecom'
    ? { key: sim.wecomKey, secret: '' }
    : robot === 'dingtalk'
      ? { key: sim.dingtalkToken, secret: sim.dingtalkSecret }
      : { key: sim.feishuToken, secret: sim.feishuSecret };
const client = (robot: RobotName, o: { key?: string; secret?: string; timeoutMs?: number } = {}) =>
  createRobotClient(robot, {
    baseUrl: sim.url,
    ...credentials(robot),
    ...o,
    fetch: time.fetch,
    sleep: time.sleep,
    now: time.now,
    timeoutMs: o.timeoutMs ?? 2_000,
  });
const requestsTo = (robot: RobotName) => sim.log.filter((r) => r.robot === robot).length;
const message = { title: '新提醒', text: '运单 **YT123** 三天没有新轨迹' };

describe.each(['wecom', 'dingtalk', 'feishu'] as const)('the %s client against its simulator', (robot) => {
  it('posts in the robot’s own format, signed where the robot signs, and the group gets title and text', async () => {
    const before = sim.received.length;
    await client(robot).post(message);
    const [got] = sim.received.slice(before);
    expect(got).toMatchObject({ robot, type: robot === 'feishu' ? 'text' : 'markdown' });
    expect(got!.text).toContain('新提醒');
    expect(got!.text).toContain('运单 **YT123** 三天没有新轨迹');
  });

  it('fails clearly, once, on a key or secret the robot refuses: no retry would change it', async () => {
    const before = requestsTo(robot);
    const wrong = robot === 'wecom' ? { key: 'not-the-key' } : { secret: 'not-the-secret' };
    const err = await outsideFailure(client(robot, wrong).post(message));
    expect(err).toBeInstanceOf(RobotRefused);
    expect(err.keyRefused).toBe(true);
    expect(err.code).toBe({ wecom: 93000, dingtalk: 310000, feishu: 19021 }[robot]);
    expect(requestsTo(robot) - before).toBe(1);
    // The error names the call, never the key (a Feishu webhook's path holds it).
    expect(err.message).not.toContain(credentials(robot).key);
  });

  it('tries again after a timeout and after 5xx, then delivers once', async () => {
    const before = sim.received.length;
    sim.failNext(robot, 1, { kind: 'slow', ms: 3_000 });
    await client(robot, { timeoutMs: 800 }).post(message);
    sim.failNext(robot, 2, { kind: 'status', status: 502 });
    await client(robot).post(message);
    expect(sim.received.length - before).toBe(2);
    expect(time.sleeps).toEqual([500, 500, 1_000]);
  });

  it('gives up after its retries on a robot that keeps failing: an error another attempt may not meet', async () => {
    sim.failNext(robot, 3, { kind: 'status', status: 500 });
    const err = await outsideFailure(client(robot).post(message));
    expect(err).not.toBeInstanceOf(RobotBusy);
    expect([err.status, err.keyRefused]).toEqual([500, false]);
  });
});

describe('rate limits', () => {
  it('waits a short Retry-After, and answers a long one as busy without calling again', async () => {
    const c = client('dingtalk');
    sim.failNext('dingtalk', 1, { kind: 'status', status: 429, retryAfterSeconds: 2 });
    await c.post(message);
    expect(time.sleeps).toContain(2_000);
    sim.failNext('dingtalk', 1, { kind: 'status', status: 429, retryAfterSeconds: 30 });
    const before = requestsTo('dingtalk');
    const err = await outsideFailure(c.post(message));
    expect(err).toBeInstanceOf(RobotBusy);
    expect((err as RobotBusy).waitMs).toBeGreaterThan(29_000);
    expect(requestsTo('dingtalk') - before).toBe(1);
  });

  it('holds the robot off when it says it is sent too much (WeCom 45009): no call until the hold ends', async () => {
    const c = client('wecom');
    sim.failNext('wecom', 1, { kind: 'rateLimited' });
    const said = await outsideFailure(c.post(message));
    expect(said).toBeInstanceOf(RobotBusy);
    expect((said as RobotBusy).waitMs).toBe(60_000);
    const before = requestsTo('wecom');
    expect(await outsideFailure(c.post(message))).toBeInstanceOf(RobotBusy);
    expect(requestsTo('wecom')).toBe(before);
  });

  it('keeps WeCom’s 20 a minute itself: the 21st is busy, not sent to be refused', async () => {
    const c = client('wecom');
    const before = requestsTo('wecom');
    for (let i = 0; i < 20; i++) await c.post({ title: 't', text: `${i}` });
    const err = await outsideFailure(c.post(message));
    expect(err).toBeInstanceOf(RobotBusy);
    expect((err as RobotBusy).waitMs).toBeGreaterThan(55_000);
    expect(requestsTo('wecom') - before).toBe(20);
    expect(sim.log.filter((r) => r.code === 45009 && r.at >= time.now() - 60_000)).toEqual([]);
  });

  it('keeps Feishu’s 5 a second by waiting its turn: six messages all arrive, none refused', async () => {
    const c = client('feishu');
    const before = sim.received.length;
    await Promise.all(Array.from({ length: 6 }, (_, i) => c.post({ title: 't', text: `${i}` })));
    expect(sim.received.length - before).toBe(6);
    expect(time.sleeps.some((ms) => ms >= 1_000)).toBe(true);
    expect(sim.log.filter((r) => r.robot === 'feishu' && r.code === 9499)).toEqual([]);
  });
});
