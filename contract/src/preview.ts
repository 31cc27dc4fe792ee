import { z } from 'zod';

/*
 * What an import would change, shown before it is kept (the remote-area
 * lists', the rate sheets'): each kind of difference counted, the first ones
 * of each listed.
 */

/** Of each kind of difference a preview shows at most this many (and counts them all). */
export const PREVIEW_SHOWN = 200;

/** How many of each kind of difference there are, and how many things stay as they were. */
export const previewCounts = <const K extends string>(kinds: readonly K[]) =>
  z.object({
    ...(Object.fromEntries(kinds.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>),
    unchanged: z.number().int(),
  });
