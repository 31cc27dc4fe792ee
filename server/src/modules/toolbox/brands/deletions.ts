/*
 * The fuzzy names' deletion index: a name and a word of the text within k
 * edits share a string reached from each by deleting at most k characters
 * (a swap too: both sides delete one of the pair). The deletions are kept as
 * 32-bit polynomial hashes in one sorted array, not as strings in a Map: a
 * name of 14 letters has 106 of them, and 5,000 brands' names made a million
 * strings that took seconds to build and collect after every change of the
 * list. Two strings sharing a hash by chance only add a candidate, which the
 * caller's edit distance refuses.
 */

import type { Steps } from '../../../plugins/versioned-cache.ts';

const BASE = 0x01000193;
/** A key is `hash * NAMES + name`: both fit a double's 53 bits exactly. */
const NAMES = 2 ** 21;

/** Calls `emit` with the hash of every string reached from `word` by deleting up to `k` characters, itself included (some more than once). */
export function deletionHashes(word: string, k: 0 | 1 | 2, emit: (hash: number) => void): void {
  const n = word.length;
  // prefix[i]: the hash of word[0, i); a hash is Σ unit × BASE^(units after it), mod 2^32.
  const prefix = new Int32Array(n + 1);
  const power = new Int32Array(n + 1);
  power[0] = 1;
  for (let i = 0; i < n; i++) {
    prefix[i + 1] = (Math.imul(prefix[i]!, BASE) + word.charCodeAt(i)) | 0;
    power[i + 1] = Math.imul(power[i]!, BASE);
  }
  const part = (from: number, to: number) => (prefix[to]! - Math.imul(prefix[from]!, power[to - from]!)) | 0;
  const join = (head: number, tail: number, tailLength: number) => (Math.imul(head, power[tailLength]!) + tail) | 0;
  emit(prefix[n]! >>> 0);
  // As deleting goes on only while more than one character is left.
  if (k === 0 || n <= 1) return;
  for (let i = 0; i < n; i++) {
    emit(join(prefix[i]!, part(i + 1, n), n - i - 1) >>> 0);
    if (k === 1 || n <= 2) continue;
    for (let j = i + 1; j < n; j++)
      emit(join(join(prefix[i]!, part(i + 1, j), j - i - 1), part(j + 1, n), n - j - 1) >>> 0);
  }
}

export class DeletionIndex {
  /** Every name's deletion hashes as keys, sorted. */
  private readonly keys: Float64Array;

  private constructor(keys: Float64Array) {
    this.keys = keys;
  }

  /** `names[i]` is found as candidate i, within `limit(its length)` deletions; built in steps of 1,000 names. */
  static *build(names: readonly string[], limit: (length: number) => 0 | 1 | 2): Steps<DeletionIndex> {
    if (names.length > NAMES) throw new Error(`a deletion index holds at most ${NAMES} names`);
    const keys: number[] = [];
    for (const [i, name] of names.entries()) {
      deletionHashes(name, limit(name.length), (hash) => keys.push(hash * NAMES + i));
      if (i % 1000 === 999) yield;
    }
    yield;
    return new DeletionIndex(Float64Array.from(keys).sort());
  }

  /** The names sharing a deletion with `phrase` (up to `k` deleted from it), each once, in the order they were given. */
  candidates(phrase: string, k: 0 | 1 | 2): number[] {
    const keys = this.keys;
    const found = new Set<number>();
    deletionHashes(phrase, k, (hash) => {
      const from = hash * NAMES;
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid]! < from) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < keys.length && keys[i]! < from + NAMES; i++) found.add(keys[i]! - from);
    });
    return [...found].sort((a, b) => a - b);
  }
}
