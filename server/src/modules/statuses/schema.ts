import type { Generated } from 'kysely';
import type { NameColumns, Timestamp } from '../../db/columns.ts';

/** Each name unique in its language whatever the case; a blank translation shows `name_zh`. */
export interface NumberStatusesTable extends NameColumns {
  id: Generated<number>;
  /** What the system acts by (seeded, never edited): ordered, received, dispatched, ...; null on one staff added. */
  code: string | null;
  /** `#rrggbb`, lower case. */
  color: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface TrackingStatusesTable extends NameColumns {
  id: Generated<number>;
  /** The tracking provider's main status: NotFound, InfoReceived, ... */
  code: string;
  sort: Generated<number>;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** Waybill number statuses and tracking statuses, seeded by code. */
export interface StatusesTables {
  number_statuses: NumberStatusesTable;
  tracking_statuses: TrackingStatusesTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends StatusesTables {}
}
