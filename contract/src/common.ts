import { z } from 'zod';
import { UPLOAD_URL_PATTERN } from './constants.ts';

export const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });
/** 0 where the specification uses it for "none" or "new" (POST /api/keys/0, DELETE /api/api-types/{id}/0). */
export const idOrZero = z.coerce.number().int().min(0);
/** The version an edit was based on; a stale one is refused with 40900 and the current record. */
export const version = z.number().int().positive();
export const idsBody = z.object({ ids: z.array(id).min(1).max(1000) });
export const nothing = z.null();
/** Trimmed text; empty after trimming counts as missing. */
export const text = (max: number) => z.string().trim().min(1).max(max);
export const page = (defaultSize: number) =>
  z.object({
    currentPage: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(defaultSize),
  });
export const paged = <T extends z.ZodType>(row: T) => z.object({ records: z.array(row), total: z.number().int() });

export const imageUrl = z.union([z.literal(''), z.string().regex(UPLOAD_URL_PATTERN)]);
