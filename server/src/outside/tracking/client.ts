import type { z } from 'zod';
import { malformed, OutsideServiceError } from '../errors.ts';
import { DEFAULT_TIMEOUT_MS, realSleep, requestJson, type Fetch, type Sleep, type Transport } from '../http.ts';
import { slidingWindow, type Gate } from '../limiter.ts';
import { nothingYet, resultOf, type TrackResult } from './result.ts';
import { envelope, numberedItem, trackedItem } from './wire.ts';

export interface TrackingClientOptions {
  /** Where 17TRACK's paths start: `https://api.17track.net` (or a simulator's URL). */
  baseUrl: string;
  key: string;
  fetch?: Fetch;
  sleep?: Sleep;
  now?: () => number;
  timeoutMs?: number;
  /** Where every call waits its turn under TRACKING_CALLS; default: this client's own window (one process). */
  gate?: Gate;
}

export interface NumberItem {
  number: string;
  /** The provider's carrier key; absent or null: the provider detects it. */
  carrier?: number | null;
}
export interface Rejection {
  number: string;
  /** The provider's code; null when its answer left the number out. */
  code: number | null;
  message: string;
}
export interface Batch<T> {
  accepted: T[];
  rejected: Rejection[];
}

/** The 17TRACK codes the client acts on. */
export const TrackingCode = {
  ALREADY_REGISTERED: -18019901,
  NOT_REGISTERED: -18019902,
  NO_INFO_YET: -18019909,
} as const;

/** 17TRACK's limits: 40 numbers a call; 3 calls a second per key, kept with a margin for the way there (and for a busy process starting a booked call late). */
const ITEMS_PER_CALL = 40;
export const TRACKING_CALLS = { count: 3, windowMs: 1_200 };

const wireNumber = ({ number, carrier }: NumberItem) => (carrier ? { number, carrier } : { number });
const LEFT_OUT = 'the provider’s answer left this number out';
const byNumber = <T extends { number: string }>(items: T[]) => [...new Map(items.map((i) => [i.number, i])).values()];

/**
 * The tracking provider (17TRACK API v2.2). Every method splits its numbers into
 * calls of 40; all calls share one limit of 3 a second (the client's, or the
 * gate it is given: the key's, across processes); answers
 * are checked, so a malformed one is an OutsideServiceError, not a crash.
 */
