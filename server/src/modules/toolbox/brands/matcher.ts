import type { BrandCategory, BrandChannel, BrandHit, BrandHow, BrandRisk } from '@fwd/contract';
import { pinyin } from 'pinyin-pro';
import { Automaton } from './automaton.ts';
import { DeletionIndex } from './deletions.ts';
import { editDistance } from './distance.ts';
import { inOneGo, type Steps } from '../../../plugins/versioned-cache.ts';
import { ordinaryWords, type OrdinaryWords } from './ordinary.ts';

/*
 * The brand matcher: built once per change of the brand list (book.ts), then
 * shared by every check. It finds, in a product description:
 * - exact: a name or alias anywhere in the text (case, width and accents folded);
 * - wholeWord: the same, standing as a word of its own (Chinese has no word
 *   breaks, so a Chinese name is always "exact");
 * - fuzzy: a word (or two or three) of the text within a small edit distance
 *   of a Latin name (Gucchi, Nkie, Louis Vuiton), a swap of two neighbouring
 *   letters counting as one edit (distance.ts);
 * - pinyin: a Chinese name written in pinyin (naike, xiangnaier), or other
 *   Chinese characters that sound the same (耐客 for 耐克).
 * Ordinary words keep their meaning. A name found by its near misses or its
 * sound is dropped where the text there is ordinary words of its language
 * (ordinary.ts: watch is no Swatch, channel no Chanel, 粉底 no 芬迪), and so
 * is a name found inside a longer word that is an ordinary one (basics holds
 * no Asics). A name written as itself, standing alone, is always a hit,
 * unless it lies wholly inside a phrase of the staff's "not a brand" list
 * (苹果汁, apple juice). Short Latin names (three letters or fewer) match only
 * as whole words, and a brand marked whole-word only matches only as whole
 * words and never by pinyin (its Chinese name is an ordinary word: 苹果).
 * Every search over many patterns is one Aho–Corasick pass (automaton.ts);
 * fuzzy candidates come from a deletion index (deletions.ts: a word's
 * deletions meet its misspellings'), verified by edit distance. Building all
 * of it for 5,000 brands takes a fraction of a second (bench/toolbox-brands.ts).
 */

export interface MatcherBrand {
  id: number;
  name: string;
  aliases: string[];
  category: BrandCategory;
  riskLevel: BrandRisk;
  wholeWord: boolean;
  channels: BrandChannel[];
}

/** A name or alias as found in the text, or the pinyin of one. */
interface Entry {
  brand: MatcherBrand;
  alias: string;
  how: 'text' | 'pinyin';
  /** A hit must stand as a word of its own. */
  whole: boolean;
}

export interface BrandMatcher {
  /** How many brands it holds. */
  readonly brands: number;
  check(text: string): BrandHit[];
}

/** Fuzzy matches only names (and words of the text) this long, within this distance. */
const FUZZY_MIN = 4;
const fuzzyLimit = (length: number): 0 | 1 | 2 => (length >= 9 ? 2 : length >= FUZZY_MIN ? 1 : 0);
const FUZZY_MAX = 2;
/** A phrase of the text this long may be two edits from a name (names of 9 or more). */
const phraseDeletions = (length: number): 1 | 2 => (length >= 7 ? FUZZY_MAX : 1);
/** Latin names this short match only as whole words: inside words they are everywhere (hp, lg, gap). */
const SHORT = 3;
/** A pinyin spelling this short says too little (one syllable is half of Chinese). */
const PINYIN_MIN_SYLLABLES = 2;
const PINYIN_MIN_LETTERS = 4;

// ── Characters ───────────────────────────────────────────────────────────

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HAN = /\p{Script=Han}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SEPARATORS = new Set(['-', '_', '.', '·', '•', '/', '\\', '\u3000', '\t', '\n', '\r', '\u00a0']);
const COMBINING = /^\p{M}+$/u;

/** Per UTF-16 unit: its folded form (one unit, so offsets stay those of the text) and whether it is part of a Latin-like word. */
const folded = new Map<number, string>();
const WORD = 1;
const HAN_CHAR = 2;
const kinds = new Uint8Array(0x10000);
const KNOWN = 4;

