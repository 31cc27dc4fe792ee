import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  CURRENCY_PATTERN,
  day,
  id,
  int,
  NO_CONTROL,
  nothing,
  optionalText,
  page,
  plain,
  ref,
  text,
  version,
} from './common.ts';
import { P } from './permission-codes.ts';
import {
  cargoType,
  CARGO_TYPES,
  cm,
  countryCode,
  kg,
  money,
  pieceCount,
  positiveCm,
  positiveKg,
  postcode,
  type MeasureFault,
} from './measures.ts';
import { previewCounts } from './preview.ts';
import { channelRef, EXCLUSION_REASONS, quoteLine } from './quote-lines.ts';
import { remoteAreas } from './remote-areas.ts';
import { xlsxExport, xlsxUpload } from './sheets.ts';
import { ADDRESS_SOURCES, addressType, SERVICE_MISSES } from './toolbox/addresses.ts';
import { BRAND_LINE_MAX, brandHit } from './toolbox/brands.ts';

/*
 * Quotes (server/README.md, Quotes): a channel's quote settings, its rate sheets
 * (zones and weight bands, each sheet in force from its day), the price query that prices a parcel on every
 * channel. Weights in kg, lengths in cm, money as decimal strings (never
 * floats; `numeric` in the database).
 */

// ── Channel quote settings ────────────────────────────────────────────────

/**
 * How a channel prices (one record per channel, version checked; a channel
 * never saved has the defaults and version 0).
 * - Express and air: per piece the largest of actual, L×W×H/`divisor` and
 *   `pieceMinimum`, rounded up to `step` (to `stepAboveSize` above
 *   `stepAbove` kg); summed; then at least `minChargeable`.
 * - Sea: the whole shipment's actual weight or its cubic metres × `kgPerCbm`,
 *   whichever bills more, rounded and floored the same way.
 * Limits left null do not apply. The weight limits weigh the actual weight
 * (`maxWeight` the shipment's, `maxPieceWeight` each piece's), as carriers
 * do; the chargeable weight only picks the band. Girth is L + 2×(W + H), L
 * the longest side.
 * A channel quotes only between `quoteFrom` and `quoteTo` (inclusive, null: open).
 */
export const quoteSettingsFields = z.strictObject({
  currency: z.string().trim().toUpperCase().regex(CURRENCY_PATTERN).default('CNY'),
  divisor: int(1000, 10000).default(6000),
  kgPerCbm: positiveKg.default('1000'),
  step: positiveKg.default('0.5'),
  stepAbove: kg.nullish().transform((v) => v ?? null),
  stepAboveSize: positiveKg.nullish().transform((v) => v ?? null),
  minChargeable: kg.default('0'),
  pieceMinimum: kg.default('0'),
  maxWeight: kg.nullish().transform((v) => v ?? null),
  maxPieceWeight: kg.nullish().transform((v) => v ?? null),
  maxLongestSide: cm.nullish().transform((v) => v ?? null),
  maxGirth: cm.nullish().transform((v) => v ?? null),
  cargoTypes: z.array(cargoType).min(1).max(CARGO_TYPES.length).default(['general']),
  transitMin: int(0, 365)
    .nullish()
    .transform((v) => v ?? null),
  transitMax: int(0, 365)
    .nullish()
    .transform((v) => v ?? null),
  quoteFrom: day.nullish().transform((v) => v ?? null),
  quoteTo: day.nullish().transform((v) => v ?? null),
  remark: optionalText(500),
});
export type QuoteSettingsFields = z.output<typeof quoteSettingsFields>;
export const quoteSettingsBody = quoteSettingsFields.extend({ version: int(0) });
export const quoteSettings = z.object({
  channelId: z.number().int(),
  currency: z.string(),
  divisor: z.number().int(),
  kgPerCbm: z.string(),
  step: z.string(),
  stepAbove: z.string().nullable(),
  stepAboveSize: z.string().nullable(),
  minChargeable: z.string(),
  pieceMinimum: z.string(),
  maxWeight: z.string().nullable(),
  maxPieceWeight: z.string().nullable(),
  maxLongestSide: z.string().nullable(),
  maxGirth: z.string().nullable(),
  cargoTypes: z.array(cargoType),
  transitMin: z.number().int().nullable(),
  transitMax: z.number().int().nullable(),
  quoteFrom: z.string().nullable(),
  quoteTo: z.string().nullable(),
  remark: z.string().nullable(),
  /** 0 until first saved. */
  version: z.number().int(),
});
export type QuoteSettings = z.infer<typeof quoteSettings>;

