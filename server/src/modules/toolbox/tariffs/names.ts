import { tariffNameFields, type ImportResult } from '@fwd/contract';
import type { z } from 'zod';
import {
  applyRows,
  readSheet,
  refuseImport,
  rowError,
  validRows,
  writeSheet,
  type Sheet,
} from '../../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { audit } from '../../audit/service.ts';
import { tariffNameColumns as c } from './messages.ts';

/*
 * The Chinese names of HS 2022's headings and subheadings, where the company
 * supplies them (sections and chapters ship with theirs): kept on the
 * nomenclature rows, so the search, the path and the tree read them at once
 * (a change bumps the tariff index's version by trigger).
 */

type Fields = z.output<typeof tariffNameFields>;
const LEVELS = ['heading', 'subheading'] as const;

export const nameSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'code', label: c.code, width: 14 },
    { key: 'nameEn', label: c.nameEn, width: 48, optional: true },
    { key: 'nameZh', label: c.nameZh, width: 36, optional: true },
  ],
  // HS 2022's 1,229 headings and 5,613 subheadings: the whole export is one file.
  maxRows: 8_000,
};

const named = (db: Db) =>
  db.selectFrom('tariff_nomenclature').select(['code', 'name_en', 'name_zh']).where('level', 'in', LEVELS);

/** Headings and subheadings in code order (of one chapter when asked), with the English beside for whoever fills in the Chinese. */
export async function exportNames(ctx: Ctx, chapter: string | undefined): Promise<FileAnswer> {
  const rows = await named(ctx.db)
    .$if(chapter !== undefined, (q) => q.where('code', 'like', `${chapter}%`))
    .orderBy('code')
    .execute();
  return writeSheet(
    ctx,
    nameSheet,
    (async function* () {
      yield rows.map((r) => ({ code: r.code, nameEn: r.name_en, nameZh: r.name_zh }));
    })(),
  );
}

export const nameTemplate = (ctx: Ctx): Promise<FileAnswer> => writeSheet(ctx, nameSheet, (async function* () {})());

/** Names headings and subheadings by code, all or none (a blank name takes the company's name away); every fault of every row said at once. */
export async function importNames(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const rows = (await readSheet(ctx, nameSheet, file)).map((r) => ({
    ...r,
    values: { code: r.values.code, nameZh: r.values.nameZh },
  }));
  const { rows: checked, errors } = validRows(ctx.lang, nameSheet, rows, tariffNameFields, 'code');
  return inTransaction(ctx, async (t) => {
    const codes = checked.flatMap((r) => (r.value.code === undefined ? [] : [r.value.code]));
    const known = new Map(
      (codes.length ? await named(t.db).where('code', 'in', codes).forUpdate().execute() : []).map((r) => [
        r.code,
        { code: r.code, nameZh: r.name_zh },
      ]),
    );
    for (const r of checked) {
      if (r.value.code !== undefined && !known.has(r.value.code))
        errors.push(rowError(t.lang, nameSheet, r.row, 'code', c.notInHs, { code: r.value.code }));
    }
    if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
    const fields = checked.flatMap((r) => (r.complete ? [r.value as Fields] : []));
    return applyRows(fields, {
      existing: known,
      keyOf: (f) => f.code,
      create: async () => {},
      update: async (before, f) => {
        await t.db.updateTable('tariff_nomenclature').set({ name_zh: f.nameZh }).where('code', '=', f.code).execute();
        await audit(t, 'update', 'tariffName', f.code, before, f);
      },
    });
  });
}
