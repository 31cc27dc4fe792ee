import { Code, type Language } from '@fwd/contract';
import { translate, type Message, type Params } from '../i18n/index.ts';
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

export const fieldError = (lang: Language, path: string, msg: Message, params?: Params) => fieldErrors(lang, [{ path, msg, params }]);
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
  const column = key?.[1]?.split(',').pop()?.replace(/^.*\(|\).*$|::\w+/g, '').trim() ?? '';
  const value = key?.[2]?.split(', ').pop() ?? '';
  return fieldConflict(lang, camel(column), httpMessages.duplicate, { value });
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
export async function assertVersion(given: number, current: { version: number }, currentRecord: () => Promise<unknown>): Promise<void> {
  if (given !== current.version) throw new AppError(Code.CONFLICT, httpMessages.stale, undefined, await currentRecord());
}

/** A LIKE pattern matching the keyword anywhere, its wildcards taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
