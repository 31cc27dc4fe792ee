import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dingtalkSign, feishuSign, ROBOT_CODES, startRobots, type RobotsSim } from './server.ts';

let clock = 1_800_000_000_000;
let sim: RobotsSim;
beforeAll(async () => {
  sim = await startRobots({ now: () => clock });
});
afterAll(() => sim.close());

const post = async (path: string, body: unknown) => {
  const r = await fetch(`${sim.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};
const wecom = (content: string, key = sim.wecomKey) =>
  post(`/cgi-bin/webhook/send?key=${key}`, { msgtype: 'markdown', markdown: { content } });
const dingtalk = (text: string, { secret = sim.dingtalkSecret, at = clock } = {}) =>
  post(
    `/robot/send?access_token=${sim.dingtalkToken}&timestamp=${at}&sign=${encodeURIComponent(dingtalkSign(at, secret))}`,
    { msgtype: 'markdown', markdown: { title: 't', text } },
  );
const feishu = (text: string, { secret = sim.feishuSecret, at = Math.floor(clock / 1000) } = {}) =>
  post(`/open-apis/bot/v2/hook/${sim.feishuToken}`, {
    timestamp: String(at),
    sign: feishuSign(at, secret),
    msg_type: 'text',
    content: { text },
  });

describe('group robots simulator', () => {
  it('signs as the robots’ documented Python samples do', () => {
    // Values from the samples run with Python's hmac: DingTalk keys HmacSHA256 with the secret over
    // `${timestamp}\n${secret}`; Feishu keys it with `${timestamp}\n${secret}` over the empty message.
    expect(dingtalkSign(1577262236757, 'this is secret')).toBe('hmPWwU+7lVdm3ZZz0r9tSfx0L4Q26jWOZr9+Gs6EZQM=');
    expect(feishuSign(1599360473, 'demo')).toBe('l1N0gAcBjdwBvGm1xMjOF0XSyaLRpR7tuO5dHfhAYc8=');
  });

  it('accepts each robot’s message with the right key and signature, and records it', async () => {
    const before = sim.received.length;
    expect((await wecom('**hello**')).body).toEqual({ errcode: 0, errmsg: 'ok' });
    expect((await dingtalk('hola')).body).toEqual({ errcode: 0, errmsg: 'ok' });
    expect((await feishu('こんにちは')).body).toMatchObject({ code: 0, msg: 'success' });
    expect(sim.received.slice(before).map((m) => [m.robot, m.type, m.text])).toEqual([
      ['wecom', 'markdown', '**hello**'],
      ['dingtalk', 'markdown', 'hola'],
      ['feishu', 'text', 'こんにちは'],
    ]);
  });

  it('refuses a wrong key, a wrong secret and a timestamp more than an hour away, in each robot’s words', async () => {
    expect((await wecom('x', 'nope')).body.errcode).toBe(ROBOT_CODES.wecom.invalidKey);
    expect((await dingtalk('x', { secret: 'SECwrong' })).body).toMatchObject({
      errcode: 310000,
      errmsg: 'sign not match',
    });
    expect((await dingtalk('x', { at: clock - 3_600_001 })).body.errcode).toBe(310000);
    expect((await feishu('x', { secret: 'wrong' })).body.code).toBe(19021);
    expect((await feishu('x', { at: Math.floor(clock / 1000) + 3_601 })).body.code).toBe(19021);
    expect((await post(`/open-apis/bot/v2/hook/other`, {})).body.code).toBe(19001);
  });

  it('keeps each robot’s limit on its own clock: WeCom 20 a minute, Feishu 5 a second', async () => {
    clock += 120_000;
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await wecom(`m${i}`)).body.errcode);
    expect(answers.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(answers[20]).toBe(45009);
    clock += 60_000;
    expect((await wecom('again')).body.errcode).toBe(0);
    const feishuAnswers = [];
    for (let i = 0; i < 6; i++) feishuAnswers.push((await feishu(`f${i}`)).body.code);
    expect(feishuAnswers).toEqual([0, 0, 0, 0, 0, 9499]);
    clock += 1_000;
    expect((await feishu('next second')).body.code).toBe(0);
  });

  it('has fault switches: HTTP errors with Retry-After, rate-limit and signature answers, one robot at a time', async () => {
    clock += 120_000;
    sim.failNext('dingtalk', 2, { kind: 'status', status: 429, retryAfterSeconds: 3 });
    const limited = await fetch(`${sim.url}/robot/send?access_token=${sim.dingtalkToken}`, {
      method: 'POST',
      body: '{}',
    });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3']);
    expect((await dingtalk('second fault')).status).toBe(429);
    expect((await dingtalk('then fine')).body.errcode).toBe(0);
    sim.failNext('feishu', 1, { kind: 'rateLimited' });
    expect((await feishu('limited')).body).toMatchObject({ code: 9499, msg: 'too many request' });
    sim.failNext('feishu', 1, { kind: 'badSign' });
    expect((await feishu('bad sign')).body.code).toBe(19021);
    sim.failNext('wecom', 1, { kind: 'status', status: 500 });
    expect((await wecom('boom')).status).toBe(500);
    expect((await wecom('fine')).body.errcode).toBe(0);
    expect(sim.log.at(-2)).toMatchObject({ robot: 'wecom', status: 500, code: null });
  });
});