export function createTrackingClient(options: TrackingClientOptions) {
  const sleep = options.sleep ?? realSleep;
  const transport: Transport = {
    service: 'tracking',
    fetch: options.fetch ?? globalThis.fetch,
    sleep,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    gate: options.gate ?? slidingWindow({ ...TRACKING_CALLS, now: options.now ?? Date.now, sleep }),
  };
  const base = options.baseUrl.replace(/\/+$/, '');

  /**
   * One operation over the items, 40 a call. Every number asked comes back
   * accepted or rejected: one the answer leaves out is rejected as such, never
   * dropped unsaid.
   */
  async function call<T extends z.ZodType<{ number: string }>>(
    op: string,
    items: { number: string }[],
    item: T,
  ): Promise<Batch<z.output<T>>> {
    const batch: Batch<z.output<T>> = { accepted: [], rejected: [] };
    const answer = envelope(item);
    for (let i = 0; i < items.length; i += ITEMS_PER_CALL) {
      const asked = items.slice(i, i + ITEMS_PER_CALL);
      const { status, body } = await requestJson(transport, `${base}/track/v2.2/${op}`, {
        method: 'POST',
        headers: { '17token': options.key, 'content-type': 'application/json' },
        body: JSON.stringify(asked),
      });
      const parsed = answer.safeParse(body);
      const refusal = parsed.success
        ? (parsed.data.data?.errors?.[0] ?? (parsed.data.code ? { code: parsed.data.code, message: null } : undefined))
        : undefined;
      if (refusal)
        throw new OutsideServiceError(
          'tracking',
          status,
          refusal.code,
          refusal.message || `${op} refused with ${refusal.code}`,
        );
      if (status !== 200) throw new OutsideServiceError('tracking', status, null, `HTTP ${status} from ${op}`);
      if (!parsed.success) throw malformed('tracking', status, op, parsed.error);
      const accepted = parsed.data.data?.accepted ?? [];
      const rejected = parsed.data.data?.rejected ?? [];
      batch.accepted.push(...accepted);
      for (const r of rejected)
        batch.rejected.push({ number: r.number, code: r.error.code, message: r.error.message ?? '' });
      const answered = new Set([...accepted, ...rejected].map((a) => a.number));
      for (const { number } of asked)
        if (!answered.has(number)) batch.rejected.push({ number, code: null, message: LEFT_OUT });
    }
    return batch;
  }

  const register = (items: (NumberItem & { tag?: string })[]) =>
    call(
      'register',
      items.map((i) => ({ ...wireNumber(i), ...(i.tag ? { tag: i.tag } : {}) })),
      numberedItem,
    );

  /** Numbers with nothing known yet (-18019909) come back as results without events, not as rejections. */
  async function getTrackInfo(items: NumberItem[]): Promise<Batch<TrackResult>> {
    const { accepted, rejected } = await call('gettrackinfo', items.map(wireNumber), trackedItem);
    const carrierOf = new Map(items.map((i) => [i.number, i.carrier ?? null]));
    const pending = rejected.filter((r) => r.code === TrackingCode.NO_INFO_YET);
    return {
      accepted: [
        ...accepted.map(resultOf),
        ...pending.map((r) => nothingYet(r.number, carrierOf.get(r.number) ?? null)),
      ],
      rejected: rejected.filter((r) => r.code !== TrackingCode.NO_INFO_YET),
    };
  }

  /**
   * Registers what is not registered yet, then asks for the tracking of every
   * number. `registered`: numbers registered before, not registered again
   * (one the provider has forgotten is registered and asked once more).
   * A number registered already (-18019901) is no failure.
   */
  async function track(
    numbers: NumberItem[],
    { registered }: { registered?: ReadonlySet<string> } = {},
  ): Promise<{ results: TrackResult[]; rejected: Rejection[] }> {
    const unique = byNumber(numbers);
    const fresh = unique.filter((n) => !registered?.has(n.number));
    const refused = fresh.length
      ? (await register(fresh)).rejected.filter((r) => r.code !== TrackingCode.ALREADY_REGISTERED)
      : [];
    const unregistered = new Set(refused.map((r) => r.number));
    const info = await getTrackInfo(unique.filter((n) => !unregistered.has(n.number)));
    const forgotten = new Set(
      info.rejected
        .filter((r) => r.code === TrackingCode.NOT_REGISTERED && registered?.has(r.number))
        .map((r) => r.number),
    );
    const again = forgotten.size
      ? await track(unique.filter((n) => forgotten.has(n.number)))
      : { results: [], rejected: [] };
    return {
      results: [...info.accepted, ...again.results],
      rejected: [...refused, ...info.rejected.filter((r) => !forgotten.has(r.number)), ...again.rejected],
    };
  }

  return {
    register,
    getTrackInfo,
    stop: (items: NumberItem[]) => call('stoptrack', items.map(wireNumber), numberedItem),
    retrack: (items: NumberItem[]) => call('retrack', items.map(wireNumber), numberedItem),
    changeCarrier: (items: { number: string; carrierOld?: number | null; carrierNew: number }[]) =>
      call(
        'changecarrier',
        items.map((i) => ({
          number: i.number,
          ...(i.carrierOld ? { carrier_old: i.carrierOld } : {}),
          carrier_new: i.carrierNew,
        })),
        numberedItem,
      ),
    track,
  };
}
export type TrackingClient = ReturnType<typeof createTrackingClient>;
