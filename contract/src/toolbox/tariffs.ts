import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { day, idParams, NO_CONTROL, nothing, optionalText, page, paged, queryInt, text, version } from '../common.ts';
import { P } from '../permission-codes.ts';
import { importResult, xlsxExport, xlsxUpload } from '../sheets.ts';

/*
 * 海关编码: the Harmonized System 2022 (类 sections, 章 chapters, 品目
 * headings, 子目 subheadings; shipped in the repository) and the national
 * lines the company declares under (China's 8 and 10-digit 商品编码), each
 * under its HS subheading.
 */

export const TARIFF_LEVELS = ['section', 'chapter', 'heading', 'subheading', 'line'] as const;
export type TariffLevel = (typeof TARIFF_LEVELS)[number];
/** How a search result matched: its code exactly, an everyday name of goods staff keep (a synonym), every word whole, or a part of a word, code or name. */
export const TARIFF_RANKS = ['exact', 'synonym', 'word', 'partial'] as const;
export type TariffRank = (typeof TARIFF_RANKS)[number];

/** What a code may be typed with and still be the same code: 8471.30, 8471 30 00, 8471-30. */
export const stripCode = (v: string) => v.replace(/[\s.\-·。]/g, '');
/** A national line's code: 8 or 10 digits (dots and spaces dropped). */
export const TARIFF_LINE_PATTERN = /^\d{8}(\d{2})?$/;
const SEPARATORS = '[\\s.\\-·。]*';
/**
 * A code of one of these lengths in digits, typed with separators anywhere
 * (stripCode drops them); the document publishes the pattern as typed, not
 * the digits it is checked as.
 */
const typedCode = (digits: number[], message?: string) =>
  z
    .string()
    .max(20)
    .regex(NO_CONTROL)
    .transform(stripCode)
    .pipe(z.string().regex(new RegExp(`^(${digits.map((n) => `\\d{${n}}`).join('|')})$`), message))
    .meta({ pattern: `^${SEPARATORS}(${digits.map((n) => `(\\d${SEPARATORS}){${n}}`).join('|')})$` });
const lineCode = typedCode([8, 10]);
/** A code of any level in a path: a section's roman numeral, or 2 to 10 digits. */
const anyCode = z
  .string()
  .max(20)
  .regex(NO_CONTROL)
  .transform(stripCode)
  .pipe(
    z
      .string()
      .regex(/^(\d{2,10}|[IVXivx]{1,5})$/)
      .toUpperCase(),
  );

/** 出口退税率 in percent, 0 to 100 with at most 2 decimals, as text like every decimal (blank: none). */
const rebateRate = z
  .string()
  .regex(/^(|100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/)
  .nullish()
  .transform((v) => v || null);
/** 监管条件: the letters and digits of China's supervision certificates (A, B, 3, 4, ...), as written. */
const supervision = z
  .string()
  .trim()
  .max(20)
  .regex(/^[0-9A-Za-z]*$/)
  .toUpperCase()
  .nullish()
  .transform((v) => v || null);

/** A heading's or subheading's Chinese name as the company words it (blank: none, the English shows). */
export const tariffNameFields = z.strictObject({
  code: z
    .string()
    .max(20)
    .regex(NO_CONTROL)
    .transform(stripCode)
    .pipe(z.string().regex(/^(\d{4}|\d{6})$/, 'A heading (4 digits) or subheading (6 digits)')),
  nameZh: z
    .string()
    .trim()
    .max(200)
    .regex(NO_CONTROL)
    .nullish()
    .transform((v) => v || null),
});

export const tariffLineFields = z.strictObject({
  code: lineCode,
  /** 商品名称 */
  name: text(200),
  /** 第一法定单位 */
  unit1: text(10),
  /** 第二法定单位 */
  unit2: optionalText(10),
  /** 申报要素 */
  elements: optionalText(1000),
  rebateRate,
  supervision,
  remark: optionalText(500),
  effectiveFrom: day,
  effectiveTo: day.nullish().transform((v) => v ?? null),
});
export type TariffLineFields = z.output<typeof tariffLineFields>;

export const tariffLineRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The HS 2022 subheading it hangs under (its first six digits). */
  subheading: z.string(),
  name: z.string(),
  unit1: z.string(),
  unit2: z.string().nullable(),
  elements: z.string().nullable(),
  rebateRate: z.string().nullable(),
  supervision: z.string().nullable(),
  remark: z.string().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  version: z.number().int(),
});
export type TariffLineRow = z.infer<typeof tariffLineRow>;