// ── Rate sheets ───────────────────────────────────────────────────────────

/**
 * Which destinations a zone holds: a whole country, or in it the postcodes
 * starting with `value` (prefix), from `value` to `valueTo` (range, compared
 * on the postcode cut to the bounds' length, bounds of one length), or
 * `value` itself (exact). The most specific member wins: exact, then range,
 * then the longest prefix, then the country.
 */
export const ZONE_MATCHES = ['country', 'prefix', 'range', 'exact'] as const;
export const zoneMember = z.strictObject({
  country: countryCode,
  match: z.enum(ZONE_MATCHES),
  value: postcode.nullish().transform((v) => v ?? null),
  valueTo: postcode.nullish().transform((v) => v ?? null),
});
export type ZoneMember = z.output<typeof zoneMember>;
export const ZONE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;
export const zone = z.strictObject({
  code: z.string().trim().regex(ZONE_CODE_PATTERN),
  name: optionalText(50),
  members: z.array(zoneMember).min(1).max(5000),
});
export type Zone = z.output<typeof zone>;

/**
 * How a weight band prices the chargeable weight W (kg):
 * - flat: `price`
 * - perKg: `price` × W
 * - firstAdditional (首重/续重): `price` for the first `firstKg`, then
 *   `stepPrice` per started `stepKg` above it
 * - perKgPlusFee: `price` × W + `pieceFee` per piece
 */
export const RATE_MODELS = ['flat', 'perKg', 'firstAdditional', 'perKgPlusFee'] as const;
export const rateModel = z.enum(RATE_MODELS);
export type RateModel = z.infer<typeof rateModel>;
/** A band holds W with `fromKg` < W ≤ `toKg`; a zone's bands start at 0 and follow each other without gap or overlap. */
export const rateRow = z.strictObject({
  zone: z.string().trim().regex(ZONE_CODE_PATTERN),
  fromKg: kg,
  toKg: kg,
  model: rateModel,
  price: money,
  firstKg: kg.nullish().transform((v) => v ?? null),
  stepKg: kg.nullish().transform((v) => v ?? null),
  stepPrice: money.nullish().transform((v) => v ?? null),
  pieceFee: money.nullish().transform((v) => v ?? null),
});
export type RateRow = z.output<typeof rateRow>;

/**
 * A rate sheet: in force from `effectiveFrom` until the next sheet's day.
 * Saving one whose zones overlap, whose rates name an unknown zone, or whose
 * bands leave a gap or overlap is refused (40000, each bad row named by its
 * path, `zones.3.members.1` or `rates.12.fromKg`). A sheet in force or past is
 * kept as it is (a change is a new sheet from a day); only a future one may
 * be edited or deleted, and one no quote has priced with yet withdrawn.
 */
export const rateSheetFields = z.strictObject({
  effectiveFrom: day,
  note: optionalText(200),
  zones: z.array(zone).min(1).max(500),
  rates: z.array(rateRow).min(1).max(100_000),
});
export type RateSheetFields = z.output<typeof rateSheetFields>;
export const SHEET_STATES = ['future', 'inForce', 'past'] as const;
export const rateSheetSummary = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  effectiveFrom: z.string(),
  note: z.string().nullable(),
  state: z.enum(SHEET_STATES),
  zoneCount: z.number().int(),
  rateCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** When a quote (the price or shipping query) first priced with it; null: never, so it may still be withdrawn. */
  firstQuotedAt: z.string().nullable(),
  version: z.number().int(),
});
export type RateSheetSummary = z.infer<typeof rateSheetSummary>;
export const rateSheet = rateSheetSummary.extend({
  zones: z.array(
    z.object({
      code: z.string(),
      name: z.string().nullable(),
      members: z.array(
        z.object({
          country: z.string(),
          match: z.enum(ZONE_MATCHES),
          value: z.string().nullable(),
          valueTo: z.string().nullable(),
        }),
      ),
    }),
  ),
  rates: z.array(
    z.object({
      zone: z.string(),
      fromKg: z.string(),
      toKg: z.string(),
      model: rateModel,
      price: z.string(),
      firstKg: z.string().nullable(),
      stepKg: z.string().nullable(),
      stepPrice: z.string().nullable(),
      pieceFee: z.string().nullable(),
    }),
  ),
});
export type RateSheet = z.infer<typeof rateSheet>;
/**
 * A rate sheet read from Excel, not saved: the carriers' layout, first sheet
 * a grid (weight bands as rows: 起始重量/from, 截止重量/to, 计价方式/model,
 * then one price column per zone code), second sheet the zone list (分区/zone,
 * 国家/country, 邮编类型/match, 邮编/value, 邮编止/valueTo). `errors` names
 * each bad cell by sheet row; an empty list means it can be saved as it is.
 */
