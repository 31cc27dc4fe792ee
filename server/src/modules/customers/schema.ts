import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/columns.ts';

export interface CustomersTable {
  id: Generated<number>;
  /** Unique whatever the case; the natural key of imports. */
  short_name: string;
  full_name: string;
  /** The sales owner, whose data scope governs who sees the customer. */
  owner_user_id: number;
  contact: string | null;
  phone: string | null;
  remark: string | null;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CustomersTables {
  customers: CustomersTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends CustomersTables {}
}
