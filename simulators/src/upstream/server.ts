import { faults, listen, sendJson, type ListenOptions } from '../http.ts';
import { byUpdate, orderBook, type OrderBookOptions, type UpstreamOrder } from './orders.ts';

export interface UpstreamSimOptions extends ListenOptions, OrderBookOptions {
  /** Callers send `Authorization: Bearer <key>`. */
  key?: string;
  /** The simulator's clock (ms): orders entered or changed later do not exist yet. */
  now?: () => number;
}

export interface UpstreamSim {
  url: string;
  key: string;
  close(): Promise<void>;
  /** The next `count` calls answer HTTP `status`. */
  failNext(count: number, status?: number): void;
  /**
   * The next `count` times a caller reads page 1 of a window, someone changes
   * the first order of that page right after: it moves to the end of the
   * window (updated now), so the caller's later pages shift by one (an order
   * skipped, this one seen twice) while the total stays the same.
   */
  shiftPages(count?: number): void;
  stats(): { requests: number; unauthorized: number };
}

const UPSTREAM_MAX_PAGE_SIZE = 200;
const MAX_WINDOW = 31 * 86_400_000;

const badRequest = (message: string) => ({ error: 'bad_request', message });

/** A positive integer query value; the default when absent, NaN when malformed. */
const positive = (value: string | null, fallback: number) => (value === null ? fallback : /^\d{1,6}$/.test(value) ? Number(value) : NaN);

/**
 * The upstream order system: `GET /api/orders?beginTime&endTime&page&pageSize`
 * answers the orders updated in [beginTime, endTime), by update time then
 * number (so pages are stable), as `{ total, page, pageSize, orders }`.
 */
export async function startUpstream(options: UpstreamSimOptions = {}): Promise<UpstreamSim> {
  const key = options.key ?? 'sim-upstream-key';
  const now = options.now ?? Date.now;
  const book = orderBook(options);
  const failures = faults();
  const stats = { requests: 0, unauthorized: 0 };
  let shifts = 0;
  /** Orders changed by `shiftPages`, over what the book says of them. */
  const changed = new Map<string, UpstreamOrder>();
  const current = (begin: number, end: number) =>
    book
      .updatedIn(begin, end, now())
      .map((o) => changed.get(o.numbers) ?? o)
      .filter((o) => Date.parse(o.updatedAt) >= begin && Date.parse(o.updatedAt) < end)
      .sort(byUpdate);

  const listening = await listen(async (req, res) => {
    stats.requests += 1;
    const url = new URL(req.url ?? '/', 'http://sim');
    if (req.method !== 'GET' || url.pathname !== '/api/orders') return sendJson(res, 404, { error: 'not_found', message: 'No such endpoint' });
    if (req.headers.authorization !== `Bearer ${key}`) {
      stats.unauthorized += 1;
      return sendJson(res, 401, { error: 'unauthorized', message: 'Invalid or missing API key' });
    }
    const failure = failures.take();
    if (failure) return sendJson(res, failure, { error: 'unavailable', message: 'Service temporarily unavailable' });

    const q = url.searchParams;
    const begin = Date.parse(q.get('beginTime') ?? '');
    const end = Date.parse(q.get('endTime') ?? '');
    const page = positive(q.get('page'), 1);
    const pageSize = positive(q.get('pageSize'), 50);
    if (Number.isNaN(begin) || Number.isNaN(end)) return sendJson(res, 400, badRequest('beginTime and endTime must be ISO 8601 date-times'));
    if (begin >= end || end - begin > MAX_WINDOW) return sendJson(res, 400, badRequest('endTime must be after beginTime, at most 31 days later'));
    if (!(page >= 1) || !(pageSize >= 1 && pageSize <= UPSTREAM_MAX_PAGE_SIZE)) {
      return sendJson(res, 400, badRequest(`page must be 1 or more, pageSize 1 to ${UPSTREAM_MAX_PAGE_SIZE}`));
    }
    const orders = current(begin, end);
    const served = orders.slice((page - 1) * pageSize, page * pageSize);
    sendJson(res, 200, { total: orders.length, page, pageSize, orders: served });
    if (page === 1 && shifts > 0 && served.length) {
      shifts -= 1;
      changed.set(served[0]!.numbers, { ...served[0]!, remark: 'changed while being read', updatedAt: new Date(Math.min(end - 1, now())).toISOString() });
    }
  }, options);

  return {
    url: listening.url,
    key,
    close: listening.close,
    failNext: failures.failNext,
    shiftPages: (count = 1) => {
      shifts += count;
    },
    stats: () => ({ ...stats }),
  };
}
