import { describe, expect, it } from 'vitest';
import { compileBook, remoteAreaOf, type BookSurcharge } from '../src/quote-engine/index.ts';
import {
  book,
  channel,
  linesOf,
  pieces,
  quoteOf,
  rate,
  remoteList,
  request,
  settings,
  surcharge,
  usSheet,
} from './quote-engine-fixtures.ts';

/*
 * Surcharges and remote areas from worked examples, figures by hand. Unless
 * a case says otherwise: one DHL channel, whole US at 10 per kg, step 0.5 kg,
 * divisor 6000, priced on 2025-03-15.
 */

const withRules = (...surcharges: BookSurcharge[]) => book({ surcharges, remoteLists: [dhlList] });
// Alaska by prefix (A), Hawaii by range (B), one exact postcode (C).
const dhlList = remoteList(['US:prefix:995:A', 'US:range:96700:96899:B', 'US:exact:10001:C', 'US:city:Barrow:A'], {
  effectiveTo: '2025-06-30',
});
const remote = (over: Partial<BookSurcharge> = {}) =>
  surcharge({
    id: 1,
    name: 'Remote area',
    kind: 'remote',
    basis: 'kg',
    amount: '3.5',
    minimum: '150',
    onFuel: true,
    ...over,
  });

describe('remote area', () => {
  it.each([
    // 99501 starts with 995 (class A); 3.5 × 10 kg = 35, below the minimum 150 → 150.
    ['by prefix, the minimum applied', '99501', '10', '150', { computed: '35', remoteClass: 'A' }],
    // 3.5 × 50 = 175 above the minimum.
    ['by prefix, above the minimum', '995 01', '50', '175', { computed: '175', remoteClass: 'A' }],
    // 96813 lies in 96700–96899 (class B).
    ['by range', '96813', '10', '150', { remoteClass: 'B' }],
    ['at the range’s first postcode', '96700', '10', '150', { remoteClass: 'B' }],
    ['at the range’s last postcode, ZIP+4', '96899-1234', '10', '150', { remoteClass: 'B' }],
    ['by exact postcode', '10001', '10', '150', { remoteClass: 'C' }],
  ])('%s: %s, %s kg → %s', (_, postcode, weight, amount, detail) => {
    const [, line] = quoteOf(withRules(remote()), request({ postcode, weight })).lines;
    expect(line).toEqual({
      kind: 'remote',
      name: 'Remote area',
      ruleId: 1,
      amount,
      detail: { basis: 'kg', rate: '3.5', kg: weight, minimum: '150', computed: expect.any(String), ...detail },
    });
  });

  it.each([
    ['a postcode on no list', '10002'],
    ['just past the range', '96900'],
    ['no postcode (city entries need a city, which a price query has not)', undefined],
  ])('not remote: %s', (_, postcode) => {
    expect(linesOf(quoteOf(withRules(remote()), request({ postcode, weight: '10' })))).toEqual(['base 100']);
  });

  it.each([
    ['99501', false],
    ['96813', true],
  ])('a rule for class B only: %s → %s', (postcode, charged) => {
    const q = quoteOf(withRules(remote({ remoteClass: 'b' })), request({ postcode, weight: '10' }));
    expect(q.lines.some((l) => l.kind === 'remote')).toBe(charged);
  });

  it.each([
    [' dhl ', true],
    ['UPS', false],
    [null, false],
  ])('the channel’s carrier %j reads the DHL list: %s', (carrier, charged) => {
    const b = { ...withRules(remote()), channels: [channel({ carrier })] };
    expect(quoteOf(b, request({ postcode: '99501', weight: '10' })).lines.some((l) => l.kind === 'remote')).toBe(
      charged,
    );
  });

  it.each([
    ['2024-12-31', false],
    ['2025-01-01', true],
    ['2025-06-30', true],
    ['2025-07-01', false],
  ])('a list in force 2025-01-01 to 2025-06-30, on %s: %s', (date, charged) => {
    const b = {
      ...withRules(remote({ effectiveFrom: '2024-01-01' })),
      channels: [
        channel({ sheets: [{ ...usSheet(rate('A', '0', '30', 'perKg', '10')), effectiveFrom: '2024-01-01' }] }),
      ],
    };
    expect(quoteOf(b, request({ postcode: '99501', weight: '10', date })).lines.some((l) => l.kind === 'remote')).toBe(
      charged,
    );
  });

  it('a newer list of the same carrier decides the class while both are in force', () => {
    const newer = remoteList(['US:prefix:995:X'], { id: 2, effectiveFrom: '2025-02-01' });
    const b = { ...withRules(remote()), remoteLists: [dhlList, newer] };
    const classOn = (date: string) =>
      quoteOf(b, request({ postcode: '99501', weight: '10', date })).lines[1]!.detail.remoteClass;
    expect([classOn('2025-01-31'), classOn('2025-02-01')]).toEqual(['A', 'X']);
  });
});

