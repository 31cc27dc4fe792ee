import type { ChannelRow } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/columns.ts';

/**
 * A shipping channel. The quote area keeps zones, rates, surcharges and quote
 * settings in tables of its own keyed by `channel_id`, not in columns here.
 */
export interface ChannelsTable {
  id: Generated<number>;
  /** Unique whatever the case. */
  code: string;
  name: string;
  mode: ChannelRow['mode'];
  incoterm: ChannelRow['incoterm'];
  carrier: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ChannelsTables {
  channels: ChannelsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends ChannelsTables {}
}
