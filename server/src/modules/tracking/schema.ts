import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.ts';

/** An order's events as the provider last listed them (007_orders.ts). */
export interface TrackingEventsTable {
  id: Generated<string>;
  order_id: number;
  time: Timestamp;
  location: string | null;
  description: string;
  status: string;
  sub_status: string | null;
}

/** One row (id 1): the key the provider is asked with and how often the schedules run (minutes, 0: never). */
export interface TrackingSettingsTable {
  id: Generated<number>;
  tracking_api_key_id: number | null;
  refresh_every_minutes: Generated<number>;
  reconcile_every_minutes: Generated<number>;
  updated_at: Timestamp;
}

export interface TrackingTables {
  tracking_events: TrackingEventsTable;
  tracking_settings: TrackingSettingsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends TrackingTables {}
}
