import type { BillMapping, BillState, CurrencyAmount, DifferenceKind, DifferenceStatus } from '@fwd/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../db/columns.ts';

type Json<T> = ColumnType<T, string, string>;
type Day = ColumnType<string, string, string>;

/** An agent's tolerances, unbilled days and remembered column mapping (028_payables.ts). */
export interface AgentBillSettingsTable {
  id: Generated<number>;
  agent_id: number;
  weight_tolerance: Decimal;
  amount_tolerance: Decimal;
  unbilled_days: number;
  mapping: Json<BillMapping> | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface AgentBillsTable {
  id: Generated<number>;
  agent_id: number;
  bill_no: string;
  period_from: Day;
  period_to: Day;
  currency: string;
  file_hash: string;
  file_name: string | null;
  state: Generated<BillState>;
  line_count: number;
  totals: Json<CurrencyAmount[]>;
  created_by: number;
  created_at: CreatedAt;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface AgentBillLinesTable {
  id: Generated<number>;
  bill_id: number;
  row_no: number;
  new_number: string | null;
  original_number: string | null;
  weight: Decimal | null;
  amount: Decimal;
  currency: string;
  billed_on: Day | null;
  remark: string | null;
  order_id: number | null;
  expected_weight: Decimal | null;
  expected_amount: Decimal | null;
  expected_currency: string | null;
}

export interface AgentBillDifferencesTable {
  id: Generated<number>;
  bill_id: number;
  line_id: number | null;
  order_id: number | null;
  kind: DifferenceKind;
  status: Generated<DifferenceStatus>;
  note: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface AgentPaymentsTable {
  id: Generated<number>;
  agent_id: number;
  amount: Decimal;
  currency: string;
  paid_on: Day;
  reference: string | null;
  created_by: number;
  created_at: CreatedAt;
}

export interface PayablesTables {
  agent_bill_settings: AgentBillSettingsTable;
  agent_bills: AgentBillsTable;
  agent_bill_lines: AgentBillLinesTable;
  agent_bill_differences: AgentBillDifferencesTable;
  agent_payments: AgentPaymentsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends PayablesTables {}
}
