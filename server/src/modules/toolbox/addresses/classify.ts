import type { Address, AddressReason, AddressType, AddressVerdict, AddressWordKind } from '@fwd/contract';

/*
 * The rules, pure: an address and the lists staff keep in, the type with
 * every reason out. No I/O; rules.ts loads the lists, service.ts asks the
 * outside service and merges its answer (decide).
 */

/** Compatibility forms and widths folded (ｓｕｉｔｅ, ﬁ), Latin accents off, lower case, every run of punctuation or space one space. */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKC')
      // Accents only: NFD then NFC keeps kana's voicing marks, which stripping every mark would lose (ビル is not ヒル).
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** Scripts written without spaces between words: their words are found inside the text, not between spaces. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** One spelling per street word, for known addresses only: "100 Main Street, Suite 5" and "100 main st ste 5" are one address. */
const SAME: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  suite: 'ste',
  apartment: 'apt',
  floor: 'fl',
  building: 'bldg',
  room: 'rm',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  number: 'no',
  strasse: 'str',
  straße: 'str',
};

export const postcodeKey = (postcode: string | null | undefined) =>
  (postcode ?? '').toUpperCase().replace(/[\s-]/g, '');

/** What a known address and a consignee address are compared by: country, postcode and street, normalised. */
export function knownKey(country: string, postcode: string | null | undefined, street: string): string {
  const words = normalize(street)
    .split(' ')
    .map((w) => SAME[w] ?? w)
    .join(' ');
  return `${country.toUpperCase()}|${postcodeKey(postcode)}|${words}`;
}

export interface RuleWord {
  kind: AddressWordKind;
  /** '' for every country. */
  country: string;
  lang: string;
  word: string;
  /** normalize(word). */
  key: string;
}
export interface RuleDistrict {
  country: string;
  /** As kept: upper case, a trailing * for a prefix. */
  postcode: string;
}
export interface RuleKnown {
  key: string;
  type: 'residential' | 'commercial';
  street: string;
}

/** The kinds that lean one way or flag (street types only mark a street). */
type SignWord = Exclude<AddressWordKind, 'street'>;
const isSign = (w: RuleWord): w is RuleWord & { kind: SignWord } => w.kind !== 'street';

interface CompiledWord extends RuleWord {
  kind: SignWord;
  unspaced: boolean;
  spacedKey: string;
}
/**
 * A country's words made quick to find: the spaced ones by their first word
 * (an address's few words each look up theirs, rather than every word of the
 * lists being looked for in every address), the others to find inside text
 * in their scripts.
 */
interface WordIndex {
  byFirst: Map<string, CompiledWord[]>;
  unspaced: CompiledWord[];
}
/** A country's street types: whole words (St, Rue), and those written joined to the name (Schillerstraße, Prinsengracht). */
interface StreetTypes {
  whole: Set<string>;
  joined: string[];
}
export interface Rules {
  /** By country ('' for every country); street types apart. */
  words: Map<string, WordIndex>;
  streets: Map<string, StreetTypes>;
  known: Map<string, RuleKnown>;
  districts: Map<string, { code: string; prefix: boolean; shown: string }[]>;
}

const grouped = <T, K>(items: T[], keyOf: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(keyOf(item));
    if (list) list.push(item);
    else map.set(keyOf(item), [item]);
  }
  return map;
};

/** Languages that write a street's type joined to its name. */
const JOINED_TYPES = new Set(['de', 'nl', 'da', 'sv', 'no']);

