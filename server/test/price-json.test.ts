import { envelope, quotes } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { compileBook, priceQuery } from '../src/quote-engine/index.ts';
import { priceListJson } from '../src/modules/quotes/price-json.ts';
import {
  book,
  channel,
  pieces,
  rate,
  remoteList,
  request,
  settings,
  sheet,
  surcharge,
  zone,
} from './quote-engine-fixtures.ts';

/*
 * The price list's hand-written answer against the contract: what it writes
 * parses to the same value as the engine's objects, and the response schema
 * (which drops keys it does not declare and refuses missing or mistyped ones)
 * finds nothing to change.
 */

const answerSchema = envelope(quotes.priceQuery.response);

const odd = 'He said "hi" \\ 中文\n\t\u0001 \ud800 😀';
const b = book({
  channels: [
    channel({
      id: 1,
      name: odd,
      sheets: [
        sheet(
          [zone('A', 'US'), zone('B', 'US:prefix:9')],
          [
            rate('A', '0', '100', 'perKg', '10'),
            rate('B', '0', '100', 'firstAdditional', '20', { firstKg: '0.5', stepKg: '0.5', stepPrice: '3' }),
          ],
        ),
      ],
    }),
    channel({
      id: 2,
      code: 'CH2',
      carrier: 'UPS',
      settings: settings({ remark: odd, transitMin: null }),
      sheets: [sheet([zone('A', 'US')], [rate('A', '0', '100', 'perKgPlusFee', '8', { pieceFee: '2.5' })])],
    }),
    channel({ id: 3, code: 'CH3', mode: 'sea', settings: settings({ currency: 'USD', minChargeable: '100' }) }),
    channel({ id: 4, code: 'CH4', settings: settings({ maxWeight: '1' }) }),
    channel({ id: 5, code: 'CH5', sheets: [sheet([zone('A', 'US')], [rate('A', '0', '100', 'flat', '50')])] }),
  ],
  surcharges: [
    surcharge({ id: 1, kind: 'fuel', basis: 'percent', amount: '15.5', name: odd }),
    surcharge({ id: 2, kind: 'remote', basis: 'kg', amount: '3.2', minimum: '25', onFuel: true }),
    surcharge({ id: 3, kind: 'residential', basis: 'shipment', amount: '18', onFuel: true }),
    surcharge({ id: 4, kind: 'overweight', basis: 'piece', amount: '60', thresholdKg: '30' }),
  ],
  remoteLists: [remoteList(['US:prefix:99:A'])],
});
const compiled = compileBook(b);

const requests = [
  request({ weight: '2.3' }),
  request({ weight: '2.3', postcode: '99501', residential: true }),
  request({ weight: '47', pieces: pieces('40,30,20,8,2', '60,40,35,31'), postcode: '90210' }),
];

/** A brand found in the description, its text as anyone may write it. */
const brandWarnings = [
  {
    brandId: 1,
    brand: odd,
    alias: '耐克',
    matched: 'NIKE"',
    start: 0,
    end: 4,
    how: 'wholeWord' as const,
    distance: 0,
    category: 'infringing' as const,
    riskLevel: 'high' as const,
    channels: [{ id: 1, code: 'DHL', name: odd }],
  },
];

describe('the price list answer', () => {
  it.each(requests)('parses to the engine’s quotes and through the response schema unchanged (%#)', (req) => {
    const priced = priceQuery(compiled, req);
    expect(priced.data.length).toBeGreaterThan(1);
    expect(priced.excluded.length).toBeGreaterThan(0);
    const answer = {
      code: 20000,
      message: '成功',
      data: {
        ...priced,
        country: { code: 'US', countryNameCn: '美国', countryName: odd },
        date: req.date,
        brandWarnings,
      },
    };
    const written = JSON.parse(priceListJson(answer).toString()) as unknown;
    expect(written).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(answerSchema.parse(written)).toEqual(written);
  });
});
