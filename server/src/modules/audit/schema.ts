import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns.ts';

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  user_id: number | null;
  action: 'create' | 'update' | 'delete' | 'restore';
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
}

/** Who changed what. */
export interface AuditTables {
  audit_log: AuditLogTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends AuditTables {}
}
