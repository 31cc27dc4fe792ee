import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fourNames, idParams, int, keyword, version } from './common.ts';
import { P } from './permission-codes.ts';

/**
 * Countries: ISO 3166-1 alpha-2 codes with their names in the four languages,
 * from the i18n-iso-countries package (never typed by hand). Staff choose
 * which are offered and in what order. A keyword matches the code, a name in
 * any language, the pinyin of the Chinese name (meiguo) or its initials (mg).
 */

/** A picker's option: enabled countries, names in Chinese and in the caller's language. */
export const countryOption = z.object({
  id: z.number().int(),
  code: z.string(),
  countryNameCn: z.string(),
  countryName: z.string(),
});
export type CountryOption = z.infer<typeof countryOption>;

export const countryRow = z.object({
  id: z.number().int(),
  code: z.string(),
  ...fourNames,
  enabled: z.boolean(),
  /** Lower first (seeded at 100, so main destinations can go before the rest); ties by name in the caller's language (pinyin in Chinese). */
  sort: z.number().int(),
  version: z.number().int(),
});
export type CountryRow = z.infer<typeof countryRow>;

export const countryUpdateBody = z.strictObject({ enabled: z.boolean(), sort: int(0, 9999), version });

export const countries = {
  options: endpoint({
    method: 'GET',
    path: '/country/all-country',
    type: 'country',
    summary: 'Enabled countries, for pickers; keyword matches code, names and pinyin',
    access: [P.agent.view, P.order.view, P.quote.view, P.quote.price, P.shipping.view],
    query: z.object({ keyword }),
    response: z.array(countryOption),
  }),
  list: endpoint({
    method: 'GET',
    path: '/country',
    type: 'country',
    summary: 'Every country with its names, flag and order',
    access: P.country.view,
    query: z.object({ keyword }),
    response: z.array(countryRow),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/country/:id',
    type: 'country',
    summary: 'Enable or disable a country, set its order (version checked)',
    access: P.country.edit,
    params: idParams,
    body: countryUpdateBody,
    response: countryRow,
  }),
};