function fold(code: number): string {
  let f = folded.get(code);
  if (f !== undefined) return f;
  const ch = String.fromCharCode(code);
  if (SEPARATORS.has(ch)) f = ' ';
  else {
    const n = ch.normalize('NFKC').toLowerCase();
    const base = n.normalize('NFD');
    // Hermès → hermes: the accent goes when what is left is one letter.
    f =
      base.length > 1 && COMBINING.test(base.slice(1))
        ? base[0]!
        : n.length === 1
          ? n
          : ch.toLowerCase().length === 1
            ? ch.toLowerCase()
            : ch;
  }
  folded.set(code, f);
  return f;
}

function kindOf(code: number): number {
  let k = kinds[code]!;
  if (k & KNOWN) return k;
  const ch = fold(code);
  k = KNOWN | (LETTER_OR_DIGIT.test(ch) && !CJK.test(ch) ? WORD : 0) | (HAN.test(ch) ? HAN_CHAR : 0);
  kinds[code] = k;
  return k;
}
const isWord = (text: string, i: number) => i >= 0 && i < text.length && (kindOf(text.charCodeAt(i)) & WORD) !== 0;
const isHan = (text: string, i: number) => (kindOf(text.charCodeAt(i)) & HAN_CHAR) !== 0;

/** The text folded unit by unit: same length, same offsets. */
export function foldText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out +=
      code < 0x80
        ? code >= 65 && code <= 90
          ? String.fromCharCode(code + 32)
          : SEPARATORS.has(text[i]!)
            ? ' '
            : text[i]
        : fold(code);
  }
  return out;
}

/** A name as patterns are kept: folded, spaces single, trimmed. */
export const foldName = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

/** Each Han character's syllable, without tones, read alone (so names and texts are read alike). */
const syllables = new Map<string, string>();
function syllableOf(ch: string): string {
  let s = syllables.get(ch);
  if (s === undefined) syllables.set(ch, (s = pinyin(ch, { toneType: 'none', v: true }).toLowerCase()));
  return s;
}
const allHan = (s: string) => s.length > 0 && [...s].every((ch) => HAN.test(ch));

// ── Building ─────────────────────────────────────────────────────────────

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const LATIN_WORDS = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u;

export const buildMatcher = (brands: MatcherBrand[], notBrands: string[]): BrandMatcher =>
  inOneGo(matcherSteps(brands, notBrands));

