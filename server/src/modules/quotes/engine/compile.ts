import type { Quote, RateRow, Zone } from '@fwd/contract';
import type { Book, BookChannel, BookSheet, BookSurcharge } from './book.ts';
import { dec, decOrNull, grams, millimetres, plain, ZERO, type Dec } from './decimal.ts';
import { indexPostcodes, type PostcodeIndex, type PostcodeRule } from './postcode.ts';
import { indexRemoteLists, remoteAreaIn, type RemoteHit, type RemoteIndex, type RemoteQuery } from './remote.ts';

/*
 * A book indexed once so a price query only looks things up: per channel its
 * sheets by day, per sheet a map country → zones (postcodes indexed by
 * specificity), per zone its bands by weight, every decimal parsed, and the
 * surcharge rules that may apply to it. A server caches the compiled book and
 * compiles again when a sheet, a setting, a rule or a list changes.
 */

export interface CompiledBand {
  row: RateRow;
  /** The bounds in whole grams (kg has three decimals: exact integers), found by a plain binary search. */
  fromG: number;
  toG: number;
  price: Dec;
  /** The model's fields, 0 where its model has none or they are missing (checkSheet refuses that); `stepKg` null or 0: no steps. */
  firstKg: Dec;
  stepKg: Dec | null;
  stepPrice: Dec;
  pieceFee: Dec;
  /** Its numbers as a base line's detail shows them, written when a quote first uses the band (null until then: one shape for all bands). */
  texts: Record<'rate' | 'fromKg' | 'toKg' | 'firstKg' | 'stepKg' | 'stepPrice' | 'pieceFee', string> | null;
}
export interface CompiledZone {
  code: string;
  name: string | null;
  /** As a quote names it. */
  ref: Quote['zone'];
  /** By `fromKg`. */
  bands: CompiledBand[];
}
/** A country's zones on one sheet: the whole-country one and those by postcode. */
export interface CountryZones {
  whole: CompiledZone | null;
  postcodes: PostcodeIndex<CompiledZone>;
}
export interface CompiledSheet {
  id: number;
  effectiveFrom: string;
  countries: Map<string, CountryZones>;
}
export interface CompiledSettings {
  step: Dec;
  stepAbove: Dec | null;
  stepAboveSize: Dec | null;
  minChargeable: Dec;
  pieceMinimum: Dec;
  divisor: Dec;
  kgPerCbm: Dec;
  /** Limits in whole grams and millimetres (exact integers: kg has three decimals, cm one). */
  maxWeightG: number | null;
  maxPieceWeightG: number | null;
  maxLongestSideMm: number | null;
  maxGirthMm: number | null;
}
export interface CompiledRule {
  rule: BookSurcharge;
  amount: Dec;
  /** `amount` / 100, for a percent. */
  fraction: Dec;
  amountText: string;
  minimum: Dec | null;
  thresholdKg: Dec | null;
  thresholdCm: Dec | null;
  girthCm: Dec | null;
}
export interface CompiledChannel {
  channel: BookChannel;
  ref: Quote['channel'];
  settings: CompiledSettings;
  /** Channels with the same key bill the same chargeable weight for a parcel (computed once per query). */
  weightKey: string;
  /** The settings a quote's weight was reached by, as the quote shows them. */
  weightRules: Quote['weight']['rules'];
  /** By `effectiveFrom`, then id. */
  sheets: CompiledSheet[];
  /** The rules that may apply (for every channel or naming this one), by id. */
  rules: CompiledRule[];
  /** Channels with the same key (rules, weight key, carrier) owe the same surcharges but those on the base. */
  surchargeKey: string;
}
export interface CompiledBook {
  /** By channel order, then id. */
  channels: CompiledChannel[];
  remote: RemoteIndex;
}

/** Parsed only where the model uses it: a book holds hundreds of thousands of bands. */
const used = (uses: boolean, value: string | null) => (uses && value !== null ? dec(value) : ZERO);

function compileBand(row: RateRow): CompiledBand {
  const steps = row.model === 'firstAdditional';
  return {
    row,
    fromG: grams(row.fromKg),
    toG: grams(row.toKg),
    price: dec(row.price),
    firstKg: used(steps, row.firstKg),
    stepKg: steps ? decOrNull(row.stepKg) : null,
    stepPrice: used(steps, row.stepPrice),
    pieceFee: used(row.model === 'perKgPlusFee', row.pieceFee),
    texts: null,
  };
}

function compileZones(zones: Zone[], rates: RateRow[]): Map<string, CompiledZone> {
  const byCode = new Map(zones.map((z) => [z.code, { code: z.code, name: z.name, ref: { code: z.code, name: z.name }, bands: [] as CompiledBand[] }]));
  for (const row of rates) byCode.get(row.zone)?.bands.push(compileBand(row));
  for (const zone of byCode.values()) zone.bands.sort((a, b) => a.fromG - b.fromG);
  return byCode;
}

/**
 * A book's sheets are read-only data: a loader that hands the unchanged
 * sheets' objects over again (and a saved sheet as a new object) gets them
 * compiled already, so compiling the book after a change costs only what
 * changed.
 */
const compiledSheets = new WeakMap<BookSheet, CompiledSheet>();

function compileSheet(sheet: BookSheet): CompiledSheet {
  let compiled = compiledSheets.get(sheet);
  if (!compiled) compiledSheets.set(sheet, (compiled = indexSheet(sheet)));
  return compiled;
}

