import type { Address, AddressVerdict, Language, PriceList, priceQueryParams } from '@fwd/contract';
import type { z } from 'zod';
import type { Ctx } from '../../http/context.ts';
import { fieldErrors, type RuleFailure } from '../../http/rules.ts';
import type { LoadedBook, QuoteBookCache, QuoteCountry } from './loaded.ts';
import type { BrandMatcherCache } from '../toolbox/brands/book.ts';
import { dec, plain, times, ZERO } from '../../quote-engine/decimal.ts';
import { priceQuery } from '../../quote-engine/index.ts';
import { quoteMessages as m } from './messages.ts';
import type { SheetUses } from './uses.ts';

type Query = z.output<typeof priceQueryParams>;

/** An enabled country by ISO code (any case) or Chinese name, or null. */
export const countryIn = (loaded: LoadedBook, text: string): QuoteCountry | null =>
  loaded.countries.get(text.toUpperCase()) ?? loaded.countries.get(text) ?? null;

export const countryAnswer = (c: QuoteCountry, lang: Language) => ({
  code: c.code,
  countryNameCn: c.names.zh,
  countryName: c.names[lang],
});

/**
 * The shipment's actual weight: the pieces' sum when pieces are given (a
 * weight given beside them must equal it), else the weight; neither is
 * refused (each piece's sizes and weight are checked by the contract).
 */
function weightOf(q: Query, failures: RuleFailure[]): string | null {
  if (!q.pieces) {
    if (q.weight === undefined) failures.push({ path: 'weight', msg: m.weightNeeded });
    return q.weight ?? null;
  }
  const sum = q.pieces.reduce((total, p) => total + times(dec(p.weight), p.count), ZERO);
  if (q.weight !== undefined && sum !== dec(q.weight))
    failures.push({ path: 'weight', msg: m.weightMismatch, params: { weight: q.weight, sum: plain(sum) } });
  return plain(sum);
}

/**
 * Whether the residential surcharge applies: the flag when the query gives
 * one (an explicit override), else the address's type when it gives a street
 * or a company; neither, no surcharge.
 */
async function residentialOf(
  q: Query,
  country: string,
  classify: (a: Address) => Promise<AddressVerdict>,
): Promise<Pick<PriceList, 'address'> & { residential: boolean }> {
  if (!q.street && !q.company) return { residential: q.residential ?? false };
  const v = await classify({
    country,
    ...(q.postcode && { postcode: q.postcode }),
    ...(q.city && { city: q.city }),
    lines: q.street ? [q.street] : [],
    ...(q.company && { company: q.company }),
  });
  const residential = q.residential ?? v.type === 'residential';
  return {
    residential,
    address: {
      type: v.type,
      source: v.source,
      confidence: v.confidence,
      serviceMiss: v.service.miss,
      residential,
      decidedBy: q.residential === undefined ? 'address' : 'flag',
    },
  };
}

/**
 * Every channel's price for the parcel, a page of them answered, from the cached book (one read of its version, then the engine alone);
 * with a description, the brands in it and the channels that refuse them. The sheets the page's quotes priced with are marked used.
 */
export async function priceList(
  ctx: Ctx,
  book: QuoteBookCache,
  today: string,
  q: Query,
  {
    classify,
    brands,
    uses,
  }: { classify: (a: Address) => Promise<AddressVerdict>; brands: BrandMatcherCache; uses: SheetUses },
): Promise<PriceList> {
  const failures: RuleFailure[] = [];
  const weight = weightOf(q, failures);
  const loaded = await book.current();
  const country = countryIn(loaded, q.country);
  if (!country) failures.push({ path: 'country', msg: m.unknownCountry, params: { value: q.country } });
  if (failures.length || !country || weight === null) throw fieldErrors(ctx.lang, failures);
  const date = q.date ?? today;
  const { residential, address } = await residentialOf(q, country.code, classify);
  const priced = priceQuery(loaded.compiled, {
    country: country.code,
    weight,
    ...(q.postcode !== undefined && { postcode: q.postcode }),
    ...(q.city && { city: q.city }),
    ...(q.pieces && { pieces: q.pieces }),
    cargoType: q.cargoType,
    residential,
    date,
    ...(q.channelIds && { channelIds: q.channelIds }),
    page: { offset: (q.currentPage - 1) * q.pageSize, limit: q.pageSize },
  });
  await uses.record(priced.data.map((quote) => quote.sheetId));
  const brandWarnings = q.description ? (await brands.current()).check(q.description) : [];
  return { ...priced, country: countryAnswer(country, ctx.lang), date, brandWarnings, ...(address && { address }) };
}
