import { OutsideServiceError } from '../errors.ts';
import { realSleep, requestJson, type Fetch, type Sleep, type Transport } from '../http.ts';
import { everyGate, GateBusy, slidingWindow, type Gate } from '../limiter.ts';
import { ROBOT_WIRES, type RobotKind, type RobotMessage } from './wire.ts';

export type { RobotKind, RobotMessage } from './wire.ts';

/**
 * Each robot's limit per robot (its webhook key), kept with a margin for the
 * way there: WeCom and DingTalk take 20 messages a minute, Feishu 100 a minute
 * and 5 a second. `maxWaitMs`: a turn further away is not waited for (a job's
 * worker is not held a minute): the send answers RobotBusy and the job runs
 * again when the turn comes.
 */
export const ROBOT_BUDGETS: Record<RobotKind, { count: number; windowMs: number }[]> = {
  wecom: [{ count: 20, windowMs: 61_000 }],
  dingtalk: [{ count: 20, windowMs: 61_000 }],
  feishu: [
    { count: 100, windowMs: 61_000 },
    { count: 5, windowMs: 1_200 },
  ],
};
export const ROBOT_PATIENCE_MS = 5_000;
export const ROBOT_TIMEOUT_MS = 10_000;
/** Further tries within one send, for 5xx, 429 and no answer; the job's attempts come on top. */
const RETRIES = 2;

/** The robot cannot take the message yet (its budget is used, it said so, or a Retry-After): try again in `waitMs`. */
export class RobotBusy extends OutsideServiceError {
  constructor(
    service: RobotKind,
    readonly waitMs: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(service, 429, null, message, options);
  }
}

/** The robot refused the message in its own words (a key, token or signature it does not know, a body it cannot read): every try meets it again. */
export class RobotRefused extends OutsideServiceError {
  override get keyRefused(): boolean {
    return true;
  }
}

export interface RobotClientOptions {
  /** Where the robot's paths start (https://qyapi.weixin.qq.com, https://oapi.dingtalk.com, https://open.feishu.cn, or a simulator's URL). */
  baseUrl: string;
  /** The webhook's key (WeCom) or access token (DingTalk, Feishu). */
  key: string;
  /** The signing secret; '' for none (WeCom has none; the others sign when one is set). */
  secret: string;
  fetch?: Fetch;
  sleep?: Sleep;
  /** The clock the signatures' timestamps are read from. */
  now?: () => number;
  timeoutMs?: number;
  /** Where every message waits its turn under ROBOT_BUDGETS; default: this client's own windows (one process). */
  gate?: Gate;
}

/** The robot's budget as this process alone keeps it. */
export const localGate = (kind: RobotKind, now: () => number, sleep: Sleep): Gate =>
  everyGate(ROBOT_BUDGETS[kind].map((b) => slidingWindow({ ...b, maxWaitMs: ROBOT_PATIENCE_MS, now, sleep })));

/**
 * A group robot's client: `post` sends one message, through the robot's
 * budget, with the transport's timeout and retries. It answers when the robot
 * took the message; otherwise it throws RobotBusy (not now: when),
 * RobotRefused (never, as things stand) or OutsideServiceError (no answer,
 * 5xx after the retries, a fault on the robot's side). Errors never name the
 * key: the path of a Feishu webhook holds it.
 */
export function createRobotClient(kind: RobotKind, options: RobotClientOptions) {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const wire = ROBOT_WIRES[kind];
  const gate = options.gate ?? localGate(kind, now, sleep);
  const transport: Transport = {
    service: kind,
    fetch: options.fetch ?? globalThis.fetch,
    sleep,
    timeoutMs: options.timeoutMs ?? ROBOT_TIMEOUT_MS,
    gate,
    retries: RETRIES,
    where: 'the webhook',
  };
  const root = options.baseUrl.replace(/\/+$/, '');

  async function post(message: RobotMessage): Promise<void> {
    const { url, body } = wire.request(root, options.key, options.secret, message, now());
    let answer;
    try {
      answer = await requestJson(transport, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
      });
    } catch (err) {
      if (err instanceof OutsideServiceError && err.cause instanceof GateBusy)
        throw new RobotBusy(kind, err.cause.waitMs, err.message, { cause: err });
      throw err;
    }
    const said = wire.read(answer.body);
    if (answer.status !== 200 || !said)
      throw new RobotRefused(kind, answer.status, said?.code ?? null, `HTTP ${answer.status} from the webhook`);
    if (said.code === 0) return;
    const words = `${said.code} ${said.message}`.trim();
    if (wire.rateLimited(said)) {
      // The robot gives no Retry-After: every process holds off for as long as it throttles.
      await gate.holdOff?.(wire.holdMs);
      throw new RobotBusy(kind, wire.holdMs, `the robot is throttling: ${words}`);
    }
    if (wire.transient(said)) throw new OutsideServiceError(kind, answer.status, said.code, words);
    throw new RobotRefused(kind, answer.status, said.code, words);
  }

  return { kind, post };
}
export type RobotClient = ReturnType<typeof createRobotClient>;