export const rateSheetPreview = z.object({
  // Output shapes (no transforms): an answer is encoded, and what was read need not be complete.
  sheet: rateSheet.pick({ zones: true, rates: true }),
  errors: z.array(z.object({ sheet: z.string(), row: z.number().int(), column: z.string(), message: z.string() })),
});
export type RateSheetPreview = z.infer<typeof rateSheetPreview>;

const bandShown = rateSheet.shape.rates.element;
const bandPrice = bandShown.pick({
  model: true,
  price: true,
  firstKg: true,
  stepKg: true,
  stepPrice: true,
  pieceFee: true,
});
export const SHEET_DIFFERENCES = ['zonesAdded', 'zonesRemoved', 'bandsAdded', 'bandsRemoved', 'pricesChanged'] as const;
/**
 * A sheet about to be saved against the one that will be in force on its
 * day (the latest before it, not the one it replaces; null: none): zones by
 * code, bands by zone and weights, and the bands both hold priced otherwise
 * (`before` the old price). Of each kind the first PREVIEW_SHOWN are listed.
 */
export const rateSheetDiff = z.object({
  against: rateSheetSummary.nullable(),
  counts: previewCounts(SHEET_DIFFERENCES),
  zonesAdded: z.array(z.object({ code: z.string(), name: z.string().nullable() })),
  zonesRemoved: z.array(z.object({ code: z.string(), name: z.string().nullable() })),
  bandsAdded: z.array(bandShown),
  bandsRemoved: z.array(bandShown),
  pricesChanged: z.array(bandShown.extend({ before: bandPrice })),
});
export type RateSheetDiff = z.infer<typeof rateSheetDiff>;
export const compareSheetBody = rateSheetFields.pick({ effectiveFrom: true, zones: true, rates: true }).extend({
  /** The future sheet being replaced, which the new one is not compared with. */
  replacing: id.optional(),
});

// ── Price query ───────────────────────────────────────────────────────────

/**
 * Pieces in a query string: `L,W,H,kg[,count]` separated by `;`
 * (`40,30,20,5.2,2;60,40,40,12`). Every piece needs its sizes and weight,
 * each more than 0; a piece of more parts is refused, not cut. Each field
 * says one fault (measures.ts).
 */
export const piece = z.strictObject({
  length: positiveCm,
  width: positiveCm,
  height: positiveCm,
  weight: positiveKg,
  count: pieceCount.default(1),
});
export type Piece = z.output<typeof piece>;
export const PIECES_MAX = 50;
/** The published format of `pieces` (the server reads each part and names the one at fault): sizes and weight more than 0. */
const END = String.raw`\s*(,|;|$)`;
const CM = String.raw`(?!0+(\.0)?${END})\d{1,4}(\.\d)?`;
const KG = String.raw`(?!0+(\.0{1,3})?${END})\d{1,6}(\.\d{1,3})?`;
const PIECE = String.raw`\s*${CM}\s*,\s*${CM}\s*,\s*${CM}\s*,\s*${KG}\s*(,\s*[1-9]\d{0,2}\s*)?`;
export const PIECES_PATTERN = String.raw`^(\s*;)*${PIECE}(;(${PIECE}|\s*))*$`;
const PIECE_PARTS = ['length', 'width', 'height', 'weight', 'count'] as const;
export const piecesParam = z
  .string()
  .max(2000)
  .meta({ description: 'Pieces `L,W,H,kg[,count]` (cm, kg, count 1 to 999) separated by `;`', pattern: PIECES_PATTERN })
  .transform((s, ctx) =>
    s
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((part, i) => {
        const parts = part.split(',').map((v) => v.trim() || undefined);
        const fault = (path: PropertyKey[], name: MeasureFault) =>
          ctx.issues.push({ code: 'custom', input: part, path: [i, ...path], params: { fault: name }, message: name });
        if (parts.length > PIECE_PARTS.length) fault([], 'pieceParts');
        PIECE_PARTS.slice(0, 4).forEach((key, j) => parts[j] === undefined && fault([key], 'required'));
        return Object.fromEntries(PIECE_PARTS.map((key, j) => [key, parts[j]])) as z.input<typeof piece>;
      }),
  )
  .pipe(z.array(piece).min(1).max(PIECES_MAX));

