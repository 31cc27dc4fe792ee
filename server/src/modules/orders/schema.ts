import type { CargoType, OrderAddressType } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../db/columns.ts';

export interface OrdersTable {
  id: Generated<number>;
  /** Our waybill number, unique; the natural key of imports and the upstream sync. */
  numbers: string;
  customer_order_number: string | null;
  original_tracking_number: string | null;
  new_tracking_number: string | null;
  customer_id: number;
  agent_id: number | null;
  channel_id: number | null;
  country_id: number;
  consignee_name: string;
  consignee_phone: string | null;
  consignee_city: string | null;
  consignee_postcode: string | null;
  consignee_address: string | null;
  goods_description: string | null;
  hs_code: string | null;
  declared_value: Decimal | null;
  currency: string | null;
  weight: Decimal;
  pieces: Generated<number>;
  /** What else it prices by (030_order_pricing_inputs.ts): null when not recorded. */
  cargo_type: CargoType | null;
  address_type: OrderAddressType | null;
  length_cm: Decimal | null;
  width_cm: Decimal | null;
  height_cm: Decimal | null;
  /** The owner employee, whose data scope governs who sees the order. */
  owner_user_id: number;
  status_id: number;
  tracking_status: string | null;
  tracking_sub_status: string | null;
  last_event: string | null;
  last_event_at: Timestamp | null;
  tracked_at: Timestamp | null;
  /** The number registered with the tracking provider, null until registered. */
  registered_number: string | null;
  /** The day the tracking provider expects delivery (YYYY-MM-DD as it wrote it), when it says; 031. */
  expected_delivery: string | null;
  entry_date: Timestamp;
  is_received: Generated<boolean>;
  received_at: Timestamp | null;
  remark: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Orders counted by owner, tab and one filtered column (007_orders.ts says how it is kept, 010 adds `event`). */
export interface OrderCountsTable {
  dim: 'all' | 'customer' | 'agent' | 'country' | 'status' | 'tracking' | 'day' | 'quiet' | 'event';
  val: string;
  /** 0: every owner. */
  owner_user_id: number;
  is_received: boolean;
  n: number;
  folded: Generated<boolean>;
}

/** Each distinct text of an order's latest event, by its md5 (`order_counts` counts orders per `event` by it); 010_orders_tuning.ts. */
export interface OrderEventTextsTable {
  hash: string;
  text: string;
}

export interface OrdersTables {
  orders: OrdersTable;
  order_counts: OrderCountsTable;
  order_event_texts: OrderEventTextsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends OrdersTables {}
}
