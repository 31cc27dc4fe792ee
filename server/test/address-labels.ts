import { readFileSync } from 'node:fs';
import { ADDRESS_TYPES, addressInput, type Address, type AddressType } from '@fwd/contract';
import { classifyByRules, compileRules } from '../src/modules/toolbox/addresses/classify.ts';
import { defaultWords } from '../src/modules/toolbox/addresses/defaults.ts';

/*
 * The labelled set (address-labels.tsv) and how far the rules, with the lists
 * every installation starts with (no known addresses, no districts), agree
 * with it. Read by the agreement test and by bench/toolbox-addresses.ts.
 */

export interface Labelled {
  label: AddressType;
  address: Address;
}

export function labelledAddresses(): Labelled[] {
  const text = readFileSync(new URL('./address-labels.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label, country, postcode, city, line1, line2, company] = line.split('\t').map((cell) => cell.trim());
      if (!ADDRESS_TYPES.includes(label as AddressType))
        throw new Error(`address-labels.tsv: no such label in "${line}"`);
      const address = addressInput.parse({
        country,
        ...(postcode && { postcode }),
        ...(city && { city }),
        lines: [line1, line2].filter((l): l is string => !!l),
        ...(company && { company }),
      });
      return { label: label as AddressType, address };
    });
}

export interface Agreement {
  total: number;
  agreed: number;
  accuracy: number;
  byClass: Record<AddressType, { labelled: number; said: number; agreed: number; precision: number; recall: number }>;
  /** What the rules said where they disagreed. */
  misses: { label: AddressType; said: AddressType; address: Address }[];
}

const ratio = (a: number, b: number) => (b ? a / b : 0);

export function agreementOfRules(set = labelledAddresses()): Agreement {
  const rules = compileRules(
    defaultWords().map((w) => ({ kind: w.kind, country: w.country, lang: w.lang, word: w.word, key: w.match_key })),
    [],
    [],
  );
  const said = set.map(({ label, address }) => ({ label, address, said: classifyByRules(rules, address).type }));
  const byClass = Object.fromEntries(
    ADDRESS_TYPES.map((type) => {
      const labelled = said.filter((s) => s.label === type).length;
      const saidSo = said.filter((s) => s.said === type).length;
      const agreed = said.filter((s) => s.label === type && s.said === type).length;
      return [
        type,
        { labelled, said: saidSo, agreed, precision: ratio(agreed, saidSo), recall: ratio(agreed, labelled) },
      ];
    }),
  ) as Agreement['byClass'];
  const agreed = said.filter((s) => s.said === s.label).length;
  return {
    total: said.length,
    agreed,
    accuracy: ratio(agreed, said.length),
    byClass,
    misses: said.filter((s) => s.said !== s.label),
  };
}
