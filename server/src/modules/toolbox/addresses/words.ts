import {
  ADDRESS_WORD_KINDS,
  addressWordFields,
  Code,
  LANGUAGES,
  type AddressWordRow,
  type ImportResult,
} from '@fwd/contract';
import { z } from 'zod';
import { commonColumns } from '../../../excel/messages.ts';
import {
  applyRows,
  byId,
  readSheet,
  refuseImport,
  rowError,
  validRows,
  writeSheet,
  type Sheet,
} from '../../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { containing, fieldConflict, fieldError } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { normalize } from './classify.ts';
import { addressColumns as c, addressMessages as m, wordKindNames } from './messages.ts';

type Fields = z.output<typeof addressWordFields>;
export interface WordFilter {
  kind?: Fields['kind'] | undefined;
  country?: string | undefined;
  lang?: string | undefined;
  keyword?: string | undefined;
}

const ROW = ['id', 'kind', 'country', 'lang', 'word', 'builtin', 'enabled', 'version'] as const;
const toRow = (r: Omit<AddressWordRow, 'country'> & { country: string }): AddressWordRow => ({
  ...r,
  country: r.country || null,
});

function matching(db: Db, f: WordFilter) {
  let q = db.selectFrom('address_words').select(ROW);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.country) q = q.where('country', '=', f.country);
  if (f.lang) q = q.where('lang', '=', f.lang);
  if (f.keyword) q = q.where('word', 'ilike', containing(f.keyword));
  return q;
}

export async function wordPage(
  db: Db,
  f: WordFilter,
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
) {
  const [records, { total }] = await Promise.all([
    matching(db, f)
      .orderBy('kind')
      .orderBy('country')
      .orderBy('lang')
      .orderBy('id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: records.map(toRow), total };
}

const one = async (db: Db, id: number) => {
  const r = await db.selectFrom('address_words').select(ROW).where('id', '=', id).executeTakeFirst();
  return r && toRow(r);
};

const columns = (f: Fields) => ({
  kind: f.kind,
  country: f.country ?? '',
  lang: f.lang,
  word: f.word,
  match_key: normalize(f.word),
  enabled: f.enabled,
});

/** The word's own rules: something left to match, and not the same word in the same list twice. */
async function check(t: Ctx, f: Fields, exceptId = 0): Promise<ReturnType<typeof columns>> {
  const cols = columns(f);
  if (!cols.match_key) throw fieldError(t.lang, 'word', m.noWord);
  const taken = await t.db
    .selectFrom('address_words')
    .select('id')
    .where('kind', '=', cols.kind)
    .where('country', '=', cols.country)
    .where('lang', '=', cols.lang)
    .where('match_key', '=', cols.match_key)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(t.lang, 'word', m.duplicateWord, { value: f.word });
  return cols;
}

async function insert(t: Ctx, f: Fields): Promise<AddressWordRow> {
  const { id } = await t.db
    .insertInto('address_words')
    .values(await check(t, f))
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (await one(t.db, id))!;
  await audit(t, 'create', 'address_word', id, null, row);
  return row;
}

async function change(t: Ctx, before: AddressWordRow, f: Fields, version: number): Promise<AddressWordRow> {
  const same =
    before.kind === f.kind && before.country === f.country && before.lang === f.lang && before.word === f.word;
  if (before.builtin && !same) throw fieldError(t.lang, 'word', m.builtinFixed);
  const set = await check(t, f, before.id);
  return updateVersioned(t, {
    table: 'address_words',
    id: before.id,
    version,
    set,
    read: (db) => one(db, before.id),
    notFound: m.noSuchWord,
    audit: { entity: 'address_word', before },
  });
}

export const createWord = (ctx: Ctx, f: Fields) => inTransaction(ctx, (t) => insert(t, f));

export const updateWord = (ctx: Ctx, id: number, { version, ...f }: Fields & { version: number }) =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchWord);
    return change(t, before, f, version);
  });

export const removeWord = (ctx: Ctx, id: number): Promise<null> =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchWord);
    if (before.builtin) throw new AppError(Code.CONFLICT, m.builtinKept);
    await t.db.deleteFrom('address_words').where('id', '=', id).execute();
    await audit(t, 'delete', 'address_word', id, before, null);
    return null;
  });

export const wordSheet: Sheet = {
  name: c.wordsSheet,
  columns: [
    { key: 'kind', label: c.kind, width: 14 },
    { key: 'country', label: c.country, width: 10 },
    { key: 'lang', label: c.lang, width: 8 },
    { key: 'word', label: c.word, width: 24 },
    { key: 'enabled', label: commonColumns.enabled, kind: 'boolean', width: 8, optional: true },
    { key: 'builtin', label: c.builtin, kind: 'boolean', width: 8, exportOnly: true },
  ],
};

/** A kind as staff write it: the contract's key or its name in any of the four languages. */
const kindByName = new Map(
  ADDRESS_WORD_KINDS.flatMap((k) =>
    [k, ...LANGUAGES.map((l) => wordKindNames[k][l])].map((name) => [name.toLowerCase(), k] as const),
  ),
);
const wordSheetRow = addressWordFields.extend({
  kind: z.preprocess(
    (v) => (typeof v === 'string' ? (kindByName.get(v.trim().toLowerCase()) ?? v) : v),
    addressWordFields.shape.kind,
  ),
});

export function exportWords(ctx: Ctx, f: WordFilter): Promise<FileAnswer> {
  return writeSheet(
    ctx,
    wordSheet,
    byId(async (after, limit) => {
      const rows = await matching(ctx.db, f).where('id', '>', after).orderBy('id').limit(limit).execute();
      return rows.map((r) => ({ ...r, kind: wordKindNames[r.kind][ctx.lang], country: r.country || null }));
    }),
  );
}

export const wordTemplate = (ctx: Ctx) => writeSheet(ctx, wordSheet, (async function* () {})());

/** Lower case whole, as applyRows compares keys (kinds have capitals: poBox). */
const wordKey = (kind: string, country: string, lang: string, matchKey: string) =>
  `${kind}|${country}|${lang}|${matchKey}`.toLowerCase();
const keyOf = (f: Partial<Fields>) =>
  f.kind && f.lang && f.word ? wordKey(f.kind, f.country ?? '', f.lang, normalize(f.word)) : undefined;

/**
 * Creates or updates words by kind, country, language and word (as matched),
 * all or none: every row must pass the schema, leave something to match, and
 * not change a built-in word (only its switch).
 */
export async function importWords(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const rows = await readSheet(ctx, wordSheet, file);
  const { rows: checked, errors } = validRows(ctx.lang, wordSheet, rows, wordSheetRow, 'word', keyOf);
  return inTransaction(ctx, async (t) => {
    const existing = new Map(
      (
        await t.db
          .selectFrom('address_words')
          .select([...ROW, 'match_key'])
          .execute()
      ).map((r) => [wordKey(r.kind, r.country, r.lang, r.match_key), toRow(r)]),
    );
    const kept: Fields[] = [];
    for (const r of checked) {
      if (r.value.word !== undefined && !normalize(r.value.word))
        errors.push(rowError(t.lang, wordSheet, r.row, 'word', m.noWord));
      else if (r.complete) {
        // A built-in word keeps its spelling: the file names it, it does not rename it.
        const builtin = existing.get(keyOf(r.value)!);
        kept.push(builtin?.builtin ? { ...r.value, word: builtin.word } : r.value);
      }
    }
    if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
    return applyRows(kept, {
      existing,
      keyOf: (f) => keyOf(f)!,
      create: (f) => insert(t, f),
      update: (w, f) => change(t, w, f, w.version),
    });
  });
}
