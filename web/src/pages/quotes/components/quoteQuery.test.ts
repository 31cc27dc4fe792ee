import { describe, expect, it } from 'vitest';
import { piecesOf, piecesText, priceQueryFromUrl, priceQueryOf, valuesOf } from './quoteQuery.ts';

describe('pieces in the query string', () => {
  it('writes L,W,H,kg with the count only when more than one, and reads it back', () => {
    const rows = [
      { length: '40', width: '30', height: '20', weight: '5.2', count: '2' },
      { length: '60', width: '40', height: '40', weight: '12', count: '1' },
    ];
    expect(piecesText(rows)).toBe('40,30,20,5.2,2;60,40,40,12');
    expect(piecesOf('40,30,20,5.2,2;60,40,40,12')).toEqual(rows);
  });

  it('keeps a missing part missing, so the server names it', () => {
    expect(piecesText([{ length: '40', width: '30', height: '20' }])).toBe('40,30,20,');
    expect(piecesOf('40,30,20,')).toEqual([{ length: '40', width: '30', height: '20', weight: '', count: '1' }]);
  });
});

describe('the query in the URL', () => {
  it('is the API’s query, defaults left out; the weight calculator reads only its own keys', () => {
    const values = {
      country: 'US',
      weight: ' 2.5 ',
      pieces: [],
      postcode: '90001',
      city: 'Barrow',
      cargoType: 'battery' as const,
      residential: true,
      date: '2026-03-01',
      street: '1 Main St Apt 2',
      company: 'Acme',
      description: 'Nike 运动鞋',
    };
    const patch = priceQueryOf(values);
    expect(patch).toEqual({
      country: 'US',
      weight: '2.5',
      pieces: null,
      postcode: '90001',
      city: 'Barrow',
      cargoType: 'battery',
      residential: 'true',
      date: '2026-03-01',
      street: '1 Main St Apt 2',
      company: 'Acme',
      description: 'Nike 运动鞋',
    });
    const url = new URLSearchParams(Object.entries(patch).filter((e): e is [string, string] => e[1] !== null));
    expect(priceQueryFromUrl(url, true)).toEqual({
      country: 'US',
      weight: '2.5',
      postcode: '90001',
      city: 'Barrow',
      cargoType: 'battery',
      residential: 'true',
      date: '2026-03-01',
      street: '1 Main St Apt 2',
      company: 'Acme',
      description: 'Nike 运动鞋',
    });
    expect(priceQueryFromUrl(url, false)).toEqual({ country: 'US', weight: '2.5' });
    expect(valuesOf(priceQueryFromUrl(url, true))).toEqual({ ...values, weight: '2.5' });
    expect(
      priceQueryOf({
        ...values,
        cargoType: 'general',
        residential: false,
        postcode: ' ',
        date: undefined,
        street: ' ',
        company: undefined,
      }),
    ).toMatchObject({
      cargoType: null,
      residential: null,
      postcode: null,
      date: null,
      street: null,
      company: null,
    });
  });

  it('asks nothing until a country is named', () => {
    expect(priceQueryFromUrl(new URLSearchParams('weight=2'), true)).toBeNull();
  });
});
