import { trackingStatus } from '@fwd/contract';
import { z } from 'zod';

/*
 * 17TRACK API v2.2 answers and pushes, as far as the console reads them
 * (other fields pass unread). Optional fields are nullish: 17TRACK sends null
 * for much of what it does not know.
 */

const text = z.string().nullish();
const timeOf = (e: { time_utc?: string | null; time_iso?: string | null }) => e.time_utc || e.time_iso || '';

export const wireEvent = z
  .object({ time_iso: text, time_utc: text, description: text, location: text, stage: text, sub_status: text })
  .refine((e) => !Number.isNaN(Date.parse(timeOf(e))), { message: 'an event without a readable time' });
export type WireEvent = z.output<typeof wireEvent>;
export const eventTime = (e: WireEvent) => new Date(Date.parse(timeOf(e))).toISOString();

export const trackedItem = z.object({
  number: z.string(),
  carrier: z.number().int().nullish(),
  tag: text,
  track_info: z.object({
    latest_status: z.object({ status: trackingStatus, sub_status: text }),
    time_metrics: z.object({ estimated_delivery_date: z.object({ from: text, to: text }).nullish() }).nullish(),
    tracking: z.object({ providers: z.array(z.object({ events: z.array(wireEvent).nullish() })).nullish() }).nullish(),
  }),
});
export type TrackedItem = z.output<typeof trackedItem>;

export const numberedItem = z.object({ number: z.string(), carrier: z.number().int().nullish() });

const rejectedItem = z.object({ number: z.string(), error: z.object({ code: z.number().int(), message: text }) });
const requestError = z.object({ code: z.number().int(), message: text });

/** `{ code, data: { accepted, rejected } }`; a refused call says why in `code` and `data.errors`. */
export const envelope = <T extends z.ZodType>(item: T) =>
  z.object({
    code: z.number().int(),
    data: z
      .object({
        accepted: z.array(item).default([]),
        rejected: z.array(rejectedItem).default([]),
        errors: z.array(requestError).nullish(),
      })
      .nullish(),
  });

export const PUSH_EVENTS = ['TRACKING_UPDATED', 'TRACKING_STOPPED'] as const;
export const pushBody = z.object({ event: z.enum(PUSH_EVENTS), data: trackedItem });
