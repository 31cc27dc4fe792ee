import { z } from 'zod';
import { UPLOAD_URL_PATTERN } from './constants.ts';

export const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });
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