/** Quotes a price list answers with at a time. */
export const PRICE_PAGE_SIZE = 20;

/**
 * `country` is an ISO code or a Chinese name. `weight` is the shipment's
 * actual weight; with `pieces` it may be left out (their sum), and if given
 * must equal it. `date` prices as of that day (default today in the
 * company's time zone).
 */
export const priceQueryParams = z.strictObject({
  country: z.string().trim().min(1).max(30).regex(NO_CONTROL),
  weight: positiveKg.optional(),
  postcode: postcode.optional(),
  city: z.string().trim().max(60).regex(NO_CONTROL).optional(),
  pieces: piecesParam.optional(),
  cargoType: cargoType.default('general'),
  /**
   * The residential surcharge's condition, given explicitly: it overrides the
   * address's type. Left out, the address decides (residential when its type
   * is), or, without one, no residential surcharge.
   */
  residential: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** The consignee's address, optional: with a street or a company (and `city` above) its type (the toolbox's 地址类型) decides the residential surcharge. */
  street: z.string().trim().max(200).regex(NO_CONTROL).optional(),
  company: z.string().trim().max(100).regex(NO_CONTROL).optional(),
  date: day.optional(),
  /** Only these channels (comparing two side by side). */
  channelIds: z
    .string()
    .max(200)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((v) => v.split(',').map(Number))
    .optional(),
  /** The goods as described: brands found in it are answered (`brandWarnings`) with the channels that refuse them. */
  description: plain(BRAND_LINE_MAX).optional(),
  /** The page of quotes, cheapest first: a screen shows one, and every channel is priced to rank them all the same. */
  ...page(PRICE_PAGE_SIZE).shape,
});

/**
 * One piece line (`count` alike pieces): its actual and volumetric weight, what it bills before rounding
 * (the largest of those and the piece minimum) and after rounding up to the step, each for one piece.
 */
export const chargeablePiece = z.object({
  actual: z.string(),
  volumetric: z.string(),
  billed: z.string(),
  rounded: z.string(),
  count: z.number().int(),
});
/**
 * How a chargeable weight was reached. Every channel billing by the same rules
 * reaches the same one, so a price list holds each once (`weights`) and its
 * quotes name theirs: hundreds of quotes repeated it before, 40% of the answer.
 */
export const chargeableWeight = z.object({
  actual: z.string(),
  volumetric: z.string(),
  /** Per piece (express, air), with what each billed before rounding. */
  pieces: z.array(chargeablePiece),
  /** Sea: the shipment's cubic metres. */
  cbm: z.string().nullable(),
  /** After rounding to the step(s), before the minimum. */
  rounded: z.string(),
  minimumApplied: z.boolean(),
  chargeable: z.string(),
  /** The channel's rules it was reached by, so the screen can explain it (L×W×H/divisor, the step, the minimum). */
  rules: quoteSettings.pick({
    divisor: true,
    kgPerCbm: true,
    step: true,
    stepAbove: true,
    stepAboveSize: true,
    minChargeable: true,
    pieceMinimum: true,
  }),
});
export type ChargeableWeight = z.infer<typeof chargeableWeight>;
export const quote = z.object({
  channel: channelRef,
  zone: z.object({ code: z.string(), name: z.string().nullable() }),
  sheetId: z.number().int(),
  currency: z.string(),
  /** The chargeable weight in kg. */
  chargeable: z.string(),
  /** How it was reached: the price list's `weights[weightIndex]`. */
  weightIndex: z.number().int(),
  lines: z.array(quoteLine),
  /** The lines' sum, unrounded. */
  sum: z.string(),
  /** The sum rounded half up to the currency's minor unit, once. */
  total: z.string(),
  minorUnit: z.number().int(),
  transitMin: z.number().int().nullable(),
  transitMax: z.number().int().nullable(),
  remark: z.string().nullable(),
});
export type Quote = z.infer<typeof quote>;

