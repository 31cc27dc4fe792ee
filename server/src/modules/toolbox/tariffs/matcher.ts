import {
  stripCode,
  type TariffHit,
  type TariffLevel,
  type TariffMatch,
  type TariffNode,
  type TariffRank,
} from '@fwd/contract';
import { pinyin } from 'pinyin-pro';
import { buildSynonymBook, type Synonym } from './synonym-match.ts';

/*
 * The search over HS 2022, the national lines and the everyday names of
 * goods, in memory: built once per change of any (index-cache.ts), then
 * every search is a binary search over the codes, or a lookup of the
 * query's names and one pass over the entries' prepared texts. No I/O here.
 *
 * Ranking: the code typed exactly; then the codes the everyday names of goods
 * in the query mean (synonym-match.ts: laptop, 手机壳, the goods' name first
 * in "cotton tshirt"), as staff know them better than the descriptions'
 * words; then entries where every word searched is a whole word (or a whole
 * Chinese phrase, or the whole name's pinyin initials); then those where some
 * word is only part of one. Within a rank, the names' codes in the order staff
 * gave them, the name that is the query itself first, then the shorter name,
 * then code order (the tree's order).
 */

export interface TariffEntry {
  code: string;
  level: TariffLevel;
  /** Its parent's code: a section has none. */
  parent: string | null;
  nameEn: string | null;
  nameZh: string | null;
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

interface Prepared {
  entry: TariffEntry;
  node: TariffNode;
  en: string;
  /** Lower-case words of the English name. */
  words: Set<string>;
  zh: string;
  /** The Chinese name's phrases (between punctuation). */
  phrases: Set<string>;
  /** Pinyin initials of the Chinese name (letters and digits kept, lower case), and the name's character each came from. */
  initials: string;
  initialAt: number[];
  /** Each phrase's initials. */
  phraseInitials: Set<string>;
  children: Prepared[];
  parent: Prepared | null;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const PUNCTUATION = /[\s,.;:!?'"()[\]{}<>/\\|、，。；：！？（）【】《》「」“”‘’…—-]+/;
/** The longest query the matcher reads: the route allows 100 characters; a longer one is cut, not refused. */
export const QUERY_MAX = 200;
const TOKENS_MAX = 8;

/** Each character's pinyin initial (letters and digits as themselves, lower case; '' for the rest), or none when the name's characters do not line up with pinyin-pro's answer (outside the basic plane). */
function lettersOf(name: string): string[] | undefined {
  const letters = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' });
  if (letters.length !== name.length) return undefined;
  return letters.map((l) => {
    const c = l.toLowerCase();
    return /^[a-z0-9]$/.test(c) ? c : '';
  });
}

/** The Chinese name's phrases (between punctuation) and, with one call to pinyin-pro for the whole name, its initials and each phrase's. */
function chineseOf(zh: string) {
  const phrases = new Set(zh.split(PUNCTUATION).filter(Boolean));
  const letters = CJK.test(zh) ? lettersOf(zh) : undefined;
  if (!letters) return { phrases, initials: '', initialAt: [] as number[], phraseInitials: new Set<string>() };
  let initials = '';
  const initialAt: number[] = [];
  const phraseInitials = new Set<string>();
  let phrase = '';
  letters.forEach((letter, i) => {
    if (letter) {
      initials += letter;
      initialAt.push(i);
    }
    if (PUNCTUATION.test(zh[i]!)) {
      if (phrase) phraseInitials.add(phrase);
      phrase = '';
    } else phrase += letter;
  });
  if (phrase) phraseInitials.add(phrase);
  return { phrases, initials, initialAt, phraseInitials };
}

/** Lower case for the letters A to Z only: the text keeps its length, so a match's ranges hold for the name as written. */
const asciiLower = (v: string | null) => (v ?? '').replace(/[A-Z]+/g, (c) => c.toLowerCase());

/** The English words, a hyphenated one also as its parts (t-shirts, t, shirts). */
const wordsOf = (en: string) =>
  new Set(
    en
      .split(/[^a-z0-9-]+/)
      .flatMap((w) => [w, ...w.split('-')])
      .filter((w) => w && w !== '-'),
  );

function prepare(entry: TariffEntry): Prepared {
  const en = asciiLower(entry.nameEn);
  const zh = asciiLower(entry.nameZh);
  return {
    entry,
    node: { code: entry.code, level: entry.level, nameEn: entry.nameEn, nameZh: entry.nameZh },
    en,
    words: wordsOf(en),
    zh,
    ...chineseOf(zh),
    children: [],
    parent: null,
  };
}

/** The query as the matcher reads it: full-width folded (ＡＢＣ１２３ → abc123), lower case, cut to QUERY_MAX. */
export const normalise = (q: string) =>
  q
    .slice(0, QUERY_MAX * 2)
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .slice(0, QUERY_MAX);

/** Only digits and what people put between them (8471.30, 8471 30 00, 8471-30): a code. */
const CODE_LIKE = /^[\d\s.\-·。]+$/;
const SECTION = /^[ivx]{1,5}$/;

/** A word the same as another but for a plural ending: bag and bags, box and boxes. */
const sameWord = (a: string, b: string) =>
  a === b || a + 's' === b || a + 'es' === b || b + 's' === a || b + 'es' === a;

/** Every occurrence of `token` in `text` as ranges, whole words only when `whole`. */
function rangesOf(text: string, token: string, whole: boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let i = text.indexOf(token); i !== -1 && out.length < 10; i = text.indexOf(token, i + token.length)) {
    if (whole) {
      let end = i + token.length;
      while (end < text.length && /[a-z0-9]/.test(text[end]!)) end++;
      if ((i > 0 && /[a-z0-9]/.test(text[i - 1]!)) || !sameWord(token, text.slice(i, end))) continue;
      out.push([i, end]);
    } else out.push([i, i + token.length]);
  }
  return out;
}

/**
 * The characters of a Chinese word in order with a few others between
 * (手机壳 in 手机保护壳): each character's place, or undefined. The span may be
 * at most twice the word's length, so scattered characters do not count.
 */
function spread(zh: string, word: string): [number, number][] | undefined {
  const limit = word.length * 2;
  for (let start = zh.indexOf(word[0]!); start !== -1; start = zh.indexOf(word[0]!, start + 1)) {
    const at: [number, number][] = [[start, start + 1]];
    for (let i = 1, from = start + 1; i < word.length; i++) {
      const next = zh.indexOf(word[i]!, from);
      if (next === -1 || next - start >= limit) break;
      at.push([next, next + 1]);
      from = next + 1;
    }
    if (at.length === word.length) return at;
  }
  return undefined;
}

/** A searched word, read once per search: what kind it is and the forms it may take in a name. */
interface Token {
  text: string;
  kind: 'digits' | 'chinese' | 'latin';
  /** The forms found inside English names: the word, and a plural's singular (bags → bag). */
  stems: string[];
  /** The forms that count as the whole word (bag, bags, boxes, box). */
  wholeForms: string[];
  /** Two letters or digits at least: a pinyin-initials query too. */
  pinyin: boolean;
}

function tokenOf(text: string): Token {
  const kind = /^\d+$/.test(text) ? 'digits' : CJK.test(text) ? 'chinese' : 'latin';
  const stems = [text, ...(text.length > 3 ? [text.replace(/s$/, ''), text.replace(/es$/, '')] : [])].filter(
    (w, i, all) => all.indexOf(w) === i,
  );
  return {
    text,
    kind,
    stems,
    wholeForms: [...new Set(stems.flatMap((w) => [w, `${w}s`, `${w}es`]))],
    pinyin: kind !== 'chinese' && text.length >= 2 && /^[a-z0-9]+$/.test(text),
  };
}

const NONE = 0;
const PART = 1;
const WHOLE = 2;

/** How well one word meets an entry (none, part of a word, a whole word), allocating nothing: the pass over every entry. */
function score(p: Prepared, t: Token): number {
  switch (t.kind) {
    case 'digits':
      return p.entry.code.startsWith(t.text) ? (p.entry.code === t.text ? WHOLE : PART) : NONE;
    case 'chinese':
      return p.zh.includes(t.text) ? (p.phrases.has(t.text) ? WHOLE : PART) : spread(p.zh, t.text) ? PART : NONE;
  }
  let found = NONE;
  if (p.en) {
    for (const w of t.wholeForms) if (p.words.has(w)) return WHOLE;
    for (const w of t.stems) if (p.en.includes(w)) found = PART;
  }
  if (t.pinyin && p.initials) {
    if (p.initials === t.text || p.phraseInitials.has(t.text)) return WHOLE;
    if (p.initials.includes(t.text)) found = PART;
  }
  return found;
}

/** Where one word met an entry, for the hits answered only: the field and the characters to mark. */
function matchOf(p: Prepared, t: Token): TariffMatch {
  if (t.kind === 'digits') return { field: 'code', ranges: [[0, t.text.length]], pinyin: false };
  if (t.kind === 'chinese') {
    const ranges = rangesOf(p.zh, t.text, false);
    return { field: 'nameZh', ranges: ranges.length ? ranges : (spread(p.zh, t.text) ?? []), pinyin: false };
  }
  const stem = t.stems.find((w) => p.en.includes(w));
  const wholeInEnglish = t.wholeForms.some((w) => p.words.has(w));
  const wholeInPinyin = t.pinyin && (p.initials === t.text || p.phraseInitials.has(t.text));
  if (stem !== undefined && (wholeInEnglish || !wholeInPinyin)) {
    return { field: 'nameEn', ranges: rangesOf(p.en, stem, wholeInEnglish), pinyin: false };
  }
  // The initials of the whole name, else the phrase whose initials these are, else the first place they occur.
  const phraseStart = wholeInPinyin && p.initials !== t.text ? phraseAt(p, t.text) : -1;
  const start = phraseStart >= 0 ? phraseStart : p.initials.indexOf(t.text);
  return {
    field: 'nameZh',
    ranges: [[p.initialAt[start]!, p.initialAt[start + t.text.length - 1]! + 1]],
    pinyin: true,
  };
}

/** Where in the initials a phrase with these initials starts: at a phrase's first character. */
function phraseAt(p: Prepared, initials: string): number {
  for (let i = p.initials.indexOf(initials); i !== -1; i = p.initials.indexOf(initials, i + 1)) {
    const first = p.initialAt[i]!;
    const last = p.initialAt[i + initials.length - 1]!;
    const before = first === 0 || PUNCTUATION.test(p.zh[first - 1]!);
    const after = last === p.zh.length - 1 || PUNCTUATION.test(p.zh[last + 1]!);
    if (before && after) return i;
  }
  return -1;
}

const RANK_ORDER: Record<TariffRank, number> = { exact: 0, synonym: 1, word: 2, partial: 3 };

interface Found {
  p: Prepared;
  rank: TariffRank;
  /** The query is the entry's whole name. */
  named: boolean;
  /** The everyday name that found it, and its place among the names' codes. */
  synonym?: { word: string; at: number };
}

/** The searched words: runs of Chinese, of letters and digits; a code written with dots or spaces is one word. */
function tokensOf(q: string): string[] {
  const out: string[] = [];
  for (const part of q.split(/\s+/)) {
    // Letters and digits, Chinese among them (t恤), a hyphenated word whole (t-shirts); a code with dots or dashes as its digits.
    for (const run of part.match(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? []) {
      const token = /^[\d.-]+$/.test(run) ? stripCode(run) : run.replace(/\./g, '');
      if (token && !out.includes(token)) out.push(token);
    }
  }
  return out.slice(0, TOKENS_MAX);
}

export interface TariffSearch {
  total: number;
  hits: TariffHit[];
  known: boolean;
}

export interface TariffIndex {
  /** How many entries it holds. */
  size: number;
  search(query: string, limit: number): TariffSearch;
  /** An entry, its ancestors (highest first) and children in tree order; undefined when no such code. */
  node(code: string): { node: TariffNode; path: TariffNode[]; children: TariffNode[] } | undefined;
}

/**
 * One field of every entry laid end to end, each after a separator no word
 * holds, with where each entry's part starts: finding a word is then
 * `indexOf` over one long string (native and fast) instead of a call per
 * entry, and each hit skips to the next entry.
 */
class Laid {
  private readonly text: string;
  private readonly starts: Int32Array;

  constructor(parts: string[]) {
    this.starts = new Int32Array(parts.length + 1);
    let at = 0;
    parts.forEach((part, i) => {
      this.starts[i] = at;
      at += part.length + 1;
    });
    this.starts[parts.length] = at;
    this.text = parts.map((part) => `\u0001${part}`).join('');
  }

  /** Marks every entry whose part holds `word`. */
  mark(word: string, marks: Uint8Array): void {
    for (let i = this.text.indexOf(word); i !== -1;) {
      let lo = 0;
      let hi = this.starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.starts[mid]! <= i) lo = mid;
        else hi = mid - 1;
      }
      marks[lo] = 1;
      i = this.text.indexOf(word, this.starts[lo + 1]!);
    }
  }
}

/** Best first: the rank, the names' order, the query being the whole name, the shorter name, the code's order. */
const compareFound = (a: Found, b: Found) =>
  RANK_ORDER[a.rank] - RANK_ORDER[b.rank] ||
  (a.synonym?.at ?? 0) - (b.synonym?.at ?? 0) ||
  Number(b.named) - Number(a.named) ||
  (a.p.zh || a.p.en).length - (b.p.zh || b.p.en).length ||
  byCode(a.p, b.p);

const byCode = (a: Prepared, b: Prepared) => (a.entry.code < b.entry.code ? -1 : a.entry.code > b.entry.code ? 1 : 0);

/**
 * The index over the entries given: sections, chapters, headings,
 * subheadings and national lines, each naming its parent (a line's is its
 * subheading, or the 8-digit line a 10-digit one extends); and the everyday
 * names of goods staff keep, each with the codes it means.
 */
export function buildIndex(entries: TariffEntry[], synonyms: Synonym[] = []): TariffIndex {
  const prepared = entries.map(prepare);
  const book = buildSynonymBook(synonyms);
  const byCodeMap = new Map(prepared.map((p) => [p.entry.code, p]));
  for (const p of prepared) {
    const parent = p.entry.parent === null ? undefined : byCodeMap.get(p.entry.parent);
    if (parent) {
      p.parent = parent;
      parent.children.push(p);
    }
  }
  for (const p of prepared) p.children.sort(byCode);
  const english = new Laid(prepared.map((p) => p.en));
  const chinese = new Laid(prepared.map((p) => p.zh));
  const initials = new Laid(prepared.map((p) => p.initials));
  // Digit codes sorted as text: every code starting with a prefix lies in one run, in tree order.
  const digitCodes = prepared.filter((p) => /^\d/.test(p.entry.code)).sort(byCode);
  const pathOf = (p: Prepared): TariffNode[] => {
    const path: TariffNode[] = [];
    for (let up = p.parent; up; up = up.parent) path.unshift(up.node);
    return path;
  };
  const hitOf = (f: Found, matches: TariffMatch[]): TariffHit => ({
    ...f.p.node,
    rank: f.rank,
    matches,
    synonym: f.synonym?.word ?? null,
    path: pathOf(f.p),
    effectiveFrom: f.p.entry.effectiveFrom,
    effectiveTo: f.p.entry.effectiveTo,
  });

  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = digitCodes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (digitCodes[mid]!.entry.code < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  function byCodePrefix(digits: string, limit: number): TariffSearch {
    const start = lowerBound(digits);
    let end = start;
    while (end < digitCodes.length && digitCodes[end]!.entry.code.startsWith(digits)) end++;
    const known = digitCodes[start]?.entry.code === digits;
    const hits: TariffHit[] = [];
    for (let i = start; i < end && hits.length < limit; i++) {
      const p = digitCodes[i]!;
      hits.push(
        hitOf({ p, rank: p.entry.code === digits ? 'exact' : 'partial', named: false }, [
          { field: 'code', ranges: [[0, digits.length]], pinyin: false },
        ]),
      );
    }
    return { total: end - start, hits, known };
  }

  /** The codes the everyday names in the query mean, the goods' name first, each code once. */
  function bySynonyms(q: string): Map<Prepared, Found> {
    const out = new Map<Prepared, Found>();
    let at = 0;
    for (const s of book.find(q)) {
      for (const code of s.codes) {
        const p = byCodeMap.get(code);
        if (p && !out.has(p)) {
          out.set(p, { p, rank: 'synonym', named: false, synonym: { word: s.word, at: at++ } });
        }
      }
    }
    return out;
  }

  function byWords(q: string, limit: number): TariffSearch {
    const tokens = tokensOf(q).map(tokenOf);
    if (!tokens.length) return { total: 0, hits: [], known: false };
    const named = bySynonyms(q);
    const section = SECTION.test(q) ? byCodeMap.get(q.toUpperCase()) : undefined;
    // The entries the first word is in at all (a code's run, or the long strings), then every word scored on those alone.
    const [first] = tokens;
    const marks = new Uint8Array(prepared.length);
    if (first!.kind === 'digits') prepared.forEach((p, i) => p.entry.code.startsWith(first!.text) && (marks[i] = 1));
    // Every character must be there, in order: the entries holding its first Chinese one are a superset.
    else if (first!.kind === 'chinese') chinese.mark(CJK.exec(first!.text)![0], marks);
    else {
      for (const w of first!.stems) english.mark(w, marks);
      if (first!.pinyin) initials.mark(first!.text, marks);
    }
    // Only the best `limit` are kept in order (a word in thousands of names is common); the rest are counted.
    const best: Found[] = [];
    let total = 0;
    const keep = (f: Found) => {
      total++;
      if (best.length === limit && compareFound(f, best[limit - 1]!) >= 0) return;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compareFound(best[mid]!, f) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, f);
      if (best.length > limit) best.pop();
    };
    named.forEach(keep);
    for (let i = 0; i < prepared.length; i++) {
      const p = prepared[i]!;
      if ((!marks[i] && p !== section) || named.has(p)) continue;
      let least = WHOLE;
      for (const t of tokens) {
        least = Math.min(least, score(p, t));
        if (least === NONE) break;
      }
      if (p === section) keep({ p, rank: 'exact', named: false });
      else if (least !== NONE) keep({ p, rank: least === WHOLE ? 'word' : 'partial', named: p.zh === q || p.en === q });
    }
    const matchesOf = (f: Found): TariffMatch[] => {
      // A name's code may hold none of the words (laptop, 8471.30): only those it holds are marked.
      if (f.synonym) return tokens.flatMap((t) => (score(f.p, t) === NONE ? [] : [matchOf(f.p, t)]));
      return f.p === section && tokens.some((t) => score(f.p, t) === NONE)
        ? [{ field: 'code', ranges: [[0, f.p.entry.code.length]], pinyin: false }]
        : tokens.map((t) => matchOf(f.p, t));
    };
    return { total, hits: best.map((f) => hitOf(f, matchesOf(f))), known: section !== undefined };
  }

  return {
    size: prepared.length,
    search(query, limit) {
      const q = normalise(query);
      if (!q) return { total: 0, hits: [], known: false };
      if (CODE_LIKE.test(q)) {
        const digits = stripCode(q);
        // No code is longer than a national line's ten digits.
        return digits && digits.length <= 10 ? byCodePrefix(digits, limit) : { total: 0, hits: [], known: false };
      }
      return byWords(q, limit);
    },
    node(code) {
      const p = byCodeMap.get(code);
      return p && { node: p.node, path: pathOf(p), children: p.children.map((c) => c.node) };
    },
  };
}
