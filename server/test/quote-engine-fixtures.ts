import {
  chargeableWeight,
  exclusion,
  quote,
  type ChargeableWeight,
  type Exclusion,
  type Quote,
  type QuoteSettings,
  type RateRow,
  type RemoteEntry,
  type Zone,
  type ZoneMember,
} from '@fwd/contract';
import { expect } from 'vitest';
import {
  compileBook,
  priceQuery,
  type Book,
  type BookChannel,
  type BookRemoteList,
  type BookSheet,
  type BookSurcharge,
  type PriceRequest,
} from '../src/quote-engine/index.ts';

/* Small builders for the engine's tests: defaults a channel saved with nothing changed would have. */

export const settings = (over: Partial<QuoteSettings> = {}): QuoteSettings => ({
  channelId: 0,
  currency: 'CNY',
  divisor: 6000,
  kgPerCbm: '1000',
  step: '0.5',
  stepAbove: null,
  stepAboveSize: null,
  minChargeable: '0',
  pieceMinimum: '0',
  maxWeight: null,
  maxPieceWeight: null,
  maxLongestSide: null,
  maxGirth: null,
  cargoTypes: ['general'],
  transitMin: 3,
  transitMax: 5,
  quoteFrom: null,
  quoteTo: null,
  remark: null,
  version: 1,
  ...over,
});

/** `country`, `country:prefix:9`, `country:range:90000:90999`, `country:exact:90210`. */
export function member(spec: string): ZoneMember {
  const [country, match = 'country', value = null, valueTo = null] = spec.split(':');
  return { country: country!, match: match as ZoneMember['match'], value, valueTo };
}
export const zone = (code: string, ...members: string[]): Zone => ({
  code,
  name: `Zone ${code}`,
  members: members.map(member),
});

export const rate = (
  zoneCode: string,
  fromKg: string,
  toKg: string,
  model: RateRow['model'],
  price: string,
  extra: Partial<RateRow> = {},
): RateRow => ({
  zone: zoneCode,
  fromKg,
  toKg,
  model,
  price,
  firstKg: null,
  stepKg: null,
  stepPrice: null,
  pieceFee: null,
  ...extra,
});

export const sheet = (zones: Zone[], rates: RateRow[], over: Partial<BookSheet> = {}): BookSheet => ({
  id: 1,
  effectiveFrom: '2025-01-01',
  zones,
  rates,
  ...over,
});

/** One zone serving the whole of the US with the given bands. */
export const usSheet = (...rates: RateRow[]) => sheet([zone('A', 'US')], rates);

export const channel = (over: Partial<BookChannel> = {}): BookChannel => ({
  id: 1,
  code: 'CH1',
  name: 'Channel 1',
  mode: 'express',
  incoterm: 'DDP',
  carrier: 'DHL',
  sort: 0,
  settings: settings(),
  sheets: [usSheet(rate('A', '0', '10000', 'perKg', '10'))],
  ...over,
});

export const surcharge = (
  over: Partial<BookSurcharge> & Pick<BookSurcharge, 'kind' | 'basis' | 'amount'>,
): BookSurcharge => ({
  id: 1,
  name: over.kind,
  minimum: null,
  onFuel: false,
  remoteClass: null,
  thresholdKg: null,
  thresholdCm: null,
  girthCm: null,
  cargoTypes: [],
  channelIds: [],
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  enabled: true,
  ...over,
});

/** `country:prefix:995:A`, `country:range:96700:96899:B`, `country:city:Anchorage:A`. */
export function entry(spec: string): RemoteEntry {
  const parts = spec.split(':');
  const [country, match, value] = parts as [string, RemoteEntry['match'], string];
  return match === 'range'
    ? { country, match, value, valueTo: parts[3]!, remoteClass: parts[4]! }
    : { country, match, value, valueTo: null, remoteClass: parts[3]! };
}
export const remoteList = (entries: string[], over: Partial<BookRemoteList> = {}): BookRemoteList => ({
  id: 1,
  carrier: 'DHL',
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  entries: entries.map(entry),
  ...over,
});

export const book = (over: Partial<Book> = {}): Book => ({
  channels: [channel()],
  surcharges: [],
  remoteLists: [],
  ...over,
});

export const request = (over: Partial<PriceRequest> = {}): PriceRequest => ({
  country: 'US',
  weight: '1',
  cargoType: 'general',
  residential: false,
  date: '2025-03-15',
  ...over,
});

/** `L,W,H,kg[,count]` as the query string writes pieces. */
export const pieces = (...specs: string[]): NonNullable<PriceRequest['pieces']> =>
  specs.map((s) => {
    const [length, width, height, weight, count = '1'] = s.split(',');
    return { length: length!, width: width!, height: height!, weight: weight!, count: Number(count) };
  });

/** A quote with the price list's explanation of its weight beside it. */
export type ExplainedQuote = Quote & { weight: ChargeableWeight };

/** The quotes of a price list, each with its weight explained (the one its `weightIndex` names). */
export function explained(list: { data: Quote[]; weights: ChargeableWeight[] }): ExplainedQuote[] {
  return list.data.map((q) => {
    expect(list.weights[q.weightIndex]?.chargeable).toBe(q.chargeable);
    return { ...q, weight: list.weights[q.weightIndex]! };
  });
}

/** Prices a request on a book, every quote, weight and exclusion checked against the contract's response shapes. */
export function priced(b: Book, req: PriceRequest) {
  const result = priceQuery(compileBook(b), req);
  const data = explained({
    data: result.data.map((q) => quote.parse(q)),
    weights: result.weights.map((w) => chargeableWeight.parse(w)),
  });
  return { ...result, data, excluded: result.excluded.map((e) => exclusion.parse(e)) };
}

/** The one channel's quote (fails the test, saying why, when it was left out). */
export function quoteOf(b: Book, req: PriceRequest): ExplainedQuote {
  const { data, excluded } = priced(b, req);
  expect(excluded).toEqual([]);
  expect(data).toHaveLength(1);
  return data[0]!;
}

/** The one channel's exclusion. */
export function exclusionOf(b: Book, req: PriceRequest): Exclusion {
  const { data, excluded } = priced(b, req);
  expect(data).toEqual([]);
  expect(excluded).toHaveLength(1);
  return excluded[0]!;
}

/** A quote's lines as `kind amount`, for the worked examples. */
export const linesOf = (q: Quote) => q.lines.map((l) => `${l.kind} ${l.amount}`);
