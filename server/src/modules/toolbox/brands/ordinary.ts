import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import countryNames from 'i18n-iso-countries';
import { Automaton } from './automaton.ts';

/*
 * The ordinary words of the descriptions' languages, shipped with the product
 * (words/README.md says where they come from): English words, and Chinese
 * words with the goods words of descriptions, and the countries' names in
 * both. A near miss of a brand's name is flagged only where the text is no
 * ordinary word (watch is not Swatch, 粉底 is not 芬迪), whatever brands staff
 * keep; the brand written as itself is always flagged.
 * Loaded once per process, on the first check: they never change while it runs.
 */

export interface OrdinaryWords {
  /** Whether a folded Latin word (lower case, accents gone) is an ordinary word. */
  isWord(word: string): boolean;
  /** Where ordinary Chinese words stand in a text: [begin, end) in UTF-16 units. */
  chineseIn(text: string): { begin: number; end: number }[];
}

const WORDS = new URL('words/', import.meta.url);
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
const listed = (file: string) =>
  linesOf(
    file.endsWith('.gz')
      ? gunzipSync(readFileSync(new URL(file, WORDS))).toString('utf8')
      : readFileSync(new URL(file, WORDS), 'utf8'),
  );
const countries = (lang: string) => Object.values(countryNames.getNames(lang, { select: 'all' })).flat();

function load(): OrdinaryWords {
  const english = new Set([
    ...listed('en.txt.gz'),
    ...listed('en-goods.txt'),
    ...countries('en').flatMap((name) =>
      name
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .split(/[^a-z]+/),
    ),
  ]);
  english.delete('');
  const chinese = new Automaton([...new Set([...listed('zh.txt.gz'), ...listed('zh-goods.txt'), ...countries('zh')])]);
  return { isWord: (word) => english.has(word), chineseIn: (text) => chinese.matchInText(text) };
}

let loaded: OrdinaryWords | undefined;
export const ordinaryWords = (): OrdinaryWords => (loaded ??= load());
