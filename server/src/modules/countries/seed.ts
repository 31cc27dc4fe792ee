import countryNames from 'i18n-iso-countries';
import { sql, type Insertable } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { Db } from '../../http/context.ts';
import type { CountriesTable } from './schema.ts';

type IsoCountry = Omit<Insertable<CountriesTable>, 'enabled' | 'sort' | 'version' | 'updated_at'>;

/** Lower-case letters only: 'feilvbin' for 菲律宾 (ü typed as v), no tones, spaces or punctuation. */
const letters = (zh: string, pattern: 'pinyin' | 'first') =>
  pinyin(zh, { pattern, toneType: 'none', v: true, nonZh: 'removed', separator: '' })
    .toLowerCase()
    .replace(/[^a-z]/g, '');

let computed: IsoCountry[] | undefined;

/** What the sync keeps as the package says: the names and their pinyin. */
const DERIVED = ['name_zh', 'name_en', 'name_es', 'name_ja', 'pinyin', 'initials'] as const;
const tuple = (table: string) => sql.join(DERIVED.map((col) => sql.ref(`${table}.${col}`)));

/** Every ISO 3166-1 country with the package's names in the four languages and the pinyin of the Chinese one, computed once. */
export function isoCountries(): IsoCountry[] {
  computed ??= Object.keys(countryNames.getAlpha2Codes()).map((code) => {
    const name = (lang: string) => countryNames.getName(code, lang, { select: 'official' }) ?? code;
    const zh = name('zh');
    return {
      code,
      name_zh: zh,
      name_en: name('en'),
      name_es: name('es'),
      name_ja: name('ja'),
      pinyin: letters(zh, 'pinyin'),
      initials: letters(zh, 'first'),
    };
  });
  return computed;
}

/** Where most parcels from China go, offered first when a search finds several (staff may reorder). */
const COMMON_DESTINATIONS = ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP'];
const sortOf = (code: string) => {
  const i = COMMON_DESTINATIONS.indexOf(code);
  return i < 0 ? {} : { sort: i + 1 };
};

/**
 * Adds the countries a database lacks (the common destinations first in the
 * order) and brings names the package changed up to date; what staff set
 * (enabled, order) stays. Never typed by hand.
 */
export async function syncCountries(db: Db): Promise<void> {
  await db
    .insertInto('countries')
    .values(isoCountries().map((c) => ({ ...c, ...sortOf(c.code) })))
    .onConflict((c) =>
      c
        .column('code')
        .doUpdateSet({
          ...Object.fromEntries(DERIVED.map((col) => [col, sql.ref(`excluded.${col}`)])),
          updated_at: new Date(),
        })
        .where(sql<boolean>`(${tuple('countries')}) is distinct from (${tuple('excluded')})`),
    )
    .execute();
}
