import { PassThrough, type Readable, type Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { Code, IMPORT_MAX_ROWS, LANGUAGES, type ImportError, type ImportResult, type Language } from '@fwd/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Ctx } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { issueMessage } from '../http/issues.ts';
import type { FileAnswer } from '../http/route.ts';
import { translate, type Message, type Params } from '../i18n/index.ts';
import { sheetMessages as m } from './messages.ts';
import { clockAt, instantOf } from './time-zone.ts';

/*
 * A sheet of records (customers, agents): one column per field, headed by its
 * label in the caller's language. Exports stream it; imports read it back in
 * any of the four languages, and the area validates each row with the
 * contract's own schemas, refusing the whole file when any cell is wrong.
 */

/**
 * How a cell holds the field: text, yes or no, a list of codes (comma
 * separated), or what Excel sums, filters and sorts: a whole number, a weight
 * (kg), a length (cm), an amount of money, a day, a date and time (both on the company's
 * clock, which their column's header names: "生效日期 (Asia/Shanghai)").
 */
export type Kind = 'text' | 'integer' | 'boolean' | 'list' | 'kg' | 'cm' | 'money' | 'date' | 'dateTime';

/** How the cells of a kind Excel computes with show (money: 2 decimals, up to the 4 a rate holds). */
const FORMATS: Partial<Record<Kind, string>> = {
  integer: '0',
  kg: '0.000',
  cm: '0.0',
  money: '#,##0.00##',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};
const ON_CLOCK = new Set<Kind | undefined>(['date', 'dateTime']);
/** A column's style: the number format of its kind. */
export const styleOf = (kind: Kind | undefined): Partial<ExcelJS.Style> =>
  kind && FORMATS[kind] ? { numFmt: FORMATS[kind] } : {};

/** Who reads or writes a sheet: the language of its words and, for a sheet with days or times, the company's time zone. */
export type SheetCtx = Pick<Ctx, 'lang' | 'log'> & { timeZone?: string };
const zoneOf = (ctx: SheetCtx) => {
  if (!ctx.timeZone) throw new Error('a sheet with days or times is read and written with the time zone');
  return ctx.timeZone;
};

export interface Column {
  /** The field, as the contract names it. */
  key: string;
  label: Message;
  kind?: Kind;
  width?: number;
  /** Exported for the reader (an owner's name beside their username); an import ignores it. */
  exportOnly?: boolean;
  /** A file may leave the column out: its rows then lack the field (`columnsIn` says which they have). */
  optional?: boolean;
}

export interface Sheet {
  /** The worksheet's name, and the file's. */
  name: Message;
  columns: Column[];
  /** Data rows a file may hold, when the sheet's whole export is more than IMPORT_MAX_ROWS: it must read back. */
  maxRows?: number;
}

export type Values = Record<string, unknown>;
export interface SheetRow {
  /** As Excel numbers it: the header is row 1. */
  row: number;
  values: Values;
}

/** Rows read at a time: few enough that a batch's objects and XML stay small beside the process. */
export const EXPORT_BATCH = 500;

/** Rows by id, a batch at a time: `next(afterId, limit)` answers the rows after that id, in id order. */
export async function* byId<T extends { id: number }>(
  next: (afterId: number, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for (let after = 0; ;) {
    const rows = await next(after, EXPORT_BATCH);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * Excel holds a number as a double, exact to 15 significant digits: a
 * contract decimal (at most 12 digits: money 8 + 4, kg 6 + 3) goes into a
 * number cell and reads back as the same text (`cellText`). One with more
 * digits than a double keeps would be rounded: it stays text.
 */
const EXACT_DIGITS = 15;
const numberCell = (v: unknown): ExcelJS.CellValue => {
  const text = String(v);
  return text.replace(/\D/g, '').replace(/^0+/, '').length <= EXACT_DIGITS ? Number(text) : text;
};

/** A heading as the caller reads it; a day's or time's names the clock it is on. */
export const headerCell = (ctx: SheetCtx, c: Column) => {
  const label = translate(ctx.lang, c.label);
  return ON_CLOCK.has(c.kind) ? `${label} (${zoneOf(ctx)})` : label;
};

/** A value as its column's kind writes it (a document built whole, as a statement is, writes its cells with it too). */
export function cellOf(ctx: SheetCtx, kind: Kind | undefined, v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  switch (kind) {
    case 'boolean':
      return translate(ctx.lang, v ? m.yes : m.no);
    case 'list':
      return (v as unknown[]).join(', ');
    case 'integer':
    case 'kg':
    case 'cm':
    case 'money':
      return numberCell(v);
    case 'date':
      // The day at midnight: Excel's date cells have no zone, the header names it.
      return new Date(`${String(v)}T00:00:00Z`);
    case 'dateTime':
      return clockAt(new Date(v as string | Date), zoneOf(ctx));
    default:
      return v as string | number;
  }
}

type Internal = Writable & { _writableState?: { needDrain?: boolean } };

/** Resolves on the first of these events. */
const first = (events: [Internal | PassThrough, string][]) =>
  new Promise<void>((resolve) => {
    const done = () => {
      for (const [s, e] of events) s.off(e, done);
      resolve();
    };
    for (const [s, e] of events) s.on(e, done);
  });

/**
 * Resolves once the zip has taken in the sheet's XML written so far and the
 * answer's reader has taken what the zip made of it, or the answer is gone.
 * Neither exceljs nor archiver waits for the next stream along: rows read
 * faster than they are zipped and sent would pile up in memory, as
 * uncompressed XML (about 100 MB for 100,000 orders) and as zip output. Their
 * insides (exceljs 4 and archiver 5): the sheet is a StreamBuf whose one pipe
 * is the zip entry's input, a readable-stream 2 PassThrough without
 * `writableNeedDrain`; the book's `zip` is the archiver. A test fails if that changes.
 */
async function caughtUp(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  worksheet: ExcelJS.Worksheet,
  answer: PassThrough,
): Promise<void> {
  const input = (worksheet as unknown as { stream: { pipes?: Internal[] } }).stream.pipes?.[0];
  const zip = (book as unknown as { zip?: Readable }).zip;
  if (input?._writableState?.needDrain === undefined || zip?.readableLength === undefined) {
    throw new Error('exceljs no longer streams the sheet through the zip as expected');
  }
  while (!answer.destroyed) {
    if (input._writableState.needDrain)
      await first([
        [input, 'drain'],
        [input, 'close'],
        [answer, 'close'],
      ]);
    else if (answer.writableNeedDrain)
      await first([
        [answer, 'drain'],
        [answer, 'close'],
      ]);
    // The zip is pouring what it holds into the answer: until it is done or the answer is full.
    else if (zip.readableLength > zip.readableHighWaterMark) await new Promise(setImmediate);
    else return;
  }
}

/**
 * A worksheet of an export, as staff set one up by hand: its header row (the
 * first, `columns` wide) stays in view when scrolling and filters every column.
 */
export function addSheet(
  book: Pick<ExcelJS.Workbook, 'addWorksheet'>,
  name: string,
  columns: number,
): ExcelJS.Worksheet {
  const worksheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns } };
  return worksheet;
}

/**
 * Streams the workbook of `batches` (see `byId`), reading the next batch only
 * once the last is zipped and sent (see `caughtUp`), and none once the client
 * is gone. The first batch is read before anything is sent, so a failure there
 * still answers the envelope.
 */
export async function writeSheet(ctx: SheetCtx, sheet: Sheet, batches: AsyncIterable<Values[]>): Promise<FileAnswer> {
  const source = batches[Symbol.asyncIterator]();
  const first = await source.next();
  const stream = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const name = translate(ctx.lang, sheet.name);
  const worksheet = addSheet(book, name, sheet.columns.length);
  const styles = sheet.columns.map((c) => styleOf(c.kind));
  worksheet.columns = sheet.columns.map((c, i) => ({ key: c.key, width: c.width ?? 16, style: styles[i]! }));
  const pump = async () => {
    worksheet.addRow(sheet.columns.map((c) => headerCell(ctx, c))).commit();
    for (let batch = first; !batch.done; batch = await source.next()) {
      for (const values of batch.value) {
        const row = worksheet.addRow(sheet.columns.map((c) => cellOf(ctx, c.kind, values[c.key])));
        // The column's own style object: exceljs gives each cell a copy otherwise, and works out every copy's style id anew.
        styles.forEach((style, i) => (row.getCell(i + 1).style = style));
        row.commit();
      }
      await caughtUp(book, worksheet, stream);
      if (stream.destroyed) {
        await source.return?.(undefined);
        return;
      }
    }
    worksheet.commit();
    await book.commit();
  };
  pump().catch((err: unknown) => {
    ctx.log.error({ err }, 'export failed midway');
    stream.destroy(err as Error);
  });
  return { filename: `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`, stream };
}

const words = (...msgs: Message[]) => new Set(msgs.flatMap((msg) => LANGUAGES.map((l) => msg[l].toLowerCase())));
const YES = new Set([...words(m.yes), 'true', '1', 'y']);
const NO = new Set([...words(m.no), 'false', '0', 'n']);

export type Plain = string | number | boolean | Date;

/** A cell's value as text, number, boolean or date, whatever Excel wrapped it in (rich text, links, formulas). */
export function plain(v: ExcelJS.CellValue): Plain | null {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('text' in v) return plain(v.text as ExcelJS.CellValue);
  if ('result' in v) return plain(v.result as ExcelJS.CellValue);
  if ('error' in v) return String(v.error);
  return null;
}

/** A cell as text: numbers to Excel's 15 significant digits (30.299999999999997 is the 30.3 typed), a date as its day. */
export function cellText(v: Plain): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return typeof v === 'number' ? String(Number(v.toPrecision(15))) : String(v).trim();
}

const SHOWN_TIME = /^(\d{4}-\d\d-\d\d)(?:[ T](\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?))?$/;

/** A time as the company's clock shows it (a date cell, a day, a day and time) → the instant; text with its offset as it is. */
function instantText(v: Plain, timeZone: string): unknown {
  const shown = SHOWN_TIME.exec(String(v).trim());
  const clock = v instanceof Date ? v : shown ? new Date(`${shown[1]}T${shown[2] ?? '00:00'}Z`) : null;
  return clock && !Number.isNaN(clock.getTime()) ? instantOf(clock, timeZone).toISOString() : v;
}

/** A cell as its field takes it (a time on the clock of `timeZone`); blank is missing (an empty list). What does not convert stays, for the schema to refuse. */
function convert(kind: Kind | undefined, timeZone: string | undefined, v: Plain | null): unknown {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return kind === 'list' ? [] : undefined;
  const text = cellText(v);
  switch (kind) {
    case 'integer':
      return /^\d{1,15}$/.test(text) ? Number(text) : v;
    case 'boolean':
      return YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : v;
    case 'list':
      return text.split(/[\s,，;；、]+/).filter(Boolean);
    case 'dateTime':
      return instantText(v, timeZone!);
    default:
      return typeof v === 'string' ? v : text;
  }
}

const labelOf = (lang: Language, sheet: Sheet, field: string) => {
  const c = sheet.columns.find((col) => col.key === field);
  return c ? translate(lang, c.label) : field;
};
const cellError = (lang: Language, sheet: Sheet, row: number, field: string, message: string): ImportError => ({
  row,
  field,
  column: labelOf(lang, sheet, field),
  path: `${row}.${field}`,
  message,
});
export const rowError = (lang: Language, sheet: Sheet, row: number, field: string, msg: Message, params?: Params) =>
  cellError(lang, sheet, row, field, translate(lang, msg, params));

/** 40000 with every bad cell in `data.errors`: the file is refused whole. */
export const refuseImport = (errors: ImportError[]) =>
  new AppError(Code.BAD_INPUT, m.refused, { count: errors.length }, { errors });
export const refuseFile = (lang: Language, msg: Message, params?: Params) =>
  new AppError(Code.BAD_INPUT, msg, params, { errors: [{ path: 'file', message: translate(lang, msg, params) }] });

const isZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
const ZONED = /^(.*?)\s*[(（]\s*([^()（）]+?)\s*[)）]$/;

/** A header cell's column and, for a day or time column headed "label (zone)", the clock its cells are on. */
interface Heading {
  column: Column | undefined;
  timeZone?: string;
}

/** Which column each header cell names (by label in any language, or by field), or the header's errors. */
function headerOf(ctx: SheetCtx, sheet: Sheet, row: number, cells: (Plain | null)[]): Heading[] {
  const { lang } = ctx;
  const known = new Map(
    sheet.columns.flatMap((c) =>
      [c.key, ...LANGUAGES.map((l) => c.label[l])].map((name) => [name.toLowerCase(), c] as const),
    ),
  );
  const headingOf = (cell: Plain | null): Heading => {
    const name = cell === null ? '' : String(cell).trim();
    const column = known.get(name.toLowerCase());
    if (column) return { column, ...(ON_CLOCK.has(column.kind) && { timeZone: zoneOf(ctx) }) };
    const [, label = '', zone = ''] = ZONED.exec(name) ?? [];
    const zoned = known.get(label.toLowerCase());
    return ON_CLOCK.has(zoned?.kind) && isZone(zone) ? { column: zoned, timeZone: zone } : { column: undefined };
  };
  const errors: ImportError[] = [];
  const headings = cells.map((cell, i) => {
    const name = cell === null ? '' : String(cell).trim();
    const heading = headingOf(cell);
    const { column } = heading;
    if (name && !column)
      errors.push(cellError(lang, sheet, row, name, translate(lang, m.unknownColumn, { column: name })));
    if (column && cells.slice(0, i).some((other) => headingOf(other).column === column)) {
      errors.push(rowError(lang, sheet, row, column.key, m.repeatedColumn, { column: name }));
    }
    return heading;
  });
  for (const c of sheet.columns.filter(
    (col) => !col.exportOnly && !col.optional && !headings.some((h) => h.column === col),
  )) {
    errors.push(rowError(lang, sheet, row, c.key, m.missingColumn, { column: translate(lang, c.label) }));
  }
  if (errors.length) throw refuseImport(errors);
  return headings;
}

function rowsOf(ctx: SheetCtx, sheet: Sheet, worksheet: ExcelJS.Worksheet): SheetRow[] {
  const { lang } = ctx;
  let header: Heading[] | undefined;
  const rows: SheetRow[] = [];
  for (let n = 1; n <= worksheet.rowCount; n++) {
    const raw = worksheet.getRow(n).values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(raw.length - 1, 0) }, (_, i) => plain(raw[i + 1]));
    if (cells.every((c) => c === null || String(c).trim() === '')) continue;
    if (!header) {
      header = headerOf(ctx, sheet, n, cells);
      continue;
    }
    const max = sheet.maxRows ?? IMPORT_MAX_ROWS;
    if (rows.length === max) throw refuseFile(lang, m.tooManyRows, { max });
    const headings = header;
    const values = sheet.columns
      .filter((c) => !c.exportOnly)
      .flatMap((c) => {
        const at = headings.findIndex((h) => h.column === c);
        return at < 0 && c.optional ? [] : [[c.key, convert(c.kind, headings[at]?.timeZone, cells[at] ?? null)]];
      });
    rows.push({ row: n, values: Object.fromEntries(values) });
  }
  if (!rows.length) throw refuseFile(lang, m.noRows);
  return rows;
}

