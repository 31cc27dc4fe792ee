import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, page, paged } from './common.ts';
import { P } from './permission-codes.ts';

/**
 * Background jobs, kept in the database so any API process runs each one once
 * and a restart loses none: order sync, tracking refreshes, the reconciliation
 * of missed pushes, the alerts' silence check and daily digest, the dashboard's recount of the orders' days after an
 * upgrade or a new time zone (queued by the start that finds them uncounted), and each message to a group robot
 * (robotPost, one job per robot).
 * Every run is kept with its counts and errors (the run log).
 */
export const JOB_KINDS = [
  'orderSync',
  'trackingRefresh',
  'trackingReconcile',
  'chargePricing',
  'orderDays',
  'alertsSilence',
  'alertsDigest',
  'robotPost',
] as const;
export const jobKind = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKind>;
/**
 * The kinds staff may run now (the run log's buttons, logistics:edit); the start queues orderDays itself, and
 * bulk pricing starts from 运单计费 (settlement.priceAll, charge:adjust).
 */
export const RUNNABLE_JOB_KINDS = [
  'orderSync',
  'trackingRefresh',
  'trackingReconcile',
] as const satisfies readonly JobKind[];
export type RunnableJobKind = (typeof RUNNABLE_JOB_KINDS)[number];
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const jobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobState>;
/**
 * What a run counts: created, updated, unchanged (sync); tracked, changed, delivered, rejected (tracking);
 * unsigned orders left out of a refresh because their agent is not tracked or they have no number; priced and
 * pending (charge pricing: orders priced, orders that cannot be yet); failed (any).
 */
export const JOB_COUNTS = [
  'created',
  'updated',
  'unchanged',
  'failed',
  'tracked',
  'changed',
  'delivered',
  'rejected',
  'skippedAgent',
  'skippedNoNumber',
  'priced',
  'pending',
] as const;
export type JobCount = (typeof JOB_COUNTS)[number];

/** At most this many errors are kept per run; `counts.failed` still counts them all. */
export const JOB_ERRORS_KEPT = 200;

export const jobError = z.object({
  /** What failed: an order number, a tracking number; null for the run as a whole. */
  ref: z.string().nullable(),
  message: z.string(),
});

/** One ended attempt: what it did and how it ended (interrupted: its process stopped or died first). */
export const jobAttempt = z.object({
  attempt: z.number().int(),
  /** deferred: the handler found it could not run yet (a budget used up, quiet hours) and set it due later, the attempt not counted. */
  outcome: z.enum(['done', 'failed', 'interrupted', 'deferred']),
  startedAt: z.string().nullable(),
  finishedAt: z.string(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  counts: z.record(z.string(), z.number().int()),
  /** Why it failed or stopped. */
  error: z.string().nullable(),
});
export type JobAttempt = z.infer<typeof jobAttempt>;

export const job = z.object({
  id: z.number().int(),
  kind: jobKind,
  state: jobState,
  /** Started by a person (`createdBy` their name) or by the schedule. */
  trigger: z.enum(['manual', 'schedule']),
  createdBy: z.string().nullable(),
  /** What it was asked: a sync window, an employee's username. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Items done of the total (null until known). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** By JOB_COUNTS' names (what the server counts; the web names each). */
  counts: z.record(z.string(), z.number().int()),
  errors: z.array(jobError),
  attempts: z.number().int(),
  /** Every ended attempt, oldest first; `counts` and `errors` above are the latest attempt's. */
  history: z.array(jobAttempt),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

export const jobs = {
  one: endpoint({
    method: 'GET',
    path: '/jobs/:id',
    type: 'job',
    summary: 'A job and its progress (its starter, or who may see the run log)',
    access: 'authenticated',
    params: idParams,
    response: job,
  }),
  page: endpoint({
    method: 'GET',
    path: '/jobs',
    type: 'job',
    summary: 'The run log, newest first',
    access: P.logistics.view,
    query: page(20).extend({ kind: jobKind.optional(), userId: id.optional() }),
    response: paged(job),
  }),
  run: endpoint({
    method: 'POST',
    path: '/jobs/run',
    type: 'job',
    summary: 'Run a scheduled job now',
    access: P.logistics.edit,
    body: z.strictObject({ kind: z.enum(RUNNABLE_JOB_KINDS) }),
    response: job,
  }),
};
