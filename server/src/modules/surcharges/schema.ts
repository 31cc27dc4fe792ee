import type { CargoType, RemoteEntry, SurchargeFields } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../db/columns.ts';

export interface SurchargesTable {
  id: Generated<number>;
  name: string;
  kind: SurchargeFields['kind'];
  basis: SurchargeFields['basis'];
  amount: Decimal;
  minimum: Decimal | null;
  on_fuel: boolean;
  remote_class: string | null;
  threshold_kg: Decimal | null;
  threshold_cm: Decimal | null;
  girth_cm: Decimal | null;
  cargo_types: CargoType[];
  /** 'YYYY-MM-DD', both ends in force. */
  effective_from: string;
  effective_to: string | null;
  enabled: boolean;
  /** Added to the sale price (the quote book's) or to the expected cost (settlement's). */
  side: Generated<SurchargeSide>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type SurchargeSide = 'sale' | 'cost';

/** The channels a rule applies to; none: every channel. */
export interface SurchargeChannelsTable {
  surcharge_id: number;
  channel_id: number;
}

/** A carrier's remote-area list, as imported. */
export interface RemoteListsTable {
  id: Generated<number>;
  carrier: string;
  name: string;
  effective_from: string;
  effective_to: string | null;
  created_by: number;
  created_at: CreatedAt;
}

export interface RemoteEntriesTable {
  id: Generated<number>;
  list_id: number;
  country: string;
  match: RemoteEntry['match'];
  value: string;
  value_to: string | null;
  remote_class: string;
}

export interface SurchargesTables {
  surcharges: SurchargesTable;
  surcharge_channels: SurchargeChannelsTable;
  remote_lists: RemoteListsTable;
  remote_entries: RemoteEntriesTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends SurchargesTables {}
}
