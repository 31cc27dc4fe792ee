import type { ChargeableWeight } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { compileBook, priceQuery, type PriceRequest } from '../src/quote-engine/index.ts';
import {
  book,
  channel,
  exclusionOf,
  linesOf,
  pieces,
  priced,
  quoteOf,
  rate,
  request,
  settings,
  sheet,
  usSheet,
  zone,
} from './quote-engine-fixtures.ts';

/*
 * The engine from worked examples: every expected figure below was computed
 * by hand (the working is in the comment beside it), not by the engine.
 * Unless a case says otherwise: divisor 6000, step 0.5 kg, one zone A for the
 * whole US priced 10 per kg, CNY.
 */

type Weight = ChargeableWeight;
const piece = (actual: string, volumetric: string, billed: string, rounded: string, count = 1) => ({
  actual,
  volumetric,
  billed,
  rounded,
  count,
});

describe('chargeable weight, express and air', () => {
  it.each<[string, Partial<ReturnType<typeof settings>>, Partial<PriceRequest>, Partial<Weight>]>([
    // 2.3 kg, no dimensions: billed 2.3, up to the next 0.5 → 2.5.
    [
      'actual weight, rounded up to the step',
      {},
      { weight: '2.3' },
      {
        actual: '2.3',
        volumetric: '0',
        pieces: [piece('2.3', '0', '2.3', '2.5')],
        rounded: '2.5',
        chargeable: '2.5',
        minimumApplied: false,
        cbm: null,
      },
    ],
    // 50×40×30 = 60000 cm³ / 6000 = 10 kg > 4 kg actual.
    [
      'volumetric beats actual',
      {},
      { weight: '4', pieces: pieces('50,40,30,4') },
      { volumetric: '10', pieces: [piece('4', '10', '10', '10')], chargeable: '10' },
    ],
    // 35×35×35 = 42875 / 6000 = 7.1458… → 7.146 (up to the gram) → step 0.5 → 7.5.
    [
      'volumetric up to the gram, then the step',
      {},
      { weight: '3', pieces: pieces('35,35,35,3') },
      { volumetric: '7.146', pieces: [piece('3', '7.146', '7.146', '7.5')], chargeable: '7.5' },
    ],
    // 60000 / 5000 = 12.
    [
      'divisor 5000',
      { divisor: 5000 },
      { weight: '4', pieces: pieces('50,40,30,4') },
      { volumetric: '12', chargeable: '12' },
    ],
    // Above 20 kg the step is 1 kg: 19.6 is not above → step 0.5 → 20.
    [
      'below the second step threshold',
      { stepAbove: '20', stepAboveSize: '1' },
      { weight: '19.6' },
      { rounded: '20', chargeable: '20' },
    ],
    // 20 is not above 20: stays 20.
    [
      'at the second step threshold',
      { stepAbove: '20', stepAboveSize: '1' },
      { weight: '20' },
      { rounded: '20', chargeable: '20' },
    ],
    // 20.2 is not above 20.2: the 0.5 step still applies → 20.5 (a whole kg would give 21).
    [
      'at a threshold off the steps',
      { stepAbove: '20.2', stepAboveSize: '1' },
      { weight: '20.2' },
      { rounded: '20.5' },
    ],
    // 20.2 > 20 → whole kg → 21 (with 0.5 it would be 20.5).
    [
      'above the second step threshold',
      { stepAbove: '20', stepAboveSize: '1' },
      { weight: '20.2' },
      { rounded: '21', chargeable: '21' },
    ],
    // 20.001 > 20 → 21.
    ['one gram above the threshold', { stepAbove: '20', stepAboveSize: '1' }, { weight: '20.001' }, { rounded: '21' }],
    // max(0.3, 0, 1) = 1.
    [
      'piece minimum',
      { pieceMinimum: '1' },
      { weight: '0.3' },
      { pieces: [piece('0.3', '0', '1', '1')], chargeable: '1' },
    ],
    // 1.2 → 1.5, below the channel minimum 3 → 3.
    [
      'channel minimum applied',
      { minChargeable: '3' },
      { weight: '1.2' },
      { rounded: '1.5', chargeable: '3', minimumApplied: true },
    ],
    // 1.2 → 1.5 = the minimum: not "applied".
    [
      'channel minimum equal to the weight',
      { minChargeable: '1.5' },
      { weight: '1.2' },
      { rounded: '1.5', chargeable: '1.5', minimumApplied: false },
    ],
    // Piece 1 (×2): 40×30×20 = 24000/6000 = 4 < 5.2 → 5.5 each → 11. Piece 2: 60×40×40 = 96000/6000 = 16 > 12 → 16. Sum 27.
    // Actual 5.2×2 + 12 = 22.4; volumetric 4×2 + 16 = 24.
    [
      'pieces with counts',
      {},
      { weight: '22.4', pieces: pieces('40,30,20,5.2,2', '60,40,40,12') },
      {
        actual: '22.4',
        volumetric: '24',
        pieces: [piece('5.2', '4', '5.2', '5.5', 2), piece('12', '16', '16', '16')],
        rounded: '27',
        chargeable: '27',
      },
    ],
    // Each piece rounds on its own: 10×10×10/6000 = 0.1667 → 0.167 < 0.2 → 0.5, ×2 = 1 (the shipment's 0.4 would round to 0.5).
    [
      'each piece rounded on its own',
      {},
      { weight: '0.4', pieces: pieces('10,10,10,0.2,2') },
      { volumetric: '0.334', rounded: '1', chargeable: '1' },
    ],
    // A step of 0: no rounding.
    ['a step of 0 does not round', { step: '0' }, { weight: '2.345' }, { rounded: '2.345', chargeable: '2.345' }],
  ])('%s', (_, over, req, expected) => {
    const q = quoteOf(book({ channels: [channel({ settings: settings(over) })] }), request(req));
    expect(q.weight).toMatchObject(expected);
  });
});

