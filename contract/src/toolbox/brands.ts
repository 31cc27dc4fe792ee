import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idParams, keyword, nothing, optionalText, page, paged, plain, ref, text, version } from '../common.ts';
import { P } from '../permission-codes.ts';
import { importResult, xlsxExport, xlsxUpload } from '../sheets.ts';

/*
 * 品牌查询: the brands staff keep (with their aliases, category, risk and the
 * channels that refuse them), the common words that are not brands, and the
 * check of product descriptions against both.
 */

/** 侵权/仿牌 infringing, 敏感 sensitive, 禁运 forbidden. */
export const BRAND_CATEGORIES = ['infringing', 'sensitive', 'forbidden'] as const;
export const brandCategory = z.enum(BRAND_CATEGORIES);
export type BrandCategory = z.infer<typeof brandCategory>;
export const BRAND_RISKS = ['high', 'medium', 'low'] as const;
export const brandRisk = z.enum(BRAND_RISKS);
export type BrandRisk = z.infer<typeof brandRisk>;

export const BRAND_PAGE_SIZE = 20;
export const BRAND_ALIASES_MAX = 30;
/** A description checked, and how many at once (pasted lines or an Excel column). */
export const BRAND_LINE_MAX = 2000;
export const BRAND_LINES_MAX = 1000;

