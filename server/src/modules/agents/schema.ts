import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/columns.ts';

export interface AgentsTable {
  id: Generated<number>;
  agent_name: string;
  /** Unique whatever the case; the natural key of imports. */
  agent_code: string;
  contact: string | null;
  phone: string | null;
  remark: string | null;
  enabled: Generated<boolean>;
  /** The tracking provider's carrier key for the agent's numbers; null: the provider detects it. */
  tracking_carrier: number | null;
  tracked: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Channels an agent serves. */
export interface AgentChannelsTable {
  agent_id: number;
  channel_id: number;
}

/** Countries an agent covers. */
export interface AgentCountriesTable {
  agent_id: number;
  country_id: number;
}

/** Agents and their options; the options go when the agent goes. */
export interface AgentsTables {
  agents: AgentsTable;
  agent_channels: AgentChannelsTable;
  agent_countries: AgentCountriesTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends AgentsTables {}
}
