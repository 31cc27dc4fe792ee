import type { BrandCategory, BrandRisk } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../../db/columns.ts';

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  aliases: string[];
  category: BrandCategory;
  risk_level: BrandRisk;
  whole_word: boolean;
  remark: string | null;
  enabled: boolean;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The channels that refuse a brand. */
export interface BrandChannelsTable {
  brand_id: number;
  channel_id: number;
}

/** Words and phrases that are not brands. */
export interface BrandWordsTable {
  id: Generated<number>;
  word: string;
  remark: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One row: bumped by every change to what the matcher is built from (migration 013's triggers). */
export interface BrandBookTable {
  id: Generated<boolean>;
  version: Generated<number>;
}

export interface BrandTables {
  brands: BrandsTable;
  brand_channels: BrandChannelsTable;
  brand_words: BrandWordsTable;
  brand_book: BrandBookTable;
}

declare module '../../../db/schema.ts' {
  interface DB extends BrandTables {}
}
