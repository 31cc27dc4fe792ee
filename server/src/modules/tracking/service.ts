import { Code, type Job, type TrackingInfo } from '@fwd/contract';
import { sql } from 'kysely';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { scopeOf, whereVisible } from '../roles/scope.ts';
import type { JobHandler, JobRun, Jobs } from '../../plugins/jobs/worker.ts';
import { outsideFailure } from '../../plugins/outside-clients.ts';
import { chosen } from '../orders/batch.ts';
import { visibleOrder } from '../orders/queries.ts';
import { orderView } from '../orders/service.ts';
import { orderMessages } from '../orders/messages.ts';
import { PushError, verifyPush } from '../../outside/tracking/push.ts';
import { trackingMessages as m } from './messages.ts';
import type { Provider } from './settings.ts';
import { applyResult, eventsOf, targetOf, trackable, trackedNumber, type Target } from './store.ts';
import type { TrackingWritten } from './writes.ts';

/** Numbers asked at once: three calls of 40, a second of the provider's limit, between progress reports. */
const CHUNK = 120;
/** A parcel not heard of for this long while unsigned is asked again by the reconciliation (its pushes went missing). */
const RECONCILE_AFTER = sql`interval '1 day'`;

/**
 * Asks the provider about these orders and keeps what it says, a chunk at a
 * time, each chunk's writes in one transaction, which `written` is told of;
 * rejected numbers are the run's errors. Counts: tracked, changed, delivered, rejected.
 */
export async function refresh(
  db: Db,
  provider: Provider,
  written: TrackingWritten,
  targets: Target[],
  run?: JobRun,
): Promise<{ rejected: { number: string; message: string }[] }> {
  const rejectedAll: { number: string; message: string }[] = [];
  run?.total(targets.length);
  if (!targets.length) return { rejected: rejectedAll };
  const { client } = await provider();
  for (let i = 0; i < targets.length; i += CHUNK) {
    if (run?.signal.aborted) throw new Error('stopped');
    const chunk = targets.slice(i, i + CHUNK);
    const ordersOf = new Map<string, number[]>();
    for (const t of chunk) ordersOf.set(t.number, [...(ordersOf.get(t.number) ?? []), t.id]);
    const registered = new Set(chunk.filter((t) => t.registered).map((t) => t.number));
    const { results, rejected } = await client.track(
      chunk.map(({ number, carrier }) => ({ number, carrier })),
      { registered },
    );
    await inTransaction({ db }, async (t) => {
      const kept: number[] = [];
      for (const r of results) {
        for (const id of ordersOf.get(r.number) ?? []) {
          const applied = await applyResult(t.db, id, r, true);
          run?.count('tracked');
          if (!applied.stale) kept.push(id);
          if (applied.changed) run?.count('changed');
          if (applied.delivered) run?.count('delivered');
        }
      }
      await written(t.db, kept);
    });
    for (const r of rejected) {
      const message = `${r.code ?? ''} ${r.message}`.trim();
      rejectedAll.push({ number: r.number, message });
      run?.count('rejected');
      run?.error(r.number, message);
    }
    run?.advance(chunk.length);
  }
  return { rejected: rejectedAll };
}

/** One order now, found by its original tracking number among the orders the caller sees; answers its events. */
export async function fetchSingle(
  ctx: Ctx,
  timeZone: string,
  provider: Provider,
  written: TrackingWritten,
  originalTrackingNumber: string,
): Promise<TrackingInfo> {
  const view = await orderView(ctx, timeZone);
  const found = await whereVisible(trackable(ctx.db), 'o.owner_user_id', view.scope)
    .where('o.original_tracking_number', '=', originalTrackingNumber)
    .orderBy('o.entry_date', 'desc')
    .executeTakeFirst();
  if (!found) {
    // Found by its number, so the number is there: what stops it is its agent.
    const untracked = await whereVisible(
      ctx.db.selectFrom('orders as o').innerJoin('agents as a', 'a.id', 'o.agent_id').select('a.agent_name'),
      'o.owner_user_id',
      view.scope,
    )
      .where('o.original_tracking_number', '=', originalTrackingNumber)
      .executeTakeFirst();
    if (untracked) throw new AppError(Code.CONFLICT, m.agentNotTracked, { agent: untracked.agent_name });
    throw new AppError(Code.NOT_FOUND, orderMessages.notFound);
  }
  const target = targetOf(found);
  try {
    const { rejected } = await refresh(ctx.db, provider, written, [target]);
    if (rejected.length)
      throw new AppError(Code.OUTSIDE_FAILED, m.rejected, { number: target.number, reason: rejected[0]!.message });
  } catch (err) {
    throw outsideFailure('tracking', err);
  }
  return trackingOf(ctx, timeZone, target.id);
}

/** An order's kept tracking (no call to the provider). */
export async function trackingOf(ctx: Ctx, timeZone: string, id: number): Promise<TrackingInfo> {
  const view = await orderView(ctx, timeZone);
  const order = await visibleOrder(ctx.db, view, id);
  if (!order) throw new AppError(Code.NOT_FOUND, orderMessages.notFound);
  // By the order, not its row's agent id: a role that may not see agents gets none.
  const agent = await ctx.db
    .selectFrom('orders as o')
    .innerJoin('agents as a', 'a.id', 'o.agent_id')
    .select('a.tracked')
    .where('o.id', '=', id)
    .executeTakeFirst();
  const number = order.newTrackingNumber ?? order.originalTrackingNumber;
  return {
    order,
    trackedNumber: number,
    notTracked: agent?.tracked === false ? 'agent' : number === null ? 'noNumber' : null,
    events: await eventsOf(ctx.db, id),
  };
}