it('air bills like express: per piece by the divisor', () => {
  // 60000 / 6000 = 10 kg by volume, not 0.06 m³.
  const q = quoteOf(
    book({ channels: [channel({ mode: 'air' })] }),
    request({ weight: '4', pieces: pieces('50,40,30,4') }),
  );
  expect([q.weight.chargeable, q.weight.cbm]).toEqual(['10', null]);
});

describe('chargeable weight, sea', () => {
  const sea = (over: Partial<ReturnType<typeof settings>>) =>
    book({ channels: [channel({ mode: 'sea', settings: settings({ step: '1', ...over }) })] });

  it.each<[string, Partial<ReturnType<typeof settings>>, Partial<PriceRequest>, Partial<Weight>]>([
    // 120×100×80 = 960000 cm³ × 2 = 1.92 m³ × 1000 = 1920 kg > 300 kg actual.
    [
      'cubic metres bill more',
      {},
      { weight: '300', pieces: pieces('120,100,80,150,2') },
      { actual: '300', volumetric: '1920', cbm: '1.92', pieces: [], rounded: '1920', chargeable: '1920' },
    ],
    // 1.92 m³ × 167 = 320.64 → step 1 → 321.
    [
      'kg per cubic metre 167, rounded up',
      { kgPerCbm: '167' },
      { weight: '300', pieces: pieces('120,100,80,150,2') },
      { volumetric: '320.64', cbm: '1.92', chargeable: '321' },
    ],
    // 1 m³ = 1000 kg < 1500 kg actual.
    [
      'weight bills more',
      {},
      { weight: '1500', pieces: pieces('100,100,100,1500') },
      { volumetric: '1000', cbm: '1', chargeable: '1500' },
    ],
    // The piece minimum (50) is a parcel rule: 10 kg stays 10; the channel minimum 100 applies.
    [
      'the piece minimum does not apply, the channel minimum does',
      { pieceMinimum: '50', minChargeable: '100' },
      { weight: '10' },
      { cbm: '0', rounded: '10', chargeable: '100', minimumApplied: true },
    ],
  ])('%s', (_, over, req, expected) => {
    expect(quoteOf(sea(over), request(req)).weight).toMatchObject(expected);
  });
});