/** The lists made ready to match, once per classification call or batch. */
export function compileRules(words: RuleWord[], known: RuleKnown[], districts: RuleDistrict[]): Rules {
  const streetTypes = words.filter((w) => w.kind === 'street' && w.key && !w.key.includes(' '));
  return {
    streets: new Map(
      [...grouped(streetTypes, (w) => w.country)].map(([country, list]) => [
        country,
        {
          whole: new Set(list.map((w) => w.key)),
          joined: list.filter((w) => JOINED_TYPES.has(w.lang)).map((w) => w.key),
        },
      ]),
    ),
    words: new Map(
      [...grouped(words.filter((w) => w.key).filter(isSign), (w) => w.country)].map(([country, list]) => {
        const compiled = list.map((w) => ({ ...w, unspaced: UNSPACED.test(w.key), spacedKey: ` ${w.key} ` }));
        return [
          country,
          {
            byFirst: grouped(
              compiled.filter((w) => !w.unspaced),
              (w) => w.key.split(' ')[0]!,
            ),
            unspaced: compiled.filter((w) => w.unspaced),
          },
        ];
      }),
    ),
    known: new Map(known.map((k) => [k.key, k])),
    districts: grouped(
      districts.map((d) => ({
        country: d.country,
        code: postcodeKey(d.postcode.replace(/\*$/, '')),
        prefix: d.postcode.endsWith('*'),
        shown: d.postcode,
      })),
      (d) => d.country,
    ),
  };
}

/** How much a reason weighs: a company marker most, a second word of a kind already found only a little. */
const WEIGHT: Record<SignWord, number> = { company: 3, business: 2, residential: 2, poBox: 0 };
const FURTHER_WORD = 1;
const COMPANY_GIVEN = 1;
const DISTRICT = 2;
const LEANS: Record<SignWord, AddressType> = {
  company: 'commercial',
  business: 'commercial',
  residential: 'residential',
  poBox: 'unknown',
};
const RULES_CEILING = 95;
/**
 * A house number on a street and no other sign: most such parcels go to
 * homes, so residential, but barely (a shop or an office may give its street
 * address alone).
 */
const NUMBERED_STREET = { weight: 1, confidence: 30 };

/**
 * How sure the rules are: how one-sided the signals are (mixed ones pull it
 * down), times how much there is (one weak signal is not a certainty). Never
 * 100: only a known address is.
 */
function confidenceOf(winner: number, loser: number): number {
  const agreement = (winner - loser) / (winner + loser);
  const strength = Math.min(1, 0.5 + winner / 10);
  return Math.max(1, Math.min(RULES_CEILING, Math.round(100 * agreement * strength)));
}

export interface RulesVerdict {
  type: AddressType;
  confidence: number;
  poBox: boolean;
  reasons: AddressReason[];
  /** A known address decided. */
  known: boolean;
}

/** A field's text, also between spaces so a word is found whole by one `includes` (its key spaced once, at compile). */
interface FieldText {
  field: 'company' | 'lines';
  plain: string;
  spaced: string;
}

/** The words of the indexes found in a field, in the order of the field's words; each word once across the fields. */
function wordsIn(f: FieldText, indexes: WordIndex[], found: Set<CompiledWord>): CompiledWord[] {
  const hits: CompiledWord[] = [];
  const take = (w: CompiledWord, here: boolean) => {
    if (here && !found.has(w)) {
      found.add(w);
      hits.push(w);
    }
  };
  const tokens = new Set(f.plain.split(' '));
  const unspacedText = UNSPACED.test(f.plain);
  for (const index of indexes) {
    for (const token of tokens) for (const w of index.byFirst.get(token) ?? []) take(w, f.spaced.includes(w.spacedKey));
    if (unspacedText) for (const w of index.unspaced) take(w, f.plain.includes(w.key));
  }
  return hits;
}

const HOUSE_NUMBER = /^\d+[a-z]?$/;
/** Where no word can match: a street's name, taken out of the words that count. */
const NAMED = '\u0000';

/**
 * A line's street, when it has one: a house number and a street type, the
 * number first ("811 Center St": the words between are the name; "14 Rue
 * Oberkampf": the type names the street, its name follows) or last, right
 * after the type ("Oeder Weg 54", "Schillerstraße 5": the words before it
 * are the name) or after the name the type opens ("Calle Mayor 98"). Null
 * for a line without both (a unit, "City Place II Floor 12", where the
 * number is the floor's; Chinese or Japanese, written without spaces).
 */
