import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idParams, keyword, NO_CONTROL, nothing, optionalText, page, paged, text, version } from '../common.ts';
import { countryCode, postcode } from '../measures.ts';
import { P } from '../permission-codes.ts';
import { importResult, xlsxExport, xlsxUpload } from '../sheets.ts';

/*
 * 地址类型: residential, commercial or unknown for a consignee address. Known
 * addresses staff keep decide first (a normalised exact match); else the
 * outside address-validation service when one is configured (UPS's Address
 * Validation, street level); else, and whenever it fails or is slow, the
 * rules: company markers, business and residential words, PO boxes, postcodes
 * the company marks as business districts.
 */

export const ADDRESS_TYPES = ['residential', 'commercial', 'unknown'] as const;
export const addressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressType>;

/**
 * What a word of the lists marks: a company name (Inc, 有限公司), a business
 * place (Suite), a home (Apt), a PO box, or a street type (St, Rue, Straße):
 * with a house number beside it, the words of the street's name are its name,
 * not business or home words ("811 Center St").
 */
export const ADDRESS_WORD_KINDS = ['company', 'business', 'residential', 'poBox', 'street'] as const;
export const addressWordKind = z.enum(ADDRESS_WORD_KINDS);
export type AddressWordKind = z.infer<typeof addressWordKind>;

/** Which source decided: a known address, the outside service, or the rules. */
export const ADDRESS_SOURCES = ['known', 'service', 'rules'] as const;
export type AddressSource = (typeof ADDRESS_SOURCES)[number];

/**
 * Why the rules or the service said what they said, one reason each:
 * `known` (a known address), `company` / `business` / `residential` / `poBox`
 * (a word of the lists, `match` the word, `field` where), `companyGiven` (a
 * company name without a marker), `district` (a business-district postcode,
 * `match` the postcode or prefix), `streetName` (a business or home word that
 * is part of a street's name, not counted: `match` the word),
 * `numberedStreet` (a house number and a street with no other sign: a home
 * by default, with a low confidence; `match` the line), `service` (the
 * service's classification, `leans` what it said, `match` its own word).
 */
export const ADDRESS_REASON_KINDS = [
  'known',
  'company',
  'companyGiven',
  'business',
  'residential',
  'poBox',
  'district',
  'streetName',
  'numberedStreet',
  'service',
] as const;
export const addressReason = z.object({
  kind: z.enum(ADDRESS_REASON_KINDS),
  /** The word, postcode or description that matched. */
  match: z.string(),
  field: z.enum(['company', 'lines', 'city', 'postcode', 'address']),
  /** What it leans to. */
  leans: addressType,
  /** Its weight in the rules' sum (0: said, not counted). */
  weight: z.number().int(),
});
export type AddressReason = z.infer<typeof addressReason>;

/**
 * Why the service did not give a type although one is configured: it does not
 * cover the country, it failed (refused, unreachable), it was slow (no answer
 * in time), it asked to be called later (HTTP 429: until then the rules
 * answer), it found no such address (`noCandidate`), or it found the address
 * and could not classify it (`unknown`). The last two make the type unknown:
 * the service knows the address better than the rules.
 */
export const SERVICE_MISSES = ['notCovered', 'failed', 'slow', 'busy', 'noCandidate', 'unknown'] as const;

export const addressVerdict = z.object({
  type: addressType,
  /** 0 to 100. */
  confidence: z.number().int().min(0).max(100),
  source: z.enum(ADDRESS_SOURCES),
  /** A PO box: carriers' ground services do not deliver there. */
  poBox: z.boolean(),
  reasons: z.array(addressReason),
  /** Whether an outside service is configured, and why it did not decide when it did not (null when it did or none is). */
  service: z.object({
    configured: z.boolean(),
    miss: z.enum(SERVICE_MISSES).nullable(),
    detail: z.string().nullable(),
  }),
});
export type AddressVerdict = z.infer<typeof addressVerdict>;

const line = z.string().trim().max(200).regex(NO_CONTROL);
/** A consignee address: lines in order (street, building, unit). */
export const addressInput = z.strictObject({
  country: countryCode,
  postcode: postcode.optional(),
  city: z.string().trim().max(60).regex(NO_CONTROL).optional(),
  lines: z.array(line).max(3).default([]),
  company: z.string().trim().max(100).regex(NO_CONTROL).optional(),
});
export type AddressInput = z.input<typeof addressInput>;
export type Address = z.output<typeof addressInput>;

export const ADDRESS_BATCH_MAX = 1000;
const batchBody = z.strictObject({ addresses: z.array(addressInput).min(1).max(ADDRESS_BATCH_MAX) });
export const addressBatchRow = z.object({ address: addressInput, verdict: addressVerdict });

