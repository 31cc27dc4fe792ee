import { brandWordFields, Code, type BrandWordRow, type ImportResult } from '@fwd/contract';
import { commonColumns } from '../../../excel/messages.ts';
import { applyRows, byId, readSheet, refuseImport, validRows, writeSheet, type Sheet } from '../../../excel/sheet.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import { assertUnique, containing } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { brandMessages as m, brandWordColumns as c } from './messages.ts';
import type { BrandWordsTable } from './schema.ts';

/* The "not a brand" list: common words and phrases a brand's name sits inside (苹果汁, pineapple, apple pie). */

type Fields = z.output<typeof brandWordFields>;
const WORD = { table: 'brand_words', column: 'word', field: 'word' };

const wordOf = (r: Selectable<BrandWordsTable>): BrandWordRow => ({
  id: r.id,
  word: r.word,
  remark: r.remark,
  version: r.version,
});
const wordById = async (db: Db, id: number) => {
  const row = await db.selectFrom('brand_words').selectAll().where('id', '=', id).executeTakeFirst();
  return row && wordOf(row);
};

const matching = (db: Db, keyword: string | undefined) => {
  const q = db.selectFrom('brand_words').selectAll();
  return keyword ? q.where('word', 'ilike', containing(keyword)) : q;
};

export async function brandWordPage(
  db: Db,
  { currentPage, pageSize, keyword }: { currentPage: number; pageSize: number; keyword?: string | undefined },
) {
  const q = matching(db, keyword);
  const [rows, { total }] = await Promise.all([
    q
      .orderBy('word')
      .orderBy('id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(wordOf), total };
}

export function createBrandWord(ctx: Ctx, f: Fields): Promise<BrandWordRow> {
  return inTransaction(ctx, async (t) => {
    await assertUnique(t, WORD, f.word);
    const row = wordOf(
      await t.db
        .insertInto('brand_words')
        .values({ word: f.word, remark: f.remark })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    await audit(t, 'create', 'brandWord', row.id, null, row);
    return row;
  });
}

export function updateBrandWord(
  ctx: Ctx,
  id: number,
  { version, ...f }: Fields & { version: number },
): Promise<BrandWordRow> {
  return inTransaction(ctx, async (t) => {
    const before = await wordById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.wordNotFound);
    await assertUnique(t, WORD, f.word, id);
    return updateVersioned(t, {
      table: 'brand_words',
      id,
      version,
      set: { word: f.word, remark: f.remark },
      read: (db) => wordById(db, id),
      notFound: m.wordNotFound,
      audit: { entity: 'brandWord', before },
    });
  });
}

export async function deleteBrandWord(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await wordById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.wordNotFound);
    await t.db.deleteFrom('brand_words').where('id', '=', id).execute();
    await audit(t, 'delete', 'brandWord', id, before, null);
  });
  return null;
}

// ── Excel ────────────────────────────────────────────────────────────────

export const brandWordSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'word', label: c.word, width: 30 },
    { key: 'remark', label: commonColumns.remark, width: 40 },
  ],
};

export const exportBrandWords = (ctx: Ctx, keyword: string | undefined): Promise<FileAnswer> =>
  writeSheet(
    ctx,
    brandWordSheet,
    byId(async (after, limit) =>
      (await matching(ctx.db, keyword).where('id', '>', after).orderBy('id').limit(limit).execute()).map(wordOf),
    ),
  );

export const brandWordTemplate = (ctx: Ctx): Promise<FileAnswer> =>
  writeSheet(ctx, brandWordSheet, (async function* () {})());

/** Adds or updates words by their text (any case), all or none; every fault of every row is said at once. */
export async function importBrandWords(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const { rows, errors } = validRows(
    ctx.lang,
    brandWordSheet,
    await readSheet(ctx, brandWordSheet, file),
    brandWordFields,
    'word',
  );
  if (errors.length) throw refuseImport(errors);
  const fields = rows.filter((r) => r.complete).map((r) => r.value as Fields);
  return inTransaction(ctx, async (t) => {
    const lowered = fields.map((f) => f.word.toLowerCase());
    const existing = lowered.length
      ? (
          await t.db
            .selectFrom('brand_words')
            .selectAll()
            .where(sql`lower(word)`, 'in', lowered)
            .forUpdate()
            .execute()
        ).map(wordOf)
      : [];
    return applyRows(fields, {
      existing: new Map(existing.map((w) => [w.word.toLowerCase(), w])),
      keyOf: (f) => f.word,
      create: async (f) => {
        const row = wordOf(
          await t.db
            .insertInto('brand_words')
            .values({ word: f.word, remark: f.remark })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
        await audit(t, 'create', 'brandWord', row.id, null, row);
      },
      update: (before, f) =>
        updateVersioned(t, {
          table: 'brand_words',
          id: before.id,
          version: before.version,
          set: { word: f.word, remark: f.remark },
          read: (db) => wordById(db, before.id),
          notFound: m.wordNotFound,
          audit: { entity: 'brandWord', before },
        }),
    });
  });
}
