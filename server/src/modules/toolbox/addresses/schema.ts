import type { AddressWordKind } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../../db/columns.ts';

/** A word of the lists: what it marks, where (country '' for all) and in which language. */
export interface AddressWordsTable {
  id: Generated<number>;
  kind: AddressWordKind;
  country: string;
  lang: string;
  word: string;
  /** The word as the classifier matches it (`normalize` in classify.ts). */
  match_key: string;
  builtin: Generated<boolean>;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An address staff know the type of: a normalised exact match decides. */
export interface AddressKnownTable {
  id: Generated<number>;
  country: string;
  postcode: string | null;
  city: string | null;
  street: string;
  company: string | null;
  type: 'residential' | 'commercial';
  remark: string | null;
  /** country|postcode|street, normalised (`knownKey` in classify.ts). */
  match_key: string;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AddressDistrictsTable {
  id: Generated<number>;
  country: string;
  postcode: string;
  remark: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AddressTables {
  address_words: AddressWordsTable;
  address_known: AddressKnownTable;
  address_districts: AddressDistrictsTable;
}

declare module '../../../db/schema.ts' {
  interface DB extends AddressTables {}
}
