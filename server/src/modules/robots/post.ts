import { robotKind, LANGUAGES, type Language } from '@fwd/contract';
import { z } from 'zod';
import type { Db } from '../../http/context.ts';
import { translate, type Message, type Params } from '../../i18n/index.ts';
import { RobotBusy } from '../../outside/robots/client.ts';
import type { OutsideClients } from '../../plugins/outside-clients.ts';
import { enqueue } from '../../plugins/jobs/queue.ts';
import { RunLater, type JobHandler } from '../../plugins/jobs/worker.ts';
import { storedKey } from '../apis/keys.ts';
import { robotMessages } from './messages.ts';
import { postingSettings, quietUntil } from './settings.ts';

/** What an area tells the groups: a title and a text in every language, `{name}` filled from params. */
export interface RobotNote {
  title: Message;
  text: Message;
  params?: Params;
}

/** A robotPost job's params: the message as rendered when it was raised, and for which robot. */
const postParams = z.object({
  robot: robotKind,
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
  /** Quiet hours hold it (all but a test), read again whenever it comes due: a retry may fall inside them. */
  quiet: z.boolean().default(true),
});

/** More than the queue's default: a robot that keeps failing is told about in the run log after five tries. */
const ATTEMPTS = 5;

export interface PostOptions {
  /** When it was raised, by the queue's clock: quiet hours are read at it. */
  at: Date;
  timeZone: string;
  /** The company's language: the message is rendered in it when raised. */
  language: Language;
  /** Who raised it, when a person did. */
  createdBy?: number | null;
  /** False: due now even in quiet hours (a test someone is waiting for). */
  quietHours?: boolean;
}

/**
 * One robotPost job per robot switched on, in the caller's transaction (`db`):
 * due now, or, raised in quiet hours, when they end (held, never dropped).
 * Answers the jobs' ids.
 */
export async function enqueuePosts(db: Db, note: RobotNote, o: PostOptions): Promise<number[]> {
  const { robots, quiet } = await postingSettings(db);
  const held = o.quietHours === false ? null : quietUntil(quiet, o.at, o.timeZone);
  const title = translate(o.language, note.title, note.params);
  const text = translate(o.language, note.text, note.params);
  const ids: number[] = [];
  for (const robot of robots) {
    const job = await enqueue(
      db,
      'robotPost',
      { robot, language: o.language, title, text, quiet: o.quietHours !== false },
      { trigger: 'manual', createdBy: o.createdBy ?? null, runAfter: held ?? o.at, maxAttempts: ATTEMPTS },
    );
    ids.push(job.id);
  }
  return ids;
}

/**
 * Posts one message to one robot, with the key API management holds for its
 * kind. A robot switched off since is skipped (said in the run log); one come
 * due in quiet hours (a retry, hours set since it was raised) waits until they
 * end, as one that cannot take it yet (its budget, its throttling, a
 * Retry-After) waits until it can, the attempt not counted; a refusal (key,
 * token, signature) fails at once; other faults are retried by the queue.
 */
export const postHandler =
  (db: Db, outside: OutsideClients, timeZone: string): JobHandler =>
  async (job, run) => {
    const p = postParams.parse(job.params);
    run.total(1);
    const { robots, quiet } = await postingSettings(db);
    if (!robots.includes(p.robot)) {
      run.notice(robotMessages.switchedOff);
      return;
    }
    const held = p.quiet ? quietUntil(quiet, run.now(), timeZone) : null;
    if (held) throw new RunLater(held, robotMessages.quiet);
    const client = outside.robot(p.robot, await storedKey(db, p.robot));
    try {
      await client.post({ title: p.title, text: p.text });
    } catch (err) {
      if (!(err instanceof RobotBusy)) throw err;
      throw new RunLater(new Date(run.now().getTime() + err.waitMs), robotMessages.busy, {
        seconds: Math.ceil(err.waitMs / 1000),
      });
    }
    run.advance();
  };
