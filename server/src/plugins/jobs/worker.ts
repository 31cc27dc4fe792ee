import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { JOB_ERRORS_KEPT, type Job, type JobCount, type JobKind, type Language } from '@fwd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { OutsideServiceError } from '../../outside/errors.ts';
import { inEveryLanguage, translate, type Message, type Params } from '../../i18n/index.ts';
import { jobById, type UserNames } from './read.ts';
import {
  claim,
  DEFAULT_MAX_ATTEMPTS,
  enqueue,
  enqueueHeld,
  enqueueIfIdle,
  failExpired,
  finish,
  progress,
  type EnqueueOptions,
  type JobRow,
  type Lease,
  type Outcome,
  type Progress,
  type RunError,
  type Trigger,
} from './queue.ts';
import { ensureSchedules, fireSchedules, type Intervals } from './schedule.ts';
import type { JobParams } from './schema.ts';

/** What a handler is told about its job. */
export interface JobInfo {
  id: number;
  kind: JobKind;
  params: JobParams;
  trigger: Trigger;
  /** The user who started it; null for the schedule. */
  createdBy: number | null;
  /** 1 on the first attempt. */
  attempt: number;
}

/**
 * How a handler reports. Every method but `flush` only records in memory: the
 * row is written at most every `flushMs`, at each heartbeat and at the end, so
 * calling them per item costs nothing (and never waits on the database, so
 * they are safe inside the handler's own transactions).
 */
export interface JobRun {
  /** Aborted when the worker stops (throw then, e.g. `signal.throwIfAborted()`: the job goes back to the queue) or loses its lease. */
  readonly signal: AbortSignal;
  /** How many items there are, once known. */
  total(n: number): void;
  /** n more items done. */
  advance(n?: number): void;
  /** Adds to a named count (created, updated, unchanged, tracked, ...): one the web names, in JOB_COUNTS. */
  count(name: JobCount, n?: number): void;
  /**
   * An item failed: kept (up to JOB_ERRORS_KEPT) with what it was, and counted in `counts.failed`. The
   * console's own reasons come in every language (`Message`), so each reader gets theirs; an outside
   * service's words come as they were said.
   */
  error(ref: string | null, message: string | Message): void;
  /** Something about the run as a whole the reader must know (it is no item's failure): kept with the errors, in every language. */
  notice(message: Message, params?: Params): void;
  /** Writes the progress now. Not from inside a transaction on the embedded database (one connection: it would wait for itself). */
  flush(): Promise<void>;
  /** The queue's clock (tests move it): a time the handler sets the job for (RunLater) is read on it. */
  now(): Date;
}

/**
 * Returns when the work is done; throws to fail the attempt, retried after a
 * backoff until max attempts, unless what it throws every attempt would meet
 * again: an AppError (the console's own refusal, a service not configured,
 * say) or an outside service refusing our key. Then the job fails at once
 * instead of running later on what changed meanwhile.
 */
export type JobHandler = (job: JobInfo, run: JobRun) => Promise<void>;

export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Told of a job that failed for good (its last attempt failed, or its lease ran out on it), after it was written. */
export type JobFailed = (db: Db, job: { id: number; kind: JobKind }) => Promise<void>;

export interface JobsOptions {
  db: Db;
  log: Log;
  /** Who started a job, by name, in the jobs answered. */
  userNames: UserNames;
  /** Names this process in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** How often an idle worker looks for due jobs (ms; `wake()` looks at once). */
  pollMs?: number;
  /** How long a claim holds without a heartbeat (ms); heartbeats come every third of it. */
  leaseMs?: number;
  /** Jobs run at once by the poll loop of this process. */
  concurrency?: number;
  /** Progress is written at most this often (ms). */
  flushMs?: number;
  /** How often the poll loop runs the schedule (ms). */
  scheduleMs?: number;
  /** The clock for the database's times (leases, due times, schedules); tests move it. */
  now?: () => Date;
  /** Delay before attempt n+1 after attempt n failed. */
  backoffMs?: (attempt: number) => number;
}

export interface RunOptions extends Omit<EnqueueOptions, 'trigger'> {
  trigger?: Trigger;
  /** Only when no job of the kind is queued or running; otherwise nothing is added and the answer is null. */
  ifIdle?: boolean;
  /** The caller's: the answer's messages are in it. */
  lang?: Language;
}

export interface RunNowOptions extends RunOptions {
  /** Answer after this long even if the attempt has not ended (the job then answers running); default: when it ends. */
  waitMs?: number;
}

