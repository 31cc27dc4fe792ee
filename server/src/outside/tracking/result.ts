import { TRACKING_STATUSES, type TrackingEvent, type TrackingStatus } from '@fwd/contract';
import { eventTime, type TrackedItem, type WireEvent } from './wire.ts';

/** What the provider says of one number: its main status and sub-status, every event newest first. */
export interface TrackResult {
  number: string;
  /** The provider's carrier key; null when it did not say. */
  carrier: number | null;
  status: TrackingStatus;
  subStatus: string | null;
  events: TrackingEvent[];
  latest: TrackingEvent | null;
  /** The day the provider expects it delivered (the later end of its estimate, as the destination's calendar has it). */
  expectedDelivery: string | null;
}

const isStatus = (s: string): s is TrackingStatus => (TRACKING_STATUSES as readonly string[]).includes(s);

// The milestone stages, for an event without a sub-status.
const STAGE_STATUS: Record<string, TrackingStatus> = {
  InfoReceived: 'InfoReceived',
  PickedUp: 'InTransit',
  Departure: 'InTransit',
  Arrival: 'InTransit',
  AvailableForPickup: 'AvailableForPickup',
  OutForDelivery: 'OutForDelivery',
  Delivered: 'Delivered',
  Returning: 'Exception',
  Returned: 'Exception',
};

/** A sub-status names its main status before the underscore ('InTransit_CustomsProcessing'); an event with neither is on its way. */
function statusOf(e: WireEvent): TrackingStatus {
  const main = e.sub_status?.split('_')[0];
  if (main && isStatus(main)) return main;
  return STAGE_STATUS[e.stage ?? ''] ?? 'InTransit';
}

const eventOf = (e: WireEvent): TrackingEvent => ({
  time: eventTime(e),
  location: e.location || null,
  description: e.description ?? '',
  status: statusOf(e),
  subStatus: e.sub_status || null,
});

/** Every provider's events, newest first (17TRACK lists them so; sorted anyway, ties kept in its order). */
export function resultOf(item: TrackedItem): TrackResult {
  const events = (item.track_info.tracking?.providers ?? [])
    .flatMap((p) => (p.events ?? []).map(eventOf))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  const { status, sub_status } = item.track_info.latest_status;
  const estimate = item.track_info.time_metrics?.estimated_delivery_date;
  const day = (estimate?.to || estimate?.from || '').slice(0, 10);
  return {
    number: item.number,
    carrier: item.carrier ?? null,
    status,
    subStatus: sub_status || null,
    events,
    latest: events[0] ?? null,
    expectedDelivery: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
  };
}

/** A number the provider has nothing on yet (-18019909): no events, not an error. */
export const nothingYet = (number: string, carrier: number | null): TrackResult => ({
  number,
  carrier,
  status: 'NotFound',
  subStatus: null,
  events: [],
  latest: null,
  expectedDelivery: null,
});