describe('remoteAreaOf (the toolbox reads the same lists)', () => {
  const compiled = compileBook(
    book({ remoteLists: [dhlList, remoteList(['US:range:99500:99599:EXT'], { id: 7, carrier: 'UPS' })] }),
  );

  it('every carrier whose list holds the destination', () => {
    expect(remoteAreaOf(compiled, { country: 'US', postcode: '99501', date: '2025-03-15' })).toEqual([
      { listId: 1, carrier: 'DHL', remoteClass: 'A', match: 'prefix', value: '995', valueTo: null },
      { listId: 7, carrier: 'UPS', remoteClass: 'EXT', match: 'range', value: '99500', valueTo: '99599' },
    ]);
  });

  it('one carrier, by city', () => {
    expect(remoteAreaOf(compiled, { country: 'US', city: ' barrow ', carrier: 'dhl', date: '2025-03-15' })).toEqual([
      { listId: 1, carrier: 'DHL', remoteClass: 'A', match: 'city', value: 'Barrow', valueTo: null },
    ]);
  });

  it('nothing off the lists, in another country, or outside the dates', () => {
    expect([
      remoteAreaOf(compiled, { country: 'US', postcode: '10002', date: '2025-03-15' }),
      remoteAreaOf(compiled, { country: 'CA', postcode: '99501', date: '2025-03-15' }),
      remoteAreaOf(compiled, { country: 'US', postcode: '99501', carrier: 'DHL', date: '2025-07-01' }),
    ]).toEqual([[], [], []]);
  });
});

describe('fuel', () => {
  it('on the base and the surcharges flagged for it, one line per rule, after the others', () => {
    // Base 20 × 10 kg = 200. Remote (flagged): 3.5 × 10 = 35 → minimum 150. Residential (not flagged): 25.
    // Fuel 12.5 % of 200 + 150 = 350 → 43.75; peak fuel 2 % of 350 → 7. Sum 200 + 150 + 25 + 43.75 + 7 = 425.75.
    const b = {
      ...withRules(
        surcharge({ id: 4, name: 'Fuel', kind: 'fuel', basis: 'percent', amount: '12.5' }),
        remote({ id: 2 }),
        surcharge({ id: 3, kind: 'residential', basis: 'shipment', amount: '25' }),
        surcharge({ id: 5, name: 'Peak fuel', kind: 'fuel', basis: 'percent', amount: '2' }),
      ),
      channels: [channel({ sheets: [usSheet(rate('A', '0', '30', 'perKg', '20'))] })],
    };
    const q = quoteOf(b, request({ postcode: '99501', weight: '10', residential: true }));
    expect(linesOf(q)).toEqual(['base 200', 'remote 150', 'residential 25', 'fuel 43.75', 'fuel 7']);
    expect(q.lines[3]).toEqual({
      kind: 'fuel',
      name: 'Fuel',
      ruleId: 4,
      amount: '43.75',
      detail: { basis: 'percent', percent: '12.5', of: '350' },
    });
    expect([q.sum, q.total]).toEqual(['425.75', '425.75']);
  });

  it('with a minimum: 1 % of 100 = 1, at least 5', () => {
    const q = quoteOf(
      withRules(surcharge({ kind: 'fuel', basis: 'percent', amount: '1', minimum: '5' })),
      request({ weight: '10' }),
    );
    expect(q.lines[1]).toMatchObject({ amount: '5', detail: { percent: '1', of: '100', minimum: '5', computed: '1' } });
  });
});