export interface Jobs {
  readonly workerId: string;
  /** Registers the handler of a kind (once per kind); the worker claims only kinds it has handlers for. */
  handle(kind: JobKind, handler: JobHandler): void;
  handles(kind: JobKind): boolean;
  /** Listens to jobs failing for good (alerts raises one per failed run); a listener's own failure is logged, never the job's. */
  onFailed(listener: JobFailed): void;
  /** How often kinds run on their own (read at every pass of the schedule): each area tells its own kinds'. */
  scheduleBy(intervals: Intervals): void;
  /** Starts the poll loop (and the schedule, once `scheduleBy` was told some intervals). */
  start(): void;
  /** Stops polling, aborts the running jobs' signals and waits for them to end. */
  stop(): Promise<void>;
  /** Queues a job (`trigger` defaults to manual) and wakes this process's worker. */
  enqueue(kind: JobKind, params: JobParams, opts: RunOptions & { ifIdle: true }): Promise<Job | null>;
  enqueue(kind: JobKind, params: JobParams, opts?: RunOptions): Promise<Job>;
  /**
   * Records the job running under this process's lease and runs its first
   * attempt here at once (whether or not the poll loop runs), for a request
   * that waits for it. It is a job like a queued one, with as many attempts: a
   * failed attempt is retried later by whichever worker claims it, and when
   * this process dies its lease runs out and another process takes it over.
   * Answers it when the attempt ends (done, failed, or queued for the retry),
   * or running after `waitMs`.
   */
  runNow(kind: JobKind, params: JobParams, opts: RunNowOptions & { ifIdle: true }): Promise<Job | null>;
  runNow(kind: JobKind, params: JobParams, opts?: RunNowOptions): Promise<Job>;
  /** Makes the idle poll loop look for jobs now. */
  wake(): void;
  /** One pass of the schedule: the jobs it enqueued. */
  schedule(): Promise<JobRow[]>;
  /** Claims one due job and runs it: the finished job, or null when none was due. */
  runOnce(): Promise<Job | null>;
  /** The schedule, then due jobs one after another until none is due: the jobs run. */
  tick(): Promise<Job[]>;
}

/** Attempt n+1 waits `firstMs` after attempt 1, four times longer after each later one, never more than an hour. */
export const retryBackoff = (firstMs: number) => (attempt: number) => Math.min(firstMs * 4 ** (attempt - 1), 3_600_000);
/** A message of the console's own as the run log keeps it: English, and each reader's language. */
function inWords(msg: Message, params?: Params): RunError {
  const texts = inEveryLanguage(msg, params);
  return { message: texts.en, texts };
}

/** A failure of the console's own words that another attempt may not meet (an outside service's pages shifting): retried like any other. */
export class TryAgainLater extends Error {
  constructor(
    readonly msg: Message,
    readonly params?: Params,
  ) {
    super(translate('en', msg, params));
  }
}

/**
 * The job cannot run yet (an outside service's budget is used up, quiet hours):
 * it goes back to the queue due at `at`, the attempt not counted, and the run
 * log keeps why (in every language). Not a failure: it is never given up on.
 */
export class RunLater extends Error {
  constructor(
    readonly at: Date,
    readonly msg: Message,
    readonly params?: Params,
  ) {
    super(translate('en', msg, params));
  }
}

/** A failure every attempt would meet again (the console's own refusal, a key the service refuses): not retried. */
const metAgain = (err: unknown) => err instanceof AppError || (err instanceof OutsideServiceError && err.keyRefused);

/** Why an attempt failed; the console's own words (AppError, TryAgainLater) in every language. */
function runError(err: unknown): RunError {
  if (err instanceof AppError || err instanceof TryAgainLater) return inWords(err.msg, err.params);
  return { message: (err instanceof Error ? err.message : String(err)) || 'Failed' };
}

