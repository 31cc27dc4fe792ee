import { Readable } from 'node:stream';
import type { Language, RateRow, RateSheetFields } from '@fwd/contract';
import ExcelJS from 'exceljs';
import { addSheet, styleOf } from '../../excel/sheet.ts';
import type { Ctx } from '../../http/context.ts';
import type { FileAnswer } from '../../http/route.ts';
import { translate } from '../../i18n/index.ts';
import { matchLabels } from '../surcharges/messages.ts';
import { compare, dec } from '../../quote-engine/decimal.ts';
import { GRID_COLUMNS, GRID_KINDS, ZONE_COLUMNS, ZONE_PRICES, type RateItem } from './excel-layout.ts';
import { rateItemLabels, rateModelLabels, rateSheetLabels as l } from './messages.ts';
import { rateSheet } from './sheets.ts';

/*
 * A rate sheet as a workbook in the layout the preview reads back
 * (excel-layout.ts), worded in the caller's language: a band's price row,
 * then its additional-price and per-piece-fee rows when its rates have them.
 */

const number = (v: string | null) => (v === null ? null : Number(v));

/** Bands (weights, model, first weight and step) in weight order, each with its zones' rates. */
function bandsOf(rates: RateRow[]): RateRow[][] {
  const bands = new Map<string, RateRow[]>();
  for (const r of rates) {
    const key = [r.fromKg, r.toKg, r.model, r.firstKg, r.stepKg].join('|');
    bands.set(key, [...(bands.get(key) ?? []), r]);
  }
  return [...bands.values()].sort(
    ([a], [b]) => compare(dec(a!.fromKg), dec(b!.fromKg)) || compare(dec(a!.toKg), dec(b!.toKg)),
  );
}

function addGrid(book: ExcelJS.Workbook, lang: Language, zoneCodes: string[], rates: RateRow[]): void {
  const ws = addSheet(book, translate(lang, l.grid), GRID_COLUMNS.length + zoneCodes.length);
  ws.columns = [
    ...GRID_COLUMNS.map((c) => ({ width: 12, style: styleOf(GRID_KINDS[c]) })),
    ...zoneCodes.map(() => ({ width: 10, style: styleOf(ZONE_PRICES) })),
  ];
  ws.addRow([...GRID_COLUMNS.map((c) => translate(lang, l[c])), ...zoneCodes]);
  for (const band of bandsOf(rates)) {
    const [first] = band as [RateRow];
    const items: RateItem[] = [
      'price',
      ...(band.some((r) => r.stepPrice !== null) ? ['stepPrice' as const] : []),
      ...(band.some((r) => r.pieceFee !== null) ? ['pieceFee' as const] : []),
    ];
    for (const item of items) {
      const byZone = new Map(band.map((r) => [r.zone, r[item]]));
      ws.addRow([
        number(first.fromKg),
        number(first.toKg),
        translate(lang, rateModelLabels[first.model]),
        translate(lang, rateItemLabels[item]),
        number(first.firstKg),
        number(first.stepKg),
        ...zoneCodes.map((code) => number(byZone.get(code) ?? null)),
      ]);
    }
  }
}

function addZones(book: ExcelJS.Workbook, lang: Language, zones: RateSheetFields['zones']): void {
  const ws = addSheet(book, translate(lang, l.zones), ZONE_COLUMNS.length);
  ws.columns = ZONE_COLUMNS.map((c) => ({ width: c === 'name' ? 20 : 12 }));
  ws.addRow(ZONE_COLUMNS.map((c) => translate(lang, l[c])));
  for (const z of zones) {
    // Postcodes stay text: a ZIP of 01234 is not the number 1234.
    for (const mb of z.members)
      ws.addRow([z.code, z.name, mb.country, translate(lang, matchLabels[mb.match]), mb.value, mb.valueTo]);
  }
}

async function answer(book: ExcelJS.Workbook, filename: string): Promise<FileAnswer> {
  return { filename, stream: Readable.from(Buffer.from(await book.xlsx.writeBuffer())) };
}

function sheetWorkbook(
  ctx: Pick<Ctx, 'lang'>,
  sheet: Pick<RateSheetFields, 'zones' | 'rates'>,
  filename: string,
): Promise<FileAnswer> {
  const book = new ExcelJS.Workbook();
  addGrid(
    book,
    ctx.lang,
    sheet.zones.map((z) => z.code),
    sheet.rates,
  );
  addZones(book, ctx.lang, sheet.zones);
  return answer(book, filename);
}

/** Both worksheets with their headers and two zone columns to rename or add to. */
export function sheetTemplate(ctx: Pick<Ctx, 'lang'>): Promise<FileAnswer> {
  const book = new ExcelJS.Workbook();
  addGrid(book, ctx.lang, ['Z1', 'Z2'], []);
  addZones(book, ctx.lang, []);
  return answer(book, `${translate(ctx.lang, l.grid)}.xlsx`);
}

/** A saved sheet, named by its channel and day. */
export async function exportRateSheet(ctx: Ctx, today: string, id: number): Promise<FileAnswer> {
  const sheet = await rateSheet(ctx.db, today, id);
  const { code } = await ctx.db
    .selectFrom('channels')
    .select('code')
    .where('id', '=', sheet.channelId)
    .executeTakeFirstOrThrow();
  return sheetWorkbook(ctx, sheet, `${translate(ctx.lang, l.grid)}-${code}-${sheet.effectiveFrom}.xlsx`);
}
