import { faults, listen, readJson, sendJson, type ListenOptions } from '../http.ts';
import { ErrorCode, errorOf } from './codes.ts';
import type { History } from './history.ts';
import { deliver, type PushEvent } from './push.ts';
import { createRegistry, type Registration } from './registry.ts';
import type { Route } from './history.ts';

export interface TrackingSimOptions extends ListenOptions {
  /** The `17token` callers must send. */
  key?: string;
  seed?: string | number;
  /** The simulator's clock (ms); `advance()` moves it on from there. */
  now?: () => number;
  webhookUrl?: string | null;
  /** Look for news to push this often; 0 (the default): only on `pushDue()` and `advance()`. */
  pushIntervalMs?: number;
  /** Sent as `Retry-After` (seconds) with a 429; 17TRACK documents none, so none by default. */
  retryAfterSeconds?: number;
  /** Where a number's parcel goes and since when, if known: its history follows (the demo's orders); else drawn. */
  routeOf?: (number: string) => Route | undefined;
}

export interface RequestRecord {
  at: number;
  path: string;
  status: number;
  items: number;
}

export interface TrackingSim {
  /** The base URL: calls go to `${url}/track/v2.2/register` and so on. */
  url: string;
  key: string;
  now(): number;
  close(): Promise<void>;
  setWebhook(url: string | null): void;
  /** Pushes what is due: news of tracked numbers, and stops. Answers how many the webhook took. */
  pushDue(): Promise<number>;
  /** Moves the clock on, then pushes what is due. */
  advance(ms: number): Promise<number>;
  /**
   * Pushes a number's current state now, news or not (tests: a push twice, a
   * push with a bad sign); `asOf` pushes it as it stood at that earlier
   * simulator time, as a push held up in a queue arrives after newer ones.
   * Answers the webhook's status.
   */
  push(number: string, options?: { event?: PushEvent; badSign?: boolean; asOf?: number }): Promise<number>;
  /** The next `count` calls answer HTTP `status`. */
  failNext(count: number, status?: number): void;
  /** The next `count` answered calls leave their last number out of the answer, neither accepted nor rejected. */
  omitNext(count?: number): void;
  registered(): string[];
  stats(): { requests: number; rateLimited: number; registered: number; pushesSent: number; pushesFailed: number };
  /** Every request served, in order, with the simulator's time. */
  readonly log: readonly RequestRecord[];
}

const TRACKING_LIMITS = { itemsPerCall: 40, callsPerSecond: 3 } as const;

const ok = (status: number) => status >= 200 && status < 300;
const requestError = (code: ErrorCode) => ({ code, data: { errors: [errorOf(code)] } });
/** What a push would tell: it goes out again only when this changes. */
const newsOf = (h: History) => `${h.status}/${h.subStatus}/${h.events.length}`;

/**
 * A 17TRACK API v2.2 lookalike: register, gettrackinfo, stoptrack, retrack and
 * changecarrier under `/track/v2.2/`, the key in the `17token` header (wrong or
 * missing: HTTP 401 with -18010002, as 17TRACK documents 401 for a bad key), at
 * most 40 numbers a call (more: -18010014 for the whole call), at most 3 calls
 * in any second (more: HTTP 429), pushes signed as 17TRACK signs them.
 */
