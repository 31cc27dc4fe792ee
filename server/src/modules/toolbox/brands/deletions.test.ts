import { describe, expect, it } from 'vitest';
import { inOneGo } from '../../../plugins/versioned-cache.ts';
import { DeletionIndex, deletionHashes } from './deletions.ts';
import { editDistance } from './distance.ts';

/** Every string reached by deleting up to k characters, as strings: what the hashes stand for. */
function deletions(word: string, k: number, out = new Set([word])): Set<string> {
  if (k === 0 || word.length <= 1) return out;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(shorter)) deletions(shorter, k - 1, out.add(shorter));
  }
  return out;
}
const hashes = (word: string, k: 0 | 1 | 2) => {
  const out = new Set<number>();
  deletionHashes(word, k, (h) => out.add(h));
  return out;
};

describe('the deletion index', () => {
  it('hashes a deletion as the string it leaves, however it was reached', () => {
    for (const word of ['gucci', 'louis vuitton', 'ab', 'a']) {
      for (const k of [0, 1, 2] as const) {
        const strings = [...deletions(word, k)];
        expect(hashes(word, k), `${word}, ${k}`).toEqual(new Set(strings.map((s) => [...hashes(s, 0)][0])));
      }
    }
    expect(hashes('abba', 0)).not.toEqual(hashes('baab', 0));
  });

  it('gives, as candidates, every name within its edits of a phrase, and names only once, in their order', () => {
    const names = ['nike', 'gucci', 'chanel', 'balenciaga', 'louis vuitton', 'samsung'];
    const limit = (n: number) => (n >= 9 ? 2 : n >= 4 ? 1 : 0) as 0 | 1 | 2;
    const index = inOneGo(DeletionIndex.build(names, limit));
    for (const phrase of [
      'nkie',
      'gucchi',
      'chanle',
      'balenciagga',
      'louis vuiton',
      'lois vuiton',
      'samsnug',
      'nike',
      'bag',
    ]) {
      const k = phrase.length >= 7 ? 2 : 1;
      const near = names.flatMap((name, i) =>
        editDistance(phrase, name, limit(name.length)) <= limit(name.length) && limit(name.length) ? [i] : [],
      );
      const candidates = index.candidates(phrase, k);
      expect(candidates, phrase).toEqual(expect.arrayContaining(near));
      expect(candidates).toEqual([...new Set(candidates)].sort((a, b) => a - b));
    }
    expect(index.candidates('bag', 1)).toEqual([]);
    expect(inOneGo(DeletionIndex.build([], limit)).candidates('nike', 1)).toEqual([]);
  });
});