/**
 * The data rows of the first worksheet of an uploaded .xlsx. Read whole (an
 * upload is at most IMPORT_MAX_BYTES): exceljs's streaming reader now and
 * then loses the workbook part of a small file and fails it as unreadable.
 */
export async function readSheet(ctx: SheetCtx, sheet: Sheet, file: Buffer): Promise<SheetRow[]> {
  return rowsOf(ctx, sheet, await firstWorksheet(ctx, file));
}

async function firstWorksheet(ctx: SheetCtx, file: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch (err) {
    ctx.log.info({ err }, 'unreadable workbook');
    throw refuseFile(ctx.lang, m.notXlsx);
  }
  const first = book.worksheets[0];
  if (!first) throw refuseFile(ctx.lang, m.noRows);
  return first;
}

/** A file whose columns staff map themselves (an agent's bill): its header's texts and its rows' cells, by position. */
export interface Grid {
  header: string[];
  rows: { row: number; cells: (Plain | null)[] }[];
}

/**
 * The first worksheet of an uploaded .xlsx as a grid: the first row holding anything is the header,
 * blank rows are skipped; at most `maxRows` data rows (40000 beyond), at least one.
 */
export async function readGrid(ctx: SheetCtx, file: Buffer, maxRows: number): Promise<Grid> {
  const worksheet = await firstWorksheet(ctx, file);
  let header: string[] | undefined;
  const rows: Grid['rows'] = [];
  for (let n = 1; n <= worksheet.rowCount; n++) {
    const raw = worksheet.getRow(n).values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(raw.length - 1, 0) }, (_, i) => plain(raw[i + 1]));
    if (cells.every((c) => c === null || String(c).trim() === '')) continue;
    if (!header) header = cells.map((c) => (c === null ? '' : cellText(c)));
    else if (rows.length === maxRows) throw refuseFile(ctx.lang, m.tooManyRows, { max: maxRows });
    else rows.push({ row: n, cells });
  }
  if (!header || !rows.length) throw refuseFile(ctx.lang, m.noRows);
  return { header, rows };
}