export function createJobs(o: JobsOptions): Jobs {
  const { db, log } = o;
  const workerId = o.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = o.pollMs ?? 2_000;
  const leaseMs = o.leaseMs ?? 60_000;
  const concurrency = o.concurrency ?? 1;
  const flushMs = o.flushMs ?? 500;
  const scheduleMs = o.scheduleMs ?? 15_000;
  const now = o.now ?? (() => new Date());
  const backoffMs = o.backoffMs ?? retryBackoff(30_000);
  const intervals: Intervals[] = [];
  const allIntervals: Intervals = async (db) =>
    Object.assign({}, ...(await Promise.all(intervals.map((of) => of(db)))));
  const handlers = new Map<JobKind, JobHandler>();
  const failedListeners: JobFailed[] = [];
  async function failed(job: { id: number; kind: JobKind }): Promise<void> {
    for (const l of failedListeners) {
      try {
        await l(db, job);
      } catch (err) {
        log.error({ err, job: job.id }, 'jobs: a listener to a failed job failed');
      }
    }
  }
  const kinds = () => [...handlers.keys()];
  const lease = (): Lease => ({ workerId, now: now(), leaseMs });

  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  let lanes: Promise<void>[] | undefined;
  let woken = false;
  let waiting: (() => void)[] = [];
  let schedulesMade = false;
  let lastSchedule = -Infinity;

  function track<T>(p: Promise<T>): Promise<T> {
    running.add(p);
    void p.finally(() => running.delete(p)).catch(() => {});
    return p;
  }

  /** Runs a job this worker holds, to the end of the attempt: its id when the outcome was written, undefined when the lease was lost. */
  async function execute(row: JobRow): Promise<number | undefined> {
    const handler = handlers.get(row.kind);
    if (!handler) throw new Error(`No handler for job kind ${row.kind}`);
    const p: Progress = { done: 0, total: null, counts: {}, errors: [] };
    const abort = new AbortController();
    const onStop = () => abort.abort(stopping.signal.reason);
    stopping.signal.addEventListener('abort', onStop);
    if (stopping.signal.aborted) onStop();
    let lost = false;
    let lastWrite = 0;
    let timer: NodeJS.Timeout | undefined;
    let writes: Promise<void> = Promise.resolve();

    const write = async () => {
      lastWrite = performance.now();
      if (lost) return;
      if (!(await progress(db, row.id, lease(), p))) {
        lost = true;
        abort.abort(new Error(`job ${row.id}: lease lost`));
      }
    };
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      writes = writes.then(write).catch((err: unknown) => log.warn({ err, job: row.id }, 'job progress not written'));
      return writes;
    };
    const changed = () => {
      if (timer) return;
      timer = setTimeout(() => void flush(), Math.max(0, flushMs - (performance.now() - lastWrite)));
      timer.unref();
    };
    // The heartbeat: renews the lease (and writes the progress) while the handler works.
    const heartbeat = setInterval(() => void flush(), Math.max(1, Math.floor(leaseMs / 3)));
    heartbeat.unref();

    const run: JobRun = {
      signal: abort.signal,
      total: (n) => {
        p.total = n;
        changed();
      },
      advance: (n = 1) => {
        p.done += n;
        changed();
      },
      count: (name, n = 1) => {
        p.counts[name] = (p.counts[name] ?? 0) + n;
        changed();
      },
      error: (ref, msg) => {
        if (p.errors.length < JOB_ERRORS_KEPT)
          p.errors.push(typeof msg === 'string' ? { ref, message: msg } : { ref, message: msg.en, texts: msg });
        p.counts.failed = (p.counts.failed ?? 0) + 1;
        changed();
      },
      notice: (msg, params) => {
        if (p.errors.length < JOB_ERRORS_KEPT) p.errors.push({ ref: null, ...inWords(msg, params) });
        changed();
      },
      flush,
      now,
    };
    const info: JobInfo = {
      id: row.id,
      kind: row.kind,
      params: row.params,
      trigger: row.trigger,
      createdBy: row.created_by,
      attempt: row.attempts,
    };

    let outcome: Outcome;
    try {
      await handler(info, run);
      outcome = { state: 'done', progress: p };
    } catch (err) {
      if (err instanceof RunLater && !lost) {
        log.info({ job: row.id, kind: row.kind, at: err.at }, 'job deferred');
        outcome = { state: 'deferred', progress: p, reason: inWords(err.msg, err.params), runAt: err.at };
      } else if (stopping.signal.aborted && !lost) {
        log.info({ job: row.id, kind: row.kind }, 'job interrupted by shutdown, back in the queue');
        outcome = { state: 'released', progress: p };
      } else {
        if (!lost) log.warn({ err, job: row.id, kind: row.kind, attempt: row.attempts }, 'job attempt failed');
        outcome = {
          state: 'failed',
          progress: p,
          error: runError(err),
          retryAt: metAgain(err) ? null : new Date(now().getTime() + backoffMs(row.attempts)),
        };
      }
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timer);
      stopping.signal.removeEventListener('abort', onStop);
    }
    await writes;
    const ended = lost ? undefined : await finish(db, row.id, workerId, now(), outcome);
    if (!ended) {
      log.warn(
        { job: row.id, kind: row.kind },
        'job lease lost (another worker took it over): its outcome here is dropped',
      );
      return undefined;
    }
    if (ended.state === 'failed') await failed(ended);
    return ended.id;
  }

  async function claimNext(): Promise<JobRow | null> {
    // A process with no handlers (yet) leaves the table alone.
    if (!handlers.size) return null;
    for (const job of await failExpired(db, now())) await failed(job);
    return claim(db, kinds(), lease());
  }

  async function schedule(): Promise<JobRow[]> {
    if (!intervals.length || !handlers.size) return [];
    const at = now();
    if (!schedulesMade) {
      await ensureSchedules(db, kinds(), at);
      schedulesMade = true;
    }
    const fired = await fireSchedules(db, kinds(), allIntervals, at);
    for (const j of fired) log.info({ job: j.id, kind: j.kind }, 'scheduled job queued');
    return fired;
  }

  const answer = async (id: number | undefined, lang?: Language): Promise<Job | null> =>
    id === undefined ? null : ((await jobById(db, o.userNames, id, lang)) ?? null);

  async function runOnce(): Promise<Job | null> {
    const row = await claimNext();
    if (!row) return null;
    return answer(await track(execute(row)));
  }

  function idle(ms: number): Promise<void> {
    if (woken || stopping.signal.aborted) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(t);
        waiting = waiting.filter((w) => w !== done);
        woken = false;
        resolve();
      };
      const t = setTimeout(done, ms);
      waiting.push(done);
    });
  }

  async function lane(first: boolean): Promise<void> {
    while (!stopping.signal.aborted) {
      let worked = false;
      try {
        if (first && performance.now() - lastSchedule >= scheduleMs) {
          lastSchedule = performance.now();
          await schedule();
        }
        const row = await claimNext();
        if (row) {
          worked = true;
          await track(execute(row));
        }
      } catch (err) {
        log.error({ err }, 'jobs: polling failed');
      }
      if (!worked) await idle(pollMs);
    }
  }

  function wake(): void {
    woken = true;
    for (const w of [...waiting]) w();
  }

  const options = (opts: RunOptions): EnqueueOptions => ({
    trigger: opts.trigger ?? 'manual',
    createdBy: opts.createdBy,
    // Due by this worker's clock (the one its claims compare with).
    runAfter: opts.runAfter ?? now(),
    maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  });

  const jobs = {
    workerId,
    handle(kind: JobKind, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`Job kind ${kind} already has a handler`);
      handlers.set(kind, handler);
    },
    handles: (kind: JobKind) => handlers.has(kind),
    onFailed(listener: JobFailed) {
      failedListeners.push(listener);
    },
    scheduleBy(given: Intervals) {
      intervals.push(given);
    },
    start() {
      if (lanes || stopping.signal.aborted) return;
      lanes = Array.from({ length: concurrency }, (_, i) => lane(i === 0));
      log.info({ workerId, kinds: kinds() }, 'jobs: worker started');
    },
    async stop() {
      stopping.abort(new Error('the worker is stopping'));
      wake();
      await Promise.all(lanes ?? []);
      await Promise.allSettled([...running]);
    },
    async enqueue(kind: JobKind, params: JobParams, opts: RunOptions = {}): Promise<Job | null> {
      const o2 = options(opts);
      const row = opts.ifIdle
        ? await enqueueIfIdle(db, kind, params, { ...o2, now: now() })
        : await enqueue(db, kind, params, o2);
      if (!row) return null;
      wake();
      return answer(row.id, opts.lang);
    },
    async runNow(kind: JobKind, params: JobParams, opts: RunNowOptions = {}): Promise<Job | null> {
      if (!handlers.has(kind)) throw new Error(`No handler for job kind ${kind}`);
      const o2 = options(opts);
      const row = opts.ifIdle
        ? await enqueueIfIdle(db, kind, params, { ...o2, now: now() }, lease())
        : await enqueueHeld(db, kind, params, o2, lease());
      if (!row) return null;
      const attempt = track(execute(row));
      await (opts.waitMs === undefined
        ? attempt
        : Promise.race([attempt, delay(opts.waitMs, undefined, { ref: false })]));
      return answer(row.id, opts.lang);
    },
    wake,
    schedule,
    runOnce,
    async tick() {
      await schedule();
      const ran: Job[] = [];
      for (let job = await runOnce(); job; job = await runOnce()) ran.push(job);
      return ran;
    },
  };
  return jobs as Jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue and this process's worker (plugins/jobs). */
    jobs: Jobs;
  }
}
