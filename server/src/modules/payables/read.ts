import {
  BILL_FIELDS,
  LANGUAGES,
  type BillField,
  type BillLineInput,
  type BillMapping,
  type ImportError,
  type Language,
} from '@fwd/contract';
import { cellText, type Grid, type Plain } from '../../excel/sheet.ts';
import { type RuleFailure } from '../../http/rules.ts';
import { translate, type Message, type Params } from '../../i18n/index.ts';
import { billFieldLabels, payablesMessages as m } from './messages.ts';

/*
 * An agent's bill read through the columns staff mapped: each field from the
 * column whose header text the mapping names. Every bad cell is said at once,
 * as the other imports do.
 */

/** Header words that propose a field for a file no mapping was remembered for (lower case, contained). */
const HINTS: Record<BillField, string[]> = {
  newNumber: ['转单', '跟踪', 'tracking', 'transfer', '追跡', '転送', 'seguimiento'],
  originalNumber: ['原单', '运单', 'original', 'waybill', 'reference', '元番号', 'guía', 'guia'],
  weight: ['重量', '计费重', 'weight', 'kg', '重さ', 'peso'],
  amount: ['金额', '费用', '运费', 'amount', 'charge', 'total', '金額', '料金', 'importe'],
  currency: ['币种', '货币', 'currency', '通貨', 'moneda'],
  billedOn: ['日期', 'date', '日付', 'fecha'],
  remark: ['备注', 'remark', 'note', '備考', 'observ'],
};

const emptyMapping = (): BillMapping => Object.fromEntries(BILL_FIELDS.map((f) => [f, null])) as unknown as BillMapping;

/** Each field to the first header holding one of its words, each header taken once; a label in any language counts too. */
export function guessMapping(header: string[]): BillMapping {
  const mapping = emptyMapping();
  const taken = new Set<string>();
  for (const field of BILL_FIELDS) {
    const words = [...HINTS[field], ...LANGUAGES.map((l) => billFieldLabels[field][l].toLowerCase())];
    const found = header.find((h) => h && !taken.has(h) && words.some((w) => h.toLowerCase().includes(w)));
    if (found) {
      mapping[field] = found;
      taken.add(found);
    }
  }
  return mapping;
}

/** The remembered mapping where the file still has its columns; the rest guessed. */
export function proposeMapping(header: string[], remembered: BillMapping | null): BillMapping {
  const guessed = guessMapping(header);
  if (!remembered) return guessed;
  const kept = Object.fromEntries(
    BILL_FIELDS.map((f) => [f, remembered[f] && header.includes(remembered[f]) ? remembered[f] : null]),
  ) as BillMapping;
  const used = new Set(Object.values(kept).filter(Boolean));
  for (const f of BILL_FIELDS) if (!kept[f] && guessed[f] && !used.has(guessed[f])) kept[f] = guessed[f];
  return kept;
}

/** What the mapping lacks or names wrongly (as form fields, `<field>Column`); empty when the file can be read with it. */
export function mappingFailures(lang: Language, header: string[], mapping: BillMapping): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const at = (f: BillField, msg: Message, params?: Params) => failures.push({ path: `${f}Column`, msg, params });
  if (!mapping.amount) at('amount', m.unmapped, { field: translate(lang, billFieldLabels.amount) });
  if (!mapping.newNumber && !mapping.originalNumber) at('newNumber', m.noNumberColumn);
  const seen = new Set<string>();
  for (const f of BILL_FIELDS) {
    const column = mapping[f];
    if (!column) continue;
    if (!header.includes(column)) at(f, m.noSuchHeader, { column });
    else if (seen.has(column)) at(f, m.sameHeader, { column });
    seen.add(column);
  }
  return failures;
}

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;
const WEIGHT = /^\d{1,6}(\.\d{1,3})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const LIMITS: Partial<Record<BillField, number>> = { newNumber: 50, originalNumber: 50, remark: 200 };

export interface ReadLines {
  lines: BillLineInput[];
  errors: ImportError[];
}

/** A day as `YYYY-MM-DD` (from a date cell, or text with - / or . between), or null when it names none. */
function dayOf(v: Plain): string | null {
  const parts = DAY.exec(cellText(v));
  if (!parts) return null;
  const [, y, mo, d] = parts;
  const day = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

/** The grid's lines through the mapping, and its bad cells (the first `maxErrors`); a line with any is left out. */
export function readLines(lang: Language, grid: Grid, mapping: BillMapping, maxErrors = Infinity): ReadLines {
  const index = Object.fromEntries(
    BILL_FIELDS.map((f) => [f, mapping[f] ? grid.header.indexOf(mapping[f]) : -1]),
  ) as Record<BillField, number>;
  const lines: BillLineInput[] = [];
  const errors: ImportError[] = [];
  for (const { row, cells } of grid.rows) {
    let bad = false;
    const fault = (field: BillField, msg: Message, params?: Params) => {
      bad = true;
      if (errors.length < maxErrors)
        errors.push({
          row,
          field,
          column: mapping[field] ?? translate(lang, billFieldLabels[field]),
          path: `${row}.${field}`,
          message: translate(lang, msg, params),
        });
    };
    const text = (f: BillField): string | null => {
      const v = index[f] < 0 ? null : (cells[index[f]] ?? null);
      const t = v === null ? '' : cellText(v);
      if (t && LIMITS[f] && t.length > LIMITS[f]) fault(f, m.tooLong, { max: LIMITS[f] });
      return t || null;
    };
    const newNumber = text('newNumber');
    const originalNumber = text('originalNumber');
    if (!newNumber && !originalNumber) fault(mapping.newNumber ? 'newNumber' : 'originalNumber', m.noNumber);
    const amount = text('amount')?.replace(/,/g, '') ?? null;
    if (amount === null) fault('amount', m.required);
    else if (!AMOUNT.test(amount)) fault('amount', m.badAmount);
    const weight = text('weight');
    if (weight !== null && !WEIGHT.test(weight)) fault('weight', m.badWeight);
    const currency = text('currency')?.toUpperCase() ?? null;
    if (currency !== null && !CURRENCY.test(currency)) fault('currency', m.badCurrency);
    const dayCell = index.billedOn < 0 ? null : (cells[index.billedOn] ?? null);
    const billedOn = dayCell === null || cellText(dayCell) === '' ? null : dayOf(dayCell);
    if (dayCell !== null && cellText(dayCell) !== '' && billedOn === null) fault('billedOn', m.badDay);
    const remark = text('remark');
    if (!bad) lines.push({ row, newNumber, originalNumber, weight, amount: amount!, currency, billedOn, remark });
  }
  return { lines, errors };
}