function streetIn(tokens: string[], types: StreetTypes[]): { from: number; to: number } | null {
  const isType = (token: string) =>
    types.some((t) => t.whole.has(token) || t.joined.some((j) => token.length > j.length && token.endsWith(j)));
  const type = tokens.findIndex(isType);
  if (type < 0) return null;
  const before = tokens.slice(0, type).findIndex((t) => HOUSE_NUMBER.test(t));
  if (before >= 0) return { from: before + 1, to: type };
  if (HOUSE_NUMBER.test(tokens[type + 1] ?? '')) return { from: 0, to: type };
  const after = tokens.findIndex((t, i) => i > type && HOUSE_NUMBER.test(t));
  return type === 0 && after > 0 ? { from: 1, to: after } : null;
}

/** The lines as matched: the words of a street's name set apart from those that count, and the first line holding a street. */
function linesOf(a: Address, types: StreetTypes[]) {
  let street: string | null = null;
  const counted: string[] = [];
  const named: string[] = [];
  for (const line of a.lines) {
    const plain = normalize(line);
    const span = UNSPACED.test(plain) ? null : streetIn(plain.split(' '), types);
    if (!span) {
      counted.push(plain);
      continue;
    }
    street ??= line.trim().slice(0, 60);
    const tokens = plain.split(' ');
    named.push(tokens.slice(span.from, span.to).join(' '));
    counted.push(tokens.map((t, i) => (i >= span.from && i < span.to ? NAMED : t)).join(' '));
  }
  return { counted: counted.filter(Boolean).join(' '), named: named.filter(Boolean).join(` ${NAMED} `), street };
}

const fieldText = (field: FieldText['field'], plain: string): FieldText => ({ field, plain, spaced: ` ${plain} ` });

/** The type by the rules, with every reason: a known address decides; otherwise the words, districts and street weigh. */
export function classifyByRules(rules: Rules, a: Address): RulesVerdict {
  const street = a.lines.join(' ');
  const reasons: AddressReason[] = [];
  const lines = linesOf(
    a,
    [rules.streets.get(''), rules.streets.get(a.country)].filter((s): s is StreetTypes => s !== undefined),
  );
  const fields = [fieldText('company', normalize(a.company ?? '')), fieldText('lines', lines.counted)].filter(
    (f) => f.plain,
  );
  const seen = new Set<SignWord>();
  const indexes = [rules.words.get(''), rules.words.get(a.country)].filter((i): i is WordIndex => i !== undefined);
  const found = new Set<CompiledWord>();
  for (const f of fields) {
    for (const w of wordsIn(f, indexes, found)) {
      reasons.push({
        kind: w.kind,
        match: w.word,
        field: f.field,
        leans: LEANS[w.kind],
        weight: seen.has(w.kind) && WEIGHT[w.kind] ? FURTHER_WORD : WEIGHT[w.kind],
      });
      seen.add(w.kind);
    }
  }
  // Said, not counted: "Center" of "811 Center St" names the street.
  if (lines.named)
    for (const w of wordsIn(fieldText('lines', lines.named), indexes, found))
      reasons.push({ kind: 'streetName', match: w.word, field: 'lines', leans: LEANS[w.kind], weight: 0 });
  const company = a.company?.trim();
  if (company && !seen.has('company'))
    reasons.push({
      kind: 'companyGiven',
      match: company.slice(0, 60),
      field: 'company',
      leans: 'commercial',
      weight: COMPANY_GIVEN,
    });
  const postcode = postcodeKey(a.postcode);
  const district =
    postcode &&
    rules.districts.get(a.country)?.find((d) => (d.prefix ? postcode.startsWith(d.code) : postcode === d.code));
  if (district)
    reasons.push({ kind: 'district', match: district.shown, field: 'postcode', leans: 'commercial', weight: DISTRICT });
  const poBox = seen.has('poBox');

  const known = rules.known.get(knownKey(a.country, a.postcode, street));
  if (known) {
    reasons.unshift({ kind: 'known', match: known.street, field: 'address', leans: known.type, weight: 0 });
    return { type: known.type, confidence: 100, poBox, reasons, known: true };
  }
  const sum = (type: AddressType) => reasons.reduce((total, r) => total + (r.leans === type ? r.weight : 0), 0);
  const commercial = sum('commercial');
  const residential = sum('residential');
  if (commercial === 0 && residential === 0 && lines.street && !poBox) {
    reasons.push({
      kind: 'numberedStreet',
      match: lines.street,
      field: 'lines',
      leans: 'residential',
      weight: NUMBERED_STREET.weight,
    });
    return { type: 'residential', confidence: NUMBERED_STREET.confidence, poBox, reasons, known: false };
  }
  if (commercial === residential) return { type: 'unknown', confidence: 0, poBox, reasons, known: false };
  const type = commercial > residential ? 'commercial' : 'residential';
  return {
    type,
    confidence: confidenceOf(Math.max(commercial, residential), Math.min(commercial, residential)),
    poBox,
    reasons,
    known: false,
  };
}

