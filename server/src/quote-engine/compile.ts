import type { ChargeableWeight, Quote, RateRow } from '@fwd/contract';
import { packBands } from './bands.ts';
import type { Book, BookChannel, BookSheet, BookSurcharge } from './book.ts';
import { dec, decOrNull, grams, millimetres, minorUnitOf, plain, shift, type Dec } from './decimal.ts';
import { indexPostcodes, type PostcodeRule } from './postcode.ts';
import { indexRemoteLists, remoteAreaIn, type RemoteHit, type RemoteIndex, type RemoteQuery } from './remote.ts';
import type { CompiledSheet, CompiledZone, CountryZones } from './sheet.ts';

/*
 * A book indexed once so a price query only looks things up: per channel its
 * sheets by day, per sheet a map country → zones (postcodes indexed by
 * specificity), per zone its bands by weight (packed: bands.ts), settings
 * and rules parsed, and the surcharge rules that may apply to it. A server
 * caches the compiled book and compiles again when a sheet, a setting, a rule
 * or a list changes, handing the unchanged sheets over compiled.
 */

export interface CompiledSettings {
  step: Dec;
  stepAbove: Dec | null;
  stepAboveSize: Dec | null;
  minChargeable: Dec;
  pieceMinimum: Dec;
  /** A whole number (cm³ per kg). */
  divisor: bigint;
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
  /** Its sheets are in `sheets`, compiled. */
  channel: Omit<BookChannel, 'sheets'>;
  ref: Quote['channel'];
  settings: CompiledSettings;
  /** Channels with the same key bill the same chargeable weight by the same rules (computed once per query). */
  weightKey: string;
  /** The settings a quote's weight was reached by, as the quote shows them. */
  weightRules: ChargeableWeight['rules'];
  /** By `effectiveFrom`, then id. */
  sheets: CompiledSheet[];
  /** The rules that may apply (for every channel or naming this one), by id. */
  rules: CompiledRule[];
  /** Channels with the same key (rules, weight key, carrier) owe the same surcharges but those on the base. */
  surchargeKey: string;
  /** Its currency's decimal places: totals are rounded to them. */
  minorUnit: number;
}
export interface CompiledBook {
  /** By channel order, then id. */
  channels: CompiledChannel[];
  remote: RemoteIndex;
  /** Where a country's parcels can go on a day (`routesOn`), kept as queries ask. */
  routes: Map<string, (Route | Closed)[]>;
}

/** A sheet indexed: its zones with their bands packed, and per country the zones by postcode. */
export function compileSheet(sheet: BookSheet): CompiledSheet {
  const rowsByZone = new Map(sheet.zones.map((z) => [z.code, [] as RateRow[]]));
  for (const row of sheet.rates) rowsByZone.get(row.zone)?.push(row);
  const packed = packBands([...rowsByZone.values()]);
  const zones = sheet.zones.map((z, i): CompiledZone => ({
    code: z.code,
    name: z.name,
    ref: { code: z.code, name: z.name },
    members: z.members,
    bands: packed[i]!,
  }));
  const members = new Map<
    string,
    { whole: CompiledZone | null; rules: { rule: PostcodeRule; item: CompiledZone }[] }
  >();
  for (const zone of zones) {
    for (const m of zone.members) {
      let country = members.get(m.country);
      if (!country) members.set(m.country, (country = { whole: null, rules: [] }));
      if (m.match === 'country') country.whole ??= zone;
      else if (m.value !== null)
        country.rules.push({ rule: { match: m.match, value: m.value, valueTo: m.valueTo }, item: zone });
    }
  }
  const countries = new Map<string, CountryZones>();
  for (const [code, c] of members) countries.set(code, { whole: c.whole, postcodes: indexPostcodes(c.rules) });
  return { id: sheet.id, effectiveFrom: sheet.effectiveFrom, zones, countries };
}

function compileSettings(s: BookChannel['settings']): CompiledSettings {
  return {
    step: dec(s.step),
    stepAbove: decOrNull(s.stepAbove),
    stepAboveSize: decOrNull(s.stepAboveSize),
    minChargeable: dec(s.minChargeable),
    pieceMinimum: dec(s.pieceMinimum),
    divisor: BigInt(s.divisor),
    kgPerCbm: dec(s.kgPerCbm),
    maxWeightG: s.maxWeight === null ? null : grams(s.maxWeight),
    maxPieceWeightG: s.maxPieceWeight === null ? null : grams(s.maxPieceWeight),
    maxLongestSideMm: s.maxLongestSide === null ? null : millimetres(s.maxLongestSide),
    maxGirthMm: s.maxGirth === null ? null : millimetres(s.maxGirth),
  };
}

const weightRulesOf = ({
  divisor,
  kgPerCbm,
  step,
  stepAbove,
  stepAboveSize,
  minChargeable,
  pieceMinimum,
}: BookChannel['settings']): ChargeableWeight['rules'] => ({
  divisor,
  kgPerCbm,
  step,
  stepAbove,
  stepAboveSize,
  minChargeable,
  pieceMinimum,
});

