import { LANGUAGES, SYNC_INLINE_MAX_MS, type Job } from '@fwd/contract';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { TryAgainLater, type JobHandler, type JobRun, type Jobs } from '../../plugins/jobs/worker.ts';
import { outsideFailure } from '../../plugins/outside-clients.ts';
import { markSyncedUntil, syncedUntil } from './settings.ts';
import {
  cmOf,
  existingOrders,
  moneyOf,
  references,
  upsertOrders,
  weightOf,
  type OrderColumns,
  type References,
} from '../orders/upsert.ts';
import type { OrderWrites } from '../orders/writes.ts';
import type { UpstreamClient, UpstreamOrder, UpstreamPage } from '../../outside/upstream/client.ts';
import { translate, type Message } from '../../i18n/index.ts';
import { logisticsMessages, syncMessages as m } from './messages.ts';

/*
 * The upstream order system's orders, kept by number through the same upsert
 * as an Excel import: a page at a time, each page in one transaction. An
 * order naming a customer, agent, channel, country, owner or status the
 * console does not know is reported, never invented; a second run over the
 * same window finds every order unchanged.
 */

/** How far back a scheduled sync looks the first time, and how much it overlaps the last window (late writes upstream). */
const FIRST_WINDOW_MS = 24 * 3_600_000;
const OVERLAP_MS = 5 * 60_000;

type Unknown = Exclude<keyof typeof m, 'separator'>;

/** What an order names that the console does not know, in every language. */
const unknownOf = (unknown: { what: Unknown; code: string }[]): Message =>
  Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      unknown.map(({ what, code }) => translate(l, m[what], { code })).join(translate(l, m.separator)),
    ]),
  ) as Message;

/** Each piece's sides as columns: left out (kept), cleared or set. */
const sidesOf = (d: UpstreamOrder['dimensions']) =>
  d === undefined
    ? {}
    : { length_cm: d && cmOf(d.length), width_cm: d && cmOf(d.width), height_cm: d && cmOf(d.height) };

/** An upstream order as columns, or what it names that the console does not know. */
function columnsOf(o: UpstreamOrder, refs: References): OrderColumns | Message {
  const unknown: { what: Unknown; code: string }[] = [];
  const id = (map: Map<string, number>, code: string, what: Unknown) => {
    const found = map.get(code.toLowerCase());
    if (found === undefined) unknown.push({ what, code });
    return found ?? 0;
  };
  const row: OrderColumns = {
    numbers: o.numbers,
    customer_order_number: o.customerOrderNumber,
    original_tracking_number: o.originalTrackingNumber,
    new_tracking_number: o.newTrackingNumber,
    customer_id: id(refs.customers, o.customerCode, 'customer'),
    agent_id: o.agentCode === null ? null : id(refs.agents, o.agentCode, 'agent'),
    channel_id: o.channelCode === null ? null : id(refs.channels, o.channelCode, 'channel'),
    country_id: id(refs.countries, o.countryCode, 'country'),
    owner_user_id: id(refs.owners, o.ownerUsername, 'owner'),
    status_id: id(refs.statuses, o.status, 'status'),
    consignee_name: o.consignee.name,
    consignee_phone: o.consignee.phone,
    consignee_city: o.consignee.city,
    consignee_postcode: o.consignee.postcode,
    consignee_address: o.consignee.address,
    goods_description: o.goods.description,
    hs_code: o.goods.hsCode,
    declared_value: moneyOf(o.goods.declaredValue),
    currency: o.goods.currency,
    weight: weightOf(o.weight),
    pieces: o.pieces,
    cargo_type: o.cargoType,
    address_type: o.addressType,
    ...sidesOf(o.dimensions),
    remark: o.remark,
    entry_date: new Date(o.entryDate),
  };
  return unknown.length ? unknownOf(unknown) : row;
}

/** Keeps one page of upstream orders; counts created, updated, unchanged, failed on the run. */
export async function applyUpstream(
  db: Db,
  writes: OrderWrites,
  orders: UpstreamOrder[],
  run: Pick<JobRun, 'count' | 'error'>,
): Promise<void> {
  const written = await writes.prepare();
  await inTransaction({ db }, async (t) => {
    const refs = await references(t.db, {
      customers: orders.map((o) => o.customerCode),
      agents: orders.map((o) => o.agentCode),
      channels: orders.map((o) => o.channelCode),
      countries: orders.map((o) => o.countryCode),
      owners: orders.map((o) => o.ownerUsername),
    });
    // A window may hold an order twice (changed within it): its latest version counts.
    const latest = new Map<string, UpstreamOrder>();
    for (const o of orders) latest.set(o.numbers, o);
    const rows: OrderColumns[] = [];
    for (const o of latest.values()) {
      const c = columnsOf(o, refs);
      if ('numbers' in c) rows.push(c);
      else run.error(o.numbers, c);
    }
    const result = await upsertOrders(
      t.db,
      rows,
      await existingOrders(
        t.db,
        rows.map((r) => r.numbers),
      ),
      written,
      null,
    );
    for (const name of ['created', 'updated', 'unchanged'] as const) run.count(name, result[name]);
  });
}

