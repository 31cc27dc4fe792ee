import type { ChargeLine, ChargeReason, ChargeState } from '@fwd/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../db/columns.ts';

/** A customer's price on a channel: a percentage on the channel's base, or sheets of its own (rate_sheets of kind 'customer'). */
export interface CustomerPriceLevelsTable {
  id: Generated<number>;
  customer_id: number;
  channel_id: number;
  kind: 'percent' | 'sheet';
  percent: Decimal | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

type Json<T> = ColumnType<T, string, string>;

/** One order's charge: its latest pricing (025_settlement.ts). */
export interface OrderChargesTable {
  order_id: number;
  state: ChargeState;
  reason: ChargeReason | null;
  reason_detail: Json<Record<string, string | number>> | null;
  /** The order's pricing inputs as priced (`inputsKey`): a save that changes none prices nothing. */
  inputs: string;
  chargeable_weight: Decimal | null;
  currency: string | null;
  sale_total: Decimal | null;
  sale_lines: Json<ChargeLine[]>;
  sale_sheet_id: number | null;
  level_kind: 'percent' | 'sheet' | null;
  level_percent: Decimal | null;
  cost_currency: string | null;
  cost_total: Decimal | null;
  cost_lines: Json<ChargeLine[]>;
  cost_sheet_id: number | null;
  cost_reason: ChargeReason | null;
  priced_at: Timestamp;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** Every pricing of an order, as it came out. */
export interface OrderChargeHistoryTable {
  id: Generated<string>;
  order_id: number;
  at: CreatedAt;
  cause: 'save' | 'bulk' | 'manual';
  user_id: number | null;
  snapshot: Json<PricingSnapshot>;
}

/** What a history row keeps of a pricing. */
export interface PricingSnapshot {
  state: ChargeState;
  reason: ChargeReason | null;
  currency: string | null;
  total: string | null;
  chargeableWeight: string | null;
  sheetId: number | null;
  cost: { currency: string | null; total: string | null; sheetId: number | null; reason: ChargeReason | null };
}

/** A month's rate: CNY for one unit of the currency (029_exchange_rates.ts). */
export interface ExchangeRatesTable {
  id: Generated<number>;
  month: string;
  currency: string;
  rate: Decimal;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SettlementTables {
  exchange_rates: ExchangeRatesTable;
  customer_price_levels: CustomerPriceLevelsTable;
  order_charges: OrderChargesTable;
  order_charge_history: OrderChargeHistoryTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends SettlementTables {}
}
