import type { Quote, RateRow, Zone } from '@fwd/contract';
import type { Book, BookChannel, BookSheet, BookSurcharge } from './book.ts';
import { dec, decOrNull, type Dec } from './decimal.ts';
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
  fromKg: Dec;
  toKg: Dec;
  price: Dec;
  firstKg: Dec | null;
  stepKg: Dec | null;
  stepPrice: Dec | null;
  pieceFee: Dec | null;
}
export interface CompiledZone {
  code: string;
  name: string | null;
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
  maxWeight: Dec | null;
  maxPieceWeight: Dec | null;
  maxLongestSide: Dec | null;
  maxGirth: Dec | null;
}
export interface CompiledRule {
  rule: BookSurcharge;
  amount: Dec;
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
  /** By `effectiveFrom`, then id. */
  sheets: CompiledSheet[];
  /** The rules that may apply (for every channel or naming this one), by id. */
  rules: CompiledRule[];
}
export interface CompiledBook {
  /** By channel order, then id. */
  channels: CompiledChannel[];
  remote: RemoteIndex;
}

function compileBand(row: RateRow): CompiledBand {
  return {
    row,
    fromKg: dec(row.fromKg),
    toKg: dec(row.toKg),
    price: dec(row.price),
    firstKg: decOrNull(row.firstKg),
    stepKg: decOrNull(row.stepKg),
    stepPrice: decOrNull(row.stepPrice),
    pieceFee: decOrNull(row.pieceFee),
  };
}

function compileZones(zones: Zone[], rates: RateRow[]): Map<string, CompiledZone> {
  const byCode = new Map(zones.map((z) => [z.code, { code: z.code, name: z.name, bands: [] as CompiledBand[] }]));
  for (const row of rates) byCode.get(row.zone)?.bands.push(compileBand(row));
  for (const zone of byCode.values()) zone.bands.sort((a, b) => a.fromKg.cmp(b.fromKg));
  return byCode;
}

function compileSheet(sheet: BookSheet): CompiledSheet {
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
    maxWeight: decOrNull(s.maxWeight),
    maxPieceWeight: decOrNull(s.maxPieceWeight),
    maxLongestSide: decOrNull(s.maxLongestSide),
    maxGirth: decOrNull(s.maxGirth),
  };
}

const weightKey = ({ mode, settings: s }: BookChannel) =>
  [mode === 'sea' ? `sea ${s.kgPerCbm}` : `piece ${s.divisor} ${s.pieceMinimum}`, s.step, s.stepAbove, s.stepAboveSize, s.minChargeable].join(' ');

const compileRule = (rule: BookSurcharge): CompiledRule => ({
  rule,
  amount: dec(rule.amount),
  minimum: decOrNull(rule.minimum),
  thresholdKg: decOrNull(rule.thresholdKg),
  thresholdCm: decOrNull(rule.thresholdCm),
  girthCm: decOrNull(rule.girthCm),
});

function compileChannel(channel: BookChannel, rules: CompiledRule[]): CompiledChannel {
  const { id, code, name, mode, incoterm, carrier } = channel;
  return {
    channel,
    ref: { id, code, name, mode, incoterm, carrier },
    settings: compileSettings(channel.settings),
    weightKey: weightKey(channel),
    sheets: channel.sheets.map(compileSheet).sort((a, b) => (a.effectiveFrom === b.effectiveFrom ? a.id - b.id : a.effectiveFrom < b.effectiveFrom ? -1 : 1)),
    rules: rules.filter(({ rule }) => rule.channelIds.length === 0 || rule.channelIds.includes(id)),
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

/** The band holding W (`fromKg` < W ≤ `toKg`). */
export function bandFor(zone: CompiledZone, weight: Dec): CompiledBand | null {
  let lo = 0;
  let hi = zone.bands.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (zone.bands[mid]!.fromKg.lt(weight)) lo = mid + 1;
    else hi = mid;
  }
  const band = zone.bands[lo - 1];
  return band && weight.lte(band.toKg) ? band : null;
}

/** The toolbox's 偏远地区 and the remote surcharge: per carrier, the remote-area entry holding a destination on a day. */
export const remoteAreaOf = (book: CompiledBook, q: RemoteQuery): RemoteHit[] => remoteAreaIn(book.remote, q);
