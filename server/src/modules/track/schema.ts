import type { Timestamp } from '../../db/columns.ts';

/** An order's public tracking link (031_settings_and_track_links.ts): the token is derived, never kept (links.ts). */
export interface OrderTrackLinksTable {
  order_id: number;
  /** 16 random bytes, drawn again when the link is revoked. */
  nonce: Buffer;
  /** SHA-256 of the token, unique: how a visit finds its order. */
  token_hash: Buffer;
  /** When this link was made (revoking makes another). */
  created_at: Timestamp;
}

export interface TrackTables {
  order_track_links: OrderTrackLinksTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends TrackTables {}
}
