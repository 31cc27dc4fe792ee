import {
  countryCode,
  kg,
  money,
  POSTCODE_PATTERN,
  rateSheetFields,
  ZONE_CODE_PATTERN,
  zone as zoneSchema,
  type Language,
  type RateRow,
  type RateSheetPreview,
  type Zone,
} from '@fwd/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { sheetMessages } from '../../excel/messages.ts';
import { cellText, plain, refuseFile } from '../../excel/sheet.ts';
import type { Ctx } from '../../http/context.ts';
import { issueMessage } from '../../http/issues.ts';
import { translate, type Message, type Params } from '../../i18n/index.ts';
import { surchargeMessages } from '../surcharges/messages.ts';
import { checkSheet } from '../../quote-engine/index.ts';
import {
  GRID_REQUIRED,
  gridColumnOf,
  itemOf,
  modelOf,
  ZONE_REQUIRED,
  zoneColumnOf,
  zoneMatchOf,
  type GridColumn,
  type ZoneColumn,
} from './excel-layout.ts';
import { quoteMessages, rateSheetLabels, rateSheetProblems as p } from './messages.ts';

/*
 * A rate sheet read from a carrier's workbook (layout: excel-layout.ts), not
 * saved: what could be read, and every bad cell named by worksheet, row and
 * column header: cells that are not numbers, words, codes or postcodes, and
 * the sheet's own rules (checkSheet: gaps, overlaps, unknown or overlapping
 * zones) traced back to the cells they came from.
 */

type PreviewError = RateSheetPreview['errors'][number];
interface Cell {
  sheet: string;
  row: number;
  column: string;
}
type RateCells = Partial<Record<keyof RateRow, Cell>> & { price: Cell };
type MemberCells = Partial<Record<ZoneColumn, Cell>> & { row: Cell };

interface Row {
  n: number;
  cells: string[];
}

function textOf(v: ExcelJS.CellValue): string {
  const value = plain(v);
  return value === null ? '' : cellText(value);
}

/** The worksheet's rows that hold anything, their cells 0-based. */
function rowsOf(ws: ExcelJS.Worksheet): Row[] {
  const rows: Row[] = [];
  for (let n = 1; n <= ws.rowCount; n++) {
    const raw = ws.getRow(n).values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(raw.length - 1, 0) }, (_, i) => textOf(raw[i + 1]));
    if (cells.some(Boolean)) rows.push({ n, cells });
  }
  return rows;
}

