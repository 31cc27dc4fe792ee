import { createHmac } from 'node:crypto';
import { z } from 'zod';

/*
 * The three group robots' wire formats, as each documents its custom
 * (webhook) robot:
 * - WeCom (企业微信) group robot: POST {base}/cgi-bin/webhook/send?key=KEY,
 *   { msgtype: 'markdown', markdown: { content } } (content at most 4096
 *   bytes); answers { errcode, errmsg }, 45009 when past its 20 messages a
 *   minute. No signature: the key is the secret.
 * - DingTalk (钉钉) custom robot: POST {base}/robot/send?access_token=TOKEN
 *   &timestamp=T&sign=S, T in milliseconds, S = base64(HmacSHA256(key = secret,
 *   `${T}\n${secret}`)), URL-encoded; { msgtype: 'markdown', markdown: { title,
 *   text } }; answers { errcode, errmsg }: 310000 for a signature or timestamp
 *   (more than an hour off) it refuses, 660026 or 130101 ("send too fast") past 20
 *   messages a minute, after which it throttles the robot for ten minutes.
 * - Feishu (飞书) custom bot: POST {base}/open-apis/bot/v2/hook/TOKEN,
 *   { timestamp (seconds), sign, msg_type: 'text', content: { text } }, sign =
 *   base64(HmacSHA256(key = `${timestamp}\n${secret}`, message = '')); answers
 *   { code, msg }: 19021 a signature or timestamp refused, 9499 "too many
 *   request" past 100 a minute or 5 a second (9499 "Bad Request" is a body it
 *   cannot read), 11232 its message service's limit.
 */

export type RobotKind = 'wecom' | 'dingtalk' | 'feishu';

/** What a group is told: a title and its text (Markdown where the robot renders it). */
export interface RobotMessage {
  title: string;
  text: string;
}

export interface RobotRequest {
  url: string;
  body: unknown;
}

export interface RobotAnswer {
  code: number;
  message: string;
}

export interface RobotWire {
  request(root: string, key: string, secret: string, message: RobotMessage, nowMs: number): RobotRequest;
  /** The robot's own code and words, undefined when the body is not its answer. */
  read(body: unknown): RobotAnswer | undefined;
  /** The robot said it is being sent too much. */
  rateLimited(a: RobotAnswer): boolean;
  /** A fault on the robot's side that another try may not meet. */
  transient(a: RobotAnswer): boolean;
  /** How long the robot throttles after saying so (none tells a Retry-After). */
  holdMs: number;
}

const hmacBase64 = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('base64');

/** At most `bytes` of UTF-8, cut between characters, marked when cut. */
export function clip(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let out = '';
  let used = Buffer.byteLength('…');
  for (const ch of text) {
    used += Buffer.byteLength(ch);
    if (used > bytes) break;
    out += ch;
  }
  return `${out}…`;
}

const errcodeAnswer = z.object({ errcode: z.number(), errmsg: z.string().optional() });
const readErrcode = (body: unknown): RobotAnswer | undefined => {
  const a = errcodeAnswer.safeParse(body).data;
  return a && { code: a.errcode, message: a.errmsg ?? '' };
};
/** WeCom and DingTalk: -1 is "system busy". */
const SYSTEM_BUSY = -1;

const wecom: RobotWire = {
  request: (root, key, _secret, m) => ({
    url: `${root}/cgi-bin/webhook/send?key=${encodeURIComponent(key)}`,
    body: { msgtype: 'markdown', markdown: { content: clip(`**${m.title}**\n${m.text}`, 4096) } },
  }),
  read: readErrcode,
  rateLimited: (a) => a.code === 45009,
  transient: (a) => a.code === SYSTEM_BUSY,
  holdMs: 60_000,
};

const dingtalk: RobotWire = {
  request(root, key, secret, m, nowMs) {
    const signed = secret
      ? `&timestamp=${nowMs}&sign=${encodeURIComponent(hmacBase64(secret, `${nowMs}\n${secret}`))}`
      : '';
    return {
      url: `${root}/robot/send?access_token=${encodeURIComponent(key)}${signed}`,
      body: { msgtype: 'markdown', markdown: { title: m.title, text: clip(`#### ${m.title}\n\n${m.text}`, 18_000) } },
    };
  },
  read: readErrcode,
  rateLimited: (a) => a.code === 660026 || a.code === 130101 || /too fast/i.test(a.message),
  transient: (a) => a.code === SYSTEM_BUSY,
  holdMs: 600_000,
};

const feishuAnswer = z.object({ code: z.number(), msg: z.string().optional() });
const feishu: RobotWire = {
  request(root, key, secret, m, nowMs) {
    const timestamp = String(Math.floor(nowMs / 1000));
    return {
      url: `${root}/open-apis/bot/v2/hook/${encodeURIComponent(key)}`,
      body: {
        ...(secret && { timestamp, sign: hmacBase64(`${timestamp}\n${secret}`, '') }),
        msg_type: 'text',
        content: { text: clip(`${m.title}\n${m.text}`, 18_000) },
      },
    };
  },
  read(body) {
    const a = feishuAnswer.safeParse(body).data;
    return a && { code: a.code, message: a.msg ?? '' };
  },
  rateLimited: (a) => a.code === 11232 || (a.code === 9499 && /too many/i.test(a.message)),
  transient: () => false,
  holdMs: 60_000,
};

export const ROBOT_WIRES: Record<RobotKind, RobotWire> = { wecom, dingtalk, feishu };
