import type { AdjustmentKind, Language, PaymentMethod, StatementState } from '@fwd/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../db/columns.ts';

/** A calendar day as PostgreSQL's `date` reads back: YYYY-MM-DD. */
type Day = string;

/** The counter statement numbers are drawn from, per month of their period (ST-YYYYMM-NNNN). */
export interface StatementNumbersTable {
  month: string;
  last: number;
}

export interface StatementsTable {
  id: Generated<number>;
  number: string;
  customer_id: number;
  /** First and last day of the period, inclusive, on the company's clock. */
  period_from: Day;
  period_to: Day;
  state: ColumnType<StatementState, StatementState | undefined, StatementState>;
  issued_at: Date | null;
  issued_by: number | null;
  settled_at: Date | null;
  created_by: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An order an issued statement billed, at the amount it billed. */
export interface StatementOrdersTable {
  statement_id: number;
  order_id: number;
  currency: string;
  amount: Decimal;
}

/** An issued statement's balances in one currency, as issued. */
export interface StatementTotalsTable {
  statement_id: number;
  currency: string;
  opening: Decimal;
  charges: Decimal;
  adjustments: Decimal;
  payments: Decimal;
  closing: Decimal;
  due: Decimal;
}

export interface ChargeAdjustmentsTable {
  id: Generated<number>;
  order_id: number;
  customer_id: number;
  currency: string;
  amount: Decimal;
  kind: AdjustmentKind;
  reason: string | null;
  inputs: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  statement_id: number | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  customer_id: number;
  currency: string;
  amount: Decimal;
  paid_on: Day;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  created_by: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PaymentApplicationsTable {
  id: Generated<number>;
  payment_id: number;
  statement_id: number;
  amount: Decimal;
  created_at: CreatedAt;
}

export interface StatementsTables {
  statement_numbers: StatementNumbersTable;
  statements: StatementsTable;
  statement_orders: StatementOrdersTable;
  statement_totals: StatementTotalsTable;
  charge_adjustments: ChargeAdjustmentsTable;
  payments: PaymentsTable;
  payment_applications: PaymentApplicationsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends StatementsTables {}
}

/** What this area keeps on a customer (027_statements.ts): its statements' language and its credit limit. */
declare module '../customers/schema.ts' {
  interface CustomersTable {
    language: ColumnType<Language, Language | undefined, Language>;
    credit_limit: Decimal | null;
    credit_currency: string | null;
  }
}
