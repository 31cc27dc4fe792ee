import type { ChatPlatform } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from '../../db/columns.ts';

export interface ChatAccountsTable {
  id: Generated<number>;
  platform: ChatPlatform;
  account: string;
  /** The employee who uses it; null = idle. */
  user_id: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** QQ and WeChat accounts. */
export interface ChatTables {
  chat_accounts: ChatAccountsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends ChatTables {}
}
