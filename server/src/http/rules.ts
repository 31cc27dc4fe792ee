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

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/**
 * Runs work whose pre-check for duplicates a concurrent request may have
 * slipped past; the unique index then answers, and the caller says how.
 */
export async function uniqueOr<T>(work: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw isUniqueViolation(err) ? conflict() : err;
  }
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
