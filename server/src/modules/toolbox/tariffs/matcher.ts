import { stripCode, type TariffHit, type TariffLevel, type TariffMatch, type TariffNode, type TariffRank } from '@fwd/contract';
import { pinyin } from 'pinyin-pro';

/*
 * The search over HS 2022 and the national lines, in memory: built once per
 * change of either (see index.ts), then every search is a binary search over
 * the codes or one pass over the entries' prepared texts. No I/O here.
 *
 * Ranking: the code typed exactly, then entries where every word searched is
 * a whole word (or a whole Chinese phrase, or the whole name's pinyin
 * initials), then those where some word is only part of one; within a rank,
 * the name that is the query itself first, then the shorter name, then code
 * order (the tree's order).
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

const initialsOf = (name: string): { initials: string; at: number[] } => {
  const letters = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' });
  // Characters outside the basic plane come back split differently: such a name is not searched by pinyin.
  if (letters.length !== name.length) return { initials: '', at: [] };
  let initials = '';
  const at: number[] = [];
  letters.forEach((l, i) => {
    const c = l.toLowerCase();
    if (/^[a-z0-9]$/.test(c)) {
      initials += c;
      at.push(i);
    }
  });
  return { initials, at };
};

const phrasesOf = (zh: string) => zh.split(PUNCTUATION).filter(Boolean);

function prepare(entry: TariffEntry): Prepared {
  const en = (entry.nameEn ?? '').toLowerCase();
  const zh = entry.nameZh ?? '';
  const phrases = phrasesOf(zh);
  const { initials, at } = CJK.test(zh) ? initialsOf(zh) : { initials: '', at: [] };
  return {
    entry,
    node: { code: entry.code, level: entry.level, nameEn: entry.nameEn, nameZh: entry.nameZh },
    en,
    words: new Set(en.split(/[^a-z0-9]+/).filter(Boolean)),
    zh,
    phrases: new Set(phrases),
    initials,
    initialAt: at,
    phraseInitials: new Set(initials ? phrases.filter((p) => CJK.test(p)).map((p) => initialsOf(p).initials) : []),
    children: [],
    parent: null,
  };
}

/** The query as the matcher reads it: full-width folded (ＡＢＣ１２３ → abc123), lower case, cut to QUERY_MAX. */
export const normalise = (q: string) => q.slice(0, QUERY_MAX * 2).normalize('NFKC').toLowerCase().trim().slice(0, QUERY_MAX);

/** Only digits and what people put between them (8471.30, 8471 30 00, 8471-30): a code. */
const CODE_LIKE = /^[\d\s.\-·。]+$/;
const SECTION = /^[ivx]{1,5}$/;

/** A word the same as another but for a plural ending: bag and bags, box and boxes. */
const sameWord = (a: string, b: string) => a === b || a + 's' === b || a + 'es' === b || b + 's' === a || b + 'es' === a;

interface TokenMatch {
  whole: boolean;
  match: TariffMatch;
}

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

/** How one searched word meets an entry: in its code (digits), English words, Chinese name, or the initials of that name; undefined: not at all. */
function matchToken(p: Prepared, token: string): TokenMatch | undefined {
  if (/^\d+$/.test(token)) {
    const code = p.entry.code;
    return code.startsWith(token) ? { whole: code === token, match: { field: 'code', ranges: [[0, token.length]], pinyin: false } } : undefined;
  }
  if (CJK.test(token)) {
    if (!p.zh.includes(token)) return undefined;
    const whole = p.phrases.has(token);
    return { whole, match: { field: 'nameZh', ranges: rangesOf(p.zh, token, false), pinyin: false } };
  }
  let best: TokenMatch | undefined;
  // A plural finds the singular too (bags → bag).
  const stem = [token, ...(token.length > 3 ? [token.replace(/s$/, ''), token.replace(/es$/, '')] : [])].find((w) => p.en.includes(w));
  if (stem) {
    const whole = [...p.words].some((w) => sameWord(stem, w));
    best = { whole, match: { field: 'nameEn', ranges: rangesOf(p.en, stem, whole), pinyin: false } };
    if (whole) return best;
  }
  if (token.length >= 2 && /^[a-z0-9]+$/.test(token) && p.initials.includes(token)) {
    const start = p.initials.indexOf(token);
    const from = p.initialAt[start]!;
    const to = p.initialAt[start + token.length - 1]! + 1;
    const whole = p.initials === token || p.phraseInitials.has(token);
    if (!best || whole) best = { whole, match: { field: 'nameZh', ranges: [[from, to]], pinyin: true } };
  }
  return best;
}

