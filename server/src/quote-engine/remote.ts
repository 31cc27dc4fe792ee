import type { RemoteEntry } from '@fwd/contract';
import type { BookRemoteList } from './book.ts';
import { indexPostcodes, normalisePostcode, type PostcodeIndex, type PostcodeMatch } from './postcode.ts';
import { inForceOn, pushTo } from './shared.ts';

/*
 * Remote-area lists by carrier and country, for the quote's remote surcharge
 * and the toolbox's 偏远地区 alike. Carriers compare trimmed and upper case
 * ("dhl" is DHL); cities trimmed, upper case, single spaces.
 */

/** One list's entries for one country. */
interface RemotePart {
  list: BookRemoteList;
  postcodes: PostcodeIndex<RemoteEntry>;
  cities: Map<string, RemoteEntry>;
}
/** carrier → country → the lists' parts, newest first. */
export type RemoteIndex = Map<string, Map<string, RemotePart[]>>;

export interface RemoteQuery {
  /** ISO code. */
  country: string;
  postcode?: string | null;
  /** Matches the lists' city entries when no postcode entry holds the destination. */
  city?: string | null;
  /** One carrier's lists; all carriers when left out. */
  carrier?: string | null;
  /** `YYYY-MM-DD`: lists in force that day (effectiveFrom ≤ date ≤ effectiveTo). */
  date: string;
}

export interface RemoteHit {
  listId: number;
  carrier: string;
  remoteClass: string;
  match: PostcodeMatch | 'city';
  value: string;
  valueTo: string | null;
}

const carrierKey = (carrier: string) => carrier.trim().toUpperCase();
const cityKey = (city: string) => city.trim().toUpperCase().replace(/\s+/g, ' ');

export function indexRemoteLists(lists: BookRemoteList[]): RemoteIndex {
  const index: RemoteIndex = new Map();
  const newestFirst = [...lists].sort((a, b) =>
    a.effectiveFrom === b.effectiveFrom ? b.id - a.id : a.effectiveFrom < b.effectiveFrom ? 1 : -1,
  );
  for (const list of newestFirst) {
    const byCountry = new Map<string, RemoteEntry[]>();
    for (const e of list.entries) pushTo(byCountry, e.country, e);
    let countries = index.get(carrierKey(list.carrier));
    if (!countries) index.set(carrierKey(list.carrier), (countries = new Map()));
    for (const [country, entries] of byCountry) {
      const part: RemotePart = {
        list,
        postcodes: indexPostcodes(
          entries.flatMap((e) =>
            e.match === 'city' ? [] : [{ rule: { match: e.match, value: e.value, valueTo: e.valueTo }, item: e }],
          ),
        ),
        cities: new Map(entries.filter((e) => e.match === 'city').map((e) => [cityKey(e.value), e])),
      };
      pushTo(countries, country, part);
    }
  }
  return index;
}

/** The entry of one part holding the destination: by postcode (normalised; most specific), else by city (as keyed). */
function entryIn(part: RemotePart, code: string | null, city: string | null): RemoteEntry | null {
  const byPostcode = code ? part.postcodes.find(code) : null;
  if (byPostcode) return byPostcode.item;
  return city ? (part.cities.get(city) ?? null) : null;
}

/**
 * Whether a destination is a remote area: per carrier (or the one asked),
 * by carrier name, the entry of its newest list in force that holds it. Lists of one carrier
 * overlapping in time are read newest first; the first that holds the
 * destination decides its class.
 */
export function remoteAreaIn(index: RemoteIndex, q: RemoteQuery): RemoteHit[] {
  const carriers =
    q.carrier == null ? [...index.values()] : [index.get(carrierKey(q.carrier))].filter((c) => c !== undefined);
  const code = q.postcode ? normalisePostcode(q.postcode) : null;
  const city = q.city ? cityKey(q.city) : null;
  const hits: RemoteHit[] = [];
  for (const countries of carriers) {
    for (const part of countries.get(q.country) ?? []) {
      if (!inForceOn(part.list, q.date)) continue;
      const entry = entryIn(part, code, city);
      if (entry) {
        hits.push({
          listId: part.list.id,
          carrier: part.list.carrier,
          remoteClass: entry.remoteClass,
          match: entry.match,
          value: entry.value,
          valueTo: entry.valueTo,
        });
        break;
      }
    }
  }
  return hits.sort((a, b) => (a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0));
}