describe('rate models', () => {
  const on = (...rates: ReturnType<typeof rate>[]) => book({ channels: [channel({ sheets: [usSheet(...rates)] })] });
  const flatBands = on(
    rate('A', '0', '0.5', 'flat', '50'),
    rate('A', '0.5', '1', 'flat', '70'),
    rate('A', '1', '2', 'flat', '90'),
  );

  it.each([
    // 0.5 lies in 0 < W ≤ 0.5.
    ['0.5', '50'],
    // 0.8 → 1, in 0.5 < W ≤ 1.
    ['0.8', '70'],
    // 1.01 → 1.5, in 1 < W ≤ 2.
    ['1.01', '90'],
  ])('flat: %s kg costs %s', (weight, amount) => {
    expect(linesOf(quoteOf(flatBands, request({ weight })))).toEqual([`base ${amount}`]);
  });

  it('flat: the line says the band and the weight', () => {
    const [line] = quoteOf(flatBands, request({ weight: '0.8' })).lines;
    expect(line).toEqual({
      kind: 'base',
      name: 'flat',
      ruleId: null,
      amount: '70',
      detail: { rate: '70', kg: '1', fromKg: '0.5', toKg: '1' },
    });
  });

  it('per kg: 35.5 × 2.5 = 88.75', () => {
    const q = quoteOf(on(rate('A', '0', '10', 'perKg', '35.5')), request({ weight: '2.5' }));
    expect(q.lines[0]).toMatchObject({ name: 'perKg', amount: '88.75', detail: { rate: '35.5', kg: '2.5' } });
  });

  const firstAdditional = (firstKg: string, stepKg: string, stepPrice: string) =>
    on(rate('A', '0', '30', 'firstAdditional', '120', { firstKg, stepKg, stepPrice }));
  it.each([
    // 0.5 kg: the first weight only.
    ['0.5', '0.5', '0.5', '30', 0, '120'],
    // 2.5 kg: 120 + (2.5 − 0.5) / 0.5 = 4 steps × 30 = 240.
    ['2.5', '0.5', '0.5', '30', 4, '240'],
    // 2.5 kg, first 1 kg, steps of 1 kg: 1.5 kg above is 2 started steps: 120 + 2 × 25 = 170.
    ['2.5', '1', '1', '25', 2, '170'],
    // 1.5 kg, first 1 kg, steps of 1 kg: 0.5 kg started one step: 120 + 25 = 145.
    ['1.5', '1', '1', '25', 1, '145'],
  ])(
    'first and additional weight: %s kg, first %s kg, steps of %s kg at %s → %i steps, %s',
    (weight, firstKg, stepKg, stepPrice, steps, amount) => {
      const q = quoteOf(firstAdditional(firstKg, stepKg, stepPrice), request({ weight }));
      expect(q.lines[0]).toMatchObject({
        name: 'firstAdditional',
        amount,
        detail: { rate: '120', firstKg, stepKg, stepPrice, steps },
      });
    },
  );

  it('first and additional weight on a weight with more than three decimals: a part of a gram above starts a step', () => {
    // Sea, no rounding: 1.92 m³ × 166.6667 = 320.000064 kg; first 320 kg, so 0.000064 kg above starts one step of 0.5: 120 + 10.
    const sea = channel({
      mode: 'sea',
      settings: settings({ step: '0', kgPerCbm: '166.6667' }),
      sheets: [
        usSheet(rate('A', '0', '400', 'firstAdditional', '120', { firstKg: '320', stepKg: '0.5', stepPrice: '10' })),
      ],
    });
    const q = quoteOf(book({ channels: [sea] }), request({ weight: '300', pieces: pieces('120,100,80,150,2') }));
    expect(q.weight.chargeable).toBe('320.000064');
    expect(q.lines[0]).toMatchObject({ name: 'firstAdditional', amount: '130', detail: { steps: 1 } });
  });

  it('per kg plus a fee per piece: 28 × 11 + 15 × 2 pieces = 338', () => {
    // Pieces 30×20×10 = 6000/6000 = 1 kg < 5.5 → 5.5 each, ×2 = 11 kg.
    const q = quoteOf(
      on(rate('A', '0', '30', 'perKgPlusFee', '28', { pieceFee: '15' })),
      request({ weight: '11', pieces: pieces('30,20,10,5.5,2') }),
    );
    expect(q.weight.chargeable).toBe('11');
    expect(q.lines[0]).toMatchObject({
      name: 'perKgPlusFee',
      amount: '338',
      detail: { rate: '28', kg: '11', pieceFee: '15', pieces: 2 },
    });
  });
});

