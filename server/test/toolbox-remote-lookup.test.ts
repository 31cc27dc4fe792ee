import { describe, expect, it } from 'vitest';
import { compileBook, remoteAreaOf, type RemoteQuery } from '../src/quote-engine/index.ts';
import {
  book,
  channel,
  linesOf,
  quoteOf,
  remoteList,
  request,
  surcharge,
  usSheet,
  rate,
} from './quote-engine-fixtures.ts';

/*
 * The toolbox's 偏远地区 lookup as the quote engine does it (one index for
 * both): exact, prefix and range postcodes, cities, the most specific entry
 * and the newest list winning, and what odd or huge input finds.
 */

const ups = remoteList(
  [
    'US:exact:99501:C',
    'US:prefix:995:A',
    'US:prefix:9950:B',
    'US:range:96700:96899:B',
    'US:city:Barrow:A',
    'US:city:St. Paul Island:C',
    'CA:city:Yellowknife:B',
  ],
  {
    id: 1,
    carrier: 'UPS',
  },
);
const upsNewer = remoteList(['US:prefix:967:D'], {
  id: 2,
  carrier: 'ups ',
  effectiveFrom: '2025-03-01',
  effectiveTo: '2025-03-31',
});
const dhl = remoteList(['US:prefix:99:X', 'US:city:barrow:Y'], { id: 3, carrier: 'DHL' });
const compiled = compileBook(book({ remoteLists: [ups, upsNewer, dhl] }));
const look = (q: Partial<RemoteQuery>) =>
  remoteAreaOf(compiled, { country: 'US', date: '2025-02-15', ...q }).map(
    (h) => `${h.carrier} ${h.remoteClass} ${h.match}`,
  );

describe('remote-area lookup', () => {
  it.each([
    ['exact beats every prefix', '99501', ['DHL X prefix', 'UPS C exact']],
    ['the longest prefix wins', '99509', ['DHL X prefix', 'UPS B prefix']],
    ['a shorter prefix', '99599', ['DHL X prefix', 'UPS A prefix']],
    ['a range, first postcode', '96700', ['UPS B range']],
    ['a range, last postcode with ZIP+4', '96899-1234', ['UPS B range']],
    ['just past a range', '96900', []],
    ['lower case, spaces and dashes', ' 995-0 1 ', ['DHL X prefix', 'UPS C exact']],
    ['on no list', '10001', []],
  ])('by postcode: %s', (_, postcode, expected) => {
    expect(look({ postcode })).toEqual(expected);
  });

  it('by city, whatever its case and spacing; a postcode entry decides before the city', () => {
    expect(look({ city: '  barrow ' })).toEqual(['DHL Y city', 'UPS A city']);
    expect(look({ city: 'st.  paul   ISLAND' })).toEqual(['UPS C city']);
    expect(look({ postcode: '99501', city: 'Barrow' })).toEqual(['DHL X prefix', 'UPS C exact']);
    expect(look({ postcode: '10001', city: 'Barrow' })).toEqual(['DHL Y city', 'UPS A city']);
    expect(look({ city: 'Yellowknife' })).toEqual([]);
    expect(look({ country: 'CA', city: 'YELLOWKNIFE' })).toEqual(['UPS B city']);
  });

  it('ambiguous lists: of one carrier (any case), the newest in force decides; outside its days the older one does', () => {
    expect(look({ postcode: '96701', date: '2025-03-15' })).toEqual(['ups  D prefix']);
    expect(look({ postcode: '96701', date: '2025-04-01' })).toEqual(['UPS B range']);
    expect(look({ postcode: '96701', date: '2024-12-31' })).toEqual([]);
    expect(look({ postcode: '99501', carrier: ' dhl' })).toEqual(['DHL X prefix']);
  });

  it('finds nothing for empty, huge or odd input, and does not throw', () => {
    expect(look({})).toEqual([]);
    expect(look({ postcode: '', city: '' })).toEqual([]);
    expect(look({ postcode: '995'.padEnd(100_000, '9') })).toEqual(['DHL X prefix', 'UPS A prefix']);
    expect(look({ city: 'B'.repeat(100_000) })).toEqual([]);
    for (const odd of ['%', "99'; drop table x --", '９９５０１', '\u0000', '🏔️', '.*', '995\u200b01']) {
      expect(() => look({ postcode: odd, city: odd })).not.toThrow();
    }
    expect(look({ postcode: '９９５０１' })).toEqual([]);
    expect(look({ country: 'ZZ', postcode: '99501' })).toEqual([]);
  });
});

describe('the price query by city', () => {
  const remote = surcharge({ id: 1, name: 'Remote', kind: 'remote', basis: 'shipment', amount: '25' });
  const b = book({
    channels: [channel({ carrier: 'DHL', sheets: [usSheet(rate('A', '0', '100', 'flat', '100'))] })],
    surcharges: [remote],
    remoteLists: [remoteList(['US:city:Barrow:A'])],
  });

  it('charges a remote-by-city entry when the query names the city, not without it', () => {
    expect(linesOf(quoteOf(b, request({ city: 'barrow' })))).toEqual(['base 100', 'remote 25']);
    expect(linesOf(quoteOf(b, request({ postcode: '99723', city: 'Barrow' })))).toEqual(['base 100', 'remote 25']);
    expect(linesOf(quoteOf(b, request({ postcode: '99723' })))).toEqual(['base 100']);
    expect(linesOf(quoteOf(b, request({ city: 'Anchorage' })))).toEqual(['base 100']);
  });
});