/** The build in steps of a few milliseconds (the brand matcher's cache runs one per turn of the event loop). */
export function* matcherSteps(brands: MatcherBrand[], notBrands: string[]): Steps<BrandMatcher> {
  const entries = new Map<string, Entry[]>();
  const homophones = new Map<string, Entry[]>();
  const fuzzyNames = new Map<string, Entry[]>();
  for (const [i, brand] of brands.entries()) {
    if (i % 250 === 249) yield;
    for (const alias of new Set([brand.name, ...brand.aliases])) {
      const key = foldName(alias);
      if (!key) continue;
      const latin = isWord(key, 0) || isWord(key, key.length - 1);
      push(entries, key, { brand, alias, how: 'text', whole: brand.wholeWord || (latin && key.length <= SHORT) });
      if (LATIN_WORDS.test(key) && !CJK.test(key) && key.length >= FUZZY_MIN)
        push(fuzzyNames, key, { brand, alias, how: 'text', whole: true });
      if (brand.wholeWord) continue;
      if (allHan(key) && key.length >= PINYIN_MIN_SYLLABLES) {
        const sounds = [...key].map(syllableOf);
        push(homophones, ` ${sounds.join(' ')} `, { brand, alias, how: 'pinyin', whole: false });
        const letters = sounds.join('');
        if (letters.length >= PINYIN_MIN_LETTERS && /^[a-z]+$/.test(letters))
          push(entries, letters, { brand, alias, how: 'pinyin', whole: true });
      }
    }
  }
  yield;
  const exact = entries.size ? new Automaton(entries.keys()) : null;
  yield;
  const sounds = homophones.size ? new Automaton(homophones.keys()) : null;
  const commonSet = new Set(notBrands.map(foldName).filter(Boolean));
  const commonAc = commonSet.size ? new Automaton(commonSet) : null;
  yield;
  const fuzzyList = [...fuzzyNames.keys()];
  const fuzzy: Fuzzy = {
    index: yield* DeletionIndex.build(fuzzyList, fuzzyLimit),
    list: fuzzyList,
    names: fuzzyNames,
    longest: Math.max(0, ...fuzzyList.map((k) => k.length)),
    words: Math.max(0, ...fuzzyList.map((k) => k.split(' ').length)),
    memo: new Map(),
  };
  const ordinary = ordinaryWords();

  return {
    brands: brands.length,
    check(text: string): BrandHit[] {
      if (!text) return [];
      const f = foldText(text);
      const hits: BrandHit[] = [];
      const hit = (e: Entry, start: number, end: number, how: BrandHow, d = 0) =>
        hits.push({
          brandId: e.brand.id,
          brand: e.brand.name,
          alias: e.alias,
          matched: text.slice(start, end),
          start,
          end,
          how,
          distance: d,
          category: e.brand.category,
          riskLevel: e.brand.riskLevel,
          channels: e.brand.channels,
        });

      const exactSpans = new Set<string>();
      for (const { begin, end, keyword } of exact?.matchInText(f) ?? []) {
        const first = keyword.charCodeAt(0);
        const last = keyword.charCodeAt(keyword.length - 1);
        const leftOk = !(kindOf(first) & WORD) || !isWord(f, begin - 1);
        const rightOk = !(kindOf(last) & WORD) || !isWord(f, end);
        const whole = leftOk && rightOk && (isWord(keyword, 0) || isWord(keyword, keyword.length - 1));
        // Inside a longer word that is an ordinary one (basics, tanker), a name is none (Ray Bans is Ray-Ban written); a pinyin spelling that is an English word is that word.
        const inOrdinary = !(leftOk && rightOk) && ordinary.isWord(f.slice(wordStart(f, begin), wordEnd(f, end)));
        for (const e of entries.get(keyword)!) {
          if (e.whole && !(leftOk && rightOk)) continue;
          if (inOrdinary || (e.how === 'pinyin' && ordinary.isWord(keyword))) continue;
          exactSpans.add(`${begin}:${end}`);
          hit(e, begin, end, e.how === 'pinyin' ? 'pinyin' : whole ? 'wholeWord' : 'exact');
        }
      }

      if (sounds) homophoneHits(text, sounds, homophones, ordinary, hit);
      if (fuzzyList.length) fuzzyHits(f, exactSpans, commonSet, fuzzy, ordinary, hit);

      const inCommon = commonAc ? coveredBy(commonAc.matchInText(f)) : () => false;
      return tidy(hits.filter((h) => !inCommon(h.start, h.end)));
    },
  };
}

type Hit = (e: Entry, start: number, end: number, how: BrandHow, distance?: number) => void;

const wordStart = (f: string, i: number) => {
  while (isWord(f, i - 1)) i--;
  return i;
};
const wordEnd = (f: string, i: number) => {
  while (isWord(f, i)) i++;
  return i;
};

/**
 * Chinese runs read as syllables; a brand's syllables found there in other
 * characters are a pinyin hit (its own characters are an exact one), unless
 * those characters lie inside an ordinary word (粉底 sounds like 芬迪).
 */
function homophoneHits(
  text: string,
  ac: Automaton,
  homophones: Map<string, Entry[]>,
  ordinary: OrdinaryWords,
  hit: Hit,
) {
  let inOrdinary: ((start: number, end: number) => boolean) | undefined;
  for (let i = 0; i < text.length;) {
    if (!isHan(text, i)) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && isHan(text, end)) end++;
    if (end - i >= PINYIN_MIN_SYLLABLES) {
      // Where each syllable starts in the spaced string → which character it is.
      let spaced = ' ';
      const charAt = new Map<number, number>();
      for (let j = i; j < end; j++) {
        charAt.set(spaced.length, j);
        spaced += `${syllableOf(text[j]!)} `;
      }
      for (const { begin, end: stop, keyword } of ac.matchInText(spaced)) {
        const from = charAt.get(begin + 1)!;
        const chars = text.slice(from, charAt.get(stop) ?? end);
        const others = homophones.get(keyword)!.filter((e) => chars !== e.alias);
        if (!others.length) continue;
        inOrdinary ??= coveredBy(ordinary.chineseIn(text));
        if (!inOrdinary(from, from + chars.length)) for (const e of others) hit(e, from, from + chars.length, 'pinyin');
      }
    }
    i = end;
  }
}

