import { LANGUAGES, SYNC_INLINE_MAX_MS, type Job } from '@fwd/contract';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { TryAgainLater, type JobHandler, type JobRun, type Jobs } from '../../plugins/jobs/worker.ts';
import { outsideFailure, type OutsideClients } from '../../plugins/outside-clients.ts';
import { markSyncedUntil, syncedUntil } from './settings.ts';
import { existingOrders, moneyOf, references, upsertOrders, weightOf, type OrderColumns, type References } from '../orders/upsert.ts';
import type { UpstreamClient, UpstreamOrder } from '../../outside/upstream/client.ts';
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
    LANGUAGES.map((l) => [l, unknown.map(({ what, code }) => translate(l, m[what], { code })).join(translate(l, m.separator))]),
  ) as Message;

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
    remark: o.remark,
    entry_date: new Date(o.entryDate),
  };
  return unknown.length ? unknownOf(unknown) : row;
}

/** Keeps one page of upstream orders; counts created, updated, unchanged, failed on the run. */
export async function applyUpstream(db: Db, orders: UpstreamOrder[], run: Pick<JobRun, 'count' | 'error'>): Promise<void> {
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
    const result = await upsertOrders(t.db, rows, await existingOrders(t.db, rows.map((r) => r.numbers)));
    for (const name of ['created', 'updated', 'unchanged'] as const) run.count(name, result[name]);
  });
}

/** Pulls of one window before a run gives up on pages that keep shifting (the job's retry tries later). */
const MAX_PULLS = 3;

/** What one pull of a window received, against what the upstream announced. */
interface Pull {
  announced: number;
  received: number;
  repeated: number;
}

/**
 * One pull of the window, page by page. The upstream pages by offset, so an
 * order changed while we read moves to the end: a later page then repeats one
 * and skips another. What was received is counted against the total announced
 * so the caller can tell. Progress runs on over every pull (`done.items`), and
 * an item's failure is reported once per run however often the window is
 * pulled (`done.reported`).
 */
async function pullWindow(db: Db, client: UpstreamClient, window: { beginTime: string; endTime: string }, run: JobRun, done: { items: number; reported: Set<string> }): Promise<Pull> {
  const seen = new Set<string>();
  const pull: Pull = { announced: 0, received: 0, repeated: 0 };
  const once: Pick<JobRun, 'count' | 'error'> = {
    count: run.count,
    error: (ref, message) => {
      if (ref !== null && done.reported.has(ref)) return;
      if (ref !== null) done.reported.add(ref);
      run.error(ref, message);
    },
  };
  for await (const page of client.orders(window)) {
    if (run.signal.aborted) throw new Error('stopped');
    pull.announced = Math.max(pull.announced, page.total);
    run.total(done.items + pull.announced);
    for (const numbers of [...page.orders.map((o) => o.numbers), ...page.unreadable.map((u) => u.numbers)]) {
      if (numbers === null) pull.received += 1;
      else if (seen.has(numbers)) pull.repeated += 1;
      else seen.add(numbers);
    }
    for (const u of page.unreadable) once.error(u.numbers, u.reason);
    await applyUpstream(db, page.orders, once);
    run.advance(page.orders.length + page.unreadable.length);
  }
  pull.received += seen.size;
  done.items += pull.received + pull.repeated;
  return pull;
}

/**
 * orderSync: the window asked for, or (the schedule) from where the last one
 * ended to now. When what a pull received does not add up to what the
 * upstream announced (its pages shifted under us), the run says so and pulls
 * the window again (the upsert makes that harmless); a window that never adds
 * up fails the attempt, to be retried later, rather than end "done" with
 * orders missed.
 */
export const syncHandler =
  (db: Db, clients: OutsideClients): JobHandler =>
  async (job, run) => {
    const scheduled = typeof job.params.beginTime !== 'string';
    const end = scheduled ? new Date() : new Date(String(job.params.endTime));
    const begin = scheduled
      ? new Date(((await syncedUntil(db))?.getTime() ?? end.getTime() - FIRST_WINDOW_MS) - OVERLAP_MS)
      : new Date(String(job.params.beginTime));
    const window = { beginTime: begin.toISOString(), endTime: end.toISOString() };
    const client = await clients.upstream();
    for (const name of ['created', 'updated', 'unchanged', 'failed'] as const) run.count(name, 0);
    const done = { items: 0, reported: new Set<string>() };
    for (let n = 1; ; n++) {
      const pull = await pullWindow(db, client, window, run, done);
      if (pull.received === pull.announced && pull.repeated === 0) break;
      const said = { pull: n, received: pull.received, announced: pull.announced, repeated: pull.repeated };
      if (n >= MAX_PULLS) throw new TryAgainLater(logisticsMessages.pagesKeptShifting, said);
      run.notice(logisticsMessages.pagesShifted, said);
    }
    if (scheduled) await markSyncedUntil(db, end);
  };

/**
 * GET /sync/orders: always a job, so the run log keeps it. A window of a day
 * or less runs before the answer (the job comes back done, or failed with the
 * service's words); a longer one is queued and its progress read from the job.
 */
export async function syncOrders(ctx: Ctx, jobs: Jobs, window: { beginTime: string; endTime: string }): Promise<Job> {
  const params = { beginTime: window.beginTime, endTime: window.endTime };
  const short = Date.parse(window.endTime) - Date.parse(window.beginTime) <= SYNC_INLINE_MAX_MS;
  const opts = { createdBy: ctx.user.id, lang: ctx.lang };
  try {
    return short ? await jobs.runNow('orderSync', params, opts) : await jobs.enqueue('orderSync', params, opts);
  } catch (err) {
    throw outsideFailure('upstream', err);
  }
}
