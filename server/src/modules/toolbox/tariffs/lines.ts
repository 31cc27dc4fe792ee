import {
  Code,
  stripCode,
  tariffLineFields,
  type ImportError,
  type ImportResult,
  type Language,
  type TariffLineFields,
  type TariffLineRow,
} from '@fwd/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { decimalText } from '../../../db/columns.ts';
import type { DB } from '../../../db/schema.ts';
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
import { commonColumns } from '../../../excel/messages.ts';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { assertUnique, beginning, containing, fieldErrors, type RuleFailure } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { tariffColumns as c, tariffMessages as m } from './messages.ts';

/*
 * The national lines: China's 8 and 10-digit codes the company declares
 * under, each under the HS 2022 subheading of its first six digits. Kept by
 * hand (P.tariff.edit) or imported from Excel, whole or not at all.
 */

export const lineColumns = [
  'id',
  'code',
  'subheading',
  'name',
  'unit1',
  'unit2',
  'elements',
  'rebate_rate as rebateRate',
  'supervision',
  'remark',
  'effective_from as effectiveFrom',
  'effective_to as effectiveTo',
  'version',
] as const;

/** A line as every answer gives it: the rate as people write it (13, not 13.00). */
export const rowOf = (r: TariffLineRow): TariffLineRow => ({ ...r, rebateRate: decimalText(r.rebateRate) });
const lines = (db: Db) => db.selectFrom('tariff_lines').select(lineColumns);

export async function lineById(db: Db, id: number): Promise<TariffLineRow | undefined> {
  const row = await lines(db).where('id', '=', id).executeTakeFirst();
  return row && rowOf(row);
}

/** A keyword of digits (dots and spaces ignored) finds codes starting with it; any other finds names containing it. */
function filtered<O>(q: SelectQueryBuilder<DB, 'tariff_lines', O>, keyword: string | undefined) {
  if (!keyword) return q;
  const digits = stripCode(keyword);
  return /^\d+$/.test(digits)
    ? q.where('code', 'like', beginning(digits))
    : q.where('name', 'ilike', containing(keyword));
}

export async function linePage(
  db: Db,
  { currentPage, pageSize, keyword }: { currentPage: number; pageSize: number; keyword?: string | undefined },
) {
  const q = filtered(lines(db), keyword);
  const [records, { total }] = await Promise.all([
    q
      .orderBy('code')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    filtered(db.selectFrom('tariff_lines'), keyword)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: records.map(rowOf), total };
}

const columnsOf = (f: TariffLineFields) => ({
  code: f.code,
  subheading: f.code.slice(0, 6),
  name: f.name,
  unit1: f.unit1,
  unit2: f.unit2,
  elements: f.elements,
  rebate_rate: f.rebateRate,
  supervision: f.supervision,
  remark: f.remark,
  effective_from: f.effectiveFrom,
  effective_to: f.effectiveTo,
});

/** The subheadings among these codes' first six digits, read FOR SHARE so they stay until the write commits. */
async function subheadingsOf(db: Kysely<DB>, codes: string[]): Promise<Set<string>> {
  const six = [...new Set(codes.map((code) => code.slice(0, 6)))];
  if (!six.length) return new Set();
  const found = await db
    .selectFrom('tariff_nomenclature')
    .select('code')
    .where('level', '=', 'subheading')
    .where('code', 'in', six)
    .forShare()
    .execute();
  return new Set(found.map((r) => r.code));
}

/** What the schema cannot say of a line: its subheading exists, its days run forward. */
function lineFailures(f: Partial<TariffLineFields>, subheadings: Set<string>): RuleFailure[] {
  const out: RuleFailure[] = [];
  if (f.code !== undefined && !subheadings.has(f.code.slice(0, 6)))
    out.push({ path: 'code', msg: m.notSubheading, params: { subheading: f.code.slice(0, 6) } });
  if (f.effectiveFrom !== undefined && f.effectiveTo != null && f.effectiveTo < f.effectiveFrom)
    out.push({ path: 'effectiveTo', msg: m.notBefore });
  return out;
}

async function assertLine(t: Ctx, f: TariffLineFields, exceptId?: number): Promise<void> {
  const failures = lineFailures(f, await subheadingsOf(t.db, [f.code]));
  if (failures.length) throw fieldErrors(t.lang, failures);
  await assertUnique(t, { table: 'tariff_lines', column: 'code', field: 'code' }, f.code, exceptId);
}

async function insert(t: Ctx, f: TariffLineFields): Promise<TariffLineRow> {
  const { id } = await t.db.insertInto('tariff_lines').values(columnsOf(f)).returning('id').executeTakeFirstOrThrow();
  const row = (await lineById(t.db, id))!;
  await audit(t, 'create', 'tariffLine', id, null, row);
  return row;
}

const change = async (t: Ctx, id: number, version: number, f: TariffLineFields): Promise<TariffLineRow> =>
  updateVersioned(t, {
    table: 'tariff_lines',
    id,
    version,
    set: columnsOf(f),
    read: (db) => lineById(db, id),
    notFound: m.lineNotFound,
    audit: { entity: 'tariffLine', before: await lineById(t.db, id) },
  });

export const createLine = (ctx: Ctx, f: TariffLineFields) =>
  inTransaction(ctx, async (t) => {
    await assertLine(t, f);
    return insert(t, f);
  });

export const updateLine = (ctx: Ctx, id: number, { version, ...f }: TariffLineFields & { version: number }) =>
  inTransaction(ctx, async (t) => {
    await assertLine(t, f, id);
    return change(t, id, version, f);
  });

export async function deleteLine(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await lineById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.lineNotFound);
    await t.db.deleteFrom('tariff_lines').where('id', '=', id).execute();
    await audit(t, 'delete', 'tariffLine', id, before, null);
  });
  return null;
}