/** `name` is unique whatever the case; aliases are its other spellings (Chinese, English, ...). */
export const brandFields = z.strictObject({
  name: text(100),
  aliases: z.array(text(100)).max(BRAND_ALIASES_MAX).default([]),
  category: brandCategory,
  riskLevel: brandRisk,
  /** The channels that will not carry it. */
  channelIds: z.array(ref).max(500).default([]),
  /** Matches only as whole words: never inside a word, never by pinyin (苹果, Apple, Coach); a misspelling that is no ordinary word still matches. */
  wholeWord: z.boolean().default(false),
  remark: optionalText(500),
  enabled: z.boolean().default(true),
});
export type BrandFields = z.output<typeof brandFields>;
export const brandChannel = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type BrandChannel = z.infer<typeof brandChannel>;
export const brandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  aliases: z.array(z.string()),
  category: brandCategory,
  riskLevel: brandRisk,
  channels: z.array(brandChannel),
  wholeWord: z.boolean(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type BrandRow = z.infer<typeof brandRow>;
/** Matches the name or any alias. */
export const brandFilter = z.object({
  keyword,
  category: brandCategory.optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export const brandPageQuery = page(BRAND_PAGE_SIZE).extend(brandFilter.shape);

/** A common word or phrase that contains a brand's name but is not the brand (苹果汁, pineapple, apple pie): a hit inside it is no hit. */
export const brandWordFields = z.strictObject({ word: text(100), remark: optionalText(200) });
export const brandWordRow = z.object({
  id: z.number().int(),
  word: z.string(),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type BrandWordRow = z.infer<typeof brandWordRow>;
export const BRAND_WORD_PAGE_SIZE = 50;

/**
 * How a hit was found: the name or an alias inside the text (exact), as a
 * whole word, within an edit distance of a word (fuzzy), or by the pinyin of
 * a Chinese name (its letters written out, or other characters that sound the same).
 */
export const BRAND_HOWS = ['exact', 'wholeWord', 'fuzzy', 'pinyin'] as const;
export const brandHow = z.enum(BRAND_HOWS);
export type BrandHow = z.infer<typeof brandHow>;
export const brandHit = z.object({
  brandId: z.number().int(),
  brand: z.string(),
  /** The name or alias it matched. */
  alias: z.string(),
  /** The text as written in the description, at [start, end) (UTF-16 offsets). */
  matched: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  how: brandHow,
  /** Fuzzy: the edit distance; otherwise 0. */
  distance: z.number().int(),
  category: brandCategory,
  riskLevel: brandRisk,
  channels: z.array(brandChannel),
});
export type BrandHit = z.infer<typeof brandHit>;
export const brandCheckLine = z.object({ line: z.number().int(), text: z.string(), hits: z.array(brandHit) });
export type BrandCheckLine = z.infer<typeof brandCheckLine>;
export const brandCheckResult = z.object({ lines: z.array(brandCheckLine), brands: z.number().int() });
export type BrandCheckResult = z.infer<typeof brandCheckResult>;
export const brandCheckBody = z.strictObject({ lines: z.array(plain(BRAND_LINE_MAX)).min(1).max(BRAND_LINES_MAX) });

export const brands = {
  brandPage: endpoint({
    method: 'GET',
    path: '/toolbox/brands',
    type: 'brand',
    summary: 'Brands, paged; keyword matches the name or an alias',
    access: P.brand.view,
    query: brandPageQuery,
    response: paged(brandRow),
  }),
  brandCreate: endpoint({
    method: 'POST',
    path: '/toolbox/brands',
    type: 'brand',
    summary: 'Add a brand',
    access: P.brand.edit,
    body: brandFields,
    response: brandRow,
  }),
  brandUpdate: endpoint({
    method: 'PUT',
    path: '/toolbox/brands/:id',
    type: 'brand',
    summary: 'Edit a brand (version checked)',
    access: P.brand.edit,
    params: idParams,
    body: brandFields.extend({ version }),
    response: brandRow,
  }),
  brandRemove: endpoint({
    method: 'DELETE',
    path: '/toolbox/brands/:id',
    type: 'brand',
    summary: 'Delete a brand',
    access: P.brand.edit,
    params: idParams,
    response: nothing,
  }),
  brandExport: endpoint({
    method: 'GET',
    path: '/toolbox/brands/export',
    type: 'brand',
    summary: 'Brands (filtered like the page), as .xlsx',
    access: P.brand.view,
    query: brandFilter,
    ...xlsxExport,
    readBy: 'brandImport',
  }),
  brandTemplate: endpoint({
    method: 'GET',
    path: '/toolbox/brands/template',
    type: 'brand',
    summary: 'An empty brands workbook to fill in',
    access: P.brand.import,
    ...xlsxExport,
    readBy: 'brandImport',
  }),
  brandImport: endpoint({
    method: 'POST',
    path: '/toolbox/brands/import',
    type: 'brand',
    summary: 'Create or update brands by name from .xlsx (multipart `file`), whole or not at all',
    access: P.brand.import,
    ...xlsxUpload,
    response: importResult,
  }),
  brandWordPage: endpoint({
    method: 'GET',
    path: '/toolbox/brand-words',
    type: 'brand',
    summary: 'The words that are not brands, paged',
    access: P.brand.view,
    query: page(BRAND_WORD_PAGE_SIZE).extend({ keyword }),
    response: paged(brandWordRow),
  }),
  brandWordCreate: endpoint({
    method: 'POST',
    path: '/toolbox/brand-words',
    type: 'brand',
    summary: 'Add a word that is not a brand',
    access: P.brand.edit,
    body: brandWordFields,
    response: brandWordRow,
  }),
  brandWordUpdate: endpoint({
    method: 'PUT',
    path: '/toolbox/brand-words/:id',
    type: 'brand',
    summary: 'Edit a word that is not a brand (version checked)',
    access: P.brand.edit,
    params: idParams,
    body: brandWordFields.extend({ version }),
    response: brandWordRow,
  }),
  brandWordRemove: endpoint({
    method: 'DELETE',
    path: '/toolbox/brand-words/:id',
    type: 'brand',
    summary: 'Delete a word that is not a brand',
    access: P.brand.edit,
    params: idParams,
    response: nothing,
  }),
  brandWordExport: endpoint({
    method: 'GET',
    path: '/toolbox/brand-words/export',
    type: 'brand',
    summary: 'The words that are not brands (filtered like the page), as .xlsx',
    access: P.brand.view,
    query: z.object({ keyword }),
    ...xlsxExport,
    readBy: 'brandWordImport',
  }),
  brandWordTemplate: endpoint({
    method: 'GET',
    path: '/toolbox/brand-words/template',
    type: 'brand',
    summary: 'An empty workbook of words that are not brands',
    access: P.brand.import,
    ...xlsxExport,
    readBy: 'brandWordImport',
  }),
  brandWordImport: endpoint({
    method: 'POST',
    path: '/toolbox/brand-words/import',
    type: 'brand',
    summary: 'Add or update words that are not brands from .xlsx (multipart `file`), whole or not at all',
    access: P.brand.import,
    ...xlsxUpload,
    response: importResult,
  }),
  brandCheck: endpoint({
    method: 'POST',
    path: '/toolbox/brands/check',
    type: 'brand',
    summary: 'Check product descriptions (one a line, up to 1,000) against the enabled brands',
    access: P.brand.view,
    body: brandCheckBody,
    response: brandCheckResult,
  }),
  brandCheckSheet: endpoint({
    method: 'POST',
    path: '/toolbox/brands/check-sheet',
    type: 'brand',
    summary:
      "Check the descriptions of an .xlsx (multipart `file`): the first worksheet's column headed as a description, or its first column",
    access: P.brand.view,
    ...xlsxUpload,
    response: brandCheckResult,
  }),
  brandCheckExport: endpoint({
    method: 'POST',
    path: '/toolbox/brands/check/export',
    type: 'brand',
    summary: "A check's hits, one row each, as .xlsx",
    access: P.brand.view,
    body: brandCheckBody,
    ...xlsxExport,
  }),
};
