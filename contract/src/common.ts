import { z } from 'zod';
import { UPLOAD_URL_PATTERN } from './constants.ts';

/** PostgreSQL's `integer`: no id or version is larger, so a larger one names nothing. */
export const INT_MAX = 2_147_483_647;

/** No NUL (PostgreSQL cannot store it) and no control characters but tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** An integer a column holds. JSON `true`, `"5"` and `[5]` are not integers. */
export const int = (min: number, max = INT_MAX) => z.number().int().min(min).max(max);
/**
 * The same from a path or query string: digits only. Read before the check (a
 * transform into it), so the published document shows the integer and its bounds.
 */
const fromDigits = <T extends z.ZodType<number, number>>(n: T) =>
  z.transform((v: string | number) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)).pipe(n);
/** A count in a query string (a page size, a limit), from `min` to `max`. */
export const queryInt = (min: number, max: number) => fromDigits(int(min, max));

/** A record id inside a JSON body. */
export const ref = int(1);
/** A record id in a path or query. */
export const id = fromDigits(ref);
export const idParams = z.object({ id });
/** 0 where the specification uses it for "none" or "new" (POST /api/keys/0, DELETE /api/api-types/{id}/0). */
export const idOrZero = fromDigits(int(0));
/** The version an edit was based on; a stale one is refused with 40900 and the current record. */
export const version = int(1);
export const idsBody = z.strictObject({ ids: z.array(ref).min(1).max(1000) });
export const nothing = z.null();

/*
 * Ids of users and roles a route acts on. The server refuses the call unless
 * the caller outranks every one of them (holds all they hold; only a
 * super-administrator acts on a super-administrator). Marked in the schema, so
 * no route can take such an id and skip the check; OpenAPI shows the mark.
 */
export const TARGET_KEY = 'x-acts-on';
export type TargetKind = 'user' | 'role';
const acting = <T extends z.ZodType>(schema: T, kind: TargetKind) => schema.meta({ [TARGET_KEY]: kind }) as T;
export const userRef = acting(ref, 'user');
export const roleRef = acting(ref, 'role');
export const userId = acting(id, 'user');
export const roleId = acting(id, 'role');

/** Any text: bounded, no control characters, kept as typed (passwords). */
export const plain = (max: number) => z.string().max(max).regex(NO_CONTROL);
/** Trimmed text; empty after trimming counts as missing. */
export const text = (max: number) => z.string().trim().min(1).max(max).regex(NO_CONTROL);
/** Optional text: missing, null and blank all mean "none" (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(NO_CONTROL)
    .nullish()
    .transform((v) => v || null);
/** A search box: trimmed, blank means no filter. */
export const keyword = z.string().trim().max(50).regex(NO_CONTROL).optional();

export const page = (defaultSize: number) =>
  z.object({
    currentPage: fromDigits(int(1, 100_000)).default(1),
    pageSize: fromDigits(int(1, 500)).default(defaultSize),
  });
/** A name in each of the four languages, as records the system names (countries, tracking statuses) keep it. */
export const fourNames = { nameZh: z.string(), nameEn: z.string(), nameEs: z.string(), nameJa: z.string() };

export const paged = <T extends z.ZodType>(row: T) => z.object({ records: z.array(row), total: z.number().int() });

export const imageUrl = z.union([z.literal(''), z.string().regex(UPLOAD_URL_PATTERN)]);

/** ISO 4217 code. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** A calendar day, `YYYY-MM-DD`. */
export const day = z.iso.date();