/** What the outside service said, or why it said nothing usable. */
export type ServiceOutcome =
  | { kind: 'none' }
  /** Configured, not asked: a known address decided. */
  | { kind: 'skipped' }
  /** `found` false: no such address (no candidate). */
  | { kind: 'answer'; code: 0 | 1 | 2; description: string; found: boolean }
  | { kind: 'miss'; miss: 'notCovered' | 'failed' | 'slow' | 'busy'; detail: string | null };

const SERVICE_TYPES: Record<1 | 2, 'commercial' | 'residential'> = { 1: 'commercial', 2: 'residential' };
/** The service's word alone; agreeing rules make it surer, disagreeing ones less. */
const SERVICE_CONFIDENCE = { alone: 90, agreed: 97, disputed: 80 };

/**
 * Who decides: a known address, then the service (when one is configured and
 * answered), then the rules, which stand in when the service failed, was slow
 * or busy. A service that found no such address, or found it and could not
 * classify it, makes the type unknown: it has looked the address up, the
 * rules have only read it (their reasons are kept, said).
 */
export function decide(rules: RulesVerdict, service: ServiceOutcome): AddressVerdict {
  const configured = service.kind !== 'none';
  const { known: _known, ...verdict } = rules;
  if (rules.known || service.kind === 'none' || service.kind === 'skipped')
    return { ...verdict, source: rules.known ? 'known' : 'rules', service: { configured, miss: null, detail: null } };
  if (service.kind === 'miss')
    return { ...verdict, source: 'rules', service: { configured, miss: service.miss, detail: service.detail } };
  if (service.code === 0) {
    const said: AddressReason = {
      kind: 'service',
      match: service.description,
      field: 'address',
      leans: 'unknown',
      weight: 0,
    };
    return {
      type: 'unknown',
      confidence: 0,
      poBox: rules.poBox,
      reasons: [said, ...rules.reasons],
      source: 'service',
      service: { configured, miss: service.found ? 'unknown' : 'noCandidate', detail: null },
    };
  }
  const type = SERVICE_TYPES[service.code];
  const confidence =
    rules.type === 'unknown'
      ? SERVICE_CONFIDENCE.alone
      : rules.type === type
        ? SERVICE_CONFIDENCE.agreed
        : SERVICE_CONFIDENCE.disputed;
  const said: AddressReason = { kind: 'service', match: service.description, field: 'address', leans: type, weight: 0 };
  return {
    type,
    confidence,
    poBox: rules.poBox,
    reasons: [said, ...rules.reasons],
    source: 'service',
    service: { configured, miss: null, detail: null },
  };
}
