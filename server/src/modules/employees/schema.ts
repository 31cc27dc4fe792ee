import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, CreatedAt } from '../../db/columns.ts';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  role_id: number | null;
  company_id: number | null;
  site_id: number | null;
  join_date: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string | null;
  email: string | null;
  deleted_at: Timestamp | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Employees: the users who sign in. */
export interface EmployeesTables {
  users: UsersTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends EmployeesTables {}
}
