import { createHmac, timingSafeEqual } from 'node:crypto';
import { listen, readJson, sendJson, type ListenOptions } from '../http.ts';

/*
 * Lookalikes of the three group robots' webhooks, on one server, each on its
 * real path and answering in its real shape:
 * - WeCom (企业微信): POST /cgi-bin/webhook/send?key=KEY, { msgtype, text | markdown },
 *   answers { errcode, errmsg }; no signature (the key is the secret).
 * - DingTalk (钉钉): POST /robot/send?access_token=TOKEN&timestamp=T&sign=S, S =
 *   base64(HmacSHA256(secret, `${T}\n${secret}`)) (URL-encoded), T in ms;
 *   answers { errcode, errmsg }.
 * - Feishu (飞书): POST /open-apis/bot/v2/hook/TOKEN, { timestamp, sign, msg_type,
 *   content }, sign = base64(HmacSHA256(key = `${timestamp}\n${secret}`, '')),
 *   timestamp in seconds; answers { code, msg, data }.
 * Signed robots refuse a timestamp more than an hour from the simulator's clock.
 * Each robot keeps its own limit (WeCom and DingTalk 20 messages a minute,
 * Feishu 100 a minute and 5 a second), answered in its own words, and every
 * message accepted is recorded.
 */

export type RobotName = 'wecom' | 'dingtalk' | 'feishu';

export interface RobotsSimOptions extends ListenOptions {
  wecomKey?: string;
  dingtalkToken?: string;
  dingtalkSecret?: string;
  feishuToken?: string;
  feishuSecret?: string;
  /** The simulator's clock (ms): signatures' timestamps and the limits read it. */
  now?: () => number;
}

export interface ReceivedMessage {
  robot: RobotName;
  /** The simulator's clock when it arrived. */
  at: number;
  /** msgtype (WeCom, DingTalk) or msg_type (Feishu). */
  type: string;
  /** The text shown in the group (markdown or plain). */
  text: string;
}

export interface RobotRequest {
  robot: RobotName;
  at: number;
  /** HTTP status. */
  status: number;
  /** The robot's own code (errcode / code); null when the answer was no robot's (a fault's 500). */
  code: number | null;
}

export type RobotFault =
  /** HTTP status (500, 502, 503, or 429 with Retry-After when `retryAfterSeconds`). */
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  /** The robot's own rate-limit answer (HTTP 200, its code). */
  | { kind: 'rateLimited' }
  /** The robot's signature refusal, whatever was signed. */
  | { kind: 'badSign' }
  /** The answer waits `ms` (a slow robot; past the client's timeout, one that times out: a caller that gave up is not posted to). */
  | { kind: 'slow'; ms: number };

export interface RobotsSim {
  url: string;
  wecomKey: string;
  dingtalkToken: string;
  dingtalkSecret: string;
  feishuToken: string;
  feishuSecret: string;
  close(): Promise<void>;
  /** The next `count` requests to `robot` meet the fault. */
  failNext(robot: RobotName, count: number, fault: RobotFault): void;
  /** From now on every answer waits `ms` (0: none): a slow robot, or one that times out. */
  setDelay(ms: number): void;
  /** Every message accepted, in order. */
  received: ReceivedMessage[];
  /** Every request that reached a robot's path, in order. */
  log: RobotRequest[];
}

/** The robots' own codes, as each documents them. */
export const ROBOT_CODES = {
  wecom: { ok: 0, rateLimited: 45009, invalidKey: 93000, badBody: 40008 },
  dingtalk: { ok: 0, rateLimited: 660026, badSign: 310000, invalidToken: 300001, badBody: 40035 },
  feishu: { ok: 0, rateLimited: 9499, badSign: 19021, invalidToken: 19001, badBody: 9499 },
} as const;

const HOUR_MS = 3_600_000;
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('base64');
/** DingTalk's signature: the secret is the HMAC key, `${timestamp}\n${secret}` the message. */
export const dingtalkSign = (timestampMs: number | string, secret: string) => hmac(secret, `${timestampMs}\n${secret}`);
/** Feishu's signature: `${timestamp}\n${secret}` is the HMAC key, the message empty. */
export const feishuSign = (timestampSeconds: number | string, secret: string) =>
  hmac(`${timestampSeconds}\n${secret}`, '');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A sliding window per robot: at most `count` accepted in any `windowMs`. */
function window(limits: { count: number; windowMs: number }[]) {
  const starts: number[] = [];
  return (at: number) => {
    const longest = Math.max(...limits.map((l) => l.windowMs));
    while (starts.length && starts[0]! <= at - longest) starts.shift();
    if (limits.some((l) => starts.filter((s) => s > at - l.windowMs).length >= l.count)) return false;
    starts.push(at);
    return true;
  };
}

interface Body {
  msgtype?: string;
  msg_type?: string;
  text?: { content?: string };
  markdown?: { content?: string; text?: string; title?: string };
  content?: { text?: string };
  timestamp?: string | number;
  sign?: string;
}

const textOf = (b: Body): string | undefined =>
  b.msg_type !== undefined
    ? b.content?.text
    : b.msgtype === 'text'
      ? b.text?.content
      : b.msgtype === 'markdown'
        ? (b.markdown?.content ?? b.markdown?.text)
        : undefined;

