import { addressInput, type AddressInput } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { classifyByRules, compileRules, decide, knownKey, normalize, type RuleKnown } from './classify.ts';
import { defaultWords } from './defaults.ts';

const words = defaultWords().map((w) => ({
  kind: w.kind,
  country: w.country,
  lang: w.lang,
  word: w.word,
  key: w.match_key,
}));
const known: RuleKnown[] = [
  { key: knownKey('US', '10001', '350 Fifth Avenue'), type: 'commercial', street: '350 Fifth Avenue' },
  { key: knownKey('US', '90210', '1 Maple Drive'), type: 'residential', street: '1 Maple Drive' },
];
const rules = compileRules(words, known, [
  { country: 'US', postcode: '10017' },
  { country: 'GB', postcode: 'EC2*' },
]);
const classify = (a: AddressInput) => classifyByRules(rules, addressInput.parse(a));
const kinds = (a: AddressInput) => classify(a).reasons.map((r) => `${r.kind}:${r.match}`);

describe('normalize', () => {
  it('folds widths, accents, case and punctuation but keeps kana whole', () => {
    expect(normalize('  ＳＵＩＴＥ\t#5,  Bldg.-A ')).toBe('suite 5 bldg a');
    expect(normalize('Zone d’Activité Étage')).toBe('zone d activite etage');
    expect(normalize('東京ビル３階')).toBe('東京ビル3階');
    expect(normalize('')).toBe('');
    expect(normalize('!!!---')).toBe('');
  });

  it('makes one key of two spellings of one street', () => {
    expect(knownKey('us', '10001-1234', '350 Fifth Avenue, Suite 5')).toBe(
      knownKey('US', '100011234', '350 fifth ave ste 5'),
    );
  });
});