/** One entry of the tree as a path or a list shows it: English from the nomenclature, Chinese where known (a line's 商品名称). */
export const tariffNode = z.object({
  code: z.string(),
  level: z.enum(TARIFF_LEVELS),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
});
export type TariffNode = z.infer<typeof tariffNode>;

/** Where a result matched, as [start, end) character ranges of that field (the code's digits, the English or the Chinese name). */
export const tariffMatch = z.object({
  field: z.enum(['code', 'nameEn', 'nameZh']),
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** Matched by the pinyin initials of the Chinese name. */
  pinyin: z.boolean(),
});
export type TariffMatch = z.infer<typeof tariffMatch>;

export const tariffHit = tariffNode.extend({
  rank: z.enum(TARIFF_RANKS),
  /** The matches on this entry (one per word searched, at most). */
  matches: z.array(tariffMatch),
  /** The everyday name of goods that found it (rank synonym), as staff wrote it. */
  synonym: z.string().nullable(),
  /** 类 > 章 > 品目 > 子目 (> the 8-digit line of a 10-digit one): the entry's ancestors, highest first. */
  path: z.array(tariffNode),
  /** A national line's days in force. */
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
});
export type TariffHit = z.infer<typeof tariffHit>;

export const TARIFF_SEARCH_LIMIT = 20;
export const TARIFF_QUERY_MAX = 100;
export const tariffSearchQuery = z.object({
  /** A code (dots and spaces ignored) or its start, words in Chinese or English, or pinyin initials. */
  q: z.string().max(TARIFF_QUERY_MAX).regex(NO_CONTROL),
  limit: queryInt(1, 50).default(TARIFF_SEARCH_LIMIT),
});
export const tariffSearchAnswer = z.object({
  /** How many entries matched in all; `hits` holds the first `limit`, best first. */
  total: z.number().int(),
  hits: z.array(tariffHit),
  /** The query as a code was exactly an entry's (the order drawer's check). */
  known: z.boolean(),
});
export type TariffSearchAnswer = z.infer<typeof tariffSearchAnswer>;

export const tariffNodeAnswer = z.object({
  node: tariffNode,
  path: z.array(tariffNode),
  children: z.array(tariffNode),
  /** The national line's own record, when the code is one. */
  line: tariffLineRow.nullable(),
});
export type TariffNodeAnswer = z.infer<typeof tariffNodeAnswer>;

/** A chapter, heading or subheading a synonym means (dots and spaces dropped). */
const hsCode = typedCode([2, 4, 6], 'A chapter, heading or subheading (2, 4 or 6 digits)');
export const TARIFF_SYNONYM_CODES_MAX = 10;

/**
 * An everyday name of goods (手机壳, laptop, T恤) and the HS 2022 codes it
 * means, the likeliest first. Unique by the name as matched (case, width,
 * plurals, spaces and hyphens aside: t-shirt and T Shirts are one).
 */