class Problems {
  private readonly seen = new Map<string, PreviewError>();
  constructor(readonly lang: Language) {}
  add(cell: Cell, msg: Message, params?: Params): void {
    this.said(cell, translate(this.lang, msg, params));
  }
  /** A message already in the caller's language (a schema's). */
  said(cell: Cell, message: string): void {
    this.seen.set(`${cell.sheet}\u0000${cell.row}\u0000${cell.column}\u0000${message}`, { ...cell, message });
  }
  get size(): number {
    return this.seen.size;
  }
  list(): PreviewError[] {
    return [...this.seen.values()];
  }
  /** A number cell through its contract schema; blank is null (and an error when required). */
  decimal(schema: z.ZodType<string>, scale: number, raw: string, cell: Cell, required: boolean): string | null {
    if (!raw) {
      if (required) this.add(cell, p.required);
      return null;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    this.add(cell, p.notNumber, { scale });
    return null;
  }
  /** A word cell through its vocabulary. */
  word<K>(of: (w: string) => K | undefined, raw: string, cell: Cell): K | null {
    if (!raw) {
      this.add(cell, p.required);
      return null;
    }
    const known = of(raw);
    if (known === undefined) this.add(cell, p.unknownWord, { value: raw });
    return known ?? null;
  }
}

/** Which column holds what, from the header row: known columns by name, the rest passed to `other`. */
function headerOf<K extends keyof typeof rateSheetLabels>(
  problems: Problems,
  sheet: string,
  header: Row,
  columnOf: (w: string) => K | undefined,
  required: K[],
  other: (text: string, index: number, cell: Cell) => void,
): Map<K, number> | null {
  const roles = new Map<K, number>();
  header.cells.forEach((text, i) => {
    if (!text) return;
    const cell = { sheet, row: header.n, column: text };
    const role = columnOf(text);
    if (role === undefined) other(text, i, cell);
    else if (roles.has(role)) problems.add(cell, sheetMessages.repeatedColumn, { column: text });
    else roles.set(role, i);
  });
  const missing = required.filter((k) => !roles.has(k));
  for (const k of missing)
    problems.add({ sheet, row: header.n, column: '' }, sheetMessages.missingColumn, {
      column: translate(problems.lang, rateSheetLabels[k]),
    });
  return missing.length ? null : roles;
}

interface Grid {
  rates: RateRow[];
  cells: RateCells[];
  /** Each zone column's header cell. */
  zoneHeaders: Map<string, Cell>;
}

function readGrid(problems: Problems, ws: ExcelJS.Worksheet): Grid {
  const grid: Grid = { rates: [], cells: [], zoneHeaders: new Map() };
  const [header, ...rows] = rowsOf(ws);
  if (!header) {
    problems.add({ sheet: ws.name, row: 1, column: '' }, sheetMessages.noRows);
    return grid;
  }
  const zones: { code: string; index: number }[] = [];
  const roles = headerOf(problems, ws.name, header, gridColumnOf, GRID_REQUIRED, (code, index, cell) => {
    if (!ZONE_CODE_PATTERN.test(code)) problems.add(cell, p.notZoneCode, { value: code });
    else if (grid.zoneHeaders.has(code)) problems.add(cell, sheetMessages.repeatedColumn, { column: code });
    else {
      zones.push({ code, index });
      grid.zoneHeaders.set(code, cell);
    }
  });
  if (!roles) return grid;
  // The latest price row of each band and model: the rows of other items below it fill its rates in.
  const priceRows = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const cellAt = (i: number) => ({
      raw: row.cells[i] ?? '',
      at: { sheet: ws.name, row: row.n, column: header.cells[i]! },
    });
    const cell = (column: GridColumn) => cellAt(roles.get(column)!);
    const read = (column: GridColumn, required: boolean) =>
      roles.has(column) ? problems.decimal(kg, 3, cell(column).raw, cell(column).at, required) : null;
    const fromKg = read('fromKg', true);
    const toKg = read('toKg', true);
    const model = problems.word(modelOf, cell('model').raw, cell('model').at);
    const item =
      roles.has('item') && cell('item').raw ? problems.word(itemOf, cell('item').raw, cell('item').at) : 'price';
    const firstKg = read('firstKg', false);
    const stepKg = read('stepKg', false);
    if (fromKg === null || toKg === null || model === null || item === null) continue;
    const band = `${fromKg}|${toKg}|${model}`;
    const prices = item === 'price' ? new Map<string, number>() : priceRows.get(band);
    if (item === 'price') priceRows.set(band, prices!);
    else if (!prices) {
      problems.add(cell('item').at, p.noPriceRow);
      continue;
    }
    for (const z of zones) {
      const { raw, at } = cellAt(z.index);
      const amount = raw ? problems.decimal(money, 4, raw, at, false) : null;
      if (amount === null) continue;
      if (item === 'price') {
        prices!.set(z.code, grid.rates.length);
        grid.rates.push({
          zone: z.code,
          fromKg,
          toKg,
          model,
          price: amount,
          firstKg,
          stepKg,
          stepPrice: null,
          pieceFee: null,
        });
        const kept = (column: GridColumn) => (roles.has(column) ? { [column]: cell(column).at } : {});
        grid.cells.push({
          price: at,
          zone: grid.zoneHeaders.get(z.code)!,
          ...kept('fromKg'),
          ...kept('toKg'),
          ...kept('model'),
          ...kept('firstKg'),
          ...kept('stepKg'),
        });
        continue;
      }
      const index = prices!.get(z.code);
      if (index === undefined) problems.add(at, p.noPriceForZone);
      else {
        grid.rates[index]![item] = amount;
        grid.cells[index]![item] = at;
      }
    }
  }
  return grid;
}

interface ZoneList {
  zones: Zone[];
  /** Per zone, its code cell (the first row naming it) and its members' cells. */
  cells: { code: Cell; members: MemberCells[] }[];
}

