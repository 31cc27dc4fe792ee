import { readFileSync } from 'node:fs';
import { BRANDS, NOT_BRANDS } from '../src/demo/toolbox-brands.ts';
import { buildMatcher, type BrandMatcher } from '../src/modules/toolbox/brands/matcher.ts';

/*
 * The labelled set of goods descriptions (data/brand-descriptions.tsv) and
 * its score against the demo's brands and not-a-brand words, as the product
 * ships them: the brand check's test asserts the figures, bench/toolbox-brands.ts
 * writes them in bench/RESULTS.md.
 *
 * A line's label is the brand its words refer to (the brand's goods, its name
 * on goods, goods made for its products), however it is spelt; words that
 * mean something else (a fruit, a watch strap, a TV channel, a fabric sample)
 * are plain even when spelt like a brand. Kinds: written (as the brand or an
 * alias is written, or a short form of it), misspelt, chinese (in Chinese
 * characters), pinyin (in pinyin, or in other characters of the same sound);
 * plain (everyday goods), trap (everyday goods whose words are near or equal
 * to a brand's name).
 */

export type Kind = 'written' | 'misspelt' | 'chinese' | 'pinyin' | 'plain' | 'trap';
export interface Labelled {
  brand: string | null;
  kind: Kind;
  text: string;
}

export const labelledSet = (): Labelled[] =>
  readFileSync(new URL('data/brand-descriptions.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [brand, kind, text] = line.split('\t');
      return { brand: brand || null, kind: kind as Kind, text: text! };
    });

export const demoMatcher = (): BrandMatcher =>
  buildMatcher(
    BRANDS.map(([name, aliases, category, riskLevel, wholeWord], i) => ({
      id: i + 1,
      name,
      aliases,
      category,
      riskLevel,
      wholeWord: wholeWord ?? false,
      channels: [],
    })),
    NOT_BRANDS.map(([word]) => word),
  );

export interface Scored extends Labelled {
  /** The brands hit, each once. */
  found: string[];
}

export interface Score {
  lines: Scored[];
  /** Of the brands hit, the share that is the line's label. */
  precision: number;
  /** Of the lines naming a brand, the share where that brand is hit; overall and by kind. */
  recall: number;
  recallBy: Record<'written' | 'misspelt' | 'chinese' | 'pinyin', number>;
  /** Lines naming a brand where it is missed. */
  missed: Scored[];
  /** Hits of a brand the line does not name: on plain goods, on traps, on lines naming another brand. */
  falseOnPlain: Scored[];
  falseOnTraps: Scored[];
  falseOnBranded: Scored[];
}

export function score(matcher: BrandMatcher, set = labelledSet()): Score {
  const lines = set.map((l) => ({ ...l, found: [...new Set(matcher.check(l.text).map((h) => h.brand))] }));
  const hits = lines.reduce((n, l) => n + l.found.length, 0);
  const right = lines.filter((l) => l.brand && l.found.includes(l.brand));
  const branded = lines.filter((l) => l.brand);
  const recallOf = (kind: Kind) => {
    const of = branded.filter((l) => l.kind === kind);
    return of.filter((l) => l.found.includes(l.brand!)).length / of.length;
  };
  const wrong = (l: Scored) => l.found.some((b) => b !== l.brand);
  return {
    lines,
    precision: hits ? right.length / hits : 1,
    recall: right.length / branded.length,
    recallBy: {
      written: recallOf('written'),
      misspelt: recallOf('misspelt'),
      chinese: recallOf('chinese'),
      pinyin: recallOf('pinyin'),
    },
    missed: branded.filter((l) => !l.found.includes(l.brand!)),
    falseOnPlain: lines.filter((l) => l.kind === 'plain' && wrong(l)),
    falseOnTraps: lines.filter((l) => l.kind === 'trap' && wrong(l)),
    falseOnBranded: branded.filter(wrong),
  };
}
