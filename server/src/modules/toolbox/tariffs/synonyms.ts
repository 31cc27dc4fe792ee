import { readFileSync } from 'node:fs';
import { Code, stripCode, type TariffSynonymRow, tariffSynonymFields } from '@fwd/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import { beginning, containing, fieldConflict, fieldError } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { tariffMessages as m } from './messages.ts';
import { synonymKey, type Synonym } from './synonym-match.ts';

/*
 * The everyday names of goods the search knows: the list shipped in
 * data/synonyms.tsv, seeded as built-in rows (reference data), and the names
 * staff add. Every write bumps the search index's version (migration 021).
 */

type Fields = z.output<typeof tariffSynonymFields>;
const ROW = ['id', 'word', 'codes', 'builtin', 'enabled', 'version'] as const;

/** The shipped list, one row per word: `codes<TAB>word|word…`, `#` comments. */
export function shippedSynonyms(): Synonym[] {
  const text = readFileSync(new URL('data/synonyms.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .flatMap((l) => {
      const [codes, words] = l.split('\t');
      return words!.split('|').map((word) => ({ word: word.trim(), codes: codes!.split(',').map((c) => c.trim()) }));
    });
}

/**
 * Adds the shipped names a database lacks and brings the codes of those
 * staff never touched (version 1) up to the shipped list; a name staff edited
 * or switched off stays as they left it, and one staff added first is theirs.
 */
export async function syncSynonyms(db: Db): Promise<void> {
  const rows = shippedSynonyms().map((s) => ({
    word: s.word,
    match_key: synonymKey(s.word),
    codes: s.codes,
    builtin: true,
  }));
  await db
    .insertInto('tariff_synonyms')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('match_key')
        .doUpdateSet((eb) => ({ codes: eb.ref('excluded.codes') }))
        .where((eb) =>
          eb.and([
            eb('tariff_synonyms.builtin', '=', true),
            eb('tariff_synonyms.version', '=', 1),
            eb('tariff_synonyms.codes', '<>', eb.ref('excluded.codes')),
          ]),
        ),
    )
    .execute();
}

/** The enabled names, for the search index. */
export const enabledSynonyms = async (db: Db): Promise<Synonym[]> =>
  db.selectFrom('tariff_synonyms').select(['word', 'codes']).where('enabled', '=', true).orderBy('id').execute();

function matching(db: Db, keyword: string | undefined) {
  const q = db.selectFrom('tariff_synonyms');
  if (!keyword) return q;
  const digits = stripCode(keyword);
  return /^\d+$/.test(digits)
    ? q.where(sql<boolean>`exists (select 1 from unnest(codes) as c where c like ${beginning(digits)})`)
    : q.where('word', 'ilike', containing(keyword));
}

/** Staff's own names first, then the shipped ones, alphabetically. */
export async function synonymPage(
  db: Db,
  { currentPage, pageSize, keyword }: { currentPage: number; pageSize: number; keyword?: string | undefined },
) {
  const [records, { total }] = await Promise.all([
    matching(db, keyword)
      .select(ROW)
      .orderBy('builtin')
      .orderBy(sql`lower(word)`)
      .orderBy('id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

const one = (db: Db, id: number): Promise<TariffSynonymRow | undefined> =>
  db.selectFrom('tariff_synonyms').select(ROW).where('id', '=', id).executeTakeFirst();

/** The name's own rules: something left to match, not another record's name, codes of HS 2022 (each once, in the order given). */
async function check(t: Ctx, f: Fields, exceptId = 0) {
  const key = synonymKey(f.word);
  if (!key) throw fieldError(t.lang, 'word', m.noSynonymWord);
  const codes = [...new Set(f.codes)];
  const known = new Set(
    (
      await t.db
        .selectFrom('tariff_nomenclature')
        .select('code')
        .where('code', 'in', codes)
        .where('level', 'in', ['chapter', 'heading', 'subheading'])
        .execute()
    ).map((r) => r.code),
  );
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw fieldError(t.lang, 'codes', m.notInNomenclature, { codes: unknown.join(', ') });
  const taken = await t.db
    .selectFrom('tariff_synonyms')
    .select('word')
    .where('match_key', '=', key)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(t.lang, 'word', m.duplicateSynonym, { value: f.word, taken: taken.word });
  return { word: f.word, match_key: key, codes, enabled: f.enabled };
}

export const createSynonym = (ctx: Ctx, f: Fields) =>
  inTransaction(ctx, async (t) => {
    const { id } = await t.db
      .insertInto('tariff_synonyms')
      .values(await check(t, f))
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await one(t.db, id))!;
    await audit(t, 'create', 'tariffSynonym', id, null, row);
    return row;
  });

export const updateSynonym = (ctx: Ctx, id: number, { version, ...f }: Fields & { version: number }) =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchSynonym);
    if (before.builtin && f.word !== before.word) throw fieldError(t.lang, 'word', m.builtinSynonymWord);
    const set = await check(t, f, id);
    return updateVersioned(t, {
      table: 'tariff_synonyms',
      id,
      version,
      set,
      read: (db) => one(db, id),
      notFound: m.noSuchSynonym,
      audit: { entity: 'tariffSynonym', before },
    });
  });

export const removeSynonym = (ctx: Ctx, id: number): Promise<null> =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchSynonym);
    if (before.builtin) throw new AppError(Code.CONFLICT, m.builtinSynonymKept);
    await t.db.deleteFrom('tariff_synonyms').where('id', '=', id).execute();
    await audit(t, 'delete', 'tariffSynonym', id, before, null);
    return null;
  });