// ── Rules staff keep ───────────────────────────────────────────────────────

/** A two-letter language of the address's words (en, de, zh, ja, ...). */
export const wordLang = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/);
export const addressWordRow = z.object({
  id: z.number().int(),
  kind: addressWordKind,
  /** null: every country. */
  country: z.string().nullable(),
  lang: z.string(),
  word: z.string(),
  /** Seeded with the product: it may be switched off, not changed or deleted. */
  builtin: z.boolean(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type AddressWordRow = z.infer<typeof addressWordRow>;
/** Unique by kind, country, language and the word as matched (case, width and punctuation aside). */
export const addressWordFields = z.strictObject({
  kind: addressWordKind,
  country: countryCode.nullish().transform((v) => v ?? null),
  lang: wordLang,
  word: text(60),
  enabled: z.boolean().default(true),
});
const wordFilter = z.object({
  kind: addressWordKind.optional(),
  country: countryCode.optional(),
  lang: wordLang.optional(),
  keyword,
});

export const knownAddressRow = z.object({
  id: z.number().int(),
  country: z.string(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string(),
  company: z.string().nullable(),
  type: z.enum(['residential', 'commercial']),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type KnownAddressRow = z.infer<typeof knownAddressRow>;
/** Unique by country, postcode and street as normalised: what a consignee address matches exactly. */
export const knownAddressFields = z.strictObject({
  country: countryCode,
  postcode: postcode.nullish().transform((v) => v || null),
  city: optionalText(60),
  street: text(200),
  company: optionalText(100),
  type: z.enum(['residential', 'commercial']),
  remark: optionalText(200),
});
const knownFilter = z.object({ country: countryCode.optional(), keyword });

/** A postcode, or a prefix ending in `*` (`10*`), the company marks as a business district. */
export const DISTRICT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}\*?$/;
export const districtRow = z.object({
  id: z.number().int(),
  country: z.string(),
  postcode: z.string(),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export const districtFields = z.strictObject({
  country: countryCode,
  postcode: z.string().trim().toUpperCase().regex(DISTRICT_PATTERN),
  remark: optionalText(200),
});
const districtFilter = z.object({ country: countryCode.optional(), keyword });

const base = '/toolbox/address';
const type = 'address';

export const addresses = {
  addressClassify: endpoint({
    method: 'POST',
    path: `${base}/classify`,
    type,
    summary:
      'Residential, commercial or unknown for one address, with every reason, a confidence and the source that decided',
    access: P.address.view,
    body: addressInput,
    response: addressVerdict,
  }),
  addressBatch: endpoint({
    method: 'POST',
    path: `${base}/batch`,
    type,
    summary: `Classify up to ${ADDRESS_BATCH_MAX} addresses`,
    access: P.address.view,
    body: batchBody,
    response: z.array(addressBatchRow),
  }),
  addressBatchImport: endpoint({
    method: 'POST',
    path: `${base}/batch/import`,
    type,
    summary: 'Classify the addresses of an .xlsx (every bad row named, or all classified)',
    access: P.address.view,
    ...xlsxUpload,
    response: z.array(addressBatchRow),
  }),
  addressBatchExport: endpoint({
    method: 'POST',
    path: `${base}/batch/export`,
    type,
    summary: 'Classify addresses and answer the results as .xlsx',
    access: P.address.view,
    body: batchBody,
    ...xlsxExport,
  }),
  addressBatchTemplate: endpoint({
    method: 'GET',
    path: `${base}/batch/template`,
    type,
    summary: 'The empty address sheet a batch is imported from',
    access: P.address.view,
    ...xlsxExport,
    readBy: 'addressBatchImport',
  }),

  addressWords: endpoint({
    method: 'GET',
    path: `${base}/words`,
    type,
    summary: 'The word lists (company markers, business, residential and PO-box words), per country and language',
    access: P.address.view,
    query: page(50).extend(wordFilter.shape),
    response: paged(addressWordRow),
  }),
  addressWordCreate: endpoint({
    method: 'POST',
    path: `${base}/words`,
    type,
    summary: 'Add a word',
    access: P.address.edit,
    body: addressWordFields,
    response: addressWordRow,
  }),
  addressWordUpdate: endpoint({
    method: 'PUT',
    path: `${base}/words/:id`,
    type,
    summary: 'Edit a word (version checked)',
    access: P.address.edit,
    params: idParams,
    body: addressWordFields.extend({ version }),
    response: addressWordRow,
  }),
  addressWordRemove: endpoint({
    method: 'DELETE',
    path: `${base}/words/:id`,
    type,
    summary: 'Delete a word',
    access: P.address.edit,
    params: idParams,
    response: nothing,
  }),
  addressWordsExport: endpoint({
    method: 'GET',
    path: `${base}/words/export`,
    type,
    summary: 'The words (filtered like the list), as .xlsx',
    access: P.address.view,
    query: wordFilter,
    ...xlsxExport,
    readBy: 'addressWordsImport',
  }),
  addressWordsTemplate: endpoint({
    method: 'GET',
    path: `${base}/words/template`,
    type,
    summary: 'The empty word sheet to fill in',
    access: P.address.import,
    ...xlsxExport,
    readBy: 'addressWordsImport',
  }),
  addressWordsImport: endpoint({
    method: 'POST',
    path: `${base}/words/import`,
    type,
    summary: 'Create or update words by kind, country, language and word from an .xlsx (all rows or none)',
    access: P.address.import,
    ...xlsxUpload,
    response: importResult,
  }),

  addressKnown: endpoint({
    method: 'GET',
    path: `${base}/known`,
    type,
    summary: 'Known addresses and their type',
    access: P.address.view,
    query: page(20).extend(knownFilter.shape),
    response: paged(knownAddressRow),
  }),
  addressKnownCreate: endpoint({
    method: 'POST',
    path: `${base}/known`,
    type,
    summary: 'Add a known address',
    access: P.address.edit,
    body: knownAddressFields,
    response: knownAddressRow,
  }),
  addressKnownUpdate: endpoint({
    method: 'PUT',
    path: `${base}/known/:id`,
    type,
    summary: 'Edit a known address (version checked)',
    access: P.address.edit,
    params: idParams,
    body: knownAddressFields.extend({ version }),
    response: knownAddressRow,
  }),
  addressKnownRemove: endpoint({
    method: 'DELETE',
    path: `${base}/known/:id`,
    type,
    summary: 'Delete a known address',
    access: P.address.edit,
    params: idParams,
    response: nothing,
  }),
  addressKnownExport: endpoint({
    method: 'GET',
    path: `${base}/known/export`,
    type,
    summary: 'The known addresses (filtered like the list), as .xlsx',
    access: P.address.view,
    query: knownFilter,
    ...xlsxExport,
    readBy: 'addressKnownImport',
  }),
  addressKnownTemplate: endpoint({
    method: 'GET',
    path: `${base}/known/template`,
    type,
    summary: 'The empty known-address sheet to fill in',
    access: P.address.import,
    ...xlsxExport,
    readBy: 'addressKnownImport',
  }),
  addressKnownImport: endpoint({
    method: 'POST',
    path: `${base}/known/import`,
    type,
    summary: 'Create or update known addresses by country, postcode and street from an .xlsx (all rows or none)',
    access: P.address.import,
    ...xlsxUpload,
    response: importResult,
  }),

  addressDistricts: endpoint({
    method: 'GET',
    path: `${base}/districts`,
    type,
    summary: 'Postcodes marked as business districts',
    access: P.address.view,
    query: page(20).extend(districtFilter.shape),
    response: paged(districtRow),
  }),
  addressDistrictCreate: endpoint({
    method: 'POST',
    path: `${base}/districts`,
    type,
    summary: 'Mark a postcode (or prefix*) as a business district',
    access: P.address.edit,
    body: districtFields,
    response: districtRow,
  }),
  addressDistrictUpdate: endpoint({
    method: 'PUT',
    path: `${base}/districts/:id`,
    type,
    summary: 'Edit a business-district postcode (version checked)',
    access: P.address.edit,
    params: idParams,
    body: districtFields.extend({ version }),
    response: districtRow,
  }),
  addressDistrictExport: endpoint({
    method: 'GET',
    path: `${base}/districts/export`,
    type,
    summary: 'The business-district postcodes (filtered like the list), as .xlsx',
    access: P.address.view,
    query: districtFilter,
    ...xlsxExport,
    readBy: 'addressDistrictImport',
  }),
  addressDistrictTemplate: endpoint({
    method: 'GET',
    path: `${base}/districts/template`,
    type,
    summary: 'The empty business-district sheet to fill in',
    access: P.address.import,
    ...xlsxExport,
    readBy: 'addressDistrictImport',
  }),
  addressDistrictImport: endpoint({
    method: 'POST',
    path: `${base}/districts/import`,
    type,
    summary: 'Mark or update business-district postcodes by country and postcode from an .xlsx (all rows or none)',
    access: P.address.import,
    ...xlsxUpload,
    response: importResult,
  }),
  addressDistrictRemove: endpoint({
    method: 'DELETE',
    path: `${base}/districts/:id`,
    type,
    summary: 'Unmark a business-district postcode',
    access: P.address.edit,
    params: idParams,
    response: nothing,
  }),
};
