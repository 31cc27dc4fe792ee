import { BRAND_LINE_MAX, BRAND_LINES_MAX, LANGUAGES, type BrandCheckResult, type BrandHit } from '@fwd/contract';
import ExcelJS from 'exceljs';
import { sheetMessages } from '../../../excel/messages.ts';
import { cellText, plain, refuseFile, writeSheet, type Sheet } from '../../../excel/sheet.ts';
import type { Ctx } from '../../../http/context.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { translate } from '../../../i18n/index.ts';
import {
  brandColumns,
  brandMessages as m,
  categoryLabels,
  checkColumns as c,
  DESCRIPTION_HEADERS,
  howLabels,
  riskLabels,
} from './messages.ts';
import type { BrandMatcher } from './matcher.ts';

/* The check of product descriptions: pasted lines, or a column of a workbook. */

export function checkLines(matcher: BrandMatcher, lines: string[]): BrandCheckResult {
  return { lines: lines.map((text, i) => ({ line: i + 1, text, hits: matcher.check(text) })), brands: matcher.brands };
}

const HEADERS = new Set([...DESCRIPTION_HEADERS, ...LANGUAGES.map((l) => c.text[l])].map((h) => h.toLowerCase()));

/**
 * The descriptions of a workbook's first worksheet: the column headed as a
 * description (商品描述, 品名, Description, ...), below its header; without
 * such a header, the first column that holds anything, every row of it.
 * Blank cells are skipped; each description is cut to what a pasted line may hold.
 */
export async function sheetLines(ctx: Ctx, file: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch (err) {
    ctx.log.info({ err }, 'unreadable workbook');
    throw refuseFile(ctx.lang, sheetMessages.notXlsx);
  }
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) =>
    rows.push(
      (row.values as ExcelJS.CellValue[]).slice(1).map((v) => {
        const p = plain(v);
        return p === null ? '' : cellText(p);
      }),
    ),
  );
  const headerRow = rows.findIndex((r) => r.some((cell) => HEADERS.has(cell.trim().toLowerCase())));
  const column =
    headerRow >= 0
      ? rows[headerRow]!.findIndex((cell) => HEADERS.has(cell.trim().toLowerCase()))
      : Math.max(0, Math.min(...rows.map((r) => r.findIndex((cell) => cell.trim() !== '')).filter((i) => i >= 0)));
  const lines = rows
    .slice(headerRow + 1)
    .map((r) => (r[column] ?? '').trim().slice(0, BRAND_LINE_MAX))
    .filter(Boolean);
  if (!lines.length) throw refuseFile(ctx.lang, m.noDescriptionColumn);
  if (lines.length > BRAND_LINES_MAX) throw refuseFile(ctx.lang, m.tooManyLines, { max: BRAND_LINES_MAX });
  return lines;
}

const checkSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'line', label: c.line, kind: 'integer', width: 6 },
    { key: 'text', label: c.text, width: 48 },
    { key: 'brand', label: c.brand, width: 20 },
    { key: 'matched', label: c.matched, width: 18 },
    { key: 'position', label: c.position, width: 10 },
    { key: 'how', label: c.how, width: 10 },
    { key: 'distance', label: c.distance, kind: 'integer', width: 8 },
    { key: 'category', label: brandColumns.category, width: 12 },
    { key: 'riskLevel', label: brandColumns.riskLevel, width: 8 },
    { key: 'channels', label: brandColumns.channels, width: 28 },
  ],
};

/** One row per hit; a description without any, one row saying so by its empty brand. */
export function exportCheck(ctx: Ctx, matcher: BrandMatcher, lines: string[]): Promise<FileAnswer> {
  const t = (msg: Parameters<typeof translate>[1]) => translate(ctx.lang, msg);
  const hitRow = (line: number, text: string, h: BrandHit) => ({
    line,
    text,
    brand: h.brand,
    matched: h.matched,
    position: `${h.start + 1}-${h.end}`,
    how: t(howLabels[h.how]),
    distance: h.how === 'fuzzy' ? h.distance : null,
    category: t(categoryLabels[h.category]),
    riskLevel: t(riskLabels[h.riskLevel]),
    channels: h.channels.map((ch) => ch.name).join(', '),
  });
  const rows = checkLines(matcher, lines).lines.flatMap(({ line, text, hits }) =>
    hits.length ? hits.map((h) => hitRow(line, text, h)) : [{ line, text }],
  );
  return writeSheet(
    ctx,
    checkSheet,
    (async function* () {
      yield rows;
    })(),
  );
}