function readZones(problems: Problems, ws: ExcelJS.Worksheet, countries: Set<string>): ZoneList {
  const list: ZoneList = { zones: [], cells: [] };
  const [header, ...rows] = rowsOf(ws);
  if (!header) {
    problems.add({ sheet: ws.name, row: 1, column: '' }, sheetMessages.noRows);
    return list;
  }
  const roles = headerOf(problems, ws.name, header, zoneColumnOf, ZONE_REQUIRED, (text, _, cell) =>
    problems.add(cell, sheetMessages.unknownColumn, { column: text }),
  );
  if (!roles) return list;
  const byCode = new Map<string, number>();
  for (const row of rows) {
    const cell = (column: ZoneColumn) => {
      const i = roles.get(column);
      return {
        raw: i === undefined ? '' : (row.cells[i] ?? ''),
        at: { sheet: ws.name, row: row.n, column: i === undefined ? '' : header.cells[i]! },
      };
    };
    const before = problems.size;
    const code = cell('zone');
    if (!code.raw) problems.add(code.at, p.required);
    else if (!ZONE_CODE_PATTERN.test(code.raw)) problems.add(code.at, p.notZoneCode, { value: code.raw });
    const country = cell('country');
    const iso = countryCode.safeParse(country.raw);
    if (!country.raw) problems.add(country.at, p.required);
    else if (!iso.success || !countries.has(iso.data))
      problems.add(country.at, quoteMessages.unknownCountry, { value: country.raw });
    const match = problems.word(zoneMatchOf, cell('match').raw, cell('match').at);
    const postcode = (column: ZoneColumn) => {
      const { raw, at } = cell(column);
      if (raw && !POSTCODE_PATTERN.test(raw)) problems.add(at, surchargeMessages.notPostcode);
      return raw || null;
    };
    const value = postcode('value');
    const valueTo = postcode('valueTo');
    const name = zoneSchema.shape.name.safeParse(cell('name').raw, {
      error: (issue) => issueMessage(problems.lang, issue),
    });
    if (!name.success) problems.said(cell('name').at, name.error.issues[0]!.message);
    // A row with a bad cell adds no member: its zone may then look short, but every error is already said.
    if (problems.size > before || !iso.success || match === null) continue;
    let index = byCode.get(code.raw);
    if (index === undefined) {
      index = list.zones.push({ code: code.raw, name: null, members: [] }) - 1;
      list.cells.push({ code: code.at, members: [] });
      byCode.set(code.raw, index);
    }
    const zone = list.zones[index]!;
    if (name.data && !zone.name) zone.name = name.data;
    zone.members.push({ country: iso.data, match, value, valueTo });
    list.cells[index]!.members.push({
      row: code.at,
      country: country.at,
      match: cell('match').at,
      value: cell('value').at,
      valueTo: cell('valueTo').at,
    });
  }
  return list;
}

/**
 * The cell a problem of the assembled sheet (`rates.12.toKg`,
 * `zones.3.members.1.value`) came from; one of a whole list (`zones`: none)
 * falls back to its worksheet's header.
 */
function cellOfPath(path: string, grid: Grid, list: ZoneList, fallback: Record<'rates' | 'zones', Cell>): Cell {
  const [part, i, field, j, memberField] = path.split('.');
  if (part === 'rates') {
    const cells = grid.cells[Number(i)];
    return cells ? (cells[field as keyof RateRow] ?? cells.price) : fallback.rates;
  }
  const zone = part === 'zones' ? list.cells[Number(i)] : undefined;
  if (!zone) return fallback.zones;
  const member = field === 'members' ? zone.members[Number(j)] : undefined;
  return member ? (member[memberField as ZoneColumn] ?? member.row) : zone.code;
}

const savedParts = rateSheetFields.pick({ zones: true, rates: true });

/** Reads the workbook; throws only when it is no workbook at all (40000 on `file`). */
export async function previewSheet(ctx: Ctx, file: Buffer): Promise<RateSheetPreview> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch (err) {
    ctx.log.info({ err }, 'unreadable workbook');
    throw refuseFile(ctx.lang, sheetMessages.notXlsx);
  }
  const [gridSheet, zoneSheet] = book.worksheets;
  if (!gridSheet) throw refuseFile(ctx.lang, sheetMessages.noRows);
  const problems = new Problems(ctx.lang);
  const countries = new Set((await ctx.db.selectFrom('countries').select('code').execute()).map((c) => c.code));
  const grid = readGrid(problems, gridSheet);
  const list: ZoneList = zoneSheet ? readZones(problems, zoneSheet, countries) : { zones: [], cells: [] };
  if (!zoneSheet) problems.add({ sheet: gridSheet.name, row: 1, column: '' }, p.noZoneSheet);
  const sheet = { zones: list.zones, rates: grid.rates };
  const rates = { sheet: gridSheet.name, row: 1, column: '' };
  const fallback = { rates, zones: zoneSheet ? { sheet: zoneSheet.name, row: 1, column: '' } : rates };
  // What the save's body schema refuses of what was read (no zones or rates at all, too many): the preview says it too.
  const schema = savedParts.safeParse(sheet, { error: (issue) => issueMessage(ctx.lang, issue) });
  for (const issue of schema.error?.issues ?? [])
    problems.said(cellOfPath(issue.path.join('.'), grid, list, fallback), issue.message);
  for (const problem of checkSheet(sheet))
    problems.add(cellOfPath(problem.path, grid, list, fallback), problem.msg, problem.params);
  const order = new Map(book.worksheets.map((ws, i) => [ws.name, i]));
  const errors = problems.list().sort((a, b) => order.get(a.sheet)! - order.get(b.sheet)! || a.row - b.row);
  return { sheet, errors };
}
