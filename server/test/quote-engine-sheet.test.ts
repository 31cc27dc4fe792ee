import type { RateRow, Zone } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.ts';
import { checkSheet } from '../src/quote-engine/index.ts';
import { rate, zone } from './quote-engine-fixtures.ts';

/* checkSheet: a sheet that would leave a quote with no zone or band, or two, is refused with each bad row named. */

const problems = (zones: Zone[], rates: RateRow[], lang: 'en' | 'zh' = 'en') =>
  checkSheet({ zones, rates }).map((p) => `${p.path}: ${translate(lang, p.msg, p.params)}`);

const bands = (code: string) => [rate(code, '0', '0.5', 'flat', '50'), rate(code, '0.5', '30', 'perKg', '20')];

describe('checkSheet', () => {
  it('a good sheet has no problems (bands in any order, ranges touching, nested and within one zone)', () => {
    const zones = [
      zone('A', 'US', 'CA'),
      zone('B', 'US:range:90000:90499', 'US:range:90400:90450', 'US:prefix:9', 'US:exact:10001'),
      zone('C', 'US:range:90500:90999', 'US:range:905:905', 'US:prefix:90', 'GB:prefix:9'),
    ];
    const rates = [
      ...bands('C'),
      rate('B', '0.5', '30', 'firstAdditional', '60', { firstKg: '0.5', stepKg: '0.5', stepPrice: '10' }),
      rate('B', '0', '0.5', 'flat', '50'),
      ...bands('A'),
    ];
    expect(problems(zones, rates)).toEqual([]);
  });

  it('zone codes are unique', () => {
    expect(problems([zone('A', 'US'), zone('A', 'CA')], bands('A'))).toEqual([
      'zones.1.code: Zone code A is used twice',
    ]);
  });

  it.each([
    ['US:country:90210', 'zones.0.members.0.value: A whole-country member takes no postcode'],
    ['US:country::90210', 'zones.0.members.0.valueTo: Only a range takes a last postcode'],
    ['US:exact', 'zones.0.members.0.value: This match needs a postcode'],
    ['US:prefix:9:99', 'zones.0.members.0.valueTo: Only a range takes a last postcode'],
    ['US:range:90000', 'zones.0.members.0.valueTo: This match needs a postcode'],
    ['US:range:9000:90999', 'zones.0.members.0.valueTo: Both ends of a range must have the same length (9000–90999)'],
    ['US:range:90999:90000', 'zones.0.members.0.valueTo: The range starts after it ends (90999–90000)'],
  ])('a member %s is refused', (spec, problem) => {
    const m = zone('A', 'GB');
    const [country, match, value = null, valueTo = null] = spec.split(':');
    m.members.unshift({ country: country!, match: match as 'country', value: value || null, valueTo });
    expect(problems([m], bands('A'))).toEqual([problem]);
  });

  it('bounds compare without spaces and dashes: "V5A 0" to "V5Z-9" is one length', () => {
    expect(problems([zone('A', 'CA:range:V5A 0:V5Z-9')], bands('A'))).toEqual([]);
  });

  it.each([
    [['US'], ['US'], 'zones.1.members.0: US is already in zone A'],
    [['US:prefix:SW1'], ['US:prefix:sw 1'], 'zones.1.members.0: US sw 1* is already in zone A'],
    [['US:exact:90210'], ['US:exact:90-210'], 'zones.1.members.0: US 90-210 is already in zone A'],
    [
      ['US:range:90000:90499'],
      ['US:range:90499:90999'],
      "zones.1.members.0: US 90499–90999 overlaps zone A's range US 90000–90499",
    ],
    [
      ['US:range:90000:90999'],
      ['US:range:90100:90200'],
      "zones.1.members.0: US 90100–90200 overlaps zone A's range US 90000–90999",
    ],
  ])('a destination claimed by two zones at one specificity: %j and %j', (a, b, problem) => {
    expect(problems([zone('A', ...a), zone('B', ...b)], [...bands('A'), ...bands('B')])).toEqual([problem]);
  });

  it('every range overlapping another zone’s is named, however they interleave', () => {
    // By start: A 10000–50000; B 20000–30000 (inside A's); A 25000–27000 (inside B's, which reaches less far than A's own).
    const zones = [zone('A', 'US:range:10000:50000', 'US:range:25000:27000'), zone('B', 'US:range:20000:30000')];
    expect(problems(zones, [...bands('A'), ...bands('B')])).toEqual([
      "zones.1.members.0: US 20000–30000 overlaps zone A's range US 10000–50000",
      "zones.0.members.1: US 25000–27000 overlaps zone B's range US 20000–30000",
    ]);
  });

  it('rates name a zone of the sheet; every zone has rates', () => {
    expect(problems([zone('A', 'US'), zone('B', 'CA')], [...bands('A'), rate('Z', '0', '1', 'flat', '9')])).toEqual([
      'rates.2.zone: No zone Z on this sheet',
      'zones.1.code: Zone B has no rates',
    ]);
  });

  it.each<[string, RateRow[], string[]]>([
    [
      'a band ending where it starts',
      [rate('A', '0', '1', 'flat', '5'), rate('A', '1', '1', 'flat', '5'), rate('A', '1', '2', 'flat', '5')],
      ['rates.1.toKg: The band must end above where it starts (1–1 kg)'],
    ],
    [
      'a first band not at 0',
      [rate('A', '0.5', '1', 'flat', '5')],
      ["rates.0.fromKg: Zone A's first band must start at 0 kg, not 0.5 kg"],
    ],
    [
      'a gap',
      [rate('A', '0', '10', 'perKg', '5'), rate('A', '12', '20', 'perKg', '5')],
      ['rates.1.fromKg: Zone A has a gap between 10 kg and 12 kg'],
    ],
    [
      'an overlap',
      [rate('A', '8', '20', 'perKg', '5'), rate('A', '0', '10', 'perKg', '5')],
      ["rates.0.fromKg: Overlaps zone A's band ending at 10 kg"],
    ],
    [
      'the same band twice',
      [rate('A', '0', '10', 'perKg', '5'), rate('A', '0', '10', 'perKg', '6')],
      ["rates.1.fromKg: Overlaps zone A's band ending at 10 kg"],
    ],
    [
      'a band inside another, then a gap after the outer one',
      [rate('A', '0', '10', 'perKg', '5'), rate('A', '2', '3', 'perKg', '5'), rate('A', '11', '20', 'perKg', '5')],
      [
        "rates.1.fromKg: Overlaps zone A's band ending at 10 kg",
        'rates.2.fromKg: Zone A has a gap between 10 kg and 11 kg',
      ],
    ],
  ])('bands: %s', (_, rates, expected) => {
    expect(problems([zone('A', 'US')], rates)).toEqual(expected);
  });

  it('what each model needs', () => {
    const rates = [
      rate('A', '0', '1', 'firstAdditional', '5'),
      rate('A', '1', '2', 'firstAdditional', '5', { firstKg: '1', stepKg: '0', stepPrice: '2' }),
      rate('A', '2', '3', 'perKgPlusFee', '5'),
      rate('A', '3', '4', 'perKg', '5', { pieceFee: '1' }),
    ];
    expect(problems([zone('A', 'US')], rates)).toEqual([
      'rates.0.firstKg: The firstAdditional model needs this',
      'rates.0.stepKg: The firstAdditional model needs this',
      'rates.0.stepPrice: The firstAdditional model needs this',
      'rates.1.stepKg: The additional step must be more than 0 kg',
      'rates.2.pieceFee: The perKgPlusFee model needs this',
    ]);
  });

  it('names every bad row at once, in the server’s languages', () => {
    const zones = [zone('A', 'US'), zone('A', 'US:exact:1')];
    const rates = [rate('A', '0', '10', 'perKg', '5'), rate('A', '12', '20', 'perKg', '5')];
    expect(problems(zones, rates, 'zh')).toEqual([
      'zones.1.code: 分区代码 A 重复',
      'rates.1.fromKg: 分区 A 在 10 kg 与 12 kg 之间有空档',
    ]);
  });
});