const compileRule = (rule: BookSurcharge): CompiledRule => ({
  rule,
  amount: dec(rule.amount),
  fraction: shift(dec(rule.amount), 2),
  amountText: plain(dec(rule.amount)),
  minimum: decOrNull(rule.minimum),
  thresholdKg: decOrNull(rule.thresholdKg),
  thresholdCm: decOrNull(rule.thresholdCm),
  girthCm: decOrNull(rule.girthCm),
});

function compileChannel({ sheets, ...channel }: BookChannel, allRules: CompiledRule[]): CompiledChannel {
  const { id, code, name, mode, incoterm, carrier } = channel;
  const rules = allRules.filter(({ rule }) => rule.channelIds.length === 0 || rule.channelIds.includes(id));
  const weightRules = weightRulesOf(channel.settings);
  const billing = [mode === 'sea' ? 'sea' : 'piece', ...Object.values(weightRules)].join(' ');
  return {
    channel,
    ref: { id, code, name, mode, incoterm, carrier },
    settings: compileSettings(channel.settings),
    weightKey: billing,
    weightRules,
    sheets: sheets
      .map((sheet) => ('rates' in sheet ? compileSheet(sheet) : sheet))
      .sort((a, b) => (a.effectiveFrom === b.effectiveFrom ? a.id - b.id : a.effectiveFrom < b.effectiveFrom ? -1 : 1)),
    rules,
    surchargeKey: [rules.map(({ rule }) => rule.id).join(','), billing, carrier ?? ''].join('|'),
    minorUnit: minorUnitOf(channel.settings.currency),
  };
}

export function compileBook(book: Book): CompiledBook {
  const rules = book.surcharges
    .filter((r) => r.enabled)
    .sort((a, b) => a.id - b.id)
    .map(compileRule);
  return {
    channels: book.channels
      .map((c) => compileChannel(c, rules))
      .sort((a, b) => a.channel.sort - b.channel.sort || a.channel.id - b.channel.id),
    remote: indexRemoteLists(book.remoteLists),
    routes: new Map(),
  };
}

/** Whether a channel quotes on a day (its settings' quoteFrom ≤ date ≤ quoteTo, either open). */
export const quotingOn = ({ settings: { quoteFrom, quoteTo } }: Pick<BookChannel, 'settings'>, date: string) =>
  (quoteFrom === null || quoteFrom <= date) && (quoteTo === null || date <= quoteTo);

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

/** The toolbox's 偏远地区 and the remote surcharge: per carrier, the remote-area entry holding a destination on a day. */
export const remoteAreaOf = (book: CompiledBook, q: RemoteQuery): RemoteHit[] => remoteAreaIn(book.remote, q);

/** A channel that quotes to a country on a day: the sheet in force and its zones there. */
export interface Route {
  ch: CompiledChannel;
  sheet: CompiledSheet;
  zones: CountryZones;
}
/** A channel left out before the parcel matters (its calendar, or the country). */
export type Closed = {
  ch: CompiledChannel;
  reason: 'notQuoting' | 'noSheet' | 'countryNotServed';
  detail: Record<string, string>;
};

/** Days and countries a book keeps routes for: a day's queries ask for a few hundred countries at most. */
const ROUTES_KEPT = 1000;

/**
 * Per channel in book order, its route to a country on a day or why there is
 * none. The same for every parcel, so a book works it out once per country
 * and day (queries otherwise walked every channel's sheets and countries).
 */
export function routesOn(book: CompiledBook, country: string, date: string): (Route | Closed)[] {
  const key = `${date} ${country}`;
  let routes = book.routes.get(key);
  if (routes) return routes;
  const serves = (sheet: CompiledSheet) => sheet.countries.has(country);
  routes = book.channels.map((ch): Route | Closed => {
    const sheet = sheetOn(ch, date);
    // The most telling reason first: a country the channel does not serve (on the day's sheet, or on any
    // when none is in force) is said before its calendar, which another day would not change.
    if (sheet ? !serves(sheet) : ch.sheets.length > 0 && !ch.sheets.some(serves))
      return { ch, reason: 'countryNotServed', detail: { country } };
    if (!quotingOn(ch.channel, date)) {
      const { quoteFrom, quoteTo } = ch.channel.settings;
      return {
        ch,
        reason: 'notQuoting',
        detail: { date, ...(quoteFrom && { from: quoteFrom }), ...(quoteTo && { to: quoteTo }) },
      };
    }
    if (!sheet)
      return { ch, reason: 'noSheet', detail: { date, ...(ch.sheets[0] && { from: ch.sheets[0].effectiveFrom }) } };
    return { ch, sheet, zones: sheet.countries.get(country)! };
  });
  if (book.routes.size >= ROUTES_KEPT) book.routes.clear();
  book.routes.set(key, routes);
  return routes;
}