describe('zones', () => {
  // Whole US 100; prefix 9: 200; prefix 90: 300; range 90000–90999: 400; exact 90210: 500.
  // Canada only by a range of letters; Great Britain whole and by prefix SW1.
  const zones = [
    zone('US', 'US'),
    zone('P9', 'US:prefix:9'),
    zone('P90', 'US:prefix:90'),
    zone('R', 'US:range:90000:90999'),
    zone('X', 'US:exact:90210'),
    zone('CA', 'CA:range:V5A:V5Z'),
    zone('GB', 'GB'),
    zone('SW', 'GB:prefix:SW1'),
  ];
  const prices: Record<string, string> = {
    US: '100',
    P9: '200',
    P90: '300',
    R: '400',
    X: '500',
    CA: '600',
    GB: '700',
    SW: '800',
  };
  const b = book({
    channels: [
      channel({
        sheets: [
          sheet(
            zones,
            zones.map((z) => rate(z.code, '0', '30', 'flat', prices[z.code]!)),
          ),
        ],
      }),
    ],
  });

  it.each([
    ['US', undefined, 'US'],
    ['US', '10001', 'US'],
    ['US', '94105', 'P9'],
    ['US', '91000', 'P9'],
    ['US', '901', 'P90'],
    ['US', '90500', 'R'],
    ['US', '90000', 'R'],
    ['US', '90999', 'R'],
    ['US', '90210', 'X'],
    ['US', '90-210', 'X'],
    ['US', '9021 0', 'X'],
    ['US', '90210-1234', 'R'],
    ['CA', 'v5k 1a1', 'CA'],
    ['CA', 'V5Z-9ZZ', 'CA'],
    ['GB', 'sw1a 1aa', 'SW'],
    ['GB', 'EC1A 1BB', 'GB'],
    ['GB', undefined, 'GB'],
  ])('%s %s → zone %s', (country, postcode, code) => {
    const q = quoteOf(b, request({ country, postcode }));
    expect(q.zone).toEqual({ code, name: `Zone ${code}` });
    expect(q.lines[0]!.amount).toBe(prices[code]);
  });

  it.each([
    ['CA', undefined, { country: 'CA', postcode: '' }],
    ['CA', 'M5V 2T6', { country: 'CA', postcode: 'M5V 2T6' }],
    ['CA', 'V5', { country: 'CA', postcode: 'V5' }],
  ])('%s %s: the country has zones but none holds it', (country, postcode, detail) => {
    expect(exclusionOf(b, request({ country, postcode }))).toMatchObject({ reason: 'noZone', detail });
  });

  it('a country without zones is not served', () => {
    expect(exclusionOf(b, request({ country: 'FR' }))).toMatchObject({
      reason: 'countryNotServed',
      detail: { country: 'FR' },
    });
  });
});

describe('dates', () => {
  const dated = book({
    channels: [
      channel({
        sheets: [usSheet(rate('A', '0', '30', 'flat', '120')), usSheet(rate('A', '0', '30', 'flat', '100'))].map(
          (s, i) => ({ ...s, id: 2 - i, effectiveFrom: i ? '2025-01-01' : '2025-03-01' }),
        ),
      }),
    ],
  });

  it.each([
    ['2025-01-01', 1, '100'],
    ['2025-02-28', 1, '100'],
    ['2025-03-01', 2, '120'],
    ['2025-03-02', 2, '120'],
  ])('on %s the sheet in force is %i', (date, sheetId, amount) => {
    const q = quoteOf(dated, request({ date }));
    expect([q.sheetId, q.lines[0]!.amount]).toEqual([sheetId, amount]);
  });

  it('before the first sheet there is none', () => {
    expect(exclusionOf(dated, request({ date: '2024-12-31' }))).toEqual(
      expect.objectContaining({ reason: 'noSheet', detail: { date: '2024-12-31', from: '2025-01-01' } }),
    );
  });

  const quoting = book({
    channels: [channel({ settings: settings({ quoteFrom: '2025-01-10', quoteTo: '2025-01-20' }) })],
  });
  it.each([
    ['2025-01-09', false],
    ['2025-01-10', true],
    ['2025-01-20', true],
    ['2025-01-21', false],
  ])('quoting from 2025-01-10 to 2025-01-20 (inclusive): %s → %s', (date, quotes) => {
    const { data, excluded } = priced(quoting, request({ date }));
    expect(data.length).toBe(quotes ? 1 : 0);
    if (!quotes)
      expect(excluded[0]).toMatchObject({
        reason: 'notQuoting',
        detail: { date, from: '2025-01-10', to: '2025-01-20' },
      });
  });
});

