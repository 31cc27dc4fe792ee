import { Code, type BrandWordRow, type brandWordFields } from '@fwd/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import { assertUnique, containing } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { brandMessages as m } from './messages.ts';
import type { BrandWordsTable } from './schema.ts';

/* The "not a brand" list: common words and phrases a brand's name sits inside (苹果汁, pineapple, apple pie). */

type Fields = z.output<typeof brandWordFields>;
const WORD = { table: 'brand_words', column: 'word', field: 'word' };

const wordOf = (r: Selectable<BrandWordsTable>): BrandWordRow => ({ id: r.id, word: r.word, remark: r.remark, version: r.version });
const wordById = async (db: Db, id: number) => {
  const row = await db.selectFrom('brand_words').selectAll().where('id', '=', id).executeTakeFirst();
  return row && wordOf(row);
};

export async function brandWordPage(db: Db, { currentPage, pageSize, keyword }: { currentPage: number; pageSize: number; keyword?: string | undefined }) {
  let q = db.selectFrom('brand_words').selectAll();
  if (keyword) q = q.where('word', 'ilike', containing(keyword));
  const [rows, { total }] = await Promise.all([
    q.orderBy('word').orderBy('id').limit(pageSize).offset((currentPage - 1) * pageSize).execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(wordOf), total };
}

export function createBrandWord(ctx: Ctx, f: Fields): Promise<BrandWordRow> {
  return inTransaction(ctx, async (t) => {
    await assertUnique(t, WORD, f.word);
    const row = wordOf(await t.db.insertInto('brand_words').values({ word: f.word, remark: f.remark }).returningAll().executeTakeFirstOrThrow());
    await audit(t, 'create', 'brandWord', row.id, null, row);
    return row;
  });
}

export function updateBrandWord(ctx: Ctx, id: number, { version, ...f }: Fields & { version: number }): Promise<BrandWordRow> {
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