const RANK_ORDER: Record<TariffRank, number> = { exact: 0, word: 1, partial: 2 };

interface Found {
  p: Prepared;
  rank: TariffRank;
  matches: TariffMatch[];
  /** The query is the entry's whole name. */
  named: boolean;
}

/** The searched words: runs of Chinese, of letters and digits; a code written with dots or spaces is one word. */
function tokensOf(q: string): string[] {
  const out: string[] = [];
  for (const part of q.split(/\s+/)) {
    for (const run of part.match(/[\u3400-\u9fff\uf900-\ufaff]+|[\p{L}\p{N}]+/gu) ?? []) {
      const token = /^[\d.]+$/.test(run) ? stripCode(run) : run;
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

const byCode = (a: Prepared, b: Prepared) => (a.entry.code < b.entry.code ? -1 : a.entry.code > b.entry.code ? 1 : 0);

/**
 * The index over the entries given: sections, chapters, headings,
 * subheadings and national lines, each naming its parent (a line's is its
 * subheading, or the 8-digit line a 10-digit one extends).
 */
export function buildIndex(entries: TariffEntry[]): TariffIndex {
  const prepared = entries.map(prepare);
  const byCodeMap = new Map(prepared.map((p) => [p.entry.code, p]));
  for (const p of prepared) {
    const parent = p.entry.parent === null ? undefined : byCodeMap.get(p.entry.parent);
    if (parent) {
      p.parent = parent;
      parent.children.push(p);
    }
  }
  for (const p of prepared) p.children.sort(byCode);
  // Digit codes sorted as text: every code starting with a prefix lies in one run, in tree order.
  const digitCodes = prepared.filter((p) => /^\d/.test(p.entry.code)).sort(byCode);
  const pathOf = (p: Prepared): TariffNode[] => {
    const path: TariffNode[] = [];
    for (let up = p.parent; up; up = up.parent) path.unshift(up.node);
    return path;
  };
  const hitOf = (f: Found): TariffHit => ({
    ...f.p.node,
    rank: f.rank,
    matches: f.matches,
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
      hits.push(hitOf({ p, rank: p.entry.code === digits ? 'exact' : 'partial', matches: [{ field: 'code', ranges: [[0, digits.length]], pinyin: false }], named: false }));
    }
    return { total: end - start, hits, known };
  }

  function byWords(q: string, limit: number): TariffSearch {
    const tokens = tokensOf(q);
    if (!tokens.length) return { total: 0, hits: [], known: false };
    const section = SECTION.test(q) ? byCodeMap.get(q.toUpperCase()) : undefined;
    const found: Found[] = [];
    for (const p of prepared) {
      const matches: TariffMatch[] = [];
      let whole = true;
      for (const token of tokens) {
        const m = matchToken(p, token);
        if (!m) break;
        matches.push(m.match);
        whole &&= m.whole;
      }
      if (matches.length < tokens.length) {
        if (p === section) found.push({ p, rank: 'exact', matches: [{ field: 'code', ranges: [[0, p.entry.code.length]], pinyin: false }], named: false });
        continue;
      }
      const rank: TariffRank = p === section ? 'exact' : whole ? 'word' : 'partial';
      found.push({ p, rank, matches, named: p.zh === q || p.en === q });
    }
    found.sort(
      (a, b) =>
        RANK_ORDER[a.rank] - RANK_ORDER[b.rank] ||
        Number(b.named) - Number(a.named) ||
        (a.p.zh || a.p.en).length - (b.p.zh || b.p.en).length ||
        byCode(a.p, b.p),
    );
    return { total: found.length, hits: found.slice(0, limit).map(hitOf), known: section !== undefined };
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