describe('exclusions', () => {
  const limited = (over: Partial<ReturnType<typeof settings>>, rates = [rate('A', '0', '1000', 'perKg', '10')]) =>
    book({ channels: [channel({ settings: settings(over), sheets: [usSheet(...rates)] })] });

  it.each<[string, ReturnType<typeof book>, Partial<PriceRequest>, string, Record<string, string>]>([
    [
      'not quoting after quoteTo',
      limited({ quoteTo: '2025-03-01' }),
      {},
      'notQuoting',
      { date: '2025-03-15', to: '2025-03-01' },
    ],
    ['no sheet yet', book({ channels: [channel({ sheets: [] })] }), {}, 'noSheet', { date: '2025-03-15' }],
    ['cargo type not taken', limited({}), { cargoType: 'battery' }, 'cargo', { value: 'battery', limit: 'general' }],
    // The actual 30.2 > 30 (not the chargeable 30.5).
    [
      'actual weight over the limit',
      limited({ maxWeight: '30' }),
      { weight: '30.2' },
      'overWeight',
      { limit: '30', value: '30.2' },
    ],
    [
      'a piece over its weight limit',
      limited({ maxPieceWeight: '30' }),
      { weight: '36', pieces: pieces('10,10,10,31', '10,10,10,5') },
      'pieceWeight',
      { limit: '30', value: '31' },
    ],
    [
      'a side over the limit',
      limited({ maxLongestSide: '120' }),
      { weight: '5', pieces: pieces('10,121,10,5') },
      'longestSide',
      { limit: '120', value: '121' },
    ],
    // 100 + 2 × (60 + 60) = 340 > 300.
    [
      'girth over the limit',
      limited({ maxGirth: '300' }),
      { weight: '25', pieces: pieces('60,100,60,25') },
      'girth',
      { limit: '300', value: '340' },
    ],
    // The bands end at 30 kg; 31 is beyond.
    [
      'no band for the weight',
      limited({}, [rate('A', '0', '30', 'perKg', '10')]),
      { weight: '31' },
      'noRate',
      { zone: 'A', value: '31', limit: '30' },
    ],
  ])('%s', (_, b, req, reason, detail) => {
    expect(exclusionOf(b, request(req))).toEqual({
      channel: { id: 1, code: 'CH1', name: 'Channel 1', mode: 'express', incoterm: 'DDP', carrier: 'DHL' },
      reason,
      detail,
    });
  });

  it.each<[string, Partial<ReturnType<typeof settings>>, Partial<PriceRequest>]>([
    ['weight at the limit', { maxWeight: '30' }, { weight: '30' }],
    ['piece at its weight limit', { maxPieceWeight: '30' }, { weight: '30' }],
    ['side at the limit', { maxLongestSide: '120' }, { weight: '5', pieces: pieces('120,10,10,5') }],
    // 100 + 2 × (50 + 50) = 300.
    ['girth at the limit', { maxGirth: '300' }, { weight: '25', pieces: pieces('100,50,50,25') }],
    ['limits without dimensions', { maxLongestSide: '10', maxGirth: '10' }, { weight: '25' }],
  ])('%s: quoted', (_, over, req) => {
    expect(quoteOf(limited(over), request(req)).channel.id).toBe(1);
  });

  it.each<[string, Partial<ReturnType<typeof settings>>, Partial<PriceRequest>, string]>([
    ['the country before the cargo', {}, { country: 'FR', cargoType: 'battery' }, 'countryNotServed'],
    ['the cargo before the weight', { maxWeight: '10' }, { weight: '20', cargoType: 'battery' }, 'cargo'],
    ['the total weight before a piece', { maxWeight: '10', maxPieceWeight: '10' }, { weight: '20' }, 'overWeight'],
    [
      'a piece before its sides',
      { maxPieceWeight: '10', maxLongestSide: '50' },
      { weight: '20', pieces: pieces('60,10,10,20') },
      'pieceWeight',
    ],
    [
      'the longest side before the girth',
      { maxLongestSide: '50', maxGirth: '100' },
      { weight: '20', pieces: pieces('60,40,40,20') },
      'longestSide',
    ],
    ['a limit before the rate', { maxWeight: '2000' }, { weight: '2000.5' }, 'overWeight'],
    [
      'a country it does not serve first, before its calendar',
      { quoteTo: '2025-01-01', maxWeight: '1' },
      { country: 'FR', weight: '20' },
      'countryNotServed',
    ],
    ['the calendar before the limits', { quoteTo: '2025-01-01', maxWeight: '1' }, { weight: '20' }, 'notQuoting'],
  ])('one reason, the first that applies: %s', (_, over, req, reason) => {
    expect(exclusionOf(limited(over), request(req)).reason).toBe(reason);
  });

  describe('weight limits weigh the actual weight; the chargeable weight picks the band', () => {
    // Up to 30 kg at 10 per kg, above at 8.
    const banded = (over: Partial<ReturnType<typeof settings>>) =>
      limited(over, [rate('A', '0', '30', 'perKg', '10'), rate('A', '30', '100', 'perKg', '8')]);
    // 100×60×60 = 360000 cm³ / 6000 = 60 kg by volume, 20 kg actual.
    const bulky = request({ weight: '20', pieces: pieces('100,60,60,20') });

    it.each<[string, Partial<ReturnType<typeof settings>>]>([
      ['the shipment limit', { maxWeight: '30' }],
      ['the piece limit', { maxPieceWeight: '30' }],
    ])(
      'a parcel light in actual weight, heavy by volume, under %s: quoted on the 60 kg band (60 × 8 = 480)',
      (_, over) => {
        const q = quoteOf(banded(over), bulky);
        expect([q.weight.chargeable, q.sum, q.lines[0]!.detail]).toEqual([
          '60',
          '480',
          expect.objectContaining({ fromKg: '30', toKg: '100', rate: '8' }),
        ]);
      },
    );

    it('a heavy piece is refused though the shipment is under its limit (40 kg ≤ 50, one piece 32 kg > 30)', () => {
      const heavy = request({ weight: '40', pieces: pieces('30,30,30,32', '20,20,20,8') });
      expect(exclusionOf(banded({ maxWeight: '50', maxPieceWeight: '30' }), heavy)).toMatchObject({
        reason: 'pieceWeight',
        detail: { limit: '30', value: '32' },
      });
    });
  });

  it('a channel taking the cargo type quotes it', () => {
    expect(quoteOf(limited({ cargoTypes: ['general', 'battery'] }), request({ cargoType: 'battery' })).channel.id).toBe(
      1,
    );
  });
});

