import type { Generated } from 'kysely';
import type { NameColumns, Timestamp } from '../../db/columns.ts';

export interface CountriesTable extends NameColumns {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Of the Chinese name, lower case, no spaces: 'meiguo', and its initials 'mg'. */
  pinyin: string;
  initials: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** Countries, synced from the i18n-iso-countries package at every start. */
export interface CountriesTables {
  countries: CountriesTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends CountriesTables {}
}