describe('other surcharges', () => {
  const rulesOn = (b: ReturnType<typeof withRules>, cargoTypes = ['general', 'battery'] as const) => ({
    ...b,
    channels: [channel({ settings: settings({ cargoTypes: [...cargoTypes] }) })],
  });

  it('oversize per qualifying piece: longest side over 120 or girth over 300', () => {
    // 130×50×40: longest 130 > 120, qualifies. 100×60×60 (×2): girth 100 + 2 × 120 = 340 > 300, both qualify.
    // 50×40×30: neither. 3 pieces × 80 = 240.
    const rule = surcharge({ kind: 'oversize', basis: 'piece', amount: '80', thresholdCm: '120', girthCm: '300' });
    const q = quoteOf(
      withRules(rule),
      request({ weight: '80', pieces: pieces('130,50,40,20', '100,60,60,25,2', '50,40,30,10') }),
    );
    expect(q.lines[1]).toEqual({
      kind: 'oversize',
      name: 'oversize',
      ruleId: 1,
      amount: '240',
      detail: { basis: 'piece', rate: '80', pieces: 3, thresholdCm: '120', girthCm: '300' },
    });
  });

  it('oversize: at the thresholds, or without dimensions, nothing', () => {
    const rule = surcharge({ kind: 'oversize', basis: 'piece', amount: '80', thresholdCm: '120', girthCm: '300' });
    // 120×50×40: longest 120, girth 120 + 180 = 300: neither over. Billed 240000 / 6000 = 40 kg → 400.
    expect(linesOf(quoteOf(withRules(rule), request({ weight: '20', pieces: pieces('120,50,40,20') })))).toEqual([
      'base 400',
    ]);
    expect(linesOf(quoteOf(withRules(rule), request({ weight: '20' })))).toEqual(['base 200']);
  });

  it('overweight per piece over 30 kg: 30 kg does not count, the two of 30.001 do', () => {
    // Chargeable: 30 + 30.5 × 2 = 91 kg; overweight 2 × 100 = 200.
    const rule = surcharge({ kind: 'overweight', basis: 'piece', amount: '100', thresholdKg: '30' });
    const q = quoteOf(
      withRules(rule),
      request({ weight: '90.002', pieces: pieces('40,30,20,30', '40,30,20,30.001,2') }),
    );
    expect(linesOf(q)).toEqual(['base 910', 'overweight 200']);
  });

  it('overweight without pieces: the shipment is one piece', () => {
    const rule = surcharge({ kind: 'overweight', basis: 'shipment', amount: '100', thresholdKg: '30' });
    expect(linesOf(quoteOf(withRules(rule), request({ weight: '31' })))).toEqual(['base 310', 'overweight 100']);
  });

  it.each([
    [true, ['base 10', 'residential 25']],
    [false, ['base 10']],
  ])('residential %s', (residential, lines) => {
    expect(
      linesOf(
        quoteOf(
          withRules(surcharge({ kind: 'residential', basis: 'shipment', amount: '25' })),
          request({ residential }),
        ),
      ),
    ).toEqual(lines);
  });

  it('residential as a percent of the base: 10 % of 200 = 20', () => {
    expect(
      linesOf(
        quoteOf(
          withRules(surcharge({ kind: 'residential', basis: 'percent', amount: '10' })),
          request({ weight: '20', residential: true }),
        ),
      ),
    ).toEqual(['base 200', 'residential 20']);
  });

  it('sensitive cargo per piece counts every piece: 3 × 5 = 15', () => {
    const rule = surcharge({ kind: 'sensitive', basis: 'piece', amount: '5', cargoTypes: ['battery'] });
    const q = quoteOf(
      rulesOn(withRules(rule)),
      request({ weight: '3', cargoType: 'battery', pieces: pieces('20,20,20,1,3') }),
    );
    expect(q.lines[1]).toMatchObject({ amount: '15', detail: { basis: 'piece', pieces: 3, cargoType: 'battery' } });
  });

  it('sensitive cargo per kg with a minimum: 2 × 5 kg = 10, at least 20; general cargo pays nothing', () => {
    const rule = surcharge({
      kind: 'sensitive',
      basis: 'kg',
      amount: '2',
      minimum: '20',
      cargoTypes: ['battery', 'liquid'],
    });
    expect(linesOf(quoteOf(rulesOn(withRules(rule)), request({ weight: '5', cargoType: 'battery' })))).toEqual([
      'base 50',
      'sensitive 20',
    ]);
    expect(linesOf(quoteOf(rulesOn(withRules(rule)), request({ weight: '5' })))).toEqual(['base 50']);
  });

  it.each([
    ['2025-01-31', false],
    ['2025-02-01', true],
    ['2025-02-28', true],
    ['2025-03-01', false],
  ])('a rule in force 2025-02-01 to 2025-02-28, on %s: %s', (date, charged) => {
    const rule = surcharge({
      kind: 'residential',
      basis: 'shipment',
      amount: '25',
      effectiveFrom: '2025-02-01',
      effectiveTo: '2025-02-28',
    });
    expect(quoteOf(withRules(rule), request({ residential: true, date })).lines.length).toBe(charged ? 2 : 1);
  });

  it('a rule for other channels, or disabled, does not apply', () => {
    const others = surcharge({ id: 1, kind: 'residential', basis: 'shipment', amount: '25', channelIds: [2, 3] });
    const disabled = surcharge({ id: 2, kind: 'residential', basis: 'shipment', amount: '30', enabled: false });
    const mine = surcharge({ id: 3, kind: 'residential', basis: 'shipment', amount: '40', channelIds: [1] });
    expect(linesOf(quoteOf(withRules(others, disabled, mine), request({ residential: true })))).toEqual([
      'base 10',
      'residential 40',
    ]);
  });
});