/** The fields a file's rows carry: every column but the optional ones it leaves out. */
export const columnsIn = (rows: SheetRow[]): Set<string> => new Set(Object.keys(rows[0]?.values ?? {}));

/**
 * A row as far as the schema took it: every field that passed (the area's
 * own rules check those too), and, when every one did, the whole row.
 */
export type CheckedRow<T> = { row: number } & ({ complete: true; value: T } | { complete: false; value: Partial<T> });

/**
 * Each row through the contract's schema (its messages in the caller's
 * language); a row repeating an earlier row's natural key is an error too
 * (named on `naturalKey`; `keyOf` when the key spans several fields, undefined
 * when a field of it did not pass). Every fault of every row is said, and a
 * row with a bad cell still has its other cells checked by the area.
 */
export function validRows<S extends z.ZodObject>(
  lang: Language,
  sheet: Sheet,
  rows: SheetRow[],
  schema: S,
  naturalKey: string,
  keyOf: (value: Partial<z.output<S>>) => string | undefined = (value) =>
    value[naturalKey] === undefined ? undefined : String(value[naturalKey]),
) {
  const errors: ImportError[] = [];
  const checked: CheckedRow<z.output<S>>[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, values } of rows) {
    const parsed = schema.safeParse(values, { error: (issue) => issueMessage(lang, issue) });
    let result: CheckedRow<z.output<S>>;
    if (parsed.success) result = { row, complete: true, value: parsed.data };
    else {
      errors.push(...parsed.error.issues.map((i) => cellError(lang, sheet, row, String(i.path[0] ?? ''), i.message)));
      const fields = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        const one = field.safeParse(values[key]);
        return one.success ? [[key, one.data] as const] : [];
      });
      result = { row, complete: false, value: Object.fromEntries(fields) as Partial<z.output<S>> };
    }
    checked.push(result);
    const key = keyOf(result.value)?.toLowerCase();
    if (key === undefined) continue;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row);
    else errors.push(rowError(lang, sheet, row, naturalKey, m.repeatedKey, { first }));
  }
  return { rows: checked, errors };
}

/** How a kept file changes the records it names by their natural key. */
export interface Upsert<F, R> {
  /** The records the file names, by natural key in lower case. */
  existing: Map<string, R>;
  keyOf(fields: F): string;
  create(fields: F): Promise<unknown>;
  update(record: R, fields: F): Promise<unknown>;
}

/**
 * Applies the rows of a kept file (inside the import's transaction): a new
 * key creates, a known one updates, unless every field already holds its value.
 */
export async function applyRows<F extends object, R extends F>(rows: F[], u: Upsert<F, R>): Promise<ImportResult> {
  const result = { created: 0, updated: 0, unchanged: 0 };
  for (const fields of rows) {
    const record = u.existing.get(u.keyOf(fields).toLowerCase());
    if (!record) {
      await u.create(fields);
      result.created++;
    } else if (Object.entries(fields).every(([k, v]) => isDeepStrictEqual(record[k as keyof R], v))) result.unchanged++;
    else {
      await u.update(record, fields);
      result.updated++;
    }
  }
  return result;
}