export async function startTracking(options: TrackingSimOptions = {}): Promise<TrackingSim> {
  const key = options.key ?? 'sim-17track-key';
  const baseNow = options.now ?? Date.now;
  let skew = 0;
  const now = () => baseNow() + skew;
  let webhookUrl = options.webhookUrl ?? null;
  const registry = createRegistry(options.seed ?? 0, now, options.routeOf);
  const failures = faults();
  let omissions = 0;
  const log: RequestRecord[] = [];
  const served: number[] = [];
  const stats = { requests: 0, rateLimited: 0, pushesSent: 0, pushesFailed: 0 };

  const listening = await listen(async (req, res) => {
    const at = now();
    const path = new URL(req.url ?? '/', 'http://sim').pathname;
    const body = await readJson(req);
    const items = Array.isArray(body) ? body.length : 0;
    stats.requests += 1;
    const answer = (status: number, payload: unknown, headers?: Record<string, string>) => {
      log.push({ at, path, status, items });
      sendJson(res, status, payload, headers);
    };

    const operation = registry.operations[/^\/track\/v2\.2\/(\w+)$/.exec(path)?.[1] ?? ''];
    if (req.method !== 'POST' || !operation) return answer(404, { message: 'Not Found' });
    if (req.headers['17token'] !== key) return answer(401, requestError(ErrorCode.INVALID_KEY));
    const failure = failures.take();
    if (failure) return answer(failure, { message: 'Service temporarily unavailable' });
    while (served.length && served[0]! <= at - 1000) served.shift();
    if (served.length >= TRACKING_LIMITS.callsPerSecond) {
      stats.rateLimited += 1;
      const retryAfter =
        options.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(options.retryAfterSeconds) };
      return answer(429, { message: 'Access frequency exceeds limit.' }, retryAfter);
    }
    served.push(at);
    if (!Array.isArray(body)) return answer(200, requestError(ErrorCode.INVALID_DATA));
    if (body.length > TRACKING_LIMITS.itemsPerCall) return answer(200, requestError(ErrorCode.TOO_MANY_ITEMS));
    const data = operation(body);
    const last = (body.at(-1) as { number?: unknown } | undefined)?.number;
    if (omissions > 0 && last !== undefined) {
      omissions -= 1;
      const kept = (item: unknown) => (item as { number?: unknown }).number !== last;
      return answer(200, {
        code: 0,
        data: { accepted: data.accepted.filter(kept), rejected: data.rejected.filter(kept) },
      });
    }
    answer(200, { code: 0, data });
  }, options);

  const send = async (reg: Registration, event: PushEvent, history?: History, badSign = false) => {
    if (!webhookUrl) throw new Error('the tracking simulator has no webhook to push to');
    const status = await deliver(webhookUrl, event, registry.trackedItem(reg, history), key, badSign);
    stats[ok(status) ? 'pushesSent' : 'pushesFailed'] += 1;
    return status;
  };

  const pushOne = async (reg: Registration): Promise<boolean> => {
    if (reg.stopPushDue) {
      reg.stopPushDue = !ok(await send(reg, 'TRACKING_STOPPED'));
      return !reg.stopPushDue;
    }
    if (reg.stoppedAt !== null) return false;
    const history = registry.historyFor(reg);
    const news = newsOf(history);
    if (!history.status || news === reg.pushed || !ok(await send(reg, 'TRACKING_UPDATED', history))) return false;
    reg.pushed = news;
    return true;
  };

  let pushing: Promise<number> | null = null;
  const pushDue = (): Promise<number> => {
    if (!webhookUrl) return Promise.resolve(0);
    // One round at a time: a timer tick during a slow round joins it.
    pushing ??= (async () => {
      let count = 0;
      for (const reg of registry.numbers.values()) if (await pushOne(reg)) count += 1;
      return count;
    })().finally(() => (pushing = null));
    return pushing;
  };

  const timer = options.pushIntervalMs ? setInterval(() => void pushDue(), options.pushIntervalMs) : undefined;
  timer?.unref();

  return {
    url: listening.url,
    key,
    now,
    close: async () => {
      clearInterval(timer);
      await listening.close();
    },
    setWebhook: (url) => {
      webhookUrl = url;
    },
    pushDue,
    advance: (ms) => {
      skew += ms;
      return pushDue();
    },
    push: (number, { event = 'TRACKING_UPDATED', badSign = false, asOf } = {}) => {
      const reg = registry.numbers.get(number);
      if (!reg) throw new Error(`${number} is not registered`);
      return send(reg, event, asOf === undefined ? undefined : registry.historyFor(reg, asOf), badSign);
    },
    failNext: failures.failNext,
    omitNext: (count = 1) => {
      omissions += count;
    },
    registered: () => [...registry.numbers.keys()],
    stats: () => ({ ...stats, registered: registry.numbers.size }),
    log,
  };
}