interface Fuzzy {
  index: DeletionIndex;
  /** The names as the index numbers them. */
  list: string[];
  names: Map<string, Entry[]>;
  longest: number;
  words: number;
  /** Each phrase's near names, as found before: descriptions repeat their words (cotton, shoes, 运动鞋) line after line. */
  memo: Map<string, [name: string, distance: number][]>;
}
/** Phrases remembered at most: a few MB, forgotten all at once when full. */
const MEMO_MAX = 100_000;

/** The fuzzy names within their edit distance of a phrase: candidates from the deletion index, verified by edit distance. */
function near(fz: Fuzzy, phrase: string): [string, number][] {
  let found = fz.memo.get(phrase);
  if (found) return found;
  found = [];
  for (const i of fz.index.candidates(phrase, phraseDeletions(phrase.length))) {
    const name = fz.list[i]!;
    const limit = fuzzyLimit(name.length);
    const dist = editDistance(phrase, name, limit);
    if (dist > 0 && dist <= limit) found.push([name, dist]);
  }
  if (fz.memo.size >= MEMO_MAX) fz.memo.clear();
  fz.memo.set(phrase, found);
  return found;
}

/** Words and runs of up to `words` words of the text, near a Latin name; not where every word of the run is an ordinary word. */
function fuzzyHits(
  f: string,
  exactSpans: Set<string>,
  common: Set<string>,
  fz: Fuzzy,
  ordinary: OrdinaryWords,
  hit: Hit,
) {
  const words: [number, number][] = [];
  for (let i = 0; i < f.length;) {
    if (!isWord(f, i)) {
      i++;
      continue;
    }
    let end = i;
    while (end < f.length && isWord(f, end)) end++;
    words.push([i, end]);
    i = end;
  }
  const plain = words.map(([from, to]) => ordinary.isWord(f.slice(from, to)));
  for (let w = 0; w < words.length; w++) {
    let phrase = '';
    let allPlain = true;
    for (let n = 0; n < fz.words && w + n < words.length; n++) {
      const [from, to] = words[w + n]!;
      phrase = n ? `${phrase} ${f.slice(from, to)}` : f.slice(from, to);
      allPlain &&= plain[w + n]!;
      if (phrase.length > fz.longest + FUZZY_MAX) break;
      const start = words[w]![0];
      if (
        allPlain ||
        phrase.length < FUZZY_MIN ||
        fz.names.has(phrase) ||
        common.has(phrase) ||
        exactSpans.has(`${start}:${to}`)
      )
        continue;
      for (const [name, dist] of near(fz, phrase))
        for (const e of fz.names.get(name)!) hit(e, start, to, 'fuzzy', dist);
    }
  }
}

const RANK: Record<BrandHow, number> = { wholeWord: 0, exact: 1, pinyin: 2, fuzzy: 3 };

/** Whether [start, end) lies inside one of these spans: the spans by start, each with the furthest end reached so far. */
function coveredBy(spans: { begin: number; end: number }[]): (start: number, end: number) => boolean {
  spans.sort((a, b) => a.begin - b.begin);
  const furthest: number[] = [];
  for (const [i, { end }] of spans.entries()) furthest.push(Math.max(end, furthest[i - 1] ?? 0));
  return (start, end) => {
    // The last span beginning at or before `start`.
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid]!.begin <= start) lo = mid + 1;
      else hi = mid - 1;
    }
    return hi >= 0 && furthest[hi]! >= end;
  };
}

/** One hit per brand and place (the surest), none inside a longer hit of the same brand, in the order of the text. */
function tidy(hits: BrandHit[]): BrandHit[] {
  const best = new Map<string, BrandHit>();
  for (const h of hits) {
    const key = `${h.brandId}:${h.start}:${h.end}`;
    const other = best.get(key);
    if (!other || RANK[h.how] < RANK[other.how] || (h.how === other.how && h.distance < other.distance))
      best.set(key, h);
  }
  // Per brand, by start and longest first: a hit ending within what an earlier one reached lies inside that longer one.
  const kept = [...best.values()].sort((a, b) => a.brandId - b.brandId || a.start - b.start || b.end - a.end);
  const out: BrandHit[] = [];
  let brand = -1;
  let reached = -1;
  for (const h of kept) {
    if (h.brandId !== brand) {
      brand = h.brandId;
      reached = -1;
    }
    if (h.end > reached) out.push(h);
    reached = Math.max(reached, h.end);
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end || a.brandId - b.brandId);
}
