import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns.ts';

export interface LoginFailuresTable {
  id: Generated<number>;
  /** `u:<username>` or `ip:<address>`. */
  key: string;
  at: CreatedAt;
}

/** Failed sign-ins (sessions are the sessions plugin's). */
export interface AuthTables {
  login_failures: LoginFailuresTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends AuthTables {}
}