describe('classifyByRules', () => {
  it('decides by a known address whatever the words say, confidence 100', () => {
    const v = classify({ country: 'US', postcode: '10001', lines: ['350 FIFTH AVE.'], company: 'Apt Holdings' });
    expect(v).toMatchObject({ type: 'commercial', confidence: 100, known: true });
    expect(v.reasons[0]).toMatchObject({ kind: 'known', match: '350 Fifth Avenue' });
    expect(classify({ country: 'US', postcode: '90210', lines: ['1 maple dr'] })).toMatchObject({
      type: 'residential',
      confidence: 100,
    });
  });

  it('reads company markers in any language, whole words only', () => {
    expect(kinds({ country: 'DE', lines: ['Hauptstr. 1'], company: 'Müller GmbH' })).toEqual(['company:GmbH']);
    expect(classify({ country: 'JP', lines: ['東京都港区1-2-3'], company: '山田商事株式会社' })).toMatchObject({
      type: 'commercial',
      confidence: 80,
    });
    expect(kinds({ country: 'CN', lines: ['深圳市南山区科技园'], company: '深圳某某科技有限公司' })).toEqual(
      expect.arrayContaining(['company:有限公司', 'business:科技园']),
    );
    // "Incline" holds "inc", "Ltd." is "ltd": words count whole.
    expect(kinds({ country: 'US', lines: ['12 Incline Rd'] })).toEqual(['numberedStreet:12 Incline Rd']);
    expect(kinds({ country: 'GB', lines: ['Unit 4'], company: 'Acme Ltd.' })).toEqual(['company:Ltd']);
  });

  it('weighs business and residential words, and says unknown with neither a word nor a street', () => {
    expect(classify({ country: 'US', lines: ['500 Main St', 'Suite 300'] })).toMatchObject({
      type: 'commercial',
      confidence: 70,
    });
    expect(classify({ country: 'US', lines: ['22 Oak St Apt 4B'] })).toMatchObject({
      type: 'residential',
      confidence: 70,
    });
    for (const lines of [['Main St'], ['asdf qwer'], ['Beacon Hill'], ['General Delivery']]) {
      expect(classify({ country: 'US', lines }), lines[0]).toEqual({
        type: 'unknown',
        confidence: 0,
        poBox: false,
        reasons: [],
        known: false,
      });
    }
  });

  it('calls a house number on a street with no other sign residential, with a low confidence, saying so', () => {
    expect(classify({ country: 'US', lines: ['22 Oak St'] })).toEqual({
      type: 'residential',
      confidence: 30,
      poBox: false,
      known: false,
      reasons: [{ kind: 'numberedStreet', match: '22 Oak St', field: 'lines', leans: 'residential', weight: 1 }],
    });
    // The number first or last, the type before or after the name, or joined to it.
    for (const [country, line] of [
      ['US', '1200 N Veitch St'],
      ['CA', '707 5 St SW'],
      ['FR', '14 Rue Oberkampf'],
      ['DE', 'Schliemannstraße 21'],
      ['DE', 'Brabanter Str. 7'],
      ['ES', 'Calle de Fuencarral 98'],
      ['NL', 'Prinsengracht 215'],
    ] as const) {
      expect(classify({ country, lines: [line] }), line).toMatchObject({
        type: 'residential',
        confidence: 30,
        reasons: [{ kind: 'numberedStreet' }],
      });
    }
    // Any other sign decides instead: a company, a district, a PO box at a street address.
    expect(classify({ country: 'US', lines: ['9 Pine St'], company: 'Blue Bottle' }).type).toBe('commercial');
    expect(classify({ country: 'US', postcode: '10017', lines: ['1 Elm St'] }).type).toBe('commercial');
    expect(classify({ country: 'US', lines: ['PMB 1042', '2261 Market St'] })).toMatchObject({
      type: 'unknown',
      poBox: true,
    });
  });

  it('tells a street’s name from business and home words by where they stand', () => {
    expect(kinds({ country: 'US', lines: ['811 Center St'] })).toEqual([
      'streetName:Center',
      'numberedStreet:811 Center St',
    ]);
    expect(classify({ country: 'US', lines: ['811 Center St'] })).toMatchObject({
      type: 'residential',
      confidence: 30,
    });
    for (const line of ['905 Plaza Ave NE', '2000 Industrial Blvd', '4418 Office Park Dr', '62 Factory Ln'])
      expect(classify({ country: 'US', lines: [line] }).type, line).toBe('residential');
    // The same words outside a street's name count: after its type, or with no street at all.
    expect(kinds({ country: 'US', lines: ['600 Plaza Dr Suite 300'] })).toEqual(['business:Suite', 'streetName:Plaza']);
    expect(classify({ country: 'US', lines: ['1 Penn Center', 'Suite 1200'] }).type).toBe('commercial');
    expect(classify({ country: 'US', lines: ['Rockefeller Center'] }).type).toBe('commercial');
    expect(classify({ country: 'US', lines: ['100 Main St', 'Water Tower Place'] })).toMatchObject({
      type: 'commercial',
      reasons: [{ kind: 'business', match: 'Tower' }],
    });
    // A number after a business word is the floor's or the suite's, not a house number: "Place" names no street here.
    expect(kinds({ country: 'US', lines: ['185 Asylum St', 'City Place II Floor 12'] })).toEqual(['business:Floor']);
    expect(kinds({ country: 'ES', lines: ['Calle del Centro Comercial 5'] })).toEqual([
      'streetName:Centro Comercial',
      'numberedStreet:Calle del Centro Comercial 5',
    ]);
    // A home word in a street's name no more decides than a business word.
    expect(kinds({ country: 'US', lines: ['12 Cottage Grove', 'Apt 3'] })).toEqual([
      'residential:Apt',
      'streetName:Cottage',
    ]);
  });

  it('lowers the confidence when signals disagree, and says unknown when they cancel', () => {
    const mixed = classify({ country: 'US', lines: ['Apt 5, 10 River Rd'], company: 'River Inc' });
    expect(mixed.type).toBe('commercial');
    expect(mixed.confidence).toBeLessThan(30);
    expect(mixed.reasons.map((r) => r.leans)).toEqual(expect.arrayContaining(['commercial', 'residential']));
    expect(classify({ country: 'US', lines: ['Floor 2, Apartment 7'] })).toMatchObject({
      type: 'unknown',
      confidence: 0,
    });
  });

  it('flags a PO box without leaning either way', () => {
    const v = classify({ country: 'US', lines: ['P.O. Box 1234'] });
    expect(v).toMatchObject({ poBox: true, type: 'unknown' });
    expect(v.reasons).toEqual([{ kind: 'poBox', match: 'P.O. Box', field: 'lines', leans: 'unknown', weight: 0 }]);
    expect(classify({ country: 'DE', lines: ['Postfach 10 20 30'] }).poBox).toBe(true);
  });

  it('marks business-district postcodes, exact or by prefix, in their country only', () => {
    expect(kinds({ country: 'US', postcode: '10017', lines: ['1 Elm St'] })).toEqual(['district:10017']);
    expect(kinds({ country: 'GB', postcode: 'EC2V 7HH', lines: ['1 Wood St'] })).toEqual(['district:EC2*']);
    expect(kinds({ country: 'CA', postcode: '10017', lines: ['Elm Tree Farm'] })).toEqual([]);
  });

  it('counts a company name without a marker a little', () => {
    expect(classify({ country: 'US', lines: ['9 Pine St'], company: 'Blue Bottle' })).toMatchObject({
      type: 'commercial',
      confidence: 60,
      reasons: [{ kind: 'companyGiven' }],
    });
  });

  it('reads 100,000 characters and odd characters without failing', () => {
    const long = `${'x'.repeat(50_000)} Suite 9 ${'😀\u200b\u0301'.repeat(10_000)}`;
    const started = performance.now();
    const v = classifyByRules(rules, { country: 'US', lines: [long], company: '\u0000\uffff' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(v.reasons.map((r) => r.kind)).toEqual(['business', 'companyGiven']);
    expect(classify({ country: 'US', lines: ['', '   '] }).type).toBe('unknown');
  });
});

describe('decide', () => {
  const byRules = classify({ country: 'US', lines: ['22 Oak St Apt 4B'] });
  it('lets the service decide when it classifies, surer when the rules agree', () => {
    expect(decide(byRules, { kind: 'answer', code: 2, description: 'Residential', found: true })).toMatchObject({
      type: 'residential',
      source: 'service',
      confidence: 97,
    });
    expect(decide(byRules, { kind: 'answer', code: 1, description: 'Commercial', found: true })).toMatchObject({
      type: 'commercial',
      source: 'service',
      confidence: 80,
    });
  });

  it('says unknown when the service found no such address or could not classify it, whatever the rules read', () => {
    const office = classify({ country: 'US', lines: ['500 Main St', 'Suite 300'], company: 'Acme Inc' });
    expect(office.type).toBe('commercial');
    const unclassified = decide(office, { kind: 'answer', code: 0, description: 'Unclassified', found: true });
    expect(unclassified).toMatchObject({
      type: 'unknown',
      confidence: 0,
      source: 'service',
      service: { configured: true, miss: 'unknown', detail: null },
    });
    expect(unclassified.reasons[0]).toEqual({
      kind: 'service',
      match: 'Unclassified',
      field: 'address',
      leans: 'unknown',
      weight: 0,
    });
    expect(unclassified.reasons.slice(1)).toEqual(office.reasons);
    expect(decide(office, { kind: 'answer', code: 0, description: 'NoCandidates', found: false })).toMatchObject({
      type: 'unknown',
      confidence: 0,
      service: { miss: 'noCandidate' },
    });
  });

  it('falls back to the rules when the service failed, was slow or asked to wait, saying why', () => {
    expect(decide(byRules, { kind: 'miss', miss: 'slow', detail: 'timeout' })).toMatchObject({
      type: 'residential',
      source: 'rules',
      service: { miss: 'slow', detail: 'timeout' },
    });
    expect(decide(byRules, { kind: 'miss', miss: 'busy', detail: null })).toMatchObject({
      type: 'residential',
      source: 'rules',
      service: { miss: 'busy' },
    });
    expect(decide(byRules, { kind: 'none' })).toMatchObject({
      source: 'rules',
      service: { configured: false, miss: null },
    });
  });

  it('keeps a known address over the service', () => {
    const v = classify({ country: 'US', postcode: '90210', lines: ['1 Maple Drive'] });
    expect(decide(v, { kind: 'skipped' })).toMatchObject({
      source: 'known',
      type: 'residential',
      service: { configured: true, miss: null },
    });
  });
});
