import type { Job, JobKind, Language } from '@fwd/contract';
import type { JobErrorEntry } from './schema.ts';
import type { Db } from '../../http/context.ts';

/*
 * The run log as the contract shows it: `createdBy` is the starter's name,
 * times ISO, and a refusal of the console's own in the reader's language
 * (others as they were said; in English with no language given).
 */

/** Users' names by id, deleted users' included; the employees area answers (`app.userNames`, plugin `user-names`). */
export type UserNames = (ids: number[]) => Promise<Map<number, string>>;

declare module 'fastify' {
  interface FastifyInstance {
    userNames: UserNames;
  }
}

export interface JobFilter {
  kind?: JobKind | undefined;
  /** Started by this user. */
  userId?: number | undefined;
}

const ROW = [
  'j.id',
  'j.kind',
  'j.state',
  'j.trigger',
  'j.created_by as createdById',
  'j.params',
  'j.done',
  'j.total',
  'j.counts',
  'j.errors',
  'j.attempts',
  'j.history',
  'j.created_at',
  'j.started_at',
  'j.finished_at',
] as const;

const rows = (db: Db) => db.selectFrom('jobs as j');
const selected = (db: Db) => rows(db).select(ROW);
type Selected = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A job as the contract answers it, with its starter's id (who may read it). */
const said = ({ message, texts }: JobErrorEntry, lang?: Language) => (lang && texts?.[lang]) || message;
// jsonb keeps a timestamptz as PostgreSQL writes it; answers use ISO 8601 in UTC like every other time.
const isoText = (t: string | null) => (t ? new Date(t).toISOString() : null);

const toJob = (
  { created_at, started_at, finished_at, createdById, errors, history, ...j }: Selected,
  names: Map<number, string>,
  lang?: Language,
): Job & { createdById: number | null } => ({
  ...j,
  createdBy: createdById === null ? null : (names.get(createdById) ?? null),
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

/** The rows as jobs, their starters named. */
async function named(rows: Selected[], userNames: UserNames, lang?: Language) {
  const ids = [...new Set(rows.flatMap((r) => (r.createdById === null ? [] : [r.createdById])))];
  const names = ids.length ? await userNames(ids) : new Map<number, string>();
  return rows.map((row) => toJob(row, names, lang));
}

export async function jobById(
  db: Db,
  userNames: UserNames,
  id: number,
  lang?: Language,
): Promise<(Job & { createdById: number | null }) | undefined> {
  const row = await selected(db).where('j.id', '=', id).executeTakeFirst();
  return row && (await named([row], userNames, lang))[0];
}

function matching(db: Db, f: JobFilter) {
  let q = rows(db);
  if (f.kind) q = q.where('j.kind', '=', f.kind);
  if (f.userId !== undefined) q = q.where('j.created_by', '=', f.userId);
  return q;
}

/** Newest first. */
export async function jobPage(
  db: Db,
  userNames: UserNames,
  f: JobFilter,
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
  lang: Language,
) {
  const [found, { total }] = await Promise.all([
    matching(db, f)
      .select(ROW)
      .orderBy('j.created_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: await named(found, userNames, lang), total };
}
