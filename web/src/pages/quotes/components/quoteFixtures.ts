import { EXCLUSION_REASONS, type ChargeableWeight, type Exclusion, type PriceList, type Quote } from '@fwd/contract';

/*
 * Price lists as the server answers them, for the quote pages' tests: two
 * quotes worked by hand (2 pieces 40×30×20 cm of 5.2 kg: 4 kg volumetric
 * each at 6000, 5.2 billed, 5.5 rounded, 11 kg; DHL's minimum 12 kg, 0.5 kg
 * first and 23 steps of 0.5 kg) and a channel left out for every reason, with
 * the details the engine sends.
 */

const channel = (id: number, code: string, name: string, mode = 'express') => ({
  id,
  code,
  name,
  mode,
  incoterm: 'DDP',
  carrier: 'UPS',
});
const rules = {
  divisor: 6000,
  kgPerCbm: '1000',
  step: '0.5',
  stepAbove: null,
  stepAboveSize: null,
  minChargeable: '0',
  pieceMinimum: '0',
};
export const upsWeight: ChargeableWeight = {
  actual: '10.4',
  volumetric: '8',
  pieces: [{ actual: '5.2', volumetric: '4', billed: '5.2', rounded: '5.5', count: 2 }],
  cbm: null,
  rounded: '11',
  minimumApplied: false,
  chargeable: '11',
  rules,
};

export const upsQuote: Quote = {
  channel: channel(3, 'US-EXP', '美国快递'),
  zone: { code: 'Z2', name: '美西' },
  sheetId: 10,
  currency: 'CNY',
  chargeable: '11',
  weightIndex: 0,
  lines: [
    {
      kind: 'base',
      name: 'perKg',
      ruleId: null,
      amount: '135.85',
      detail: { rate: '12.35', kg: '11', fromKg: '10', toKg: '20' },
    },
    {
      kind: 'fuel',
      name: '燃油 3 月',
      ruleId: 4,
      amount: '16.98125',
      detail: { basis: 'percent', percent: '12.5', of: '135.85' },
    },
  ],
  sum: '152.83125',
  total: '152.83',
  minorUnit: 2,
  transitMin: 5,
  transitMax: 8,
  remark: null,
};

export const dhlQuote: Quote = {
  channel: channel(5, 'US-DHL', 'DHL 美国'),
  zone: { code: 'US', name: null },
  sheetId: 11,
  currency: 'USD',
  chargeable: '12',
  weightIndex: 1,
  lines: [
    {
      kind: 'base',
      name: 'firstAdditional',
      ruleId: null,
      amount: '66',
      detail: {
        rate: '20',
        kg: '12',
        fromKg: '0',
        toKg: '30',
        firstKg: '0.5',
        stepKg: '0.5',
        stepPrice: '2',
        steps: 23,
      },
    },
    {
      kind: 'remote',
      name: '偏远 A',
      ruleId: 6,
      amount: '25',
      detail: { basis: 'kg', rate: '1.5', kg: '12', remoteClass: 'A', minimum: '25', computed: '18' },
    },
  ],
  sum: '91',
  total: '91.00',
  minorUnit: 2,
  transitMin: 3,
  transitMax: 3,
  remark: null,
};

/** Dearer than UPS in the same currency. */
export const fedexQuote: Quote = {
  ...upsQuote,
  channel: channel(9, 'US-FDX', 'FedEx 美国'),
  sum: '160',
  total: '160.00',
};

/** One channel left out for each reason, with the numbers the server sends. */
const details: Record<(typeof EXCLUSION_REASONS)[number], Exclusion['detail']> = {
  notQuoting: { date: '2026-03-02', from: '2026-04-01' },
  noSheet: { date: '2026-03-02', from: '2026-03-15' },
  countryNotServed: { country: 'US' },
  noZone: { country: 'US', postcode: '' },
  overWeight: { limit: '30', value: '31.5' },
  pieceWeight: { limit: '5', value: '5.2' },
  longestSide: { limit: 120, value: 130 },
  girth: { limit: '300', value: '330' },
  noRate: { zone: 'Z9', value: '11', limit: '10' },
  cargo: { value: 'general', limit: 'battery,liquid' },
};
export const exclusions: Exclusion[] = EXCLUSION_REASONS.map((reason, i) => ({
  channel: channel(20 + i, `X-${reason}`, `渠道${reason}`),
  reason,
  detail: details[reason],
}));

export const priceList = (over: Partial<PriceList> = {}): PriceList => ({
  // As the server ranks them: CNY first, cheapest first within each currency.
  data: [upsQuote, fedexQuote, dhlQuote],
  total: 3,
  // UPS beats FedEx in CNY; DHL, alone in USD, is nobody's cheapest.
  cheapest: [upsQuote.channel.id],
  currencies: ['CNY', 'USD'],
  excluded: exclusions,
  weights: [
    upsWeight,
    {
      ...upsWeight,
      rounded: '11',
      minimumApplied: true,
      chargeable: '12',
      rules: { ...upsWeight.rules, minChargeable: '12' },
    },
  ],
  country: { code: 'US', countryNameCn: '美国', countryName: '美国' },
  date: '2026-03-02',
  brandWarnings: [],
  ...over,
});