export const lineSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'code', label: c.code, width: 14 },
    { key: 'name', label: c.name, width: 32 },
    { key: 'unit1', label: c.unit1, width: 10 },
    { key: 'unit2', label: c.unit2, width: 10, optional: true },
    { key: 'elements', label: c.elements, width: 48, optional: true },
    { key: 'rebateRate', label: c.rebateRate, kind: 'money', width: 10, optional: true },
    { key: 'supervision', label: c.supervision, width: 10, optional: true },
    { key: 'remark', label: commonColumns.remark, width: 24, optional: true },
    { key: 'effectiveFrom', label: c.effectiveFrom, kind: 'date', width: 24 },
    { key: 'effectiveTo', label: c.effectiveTo, kind: 'date', width: 24, optional: true },
  ],
};

/** Excel drops a number's leading zero: a code typed as the number 1012100 is 01012100. */
const codeCell = (v: unknown) => (typeof v === 'string' && /^\d{7}$|^\d{9}$/.test(v) ? `0${v}` : v);

/** Days are the company's (`timeZone`, which the days' headers name). */
export const exportLines = (ctx: Ctx, timeZone: string, keyword: string | undefined): Promise<FileAnswer> =>
  writeSheet(
    { ...ctx, timeZone },
    lineSheet,
    byId(async (after, limit) =>
      (await filtered(lines(ctx.db), keyword).where('id', '>', after).orderBy('id').limit(limit).execute()).map(rowOf),
    ),
  );

export const lineTemplate = (ctx: Ctx, timeZone: string): Promise<FileAnswer> =>
  writeSheet({ ...ctx, timeZone }, lineSheet, (async function* () {})());

const importError = (lang: Language, row: number, f: RuleFailure): ImportError =>
  rowError(lang, lineSheet, row, f.path, f.msg, f.params);

/**
 * Creates or updates national lines by code, all or none: every row through
 * the contract's schema and the line's own rules (its subheading, its days),
 * every fault of every row said at once.
 */
export async function importLines(ctx: Ctx, timeZone: string, file: Buffer): Promise<ImportResult> {
  const rows = (await readSheet({ ...ctx, timeZone }, lineSheet, file)).map((r) => ({
    ...r,
    values: { ...r.values, code: codeCell(r.values.code) },
  }));
  const { rows: checked, errors } = validRows(ctx.lang, lineSheet, rows, tariffLineFields, 'code');
  return inTransaction(ctx, async (t) => {
    const subheadings = await subheadingsOf(
      t.db,
      checked.flatMap((r) => (r.value.code === undefined ? [] : [r.value.code])),
    );
    for (const r of checked)
      errors.push(...lineFailures(r.value, subheadings).map((f) => importError(t.lang, r.row, f)));
    if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
    const fields = checked.flatMap((r) => (r.complete ? [r.value] : []));
    const existing = fields.length
      ? await lines(t.db)
          .where(
            'code',
            'in',
            fields.map((f) => f.code),
          )
          .forUpdate()
          .execute()
      : [];
    return applyRows<TariffLineFields, TariffLineRow & TariffLineFields>(fields, {
      existing: new Map(existing.map((r) => [r.code, rowOf(r) as TariffLineRow & TariffLineFields])),
      keyOf: (f) => f.code,
      create: (f) => insert(t, f),
      update: (r, f) => change(t, r.id, r.version, f),
    });
  });
}
