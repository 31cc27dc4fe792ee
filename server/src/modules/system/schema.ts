import type { Language } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.ts';

/** One row (id 1): the company as its customers see it (031_settings_and_track_links.ts). */
export interface SystemSettingsTable {
  id: Generated<number>;
  company_name: Generated<string>;
  language: Generated<Language>;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface SystemTables {
  system_settings: SystemSettingsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends SystemTables {}
}
