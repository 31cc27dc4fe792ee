import { describe, expect, it } from 'vitest';
import { Automaton, type Match } from './automaton.ts';

/** Every occurrence by trying each keyword at each place: what the automaton must find. */
const naive = (keywords: string[], text: string): Match[] =>
  [...new Set(keywords)].filter(Boolean).flatMap((keyword) =>
    [...text.matchAll(new RegExp(`(?=${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'g'))].map((m) => ({
      begin: m.index,
      end: m.index + keyword.length,
      keyword,
    })),
  );
const sorted = (matches: Match[]) => [...matches].sort((a, b) => a.end - b.end || a.begin - b.begin);

describe('the Aho–Corasick automaton', () => {
  it('finds every occurrence, overlapping and nested ones too, where it stands in the text', () => {
    const ac = new Automaton(['he', 'she', 'his', 'hers', 'hers', '']);
    expect(sorted(ac.matchInText('ushers ahishe'))).toEqual([
      { begin: 1, end: 4, keyword: 'she' },
      { begin: 2, end: 4, keyword: 'he' },
      { begin: 2, end: 6, keyword: 'hers' },
      { begin: 8, end: 11, keyword: 'his' },
      { begin: 10, end: 13, keyword: 'she' },
      { begin: 11, end: 13, keyword: 'he' },
    ]);
  });

  it('finds nothing without keywords, and starts again after a character no keyword has', () => {
    expect(new Automaton([]).matchInText('anything')).toEqual([]);
    const ac = new Automaton(['耐克', 'abc']);
    expect(ac.matchInText('耐x克 ab-c 耐克abc')).toEqual([
      { begin: 9, end: 11, keyword: '耐克' },
      { begin: 11, end: 14, keyword: 'abc' },
    ]);
  });

  it('answers as trying every keyword at every place would, over random keywords and texts', () => {
    let seed = 7;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
    const word = (n: number) =>
      Array.from({ length: 1 + Math.floor(random() * n) }, () => 'abc耐'[Math.floor(random() * 4)]).join('');
    for (let round = 0; round < 50; round++) {
      const keywords = Array.from({ length: 1 + Math.floor(random() * 20) }, () => word(5));
      const text = word(60);
      expect(sorted(new Automaton(keywords).matchInText(text)), `${keywords.join(',')} in ${text}`).toEqual(
        sorted(naive(keywords, text)),
      );
    }
  });
});