export async function startRobots(options: RobotsSimOptions = {}): Promise<RobotsSim> {
  const keys = {
    wecomKey: options.wecomKey ?? 'sim-wecom-key',
    dingtalkToken: options.dingtalkToken ?? 'sim-dingtalk-token',
    dingtalkSecret: options.dingtalkSecret ?? 'SECsim-dingtalk-secret',
    feishuToken: options.feishuToken ?? 'sim-feishu-token',
    feishuSecret: options.feishuSecret ?? 'sim-feishu-secret',
  };
  const now = options.now ?? Date.now;
  let delayMs = 0;
  const received: ReceivedMessage[] = [];
  const log: RobotRequest[] = [];
  const faults: Record<RobotName, { count: number; fault: RobotFault }> = {
    wecom: { count: 0, fault: { kind: 'badSign' } },
    dingtalk: { count: 0, fault: { kind: 'badSign' } },
    feishu: { count: 0, fault: { kind: 'badSign' } },
  };
  const limits: Record<RobotName, (at: number) => boolean> = {
    wecom: window([{ count: 20, windowMs: 60_000 }]),
    dingtalk: window([{ count: 20, windowMs: 60_000 }]),
    feishu: window([
      { count: 100, windowMs: 60_000 },
      { count: 5, windowMs: 1_000 },
    ]),
  };
  const takeFault = (robot: RobotName) => {
    const f = faults[robot];
    if (f.count <= 0) return undefined;
    f.count -= 1;
    return f.fault;
  };

  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const feishu = /^\/open-apis\/bot\/v2\/hook\/([^/]+)$/.exec(url.pathname);
    const robot: RobotName | undefined =
      url.pathname === '/cgi-bin/webhook/send'
        ? 'wecom'
        : url.pathname === '/robot/send'
          ? 'dingtalk'
          : feishu
            ? 'feishu'
            : undefined;
    if (req.method !== 'POST' || !robot) return sendJson(res, 404, { errcode: 404, errmsg: 'not found' });
    const at = now();
    const body = ((await readJson(req)) ?? {}) as Body;
    const fault = takeFault(robot);
    const wait = delayMs + (fault?.kind === 'slow' ? fault.ms : 0);
    if (wait) {
      let gone = false;
      res.once('close', () => (gone = true));
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (gone) return;
    }
    const codes = ROBOT_CODES[robot];
    // Each robot's own answer shape.
    const answer = (code: number, msg: string) => {
      log.push({ robot, at, status: 200, code });
      return sendJson(res, 200, robot === 'feishu' ? { code, msg, data: {} } : { errcode: code, errmsg: msg });
    };
    if (fault?.kind === 'status') {
      log.push({ robot, at, status: fault.status, code: null });
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      return sendJson(res, fault.status, { error: 'simulated fault' }, headers);
    }

    // Who is asking: the key or token, then the signature and its time.
    if (robot === 'wecom' && url.searchParams.get('key') !== keys.wecomKey)
      return answer(ROBOT_CODES.wecom.invalidKey, 'invalid webhook url');
    if (robot === 'dingtalk') {
      if (url.searchParams.get('access_token') !== keys.dingtalkToken)
        return answer(ROBOT_CODES.dingtalk.invalidToken, 'token is not exist');
      const timestamp = url.searchParams.get('timestamp') ?? '';
      if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - at) > HOUR_MS)
        return answer(ROBOT_CODES.dingtalk.badSign, 'invalid timestamp');
      if (
        fault?.kind === 'badSign' ||
        !same(url.searchParams.get('sign') ?? '', dingtalkSign(timestamp, keys.dingtalkSecret))
      )
        return answer(ROBOT_CODES.dingtalk.badSign, 'sign not match');
    }
    if (robot === 'feishu') {
      if (feishu![1] !== keys.feishuToken)
        return answer(ROBOT_CODES.feishu.invalidToken, 'param invalid: incoming webhook access token invalid');
      const timestamp = String(body.timestamp ?? '');
      if (
        fault?.kind === 'badSign' ||
        !/^\d+$/.test(timestamp) ||
        Math.abs(Number(timestamp) * 1000 - at) > HOUR_MS ||
        !same(String(body.sign ?? ''), feishuSign(timestamp, keys.feishuSecret))
      )
        return answer(
          ROBOT_CODES.feishu.badSign,
          'sign match fail or timestamp is not within one hour from current time',
        );
    }
    if (fault?.kind === 'badSign') return answer(ROBOT_CODES.wecom.invalidKey, 'invalid webhook url');

    const text = textOf(body);
    const type = body.msg_type ?? body.msgtype ?? '';
    if (!text) return answer(codes.badBody, robot === 'feishu' ? 'Bad Request' : 'invalid message');
    if (fault?.kind === 'rateLimited' || !limits[robot](at))
      return answer(
        codes.rateLimited,
        robot === 'wecom'
          ? 'api freq out of limit'
          : robot === 'dingtalk'
            ? 'send too fast, exceed 20 times per minute'
            : 'too many request',
      );
    received.push({ robot, at, type, text });
    return answer(codes.ok, robot === 'feishu' ? 'success' : 'ok');
  }, options);

  return {
    url: listening.url,
    ...keys,
    close: listening.close,
    failNext(robot, count, fault) {
      faults[robot] = { count, fault };
    },
    setDelay: (ms) => (delayMs = ms),
    received,
    log,
  };
}
