import { hashOf } from '../random.ts';
import { carrierNamed } from './carriers.ts';
import type { History, SimEvent } from './history.ts';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;

/** Local time with its offset, as 17TRACK's `time_iso` gives it. */
function local(time: number, offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${new Date(time + offset * 60_000).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const eventOf = (e: SimEvent) => ({
  time_iso: local(e.time, e.offset),
  time_utc: utc(e.time),
  description: e.description,
  location: e.location,
  stage: e.stage,
  sub_status: e.subStatus,
});

/** 17TRACK's estimate for a parcel on its way: 7 to 12 days after its first event, in the latest event's zone. */
function estimateOf(history: History) {
  const first = history.events.at(-1);
  const latest = history.events[0];
  if (!first || !latest || history.status === 'Delivered') return { source: null, from: null, to: null };
  return {
    source: '17TRACK',
    from: local(first.time + 7 * DAY, latest.offset),
    to: local(first.time + 12 * DAY, latest.offset),
  };
}

/** A history as 17TRACK v2.2's `track_info` (the fields a client reads, and a few around them). */
export function trackInfoOf(history: History, carrier: number, now: number) {
  const events = history.events.map(eventOf);
  const first = history.events.at(-1);
  const latest = history.events[0];
  const days = (ms: number) => Math.max(0, Math.floor(ms / DAY));
  return {
    // Nothing known yet reads as NotFound (a stopped number can be pushed in that state).
    latest_status: { status: history.status ?? 'NotFound', sub_status: history.subStatus, sub_status_descr: null },
    latest_event: events[0] ?? null,
    time_metrics: {
      days_after_order: first ? days(now - first.time) : 0,
      days_of_transit: first ? days((history.status === 'Delivered' ? latest!.time : now) - first.time) : 0,
      days_after_last_update: latest ? days(now - latest.time) : 0,
      estimated_delivery_date: estimateOf(history),
    },
    tracking: {
      providers_hash: hashOf(carrier, ...history.events.map((e) => e.time)),
      providers: [
        {
          provider: { key: carrier, name: carrierNamed(carrier)?.name ?? null },
          latest_sync_status: 'Success',
          latest_sync_time: utc(now),
          events,
        },
      ],
    },
  };
}