describe('totals and currencies', () => {
  const priceOn = (currency: string, model: 'flat' | 'perKg', price: string, weight: string) =>
    quoteOf(
      book({
        channels: [
          channel({
            settings: settings({ currency, step: '0' }),
            sheets: [usSheet(rate('A', '0', '30', model, price))],
          }),
        ],
      }),
      request({ weight }),
    );

  it.each([
    // 10.005 × 1 = 10.005 → half up to 2 places: 10.01 (half even would give 10.00).
    ['CNY', 'perKg', '10.005', '1', '10.005', '10.01', 2],
    // 10.0049 → 10.00.
    ['CNY', 'perKg', '10.0049', '1', '10.0049', '10.00', 2],
    // 3.3333 × 1.5 = 4.99995 → 5.00.
    ['USD', 'perKg', '3.3333', '1.5', '4.99995', '5.00', 2],
    // Yen has no minor unit: 1234.5 → 1235, 1234.4999 → 1234.
    ['JPY', 'flat', '1234.5', '1', '1234.5', '1235', 0],
    ['JPY', 'flat', '1234.4999', '1', '1234.4999', '1234', 0],
    // Amounts drop trailing zeros; the total keeps the currency's places.
    ['CNY', 'flat', '100.0000', '1', '100', '100.00', 2],
  ] as const)('%s %s %s × %s kg: sum %s, total %s', (currency, model, price, weight, sum, total, minorUnit) => {
    const q = priceOn(currency, model, price, weight);
    expect({
      currency: q.currency,
      amount: q.lines[0]!.amount,
      sum: q.sum,
      total: q.total,
      minorUnit: q.minorUnit,
    }).toEqual({ currency, amount: sum, sum, total, minorUnit });
  });

  it('carries the channel’s transit days and remark', () => {
    const q = quoteOf(
      book({ channels: [channel({ settings: settings({ transitMin: 4, transitMax: 7, remark: 'No PO boxes' }) })] }),
      request(),
    );
    expect([q.transitMin, q.transitMax, q.remark]).toEqual([4, 7, 'No PO boxes']);
  });
});

