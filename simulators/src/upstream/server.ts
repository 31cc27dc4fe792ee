import { faults, listen, sendJson, type ListenOptions } from '../http.ts';
import { byUpdate, orderBook, type OrderBookOptions, type UpstreamOrder } from './orders.ts';

export interface UpstreamSimOptions extends ListenOptions, OrderBookOptions {
  /** Callers send `Authorization: Bearer <key>`. */
  key?: string;
  /** The simulator's clock (ms): orders entered or changed later do not exist yet. */
  now?: () => number;
  /** Every answer waits this long first (a slow system). */
  delayMs?: number;
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
  /**
   * The next `count` times a caller reads page 1 of a window, right after, the
   * first order of that page is removed and a new order is added at the end of
   * the window: the caller's later pages skip one order, yet the total it was
   * told and the number it receives still agree.
   */
  replaceWhilePaging(count?: number): void;
  /** Every answer waits this long first, from now on. */
  setDelay(ms: number): void;
  stats(): { requests: number; unauthorized: number };
}

const UPSTREAM_MAX_PAGE_SIZE = 200;
const MAX_WINDOW = 31 * 86_400_000;

const badRequest = (message: string) => ({ error: 'bad_request', message });

/** A positive integer query value; the default when absent, NaN when malformed. */
const positive = (value: string | null, fallback: number) =>
  value === null ? fallback : /^\d{1,6}$/.test(value) ? Number(value) : NaN;

/**
 * The upstream order system: `GET /api/orders?beginTime&endTime&page&pageSize`
 * answers the orders updated in [beginTime, endTime), by update time then
 * number (so pages are stable), as `{ total, page, pageSize, orders }`;
 * `GET /api/orders/numbers?beginTime&endTime` the same window's numbers alone,
 * all at once, as `{ total, numbers }`; `GET /api/orders/lookup?numbers=a,b`
 * (at most 200) those orders as they stand, whatever their update time, as
 * `{ orders }` (a number the system does not have is left out).
 */
export async function startUpstream(options: UpstreamSimOptions = {}): Promise<UpstreamSim> {
  const key = options.key ?? 'sim-upstream-key';
  const now = options.now ?? Date.now;
  const book = orderBook(options);
  const failures = faults();
  const stats = { requests: 0, unauthorized: 0 };
  let delayMs = options.delayMs ?? 0;
  let shifts = 0;
  let replacements = 0;
  /** Orders changed or added by the switches, over what the book says of them; removed ones. */
  const changed = new Map<string, UpstreamOrder>();
  const removed = new Set<string>();
  const byNumber = (numbers: string) =>
    removed.has(numbers) ? undefined : (changed.get(numbers) ?? book.byNumber(numbers, now()));
  const current = (begin: number, end: number) => {
    const inBook = book.updatedIn(begin, end, now()).map((o) => o.numbers);
    return [...new Set([...inBook, ...changed.keys()])]
      .map(byNumber)
      .filter(
        (o): o is UpstreamOrder => o !== undefined && Date.parse(o.updatedAt) >= begin && Date.parse(o.updatedAt) < end,
      )
      .sort(byUpdate);
  };

  /** After page 1 of a window was read: what the switches do to its first order. */
  function afterFirstPage(first: UpstreamOrder, end: number) {
    const updatedAt = new Date(Math.min(end - 1, now())).toISOString();
    if (shifts > 0) {
      shifts -= 1;
      changed.set(first.numbers, { ...first, remark: 'changed while being read', updatedAt });
    } else if (replacements > 0) {
      replacements -= 1;
      removed.add(first.numbers);
      const numbers = `${first.numbers}R${replacements}`;
      changed.set(numbers, { ...first, numbers, remark: 'added while being read', updatedAt });
    }
  }

  const listening = await listen(async (req, res) => {
    stats.requests += 1;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const url = new URL(req.url ?? '/', 'http://sim');
    const path = url.pathname;
    if (req.method !== 'GET' || !['/api/orders', '/api/orders/numbers', '/api/orders/lookup'].includes(path)) {
      return sendJson(res, 404, { error: 'not_found', message: 'No such endpoint' });
    }
    if (req.headers.authorization !== `Bearer ${key}`) {
      stats.unauthorized += 1;
      return sendJson(res, 401, { error: 'unauthorized', message: 'Invalid or missing API key' });
    }
    const failure = failures.take();
    if (failure) return sendJson(res, failure, { error: 'unavailable', message: 'Service temporarily unavailable' });

    const q = url.searchParams;
    if (path === '/api/orders/lookup') {
      const numbers = (q.get('numbers') ?? '').split(',').filter(Boolean);
      if (!numbers.length || numbers.length > UPSTREAM_MAX_PAGE_SIZE)
        return sendJson(res, 400, badRequest(`numbers: 1 to ${UPSTREAM_MAX_PAGE_SIZE}, comma-separated`));
      return sendJson(res, 200, { orders: numbers.map(byNumber).filter((o) => o !== undefined) });
    }
    const begin = Date.parse(q.get('beginTime') ?? '');
    const end = Date.parse(q.get('endTime') ?? '');
    if (Number.isNaN(begin) || Number.isNaN(end))
      return sendJson(res, 400, badRequest('beginTime and endTime must be ISO 8601 date-times'));
    if (begin >= end || end - begin > MAX_WINDOW)
      return sendJson(res, 400, badRequest('endTime must be after beginTime, at most 31 days later'));
    const orders = current(begin, end);
    if (path === '/api/orders/numbers')
      return sendJson(res, 200, { total: orders.length, numbers: orders.map((o) => o.numbers) });

    const page = positive(q.get('page'), 1);
    const pageSize = positive(q.get('pageSize'), 50);
    if (!(page >= 1) || !(pageSize >= 1 && pageSize <= UPSTREAM_MAX_PAGE_SIZE)) {
      return sendJson(res, 400, badRequest(`page must be 1 or more, pageSize 1 to ${UPSTREAM_MAX_PAGE_SIZE}`));
    }
    const served = orders.slice((page - 1) * pageSize, page * pageSize);
    sendJson(res, 200, { total: orders.length, page, pageSize, orders: served });
    if (page === 1 && served.length) afterFirstPage(served[0]!, end);
  }, options);

  return {
    url: listening.url,
    key,
    close: listening.close,
    failNext: failures.failNext,
    shiftPages: (count = 1) => {
      shifts += count;
    },
    replaceWhilePaging: (count = 1) => {
      replacements += count;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    stats: () => ({ ...stats }),
  };
}
