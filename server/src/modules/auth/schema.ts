import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from '../../db/columns.ts';

export interface SessionsTable {
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  end_reason: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** `u:<username>` or `ip:<address>`. */
  key: string;
  at: CreatedAt;
}

/** Sessions and failed sign-ins. */
export interface AuthTables {
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends AuthTables {}
}
