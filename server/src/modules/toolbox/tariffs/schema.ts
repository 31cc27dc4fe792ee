import type { Generated } from 'kysely';
import type { CreatedAt, Decimal, Timestamp } from '../../../db/columns.ts';
import type { NomenclatureLevel } from '../../../db/migrations/012_tariffs.ts';

/** HS 2022: sections (roman numerals), chapters, headings, subheadings (2, 4, 6 digits), loaded by migration 012. */
export interface TariffNomenclatureTable {
  code: string;
  level: NomenclatureLevel;
  parent: string | null;
  name_en: string;
  name_zh: string | null;
  sort: number;
}

/** A national line (China's 8 or 10-digit 商品编码) the company declares under. */
export interface TariffLinesTable {
  id: Generated<number>;
  code: string;
  subheading: string;
  name: string;
  unit1: string;
  unit2: string | null;
  elements: string | null;
  rebate_rate: Decimal | null;
  supervision: string | null;
  remark: string | null;
  /** 'YYYY-MM-DD', both ends in force. */
  effective_from: string;
  effective_to: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** An everyday name of goods and the codes it means (migration 021). */
export interface TariffSynonymsTable {
  id: Generated<number>;
  word: string;
  /** The name as the search reads it (synonym-match.ts): unique. */
  match_key: string;
  codes: string[];
  builtin: Generated<boolean>;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Bumped by triggers on the nomenclature, the lines and the synonyms: the search index's version. */
export interface TariffIndexTable {
  id: Generated<boolean>;
  version: Generated<number>;
}

export interface TariffTables {
  tariff_nomenclature: TariffNomenclatureTable;
  tariff_lines: TariffLinesTable;
  tariff_synonyms: TariffSynonymsTable;
  tariff_index: TariffIndexTable;
}

declare module '../../../db/schema.ts' {
  interface DB extends TariffTables {}
}