/** What a run has received and reported so far: an order pulled twice counts once, an item's failure is said once. */
interface Received {
  numbers: Set<string>;
  reported: Set<string>;
}

/** Keeps one answer of orders (a page, or orders looked up by number), noting their numbers. */
async function keep(db: Db, writes: OrderWrites, page: UpstreamPage, run: JobRun, received: Received): Promise<void> {
  const once: Pick<JobRun, 'count' | 'error'> = {
    count: run.count,
    error: (ref, message) => {
      if (ref !== null && received.reported.has(ref)) return;
      if (ref !== null) received.reported.add(ref);
      run.error(ref, message);
    },
  };
  for (const u of page.unreadable) {
    if (u.numbers !== null) received.numbers.add(u.numbers);
    once.error(u.numbers, u.reason);
  }
  for (const o of page.orders) received.numbers.add(o.numbers);
  await applyUpstream(db, writes, page.orders, once);
  run.advance(page.orders.length + page.unreadable.length);
}

/**
 * orderSync: the window asked for, or (the schedule) from where the last one
 * ended to now. The upstream pages by offset, so an order removed, changed or
 * added while we read shifts the pages under us: one is skipped, even when
 * the total announced and the number received still agree. So the window is
 * read page by page, then its numbers alone in one read (nothing shifts under
 * that), and whatever the pages missed is pulled by number (the run says
 * how many). A listed order that still does not come fails the attempt, to be
 * retried, rather than end "done" with an order of the window missing.
 */
export const syncHandler =
  (db: Db, upstream: () => Promise<UpstreamClient>, writes: OrderWrites): JobHandler =>
  async (job, run) => {
    const scheduled = typeof job.params.beginTime !== 'string';
    const end = scheduled ? new Date() : new Date(String(job.params.endTime));
    const begin = scheduled
      ? new Date(((await syncedUntil(db))?.getTime() ?? end.getTime() - FIRST_WINDOW_MS) - OVERLAP_MS)
      : new Date(String(job.params.beginTime));
    const window = { beginTime: begin.toISOString(), endTime: end.toISOString() };
    const client = await upstream();
    for (const name of ['created', 'updated', 'unchanged', 'failed'] as const) run.count(name, 0);
    const received: Received = { numbers: new Set(), reported: new Set() };
    let announced = 0;
    for await (const page of client.orders(window)) {
      run.signal.throwIfAborted();
      announced = Math.max(announced, page.total);
      run.total(announced);
      await keep(db, writes, page, run, received);
    }

    const listed = await client.numbers(window);
    const missed = listed.filter((n) => !received.numbers.has(n));
    if (missed.length) {
      run.notice(logisticsMessages.pagesMissed, {
        missed: missed.length,
        listed: listed.length,
        announced,
        received: received.numbers.size,
      });
      run.total(announced + missed.length);
      for await (const page of client.lookup(missed)) {
        run.signal.throwIfAborted();
        await keep(db, writes, page, run, received);
      }
      const absent = missed.filter((n) => !received.numbers.has(n));
      if (absent.length)
        throw new TryAgainLater(logisticsMessages.listedNotFound, {
          count: absent.length,
          numbers: absent.slice(0, 10).join(', '),
        });
    }
    if (scheduled) await markSyncedUntil(db, end);
  };

/** How long the request waits for a short window's first attempt before answering the job running. */
const SYNC_ANSWER_WITHIN_MS = 10_000;

/**
 * GET /sync/orders: always a job, so the run log keeps it, and a leased one
 * like any other, so a process that dies under it does not take it along
 * (another finishes it) and a failed attempt is retried. A window of a day or
 * less starts in this process at once and is answered when its first attempt
 * ends (done, failed with the service's words, or queued for the retry) or
 * running after a few seconds; a longer one is queued for the workers. Either
 * way its progress is read from the job.
 */
export async function syncOrders(ctx: Ctx, jobs: Jobs, window: { beginTime: string; endTime: string }): Promise<Job> {
  const params = { beginTime: window.beginTime, endTime: window.endTime };
  const short = Date.parse(window.endTime) - Date.parse(window.beginTime) <= SYNC_INLINE_MAX_MS;
  const opts = { createdBy: ctx.user.id, lang: ctx.lang };
  try {
    return short
      ? await jobs.runNow('orderSync', params, { ...opts, waitMs: SYNC_ANSWER_WITHIN_MS })
      : await jobs.enqueue('orderSync', params, opts);
  } catch (err) {
    throw outsideFailure('upstream', err);
  }
}
