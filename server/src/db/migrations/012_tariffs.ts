import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';

/**
 * 海关编码: the Harmonized System 2022 as one nomenclature table (类 sections
 * by roman numeral, 章 chapters, 品目 headings, 子目 subheadings by their 2, 4
 * and 6 digits), loaded from the data the tariffs tool ships
 * (modules/toolbox/tariffs/data, README there), and the national lines the
 * company declares under, each under its subheading.
 *
 * `tariff_index` holds one counter every change to either bumps in the
 * writing transaction (statement triggers), so each API process checks its
 * in-memory search index against it with one tiny read per search.
 */

const DATA = new URL('../../modules/toolbox/tariffs/data/', import.meta.url);

export type NomenclatureLevel = 'section' | 'chapter' | 'heading' | 'subheading';
export interface NomenclatureRow {
  code: string;
  level: NomenclatureLevel;
  parent: string | null;
  name_en: string;
  name_zh: string | null;
  sort: number;
}

const LEVEL_OF_DIGITS: Record<number, NomenclatureLevel> = { 2: 'chapter', 4: 'heading', 6: 'subheading' };

/** Tab-separated lines, `#` comments and blanks skipped. */
const tsv = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t').map((cell) => cell.trim()));

/**
 * Every row of the nomenclature in tree order. The UN Comtrade extract's
 * grand-total row (`TOTAL`, five characters, no code) was left out when the
 * data was made compact; anything but 2, 4 or 6 digits under an existing
 * parent is refused here, so a damaged file stops the migration.
 */
export function nomenclatureRows(): NomenclatureRow[] {
  const sections = tsv(readFileSync(new URL('sections.tsv', DATA), 'utf8'));
  const chapters = new Map(
    tsv(readFileSync(new URL('chapters.tsv', DATA), 'utf8')).map(([code, section, zh]) => [
      code!,
      { section: section || null, zh: zh! },
    ]),
  );
  const rows: NomenclatureRow[] = sections.map(([code, en, zh], i) => ({
    code: code!,
    level: 'section',
    parent: null,
    name_en: en!,
    name_zh: zh!,
    sort: i + 1,
  }));
  const known = new Set(rows.map((r) => r.code));
  const hs = tsv(gunzipSync(readFileSync(new URL('hs2022.tsv.gz', DATA))).toString('utf8'));
  hs.forEach(([code, en], i) => {
    const level = LEVEL_OF_DIGITS[code!.length];
    if (!level || !/^\d+$/.test(code!)) throw new Error(`HS 2022 data: ${code} is not a 2, 4 or 6-digit code`);
    const chapter = level === 'chapter' ? chapters.get(code!) : undefined;
    if (level === 'chapter' && !chapter) throw new Error(`HS 2022 data: chapter ${code} has no Chinese name`);
    const parent = level === 'chapter' ? chapter!.section : code!.slice(0, -2);
    if (parent !== null && !known.has(parent)) throw new Error(`HS 2022 data: ${code}'s parent ${parent} is missing`);
    known.add(code!);
    rows.push({ code: code!, level, parent, name_en: en!, name_zh: chapter?.zh ?? null, sort: 100 + i });
  });
  return rows;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('tariff_nomenclature')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('section', 'chapter', 'heading', 'subheading')`))
    .addColumn('parent', 'text', (c) => c.references('tariff_nomenclature.code'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tariff_nomenclature_parent').on('tariff_nomenclature').column('parent').execute();
  const rows = nomenclatureRows();
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('tariff_nomenclature')
      .values(rows.slice(i, i + 1000))
      .execute();

  await db.schema
    .createTable('tariff_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`code ~ '^[0-9]{8}([0-9]{2})?$'`),
    )
    .addColumn('subheading', 'text', (c) => c.notNull().references('tariff_nomenclature.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit1', 'text', (c) => c.notNull())
    .addColumn('unit2', 'text')
    .addColumn('elements', 'text')
    .addColumn('rebate_rate', sql`numeric(5,2)`, (c) => c.check(sql`rebate_rate between 0 and 100`))
    .addColumn('supervision', 'text')
    .addColumn('remark', 'text')
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('effective_to', 'date', (c) => c.check(sql`effective_to >= effective_from`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('tariff_lines_under_subheading', sql`substr(code, 1, 6) = subheading`)
    .execute();
  await db.schema.createIndex('tariff_lines_subheading').on('tariff_lines').column('subheading').execute();
  // The list's keyword: a code's start (the unique index's btree serves `like 'x%'` only under the C collation).
  await sql`create index tariff_lines_code_prefix on tariff_lines (code text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('tariff_index')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into tariff_index default values`.execute(db);
  await sql`
    create function bump_tariff_index() returns trigger language plpgsql as $$
    begin
      update tariff_index set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['tariff_nomenclature', 'tariff_lines']) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_tariff_index`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_tariff_index()`.execute(db);
  }
}
