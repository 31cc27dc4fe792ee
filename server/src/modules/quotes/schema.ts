import type { CargoType, RateModel, ZoneMember } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../db/columns.ts';

/** A channel's quote settings; a channel without a row has the contract's defaults. */
export interface QuoteSettingsTable {
  channel_id: number;
  currency: string;
  divisor: number;
  kg_per_cbm: Decimal;
  step: Decimal;
  step_above: Decimal | null;
  step_above_size: Decimal | null;
  min_chargeable: Decimal;
  piece_minimum: Decimal;
  max_weight: Decimal | null;
  max_piece_weight: Decimal | null;
  max_longest_side: Decimal | null;
  max_girth: Decimal | null;
  cargo_types: CargoType[];
  transit_min: number | null;
  transit_max: number | null;
  /** 'YYYY-MM-DD'. */
  quote_from: string | null;
  quote_to: string | null;
  remark: string | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** What a sheet prices: the channel's sale price, its expected cost, or one customer's own sale price on it. */
export type SheetKind = 'sale' | 'cost' | 'customer';

/** A rate sheet, in force from its day until the channel's next sheet's of the same kind (and customer). */
export interface RateSheetsTable {
  id: Generated<number>;
  channel_id: number;
  kind: Generated<SheetKind>;
  /** The customer whose own sheet it is (kind 'customer' only). */
  customer_id: number | null;
  effective_from: string;
  note: string | null;
  created_by: number;
  created_at: CreatedAt;
  version: Generated<number>;
  /** When a quote was first priced with it (null: never, so it may still be withdrawn). */
  first_quoted_at: Timestamp | null;
}

export interface RateZonesTable {
  id: Generated<number>;
  sheet_id: number;
  code: string;
  name: string | null;
  /** The zone's place in the sheet. */
  sort: number;
}

export interface RateZoneMembersTable {
  id: Generated<number>;
  zone_id: number;
  /** ISO code. */
  country: string;
  match: ZoneMember['match'];
  value: string | null;
  value_to: string | null;
}

export interface RateBandsTable {
  id: Generated<number>;
  zone_id: number;
  from_kg: Decimal;
  to_kg: Decimal;
  model: RateModel;
  price: Decimal;
  first_kg: Decimal | null;
  step_kg: Decimal | null;
  step_price: Decimal | null;
  piece_fee: Decimal | null;
}

/** The shipping query's remarks: per channel and country, kept with author and time. */
export interface ShippingRemarksTable {
  id: Generated<number>;
  channel_id: number;
  country: string;
  content: string;
  author_id: number;
  created_at: CreatedAt;
}

/** One row: bumped by triggers in every transaction that changes what prices. */
export interface QuoteBookTable {
  id: Generated<boolean>;
  version: Generated<number>;
}

export interface QuotesTables {
  quote_settings: QuoteSettingsTable;
  rate_sheets: RateSheetsTable;
  rate_zones: RateZonesTable;
  rate_zone_members: RateZoneMembersTable;
  rate_bands: RateBandsTable;
  shipping_remarks: ShippingRemarksTable;
  quote_book: QuoteBookTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends QuotesTables {}
}
