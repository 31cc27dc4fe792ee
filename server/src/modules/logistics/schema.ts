import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.ts';

export interface CarriersTable {
  id: Generated<number>;
  /** The tracking provider's carrier key. */
  code: number;
  name: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** One row (id 1). */
export interface LogisticsSettingsTable {
  id: Generated<number>;
  order_api_key_id: number | null;
  sync_every_minutes: Generated<number>;
  stale_days: Generated<number>;
  /** The end of the last successful sync window: where the next scheduled one starts. */
  synced_until: Timestamp | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface LogisticsTables {
  carriers: CarriersTable;
  logistics_settings: LogisticsSettingsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends LogisticsTables {}
}
