import { Code, type Language } from '@fwd/contract';
import { sql } from 'kysely';
import { translate, type Message, type Params } from '../i18n/index.ts';
import type { Db } from './context.ts';
import { AppError } from './errors.ts';
import { httpMessages } from './messages.ts';

export interface RuleFailure {
  path: string;
  msg: Message;
  params?: Params;
}

/**
 * Rule failures on fields: 40000 with the same `data.errors` shape schema
 * failures have (or 40900 for a value another record holds).
 */
export function fieldErrors(lang: Language, failures: RuleFailure[], code: Code = Code.BAD_INPUT): AppError {
  const errors = failures.map((f) => ({ path: f.path, message: translate(lang, f.msg, f.params) }));
  const first = failures[0]!;
  return new AppError(code, first.msg, first.params, { errors });
}

export const fieldError = (lang: Language, path: string, msg: Message, params?: Params) =>
  fieldErrors(lang, [{ path, msg, params }]);
/** 40900 naming the field: a duplicate key or name, a rule about other records. */
export const fieldConflict = (lang: Language, path: string, msg: Message, params?: Params) =>
  fieldErrors(lang, [{ path, msg, params }], Code.CONFLICT);

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * PostgreSQL's unique_violation, as the one answer for every write: services
 * check for duplicates first (and say so in their own words), but a concurrent
 * request may slip past that check; the unique index then refuses, and this
 * turns its report (`Key (lower(name))=(abc) already exists.`) into 40900
 * naming the field and the value. Null for any other error.
 */
export function uniqueConflict(err: unknown, lang: Language): AppError | null {
  const e = err as { code?: unknown; detail?: unknown } | null;
  if (e?.code !== '23505') return null;
  const key = /^Key \((.*)\)=\((.*)\) already exists/.exec(typeof e.detail === 'string' ? e.detail : '');
  const column =
    key?.[1]
      ?.split(',')
      .pop()
      ?.replace(/^.*\(|\).*$|::\w+/g, '')
      .trim() ?? '';
  const value = key?.[2]?.split(', ').pop() ?? '';
  return fieldConflict(lang, camel(column), httpMessages.duplicate, { value });
}

/** What refers to a record, by the referencing table (`agent_channels`: agents serving a channel); app.ts gathers the areas'. */
export type Referrers = Record<string, Message>;

interface PgError {
  code?: unknown;
  detail?: unknown;
  table?: unknown;
  constraint?: unknown;
}
const STILL_REFERENCED = /^Key \((.*)\)=\((.*)\) is still referenced from table/;

/**
 * After a delete a foreign key refused (`Key (id)=(3) is still referenced
 * from table "orders".`): how many rows of the referring table hold the key,
 * by the constraint's own columns, read outside the failed transaction. Null
 * for any other error, or when the key cannot be read from the report.
 */
export async function referringRows(db: Db, err: unknown): Promise<number | null> {
  const e = err as PgError | null;
  const values =
    e?.code === '23503' && typeof e.detail === 'string' ? STILL_REFERENCED.exec(e.detail)?.[2]?.split(', ') : undefined;
  if (!values || typeof e?.table !== 'string' || typeof e.constraint !== 'string') return null;
  const { rows: columns } = await sql<{ name: string }>`
    select a.attname as name from pg_constraint c cross join unnest(c.conkey) with ordinality k(attnum, i)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    where c.conname = ${e.constraint} and c.conrelid = to_regclass(${e.table}) order by k.i`.execute(db);
  if (columns.length !== values.length) return null;
  const matching = columns.map((c, i) => sql`${sql.ref(c.name)} = ${values[i]}`);
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(e.table)} where ${sql.join(matching, sql` and `)}`.execute(db);
  return rows[0]!.n;
}

/**
 * PostgreSQL's foreign_key_violation, as the one answer for every write.
 * Deleting a record something still refers to: 40900 naming what refers to it
 * and how many (`referringRows`, null: not said), so services need no count
 * of their own before deleting. A write naming a record deleted meanwhile
 * (`... is not present in table ...`): 40900 naming the field. Null for any
 * other error.
 */
export function foreignKeyConflict(
  err: unknown,
  lang: Language,
  referrers: Referrers,
  referring: number | null = null,
): AppError | null {
  const e = err as PgError | null;
  if (e?.code !== '23503') return null;
  const detail = typeof e.detail === 'string' ? e.detail : '';
  if (/is still referenced from table/.test(detail)) {
    const what = translate(lang, referrers[String(e.table)] ?? httpMessages.otherRecords);
    return referring === null
      ? new AppError(Code.CONFLICT, httpMessages.inUse, { what })
      : new AppError(Code.CONFLICT, httpMessages.inUseCounted, { what, count: referring.toLocaleString('en') });
  }
  const key = /^Key \((\w+)\)=\((.*)\) is not present/.exec(detail);
  return fieldConflict(lang, camel(key?.[1] ?? ''), httpMessages.gone, { value: key?.[2] ?? '' });
}

/**
 * Refuses (40900 naming the field) a value another row of `table` holds in
 * `column`, compared as its unique index on lower(column) compares. Services
 * check first to say so in their own words; the index settles races.
 */
export async function assertUnique(
  ctx: { db: Db; lang: Language },
  where: { table: string; column: string; field: string },
  value: string,
  exceptId?: number,
): Promise<void> {
  const { rows } = await sql`
    select 1 from ${sql.table(where.table)}
    where lower(${sql.ref(where.column)}) = ${value.toLowerCase()} ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}
    limit 1`.execute(ctx.db);
  if (rows.length) throw fieldConflict(ctx.lang, where.field, httpMessages.duplicate, { value });
}

/**
 * After `update ... where id = ? and version = ?`: when no row changed, the
 * record is gone (40400) or someone else changed it first (40900 with the
 * current record, so the client can show it). Nothing is overwritten.
 */
export async function assertUpdated<T>(
  result: { numUpdatedRows: bigint },
  current: () => Promise<T | undefined>,
  notFound: Message,
): Promise<void> {
  if (result.numUpdatedRows > 0n) return;
  const row = await current();
  if (row === undefined) throw new AppError(Code.NOT_FOUND, notFound);
  throw new AppError(Code.CONFLICT, httpMessages.stale, undefined, row);
}

/**
 * For a row already read and locked (when rules need it before the update):
 * a stale version is refused with 40900 and the record as it is now.
 */
export async function assertVersion(
  given: number,
  current: { version: number },
  currentRecord: () => Promise<unknown>,
): Promise<void> {
  if (given !== current.version)
    throw new AppError(Code.CONFLICT, httpMessages.stale, undefined, await currentRecord());
}

const literally = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A LIKE pattern matching the keyword anywhere, its wildcards taken literally. */
export const containing = (keyword: string) => `%${literally(keyword)}%`;
/** A LIKE pattern matching what begins with the keyword, its wildcards taken literally. */
export const beginning = (keyword: string) => `${literally(keyword)}%`;
