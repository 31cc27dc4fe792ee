import { OutsideServiceError, type OutsideService } from './errors.ts';
import { direct, GateBusy, type Gate } from './limiter.ts';

export type Fetch = typeof globalThis.fetch;
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Transport {
  service: OutsideService;
  fetch: Fetch;
  sleep: Sleep;
  /** Per attempt. */
  timeoutMs: number;
  /** Every attempt goes through it, retries included (a rate limit). */
  gate?: Gate;
  /** Further attempts after a failure (default 4): a caller with a fallback of its own waits for none. */
  retries?: number;
  /** How failures name the call (default: the URL's path), for a service whose path holds the key. */
  where?: string;
}

export interface Answer {
  status: number;
  /** The parsed JSON; undefined when the body was empty or not JSON. */
  body: unknown;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
const RETRIES = 4;
const BACKOFF_MS = 500;
const BACKOFF_CAP_MS = 8_000;
const RETRY_AFTER_CAP_MS = 60_000;

/** 0.5 s, 1 s, 2 s, 4 s, ... at most 8 s. */
export const backoff = (attempt: number) => Math.min(BACKOFF_MS * 2 ** attempt, BACKOFF_CAP_MS);

/** Retry-After in seconds (the date form is not used by these services); capped. */
function retryAfter(header: string | null): number | undefined {
  const seconds = header && /^\s*\d+(\.\d+)?\s*$/.test(header) ? Number(header) : undefined;
  return seconds === undefined ? undefined : Math.min(seconds * 1000, RETRY_AFTER_CAP_MS);
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const reasonOf = (err: unknown) =>
  err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);

/**
 * One request with its JSON answer. What may pass on another try is tried
 * again after a wait: HTTP 429 (Retry-After when given, else backoff), 5xx, no
 * answer or a timeout; up to 4 more times, then OutsideServiceError. A
 * Retry-After is told to the gate, so every caller sharing it waits it out
 * (the next attempt's turn comes after it). Any other answer, refusals
 * included, goes back to the caller to judge. A turn the gate cannot give
 * within its caller's patience: OutsideServiceError with status 429, and no
 * call made.
 */
export async function requestJson(t: Transport, url: string, init: RequestInit): Promise<Answer> {
  const where = t.where ?? new URL(url).pathname;
  const gate = t.gate ?? direct;
  for (let attempt = 0; ; attempt++) {
    let failure: OutsideServiceError;
    const wait = backoff(attempt);
    let said: number | undefined;
    try {
      const res = await gate(() => t.fetch(url, { ...init, signal: AbortSignal.timeout(t.timeoutMs) }));
      const text = await res.text();
      if (res.status !== 429 && res.status < 500) return { status: res.status, body: parsed(text) };
      failure = new OutsideServiceError(t.service, res.status, null, `HTTP ${res.status} from ${where}`);
      if (res.status === 429) said = retryAfter(res.headers.get('retry-after'));
    } catch (err) {
      if (err instanceof GateBusy)
        throw new OutsideServiceError(t.service, 429, null, `${where} not called: ${err.message}`, { cause: err });
      failure = new OutsideServiceError(t.service, null, null, `no answer from ${where}: ${reasonOf(err)}`, {
        cause: err,
      });
    }
    if (said !== undefined && gate.holdOff) await gate.holdOff(said);
    if (attempt >= (t.retries ?? RETRIES)) throw failure;
    // Held off, the gate's next turn already waits for the Retry-After.
    if (said === undefined || !gate.holdOff) await t.sleep(said ?? wait);
  }
}