export const tariffSynonymFields = z.strictObject({
  word: text(60),
  codes: z.array(hsCode).min(1).max(TARIFF_SYNONYM_CODES_MAX),
  enabled: z.boolean().default(true),
});
export const tariffSynonymRow = z.object({
  id: z.number().int(),
  word: z.string(),
  codes: z.array(z.string()),
  /** Shipped with the product: it may be switched off and its codes changed, not renamed or deleted. */
  builtin: z.boolean(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type TariffSynonymRow = z.infer<typeof tariffSynonymRow>;
export const TARIFF_SYNONYM_PAGE_SIZE = 20;
/** The synonyms' list: keyword matches a word or a code's start. */
const synonymFilter = z.object({ keyword: z.string().trim().max(50).regex(NO_CONTROL).optional() });

export const TARIFF_LINE_PAGE_SIZE = 20;
/** The national lines' list: keyword matches a code's start (dots ignored) or the name. */
const lineFilter = z.object({ keyword: z.string().trim().max(50).regex(NO_CONTROL).optional() });

export const tariffs = {
  tariffSearch: endpoint({
    method: 'GET',
    path: '/tariff/search',
    type: 'tariff',
    summary:
      'Search HS 2022 and the national lines: by code (dots and spaces ignored) or its start, words, pinyin initials; ranked',
    access: [P.tariff.view, P.order.view],
    query: tariffSearchQuery,
    response: tariffSearchAnswer,
    // Asked at every pause in typing, 20 hits with their paths and marks: a serializer compiled once writes it.
    answerWriter: 'compiled',
  }),
  tariffNode: endpoint({
    method: 'GET',
    path: '/tariff/node/:code',
    type: 'tariff',
    summary: 'A code with its path, its children and, for a national line, its record',
    access: [P.tariff.view, P.order.view],
    params: z.object({ code: anyCode }),
    response: tariffNodeAnswer,
  }),
  tariffLinePage: endpoint({
    method: 'GET',
    path: '/tariff/lines',
    type: 'tariff',
    summary: 'National lines, paged by code; keyword matches the code start or the name',
    access: P.tariff.view,
    query: page(TARIFF_LINE_PAGE_SIZE).extend(lineFilter.shape),
    response: paged(tariffLineRow),
  }),
  tariffLineCreate: endpoint({
    method: 'POST',
    path: '/tariff/lines',
    type: 'tariff',
    summary: 'Add a national line (its first six digits an HS 2022 subheading)',
    access: P.tariff.edit,
    body: tariffLineFields,
    response: tariffLineRow,
  }),
  tariffLineUpdate: endpoint({
    method: 'PUT',
    path: '/tariff/lines/:id',
    type: 'tariff',
    summary: 'Edit a national line (version checked)',
    access: P.tariff.edit,
    params: idParams,
    body: tariffLineFields.extend({ version }),
    response: tariffLineRow,
  }),
  tariffLineRemove: endpoint({
    method: 'DELETE',
    path: '/tariff/lines/:id',
    type: 'tariff',
    summary: 'Delete a national line',
    access: P.tariff.edit,
    params: idParams,
    response: nothing,
  }),
  tariffLineExport: endpoint({
    method: 'GET',
    path: '/tariff/lines/export',
    type: 'tariff',
    summary: 'The national lines the filter finds, as .xlsx',
    access: P.tariff.view,
    query: lineFilter,
    ...xlsxExport,
    readBy: 'tariffLineImport',
  }),
  tariffLineTemplate: endpoint({
    method: 'GET',
    path: '/tariff/lines/template',
    type: 'tariff',
    summary: 'An empty national-line workbook to fill in',
    access: P.tariff.import,
    ...xlsxExport,
    readBy: 'tariffLineImport',
  }),
  tariffLineImport: endpoint({
    method: 'POST',
    path: '/tariff/lines/import',
    type: 'tariff',
    summary:
      'Create or update national lines by code from an .xlsx (all rows or none; each under an HS 2022 subheading)',
    access: P.tariff.import,
    ...xlsxUpload,
    response: importResult,
  }),
  tariffSynonymPage: endpoint({
    method: 'GET',
    path: '/tariff/synonyms',
    type: 'tariff',
    summary:
      'The everyday names of goods the search knows, with the codes each means; keyword matches a word or a code start',
    access: P.tariff.view,
    query: page(TARIFF_SYNONYM_PAGE_SIZE).extend(synonymFilter.shape),
    response: paged(tariffSynonymRow),
  }),
  tariffSynonymCreate: endpoint({
    method: 'POST',
    path: '/tariff/synonyms',
    type: 'tariff',
    summary: 'Add an everyday name of goods and the HS 2022 codes it means',
    access: P.tariff.edit,
    body: tariffSynonymFields,
    response: tariffSynonymRow,
  }),
  tariffSynonymUpdate: endpoint({
    method: 'PUT',
    path: '/tariff/synonyms/:id',
    type: 'tariff',
    summary: 'Edit a synonym (version checked; a built-in one keeps its word)',
    access: P.tariff.edit,
    params: idParams,
    body: tariffSynonymFields.extend({ version }),
    response: tariffSynonymRow,
  }),
  tariffSynonymRemove: endpoint({
    method: 'DELETE',
    path: '/tariff/synonyms/:id',
    type: 'tariff',
    summary: 'Delete a synonym staff added (a built-in one is switched off instead)',
    access: P.tariff.edit,
    params: idParams,
    response: nothing,
  }),
  tariffNamesExport: endpoint({
    method: 'GET',
    path: '/tariff/names/export',
    type: 'tariff',
    summary:
      'Headings and subheadings with the Chinese names the company gave them (of one chapter when asked), as .xlsx',
    access: P.tariff.view,
    query: z.object({
      chapter: z
        .string()
        .regex(/^\d{2}$/)
        .optional(),
    }),
    ...xlsxExport,
    readBy: 'tariffNamesImport',
  }),
  tariffNamesTemplate: endpoint({
    method: 'GET',
    path: '/tariff/names/template',
    type: 'tariff',
    summary: 'An empty workbook of heading and subheading names',
    access: P.tariff.import,
    ...xlsxExport,
    readBy: 'tariffNamesImport',
  }),
  tariffNamesImport: endpoint({
    method: 'POST',
    path: '/tariff/names/import',
    type: 'tariff',
    summary: 'Give headings and subheadings their Chinese names from .xlsx (multipart `file`), whole or not at all',
    access: P.tariff.import,
    ...xlsxUpload,
    response: importResult,
  }),
};
