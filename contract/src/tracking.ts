import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, nothing, NO_CONTROL } from './common.ts';
import { P } from './permission-codes.ts';
import { job } from './jobs.ts';
import { orderBatchIds, orderRow, trackingStatus } from './orders.ts';

/** One tracking event as the provider reported it. */
export const trackingEvent = z.object({
  time: z.string(),
  location: z.string().nullable(),
  description: z.string(),
  status: trackingStatus,
  subStatus: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

/** What the provider knows of an order: the number tracked (the agent's when there is one), the latest state, every event newest first. */
export const trackingInfo = z.object({
  order: orderRow,
  trackedNumber: z.string().nullable(),
  /** Why the order is not tracked (its agent is set not to be, it has no number), or null: it is. */
  notTracked: z.enum(['agent', 'noNumber']).nullable(),
  events: z.array(trackingEvent),
});
export type TrackingInfo = z.infer<typeof trackingInfo>;

/**
 * Orders' tracking: kept events, asking the provider now, and its pushes. The
 * paths and codes are the orders page's and the provider's, as the
 * specification names them; the registry's types stay the screens' (order, logistics).
 */
export const tracking = {
  order: endpoint({
    method: 'GET',
    path: '/orders/:id/tracking',
    type: 'order',
    summary: 'An order’s stored tracking events, newest first',
    access: P.order.view,
    params: idParams,
    response: trackingInfo,
  }),
  fetchSingleTrackingInfo: endpoint({
    method: 'GET',
    path: '/orders/fetchSingleTrackingInfo',
    type: 'order',
    summary: 'Ask the tracking provider about one order now (by its original tracking number) and answer its events',
    access: P.order.track,
    query: z.object({ originalTrackingNumber: z.string().trim().min(1).max(50).regex(NO_CONTROL) }),
    response: trackingInfo,
  }),
  fetchTrackingInfo: endpoint({
    method: 'GET',
    path: '/orders/fetchTrackingInfo',
    type: 'order',
    summary: 'Refresh the tracking of every unsigned order of an employee the caller sees, as a job',
    access: P.order.track,
    query: z.object({ username: z.string().trim().min(1).max(32).regex(NO_CONTROL) }),
    response: job,
  }),
  batchTrack: endpoint({
    method: 'POST',
    path: '/orders/batch/track',
    type: 'order',
    summary: 'Refresh the tracking of several orders the caller sees, as a job',
    access: P.order.track,
    body: z.strictObject({ ids: orderBatchIds }),
    response: job,
  }),
  /** The provider's pushes: `sign` header = sha256 hex of `rawBody + "/" + key`. */
  webhook: endpoint({
    method: 'POST',
    path: '/tracking/webhook',
    type: 'logistics',
    summary: 'Tracking pushes from the provider (signed)',
    access: 'public',
    response: nothing,
  }),
};

export const SIGN_HEADER = 'sign';
