import {
  Code,
  LANGUAGES,
  type CountryOption,
  type CountryRow,
  type countryUpdateBody,
  type Language,
} from '@fwd/contract';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { beginning, containing } from '../../http/rules.ts';
import { NAMES } from '../../db/columns.ts';
import type { DB } from '../../db/schema.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { countryMessages as m } from './messages.ts';

const nameIn = (lang: Language) => `name_${lang}` as const;
type Eb = ExpressionBuilder<DB, 'countries'>;

/**
 * Countries a keyword finds, best first: the code itself, or the whole of a
 * name, the pinyin or its initials (`mg` is 美国's as much as Madagascar's
 * code); then a name, the pinyin or its initials beginning with it; then a
 * name or the pinyin holding it. Ties by `sort` (the common destinations
 * come first), then by name in the caller's language (by pinyin in Chinese).
 */
function found(db: Db, lang: Language, keyword: string | undefined) {
  const q = db.selectFrom('countries');
  const ordered = (qb: typeof q) =>
    qb
      .orderBy('sort')
      .orderBy(lang === 'zh' ? 'pinyin' : nameIn(lang))
      .orderBy('code');
  if (!keyword) return ordered(q);
  // Pinyin is typed in letters, perhaps with spaces or apostrophes (xi'an).
  const spelled = /^[a-z\s']+$/i.test(keyword) ? keyword.toLowerCase().replace(/[\s']/g, '') : '';
  const code = (eb: Eb) => eb(eb.fn('lower', ['code']), '=', keyword.toLowerCase());
  const whole = (eb: Eb) =>
    eb.or([
      code(eb),
      eb(eb.fn('lower', [nameIn(lang)]), '=', keyword.toLowerCase()),
      ...(spelled ? [eb('pinyin', '=', spelled), eb('initials', '=', spelled)] : []),
    ]);
  const initially = (eb: Eb) =>
    eb.or([
      eb(nameIn(lang), 'ilike', beginning(keyword)),
      ...(spelled ? [eb('pinyin', 'like', `${spelled}%`), eb('initials', 'like', `${spelled}%`)] : []),
    ]);
  return ordered(
    q
      .orderBy((eb) => eb.case().when(whole(eb)).then(0).when(initially(eb)).then(1).else(2).end())
      .where((eb) =>
        eb.or([
          code(eb),
          initially(eb),
          ...LANGUAGES.map((l) => eb(nameIn(l), 'ilike', containing(keyword))),
          ...(spelled ? [eb('pinyin', 'like', `%${spelled}%`)] : []),
        ]),
      ),
  );
}

export const countryOptions = (ctx: Ctx, keyword: string | undefined): Promise<CountryOption[]> =>
  found(ctx.db, ctx.lang, keyword)
    .select(['id', 'code', 'name_zh as countryNameCn', `${nameIn(ctx.lang)} as countryName`])
    .where('enabled', '=', true)
    .execute();

const rows = (db: Db, lang: Language, keyword?: string) =>
  found(db, lang, keyword).select(['id', 'code', ...NAMES, 'enabled', 'sort', 'version']);

export const listCountries = (ctx: Ctx, keyword: string | undefined): Promise<CountryRow[]> =>
  rows(ctx.db, ctx.lang, keyword).execute();

const countryById = (db: Db, id: number): Promise<CountryRow | undefined> =>
  rows(db, 'zh').where('id', '=', id).executeTakeFirst();

/** Staff choose which countries are offered, and in what order; the names are the package's. */
export function updateCountry(
  ctx: Ctx,
  id: number,
  { enabled, sort, version }: z.output<typeof countryUpdateBody>,
): Promise<CountryRow> {
  return inTransaction(ctx, async (t) => {
    const before = await countryById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    return updateVersioned(t, {
      table: 'countries',
      id,
      version,
      set: { enabled, sort },
      read: (db) => countryById(db, id),
      notFound: m.notFound,
      audit: {
        entity: 'country',
        before: { enabled: before.enabled, sort: before.sort },
        after: () => ({ enabled, sort }),
      },
    });
  });
}