function indexSheet(sheet: BookSheet): CompiledSheet {
  const zones = compileZones(sheet.zones, sheet.rates);
  const members = new Map<string, { whole: CompiledZone | null; rules: { rule: PostcodeRule; item: CompiledZone }[] }>();
  for (const z of sheet.zones) {
    const zone = zones.get(z.code)!;
    for (const m of z.members) {
      let country = members.get(m.country);
      if (!country) members.set(m.country, (country = { whole: null, rules: [] }));
      if (m.match === 'country') country.whole ??= zone;
      else if (m.value !== null) country.rules.push({ rule: { match: m.match, value: m.value, valueTo: m.valueTo }, item: zone });
    }
  }
  const countries = new Map<string, CountryZones>();
  for (const [code, c] of members) countries.set(code, { whole: c.whole, postcodes: indexPostcodes(c.rules) });
  return { id: sheet.id, effectiveFrom: sheet.effectiveFrom, countries };
}

function compileSettings(s: BookChannel['settings']): CompiledSettings {
  return {
    step: dec(s.step),
    stepAbove: decOrNull(s.stepAbove),
    stepAboveSize: decOrNull(s.stepAboveSize),
    minChargeable: dec(s.minChargeable),
    pieceMinimum: dec(s.pieceMinimum),
    divisor: dec(s.divisor),
    kgPerCbm: dec(s.kgPerCbm),
    maxWeightG: s.maxWeight === null ? null : grams(s.maxWeight),
    maxPieceWeightG: s.maxPieceWeight === null ? null : grams(s.maxPieceWeight),
    maxLongestSideMm: s.maxLongestSide === null ? null : millimetres(s.maxLongestSide),
    maxGirthMm: s.maxGirth === null ? null : millimetres(s.maxGirth),
  };
}

const weightKey = ({ mode, settings: s }: BookChannel) =>
  [mode === 'sea' ? `sea ${s.kgPerCbm}` : `piece ${s.divisor} ${s.pieceMinimum}`, s.step, s.stepAbove, s.stepAboveSize, s.minChargeable].join(' ');

const compileRule = (rule: BookSurcharge): CompiledRule => ({
  rule,
  amount: dec(rule.amount),
  fraction: dec(rule.amount).div(100),
  amountText: plain(dec(rule.amount)),
  minimum: decOrNull(rule.minimum),
  thresholdKg: decOrNull(rule.thresholdKg),
  thresholdCm: decOrNull(rule.thresholdCm),
  girthCm: decOrNull(rule.girthCm),
});

function compileChannel(channel: BookChannel, allRules: CompiledRule[]): CompiledChannel {
  const { id, code, name, mode, incoterm, carrier } = channel;
  const rules = allRules.filter(({ rule }) => rule.channelIds.length === 0 || rule.channelIds.includes(id));
  const billing = weightKey(channel);
  return {
    channel,
    ref: { id, code, name, mode, incoterm, carrier },
    settings: compileSettings(channel.settings),
    weightKey: billing,
    weightRules: (({ divisor, kgPerCbm, step, stepAbove, stepAboveSize, minChargeable, pieceMinimum }) => ({ divisor, kgPerCbm, step, stepAbove, stepAboveSize, minChargeable, pieceMinimum }))(channel.settings),
    sheets: channel.sheets.map(compileSheet).sort((a, b) => (a.effectiveFrom === b.effectiveFrom ? a.id - b.id : a.effectiveFrom < b.effectiveFrom ? -1 : 1)),
    rules,
    surchargeKey: [rules.map(({ rule }) => rule.id).join(','), billing, carrier ?? ''].join('|'),
  };
}

export function compileBook(book: Book): CompiledBook {
  const rules = book.surcharges.filter((r) => r.enabled).sort((a, b) => a.id - b.id).map(compileRule);
  return {
    channels: book.channels.map((c) => compileChannel(c, rules)).sort((a, b) => a.channel.sort - b.channel.sort || a.channel.id - b.channel.id),
    remote: indexRemoteLists(book.remoteLists),
  };
}

/** The sheet in force on a day: the latest `effectiveFrom` not after it. */
export function sheetOn(channel: CompiledChannel, date: string): CompiledSheet | null {
  let lo = 0;
  let hi = channel.sheets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (channel.sheets[mid]!.effectiveFrom <= date) lo = mid + 1;
    else hi = mid;
  }
  return channel.sheets[lo - 1] ?? null;
}

/**
 * The band holding W (`fromKg` < W ≤ `toKg`), W given in grams rounded up:
 * with bounds in whole grams, from < W exactly when from < ⌈W⌉, and W ≤ to
 * exactly when ⌈W⌉ ≤ to.
 */
export function bandFor(zone: CompiledZone, weightG: number): CompiledBand | null {
  let lo = 0;
  let hi = zone.bands.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (zone.bands[mid]!.fromG < weightG) lo = mid + 1;
    else hi = mid;
  }
  const band = zone.bands[lo - 1];
  return band && weightG <= band.toG ? band : null;
}

/** The toolbox's 偏远地区 and the remote surcharge: per carrier, the remote-area entry holding a destination on a day. */
export const remoteAreaOf = (book: CompiledBook, q: RemoteQuery): RemoteHit[] => remoteAreaIn(book.remote, q);