/** Every unsigned order of an employee the caller sees, refreshed as a job; answers the job. */
export async function refreshEmployee(ctx: Ctx, jobs: Jobs, username: string): Promise<Job> {
  const owner = await whereVisible(ctx.db.selectFrom('users').select(['id', 'name']), 'id', await scopeOf(ctx))
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!owner) throw new AppError(Code.NOT_FOUND, m.noSuchEmployee);
  return jobs.enqueue(
    'trackingRefresh',
    { ownerUserId: owner.id, username, name: owner.name },
    { createdBy: ctx.user.id, lang: ctx.lang },
  );
}

/** Refreshes the tracking of the chosen orders as a job (those not tracked are named in its run). */
export async function trackOrders(ctx: Ctx, timeZone: string, jobs: Jobs, ids: number[]): Promise<Job> {
  const view = await orderView(ctx, timeZone);
  const rows = await inTransaction(ctx, (t) => chosen(t, view, ids));
  return jobs.enqueue(
    'trackingRefresh',
    { ids: rows.map((o) => o.id).join(',') },
    { createdBy: ctx.user.id, lang: ctx.lang },
  );
}

const unsigned = (db: Db) => trackable(db).where('o.is_received', '=', false).orderBy('o.id');

/**
 * Orders the provider is not asked about, by why: their agent is not tracked,
 * or they have no number. Of the chosen ones (`ids`), else of the unsigned ones
 * (an owner's, or everyone's).
 */
async function countSkipped(
  db: Db,
  of: { ids: number[] } | { ownerUserId: number | undefined },
  run: JobRun,
): Promise<void> {
  let q = db
    .selectFrom('orders as o')
    .leftJoin('agents as a', 'a.id', 'o.agent_id')
    .select([
      sql<number>`count(*) filter (where a.tracked = false)::int`.as('agent'),
      sql<number>`count(*) filter (where a.tracked is distinct from false and ${trackedNumber} is null)::int`.as(
        'noNumber',
      ),
    ]);
  if ('ids' in of) q = q.where('o.id', 'in', of.ids);
  else {
    q = q.where('o.is_received', '=', false);
    if (of.ownerUserId !== undefined) q = q.where('o.owner_user_id', '=', of.ownerUserId);
  }
  const skipped = await q.executeTakeFirstOrThrow();
  if (skipped.agent) run.count('skippedAgent', skipped.agent);
  if (skipped.noNumber) run.count('skippedNoNumber', skipped.noNumber);
}

/**
 * trackingRefresh: orders chosen on the page (`ids`), one employee's unsigned
 * orders (asked by a person), or every unsigned one (the schedule); those left
 * out are counted by why, so the run says why it did fewer than were asked.
 */
export const refreshHandler =
  (db: Db, provider: Provider, written: TrackingWritten): JobHandler =>
  async (job, run) => {
    if (typeof job.params.ids === 'string') {
      const ids = job.params.ids.split(',').map(Number);
      await countSkipped(db, { ids }, run);
      await refresh(
        db,
        provider,
        written,
        (await trackable(db).where('o.id', 'in', ids).orderBy('o.id').execute()).map(targetOf),
        run,
      );
      return;
    }
    const owner = typeof job.params.ownerUserId === 'number' ? job.params.ownerUserId : undefined;
    let q = unsigned(db);
    if (owner !== undefined) q = q.where('o.owner_user_id', '=', owner);
    await countSkipped(db, { ownerUserId: owner }, run);
    await refresh(db, provider, written, (await q.execute()).map(targetOf), run);
  };

/** trackingReconcile: unsigned orders registered with the provider but not heard of for a day (missed pushes). */
export const reconcileHandler =
  (db: Db, provider: Provider, written: TrackingWritten): JobHandler =>
  async (_job, run) => {
    const stale = await unsigned(db)
      .where('o.registered_number', 'is not', null)
      .where((eb) =>
        eb.or([eb('o.tracked_at', 'is', null), eb('o.tracked_at', '<', sql<Date>`now() - ${RECONCILE_AFTER}`)]),
      )
      .execute();
    await refresh(db, provider, written, stale.map(targetOf), run);
  };

/**
 * A push from the provider, checked against the tracking key's sign and kept
 * on the orders tracked by its number. Refused: a bad sign (40300), a body
 * that is no push (40000). The same push twice changes nothing.
 */
export async function receivePush(
  db: Db,
  provider: Provider,
  written: TrackingWritten,
  raw: string,
  sign: string | undefined,
): Promise<{ orders: number }> {
  const { key } = await provider();
  let push;
  try {
    push = verifyPush(raw, sign, key);
  } catch (err) {
    if (!(err instanceof PushError)) throw err;
    throw new AppError(
      err.reason === 'sign' ? Code.FORBIDDEN : Code.BAD_INPUT,
      err.reason === 'sign' ? m.badSign : m.badPush,
    );
  }
  const r = push.result;
  return inTransaction({ db }, async (t) => {
    const ids = await t.db
      .selectFrom('orders as o')
      .select('o.id')
      .where((eb) => eb.or([eb('o.registered_number', '=', r.number), eb(trackedNumber, '=', r.number)]))
      .execute();
    const kept: number[] = [];
    for (const { id } of ids) if (!(await applyResult(t.db, id, r, false)).stale) kept.push(id);
    await written(t.db, kept);
    return { orders: ids.length };
  });
}