describe('order of the list', () => {
  const priceAt = (id: number, currency: string, price: string, sort = 0) =>
    channel({
      id,
      code: `C${id}`,
      sort,
      settings: settings({ currency }),
      sheets: [usSheet(rate('A', '0', '30', 'flat', price))],
    });
  const b = book({
    channels: [
      priceAt(1, 'CNY', '300'),
      priceAt(2, 'CNY', '200'),
      priceAt(3, 'USD', '10'),
      priceAt(4, 'JPY', '1000'),
      priceAt(5, 'EUR', '5'),
      priceAt(6, 'CNY', '200'),
      priceAt(7, 'CNY', '200', -1),
      channel({ id: 8, code: 'C8', sheets: [] }),
      channel({ id: 9, code: 'C9', sort: -5, sheets: [] }),
    ],
  });

  it('CNY first, cheapest first within a currency, then the other currencies by code; ties by channel order, then id', () => {
    // CNY: 200 (sort −1, id 7), 200 (id 2), 200 (id 6), 300; then EUR, JPY, USD whatever their amounts.
    expect(priced(b, request()).data.map((q) => q.channel.id)).toEqual([7, 2, 6, 1, 5, 4, 3]);
  });

  it("a page of that order; the count and each currency's cheapest (when it has rivals) are the whole list's", () => {
    const page = (offset: number, limit: number) => priced(b, request({ page: { offset, limit } }));
    expect(page(2, 3).data.map((q) => q.channel.id)).toEqual([6, 1, 5]);
    expect(page(6, 5).data.map((q) => q.channel.id)).toEqual([3]);
    expect(page(7, 5).data).toEqual([]);
    // EUR, JPY and USD have one quote each: nobody's cheapest.
    expect([page(4, 2).total, page(4, 2).cheapest, page(4, 2).currencies]).toEqual([
      7,
      [7],
      ['CNY', 'EUR', 'JPY', 'USD'],
    ]);
    // Only the page's quotes are written: its chargeable weights alone, numbered from 0.
    expect(page(4, 1).data[0]!.weightIndex).toBe(0);
    expect(page(4, 1).weights).toHaveLength(1);
  });

  it('the channels left out follow channel order', () => {
    expect(priced(b, request()).excluded.map((e) => e.channel.id)).toEqual([9, 8]);
  });

  it('only the channels asked for', () => {
    const { data, excluded } = priced(b, request({ channelIds: [3, 1, 8, 99] }));
    expect([data.map((q) => q.channel.id), excluded.map((e) => e.channel.id)]).toEqual([[1, 3], [8]]);
  });
});

describe('compiling again', () => {
  it('takes a sheet handed over compiled as it is and compiles a raw one', () => {
    const kept = usSheet(rate('A', '0', '30', 'flat', '100'));
    const first = compileBook(book({ channels: [channel({ sheets: [kept] })] }));
    const again = compileBook(book({ channels: [channel({ sheets: [first.channels[0]!.sheets[0]!] })] }));
    const edited = compileBook(
      book({ channels: [channel({ sheets: [{ ...kept, rates: [rate('A', '0', '30', 'flat', '90')] }] })] }),
    );
    expect(again.channels[0]!.sheets[0]).toBe(first.channels[0]!.sheets[0]);
    expect(priceQuery(again, request()).data[0]!.total).toBe('100.00');
    expect([first, edited].map((b) => priceQuery(b, request()).data[0]!.total)).toEqual(['100.00', '90.00']);
  });
});
