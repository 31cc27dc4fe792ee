import type { Job, JobKind, Language } from '@fwd/contract';
import type { JobErrorEntry } from './schema.ts';
import type { Db } from '../../http/context.ts';

/*
 * The run log as the contract shows it: `createdBy` is the starter's name,
 * times ISO, and a refusal of the console's own in the reader's language
 * (others as they were said; in English with no language given).
 */

export interface JobFilter {
  kind?: JobKind | undefined;
  /** Started by this user. */
  userId?: number | undefined;
}

const ROW = [
  'j.id', 'j.kind', 'j.state', 'j.trigger', 'u.name as createdBy', 'j.created_by as createdById', 'j.params', 'j.done', 'j.total', 'j.counts',
  'j.errors', 'j.attempts', 'j.history', 'j.created_at', 'j.started_at', 'j.finished_at',
] as const;

const rows = (db: Db) => db.selectFrom('jobs as j').leftJoin('users as u', 'u.id', 'j.created_by');
const selected = (db: Db) => rows(db).select(ROW);
type Selected = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A job as the contract answers it, with its starter's id (who may read it). */
const said = ({ message, texts }: JobErrorEntry, lang?: Language) => (lang && texts?.[lang]) || message;
// jsonb keeps a timestamptz as PostgreSQL writes it; answers use ISO 8601 in UTC like every other time.
const isoText = (t: string | null) => (t ? new Date(t).toISOString() : null);

export const toJob = ({ created_at, started_at, finished_at, createdById, errors, history, ...j }: Selected, lang?: Language): Job & { createdById: number | null } => ({
  ...j,
  errors: errors.map((e) => ({ ref: e.ref, message: said(e, lang) })),
  history: history.map(({ started_at: startedAt, finished_at: finishedAt, error, ...a }) => ({
    ...a,
    startedAt: isoText(startedAt),
    finishedAt: isoText(finishedAt)!,
    error: error && said(error, lang),
  })),
  createdById,
  createdAt: created_at.toISOString(),
  startedAt: iso(started_at),
  finishedAt: iso(finished_at),
});

export async function jobById(db: Db, id: number, lang?: Language): Promise<(Job & { createdById: number | null }) | undefined> {
  const row = await selected(db).where('j.id', '=', id).executeTakeFirst();
  return row && toJob(row, lang);
}

function matching(db: Db, f: JobFilter) {
  let q = rows(db);
  if (f.kind) q = q.where('j.kind', '=', f.kind);
  if (f.userId !== undefined) q = q.where('j.created_by', '=', f.userId);
  return q;
}

/** Newest first. */
export async function jobPage(db: Db, f: JobFilter, { currentPage, pageSize }: { currentPage: number; pageSize: number }, lang: Language) {
  const [found, { total }] = await Promise.all([
    matching(db, f).select(ROW).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').limit(pageSize).offset((currentPage - 1) * pageSize).execute(),
    matching(db, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: found.map((row) => toJob(row, lang)), total };
}
