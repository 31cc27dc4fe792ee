import { describe, expect, it } from 'vitest';
import { demoMatcher, labelledSet, score } from './brand-set.ts';

/* The brand check over the labelled goods descriptions (data/brand-descriptions.tsv), as bench/RESULTS.md reports it. */

const set = labelledSet();
const matcher = demoMatcher();
const result = score(matcher, set);
const shown = (lines: { text: string; found: string[] }[]) =>
  lines.map((l) => `${l.text} → ${l.found.join(', ') || 'nothing'}`);

describe('the brand check over the labelled descriptions', () => {
  it('is a set of at least 300, about half naming a brand, each line labelled with a brand of the demo list', () => {
    expect(set.length).toBeGreaterThanOrEqual(300);
    const branded = set.filter((l) => l.brand).length;
    expect(branded / set.length).toBeGreaterThan(0.4);
    expect(branded / set.length).toBeLessThan(0.6);
    const names = new Set(matcher.check(set.map((l) => l.brand ?? '').join('\n')).map((h) => h.brand));
    expect(set.filter((l) => l.brand && !names.has(l.brand)).map((l) => l.brand)).toEqual([]);
    expect(new Set(set.map((l) => l.kind))).toEqual(
      new Set(['written', 'misspelt', 'chinese', 'pinyin', 'plain', 'trap']),
    );
  });

  it('flags nothing in plain everyday goods', () => {
    expect(shown(result.falseOnPlain)).toEqual([]);
  });

  it("flags a trap (goods words near or equal to a name) only where a brand's name stands written as itself", () => {
    const nearMisses = set
      .filter((l) => l.kind === 'trap')
      .flatMap((l) =>
        matcher
          .check(l.text)
          .filter((h) => h.how === 'fuzzy' || h.how === 'pinyin')
          .map((h) => `${l.text} → ${h.brand} (${h.how})`),
      );
    expect(nearMisses).toEqual([]);
  });

  it('finds at least 95 % of the misspelt brands, and overall recall and precision stay at least 0.95', () => {
    expect(result.recallBy.misspelt, shown(result.missed).join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
  });
});
