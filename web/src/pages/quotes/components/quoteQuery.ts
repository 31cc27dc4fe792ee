import { PRICE_PAGE_SIZE, type CargoType } from '@fwd/contract';
import type { PriceQuery } from '../../../api/quotes.ts';

/*
 * A price query as the form holds it and as the URL keeps it. The URL's keys
 * are the API's own (`?country=US&weight=2&pieces=40,30,20,5.2,2`), so a
 * shared link or a reload asks exactly what was asked; what a hand-edited
 * link holds wrong the server names and the form marks.
 */

/** One row of the pieces editor, as typed (decimal strings, never floats). */
export interface PieceValues {
  length?: string;
  width?: string;
  height?: string;
  weight?: string;
  count?: string;
}

export interface QueryValues {
  /** ISO code. */
  country?: string;
  weight?: string;
  pieces: PieceValues[];
  postcode?: string;
  /** Remote-area lists also list cities. */
  city?: string;
  cargoType: CargoType;
  residential: boolean;
  /** `YYYY-MM-DD`; empty: today. */
  date?: string;
  /** The consignee's street and company: with either, the address's type decides the residential surcharge. */
  street?: string;
  company?: string;
  /** The goods as described: the brands in it mark the channels that refuse them. */
  description?: string;
}

/** The options 价格查询 adds to the weight calculator's country, weight and pieces. */
export const OPTION_KEYS = [
  'postcode',
  'city',
  'cargoType',
  'residential',
  'date',
  'street',
  'company',
  'description',
] as const;
const BASIC_KEYS = ['country', 'weight', 'pieces'] as const;
/** Which page of quotes: the URL keeps it (a reload stays on it); a new search starts again at the first. */
export const PAGE_KEYS = ['currentPage', 'pageSize'] as const;
/** The server's defaults: left out of the URL, as the form's are. */
export const PAGE_DEFAULTS: Record<(typeof PAGE_KEYS)[number], number> = { currentPage: 1, pageSize: PRICE_PAGE_SIZE };
export type QueryKey = (typeof BASIC_KEYS)[number] | (typeof OPTION_KEYS)[number];

export const emptyValues: QueryValues = { pieces: [], cargoType: 'general', residential: false };

/** Pieces as the query string takes them: `L,W,H,kg` and `,count` when more than one, rows apart by `;`. */
export const piecesText = (pieces: PieceValues[]): string =>
  pieces
    .map(({ length, width, height, weight, count }) =>
      [length, width, height, weight, ...(count && count !== '1' ? [count] : [])].map((v) => v?.trim() ?? '').join(','),
    )
    .join(';');

export const piecesOf = (text: string): PieceValues[] =>
  text
    .split(';')
    .filter((part) => part.trim())
    .map((part) => {
      const [length, width, height, weight, count] = part.split(',').map((v) => v.trim());
      return { length, width, height, weight, count: count || '1' };
    });

/** The query a URL names (only the keys the page has); null until it names a country. */
export function priceQueryFromUrl(params: URLSearchParams, withOptions: boolean): PriceQuery | null {
  const keys = [...BASIC_KEYS, ...(withOptions ? OPTION_KEYS : []), ...PAGE_KEYS];
  const entries = keys.map((key) => [key, params.get(key)?.trim()] as const).filter(([, value]) => value);
  const query = Object.fromEntries(entries) as Partial<Record<QueryKey | (typeof PAGE_KEYS)[number], string>>;
  // Passed on as written: the server checks each value and names the bad ones.
  return query.country ? (query as PriceQuery) : null;
}

/** The query of the form's values, defaults left out (they are the server's too). */
export function priceQueryOf(values: QueryValues): Record<QueryKey, string | null> {
  const blank = (value: string | undefined) => value?.trim() || null;
  return {
    country: blank(values.country),
    weight: blank(values.weight),
    pieces: values.pieces.length > 0 ? piecesText(values.pieces) : null,
    postcode: blank(values.postcode),
    city: blank(values.city),
    cargoType: values.cargoType === 'general' ? null : values.cargoType,
    residential: values.residential ? 'true' : null,
    date: blank(values.date),
    street: blank(values.street),
    company: blank(values.company),
    description: blank(values.description),
  };
}

/** The form's values of a query (a reload, a shared link). */
export function valuesOf(query: PriceQuery | null): QueryValues {
  if (!query) return emptyValues;
  return {
    country: query.country,
    weight: query.weight === undefined ? undefined : String(query.weight),
    pieces: query.pieces ? piecesOf(query.pieces) : [],
    postcode: query.postcode,
    city: query.city,
    cargoType: query.cargoType ?? 'general',
    residential: query.residential === 'true',
    date: query.date,
    street: query.street,
    company: query.company,
    description: query.description,
  };
}
