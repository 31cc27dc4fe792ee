import { isIP } from 'node:net';
import type { Db } from '../../http/context.ts';
import { GateBusy } from '../../outside/limiter.ts';
import { forgetIdleWindows, sharedWindow } from '../../outside/shared-window.ts';

/*
 * The public pages and answers are rate-limited per client address, in the database (the outside services'
 * shared window), so every process together keeps one budget per address, not one per process. Visits by link
 * and the lookup form have a budget a customer never meets; lookups by number, the way to enumerate numbers, a
 * much tighter one (at most 20 numbers each). Over budget: 42900 with Retry-After (a page
 * saying when to try again), nothing read.
 */
export const BUDGETS = {
  visit: { count: 60, windowMs: 60_000 },
  lookup: { count: 10, windowMs: 10 * 60_000 },
} as const;
export type Budget = keyof typeof BUDGETS;

const PREFIX = 'track:';
/** Housekeeping forgets an address's budget this long after its last request. */
export const IDLE_MS = 60 * 60_000;

/**
 * Whose budget: an IPv4 address, or an IPv6 address's /64 (one subscriber's network: its 2^64 addresses would
 * otherwise be as many budgets). With TRUST_PROXY, the address the proxy names.
 */
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4 || isIP(ip) !== 6) return v4 ?? ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Books one request of this kind for this address: 0, or over budget the seconds to wait (nothing booked). */
export async function overBudget(db: Db, budget: Budget, ip: string): Promise<number> {
  const gate = sharedWindow({
    db,
    bucket: `${PREFIX}${budget}:${clientKey(ip)}`,
    ...BUDGETS[budget],
    maxWaitMs: 0,
    sleep: () => Promise.resolve(),
  });
  try {
    await gate(() => Promise.resolve());
    return 0;
  } catch (err) {
    if (!(err instanceof GateBusy)) throw err;
    return Math.max(1, Math.ceil(err.waitMs / 1000));
  }
}

export const forgetIdleClients = (db: Db) => forgetIdleWindows(db, PREFIX, IDLE_MS);