describe('peak season and other', () => {
  // 2025-11-01 to 2026-01-15; 50×40×30 = 60000 / 6000 = 10 kg chargeable, 4 kg actual: base 100.
  const season = { effectiveFrom: '2025-11-01', effectiveTo: '2026-01-15' };
  const peak = (over: Partial<BookSurcharge> = {}) =>
    surcharge({ id: 1, name: '旺季附加费', kind: 'peak', basis: 'kg', amount: '2', ...season, ...over });
  const bulky = (date: string) => request({ weight: '4', pieces: pieces('50,40,30,4'), date });

  it('per chargeable kg, the season on its line: 2 × 10 kg = 20', () => {
    const q = quoteOf(withRules(peak()), bulky('2025-12-01'));
    expect(q.lines[1]).toEqual({
      kind: 'peak',
      name: '旺季附加费',
      ruleId: 1,
      amount: '20',
      detail: { basis: 'kg', rate: '2', kg: '10', seasonFrom: '2025-11-01', seasonTo: '2026-01-15' },
    });
    expect(q.sum).toBe('120');
  });

  it.each([
    ['2025-10-31', false],
    ['2025-11-01', true],
    ['2026-01-15', true],
    ['2026-01-16', false],
  ])('only in its season, on %s: %s', (date, charged) => {
    expect(quoteOf(withRules(peak()), bulky(date)).lines.some((l) => l.kind === 'peak')).toBe(charged);
  });

  it('per piece: 3 × 1.5 = 4.5; fuel charged on it when flagged: 10 % of (30 + 4.5) = 3.45', () => {
    const b = withRules(
      peak({ basis: 'piece', amount: '1.5', onFuel: true }),
      surcharge({ id: 2, name: 'Fuel', kind: 'fuel', basis: 'percent', amount: '10' }),
    );
    const q = quoteOf(b, request({ weight: '3', pieces: pieces('10,10,10,1,3'), date: '2025-12-01' }));
    expect(linesOf(q)).toEqual(['base 30', 'peak 4.5', 'fuel 3.45']);
  });

  it('other: every shipment while in force, under its name', () => {
    const q = quoteOf(
      withRules(surcharge({ name: '清关杂费', kind: 'other', basis: 'shipment', amount: '15' })),
      request({ weight: '2' }),
    );
    expect(q.lines[1]).toEqual({
      kind: 'other',
      name: '清关杂费',
      ruleId: 1,
      amount: '15',
      detail: { basis: 'shipment', rate: '15' },
    });
  });
});