export const exclusion = z.object({
  channel: channelRef,
  reason: z.enum(EXCLUSION_REASONS),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Exclusion = z.infer<typeof exclusion>;

export const priceList = z.object({
  /** The page asked for of every channel that can carry it, cheapest first (ties by channel order). */
  data: z.array(quote),
  /** How many channels can carry it. */
  total: z.number().int(),
  /** Per currency with more than one quote, the id of its cheapest channel (on whichever page it is). */
  cheapest: z.array(z.number().int()),
  /** The currencies quoted, in the order they are ranked: totals compare only within one. */
  currencies: z.array(z.string()),
  excluded: z.array(exclusion),
  /** The page's chargeable weights explained, each once (`Quote.weightIndex`). */
  weights: z.array(chargeableWeight),
  country: z.object({ code: z.string(), countryNameCn: z.string(), countryName: z.string() }),
  date: z.string(),
  /** With an address in the query: its type, the source that decided it, and whether the residential surcharge applied, by the address or the explicit flag. */
  address: z
    .object({
      type: addressType,
      source: z.enum(ADDRESS_SOURCES),
      confidence: z.number().int(),
      serviceMiss: z.enum(SERVICE_MISSES).nullable(),
      residential: z.boolean(),
      decidedBy: z.enum(['address', 'flag']),
    })
    .optional(),
  /** The brands found in the query's description, each with the channels that refuse it (those channels are still quoted). */
  brandWarnings: z.array(brandHit),
});
export type PriceList = z.infer<typeof priceList>;

// ── Shipping query (运费查询) ─────────────────────────────────────────────

export const shippingQueryParams = z.strictObject({
  country: z.string().trim().min(1).max(30).regex(NO_CONTROL),
  date: day.optional(),
});
export const shippingRow = z.object({
  channel: channelRef,
  currency: z.string(),
  transitMin: z.number().int().nullable(),
  transitMax: z.number().int().nullable(),
  zones: z.array(z.object({ code: z.string(), name: z.string().nullable(), postcodes: z.string().nullable() })),
  rates: rateSheet.shape.rates,
  /** The latest remark for this channel and country. */
  remark: z.object({ content: z.string(), author: z.string(), createdAt: z.string() }).nullable(),
});
export const remarkFields = z.strictObject({ channelId: ref, country: countryCode, content: text(1000) });
export const remarkRow = z.object({
  id: z.number().int(),
  content: z.string(),
  author: z.string(),
  createdAt: z.string(),
});

// ── Endpoints ─────────────────────────────────────────────────────────────

const channelParams = z.object({ channelId: id });
const sheetParams = z.object({ sheetId: id });
/**
 * Whose prices the sheets are: the channel's sale price (the quote book's), settlement's expected cost
 * (charge:cost too), or one customer's own price (charge:adjust too, and its `customerId`; 40000 without).
 */
export const SHEET_KINDS = ['sale', 'cost', 'customer'] as const;
export const sheetKindQuery = z.object({ kind: z.enum(SHEET_KINDS).default('sale'), customerId: id.optional() });

export const quotes = {
  priceQuery: endpoint({
    method: 'GET',
    path: '/price-query',
    type: 'quote',
    summary: 'Price a parcel on every channel: quotes cheapest first, and each channel left out with its reason',
    access: [P.quote.view, P.quote.price],
    query: priceQueryParams,
    response: priceList,
    // Hundreds of quotes, much of each shared with others: server/src/modules/quotes/price-json.ts writes each shared part once.
    answerWriter: 'handWritten',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/quote/channel/:channelId/settings',
    type: 'quote',
    summary: "A channel's quote settings (the defaults, version 0, until saved)",
    access: P.channel.view,
    params: channelParams,
    response: quoteSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/quote/channel/:channelId/settings',
    type: 'quote',
    summary: "Save a channel's quote settings (version checked)",
    access: P.channel.rates,
    params: channelParams,
    body: quoteSettingsBody,
    response: quoteSettings,
  }),
  sheets: endpoint({
    method: 'GET',
    path: '/quote/channel/:channelId/sheets',
    type: 'quote',
    summary: "A channel's rate sheets of a kind, newest day first (cost: charge:cost too; customer: charge:adjust too)",
    access: P.channel.view,
    params: channelParams,
    query: sheetKindQuery,
    response: z.array(rateSheetSummary),
  }),
  sheet: endpoint({
    method: 'GET',
    path: '/quote/sheet/:sheetId',
    type: 'quote',
    summary: 'A rate sheet with its zones and rates',
    access: P.channel.view,
    params: sheetParams,
    response: rateSheet,
  }),
  createSheet: endpoint({
    method: 'POST',
    path: '/quote/channel/:channelId/sheets',
    type: 'quote',
    summary:
      'Save a new rate sheet of a kind (gaps, overlaps and unknown zones refused, rows named; cost: charge:cost too; customer: charge:adjust too)',
    access: P.channel.rates,
    params: channelParams,
    query: sheetKindQuery,
    body: rateSheetFields,
    response: rateSheetSummary,
  }),
  updateSheet: endpoint({
    method: 'PUT',
    path: '/quote/sheet/:sheetId',
    type: 'quote',
    summary: 'Replace a future rate sheet (version checked)',
    access: P.channel.rates,
    params: sheetParams,
    body: rateSheetFields.extend({ version }),
    response: rateSheetSummary,
  }),
  removeSheet: endpoint({
    method: 'DELETE',
    path: '/quote/sheet/:sheetId',
    type: 'quote',
    summary: 'Delete a future rate sheet of the kind asked (cost: charge:cost too; customer: charge:adjust too)',
    access: P.channel.rates,
    params: sheetParams,
    query: sheetKindQuery,
    response: nothing,
  }),
  withdrawSheet: endpoint({
    method: 'POST',
    path: '/quote/sheet/:sheetId/withdraw',
    type: 'quote',
    summary:
      'Withdraw a rate sheet no quote has priced with yet (version checked; the sheet before it is in force again); once used, 40900 saying since when',
    access: P.channel.rates,
    params: sheetParams,
    body: z.strictObject({ version }),
    response: nothing,
  }),
  compareSheet: endpoint({
    method: 'POST',
    path: '/quote/channel/:channelId/sheets/compare',
    type: 'quote',
    summary:
      'What a rate sheet about to be saved changes against the one in force on its day: zones and bands added and removed, prices changed (nothing saved)',
    access: P.channel.rates,
    params: channelParams,
    body: compareSheetBody,
    response: rateSheetDiff,
  }),
  previewSheet: endpoint({
    method: 'POST',
    path: '/quote/sheet/preview',
    type: 'quote',
    summary: 'Read a rate sheet from Excel without saving it (multipart `file`)',
    access: P.channel.rates,
    ...xlsxUpload,
    response: rateSheetPreview,
  }),
  exportSheet: endpoint({
    method: 'GET',
    path: '/quote/sheet/:sheetId/export',
    type: 'quote',
    summary: 'A rate sheet as Excel, in the layout the import reads',
    access: P.channel.view,
    params: sheetParams,
    ...xlsxExport,
    readBy: 'previewSheet',
  }),
  sheetTemplate: endpoint({
    method: 'GET',
    path: '/quote/sheet/template',
    type: 'quote',
    summary: 'An empty rate sheet workbook to fill in',
    access: P.channel.rates,
    ...xlsxExport,
    readBy: 'previewSheet',
  }),
  shippingQuery: endpoint({
    method: 'GET',
    path: '/shipping-query',
    type: 'quote',
    summary: 'The channels serving a country: rates in force, transit days, the latest remark',
    access: P.shipping.view,
    query: shippingQueryParams,
    response: z.array(shippingRow),
  }),
  remarks: endpoint({
    method: 'GET',
    path: '/shipping-query/remarks',
    type: 'quote',
    summary: "A channel's remarks for a country, newest first",
    access: P.shipping.view,
    query: z.strictObject({ channelId: id, country: countryCode }),
    response: z.array(remarkRow),
  }),
  addRemark: endpoint({
    method: 'POST',
    path: '/shipping-query/remarks',
    type: 'quote',
    summary: 'Add a remark for a channel and country (kept with its author and time)',
    access: P.shipping.remark,
    body: remarkFields,
    response: remarkRow,
  }),
  // 偏远地区 answers from the quote book, so quotes serves it; its screen is the toolbox's.
  ...remoteAreas,
};
