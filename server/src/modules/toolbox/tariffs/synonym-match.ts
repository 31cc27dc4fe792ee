/*
 * The everyday names of goods (手机壳, laptop, T恤) found in a query: pure,
 * no I/O. A name and a query are read as the same units, English words
 * (singular) and Chinese characters, so a name matches whole, in any case
 * and width, plural or singular, with or without its spaces and hyphens:
 * t-shirt, tshirt, T-Shirts and "t shirts" are one key, tshirt.
 */

/** What staff keep: a name and the codes it means, the likeliest first. */
export interface Synonym {
  word: string;
  codes: string[];
}

const UNIT = /[a-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]/g;
const CJK_UNIT = /^[\u3400-\u9fff\uf900-\ufaff]$/;
/** The longest name, in units, looked for. */
const SPAN_MAX = 12;

/** An English word's singular, as far as plurals of goods go: batteries, boxes, dresses, watches, shoes. */
function singular(w: string): string {
  if (w.length <= 3 || !w.endsWith('s') || /(ss|us|is)$/.test(w)) return w;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** A word as a key: singular, and -ie spelt -y, since "hoodies" could be either's plural (hoodie, hoody). */
const keyWord = (w: string) => singular(w).replace(/(?<=..)ie$/, 'y');

/** The units of a text: full width folded, lower case, apostrophes dropped (women's → women), plurals made singular. */
export function unitsOf(text: string): string[] {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
  return (folded.match(UNIT) ?? []).map(keyWord);
}

/** The key a name is stored and matched by ('' when nothing is left to match). */
export const synonymKey = (text: string) => unitsOf(text).join('');

export interface SynonymBook {
  /** The names in the query, the goods first (the name ending last, the longest there), none overlapping another. */
  find(query: string): Synonym[];
}

export function buildSynonymBook(synonyms: Synonym[]): SynonymBook {
  const byKey = new Map<string, Synonym>();
  for (const s of synonyms) {
    const key = synonymKey(s.word);
    if (key && !byKey.has(key)) byKey.set(key, s);
  }
  return {
    find(query) {
      const units = unitsOf(query);
      const found: Synonym[] = [];
      // From the last unit back: the goods are named last (蓝牙耳机, phone case); each span takes its longest name.
      let end = units.length;
      while (end > 0) {
        let hit: { start: number; synonym: Synonym } | undefined;
        for (let start = Math.max(0, end - SPAN_MAX); start < end && !hit; start++) {
          // One Chinese character alone (包, 灯) names goods only as the whole query: inside a word it is another word's part (面包).
          if (end - start === 1 && units.length > 1 && CJK_UNIT.test(units[start]!)) continue;
          const synonym = byKey.get(units.slice(start, end).join(''));
          if (synonym) hit = { start, synonym };
        }
        if (hit) {
          found.push(hit.synonym);
          end = hit.start;
        } else end--;
      }
      return found;
    },
  };
}
