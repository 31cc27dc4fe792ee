import type { Language } from '@fwd/contract';
import { sql, type ColumnType } from 'kysely';

/** Column types every area's tables use. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric columns: strings both ways, never floats. */
export type Decimal = ColumnType<string, string, string>;

/** A name in each of the four languages (countries, number and tracking statuses), and how a row answers them. */
export interface NameColumns {
  name_zh: string;
  name_en: string;
  name_es: string;
  name_ja: string;
}
export const NAMES = ['name_zh as nameZh', 'name_en as nameEn', 'name_es as nameEs', 'name_ja as nameJa'] as const;
/** The name a reader of `lang` sees: that language's, the Chinese one where it is blank. `table` is the alias the query gives the names' table. */
export function nameIn(lang: Language, table?: string) {
  const name = (l: Language) => sql.ref<string>(table ? `${table}.name_${l}` : `name_${l}`);
  return lang === 'zh' ? name('zh') : sql<string>`coalesce(nullif(${name(lang)}, ''), ${name('zh')})`;
}

/** A numeric column's text without the scale's trailing zeros ('2.300' → '2.3', '10.000' → '10'), as people write it. */
export const decimalText = <T extends string | null>(v: T): T =>
  v !== null && v.includes('.') ? (v.replace(/\.?0+$/, '') as T) : v;
