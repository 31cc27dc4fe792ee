import { between, pick, randomOf, weighted } from '../random.ts';
import {
  DESTINATIONS,
  mainStatusOf,
  ORIGINS,
  SCENARIOS,
  stageOf,
  type Destination,
  type MainStatus,
  type Place,
} from './scenarios.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How long the provider looks for a number its carrier does not know before it says NotFound. */
const LOOKUP = 2 * HOUR;
/** Share of parcels registered the moment they are handed over; the others are registered while on their way. */
const FRESH = 0.2;

export interface SimEvent {
  time: number;
  /** Minutes east of UTC where it happened. */
  offset: number;
  description: string;
  location: string;
  stage: string | null;
  subStatus: string;
}

export interface History {
  number: string;
  scenario: string;
  /** null: nothing known yet (17TRACK answers "no tracking information at this time"). */
  status: MainStatus | null;
  subStatus: string | null;
  /** The events up to `now`, newest first. */
  events: SimEvent[];
}

/** Where a parcel goes and when it was handed over, when the one asking knows (the demo knows its orders). */
export interface Route {
  /** ISO code of the destination country. */
  country: string;
  /** The consignee's city, where it is delivered. */
  city?: string | null;
  /** The timeline starts here, never before: nothing happens to a parcel before its order exists. */
  handedOverAt: number;
}

export interface HistoryOptions {
  registeredAt: number;
  now: number;
  seed?: string | number;
  route?: Route | undefined;
}

/** A destination the scenarios do not list: its gateway and hub named by the country. */
const elsewhere = (country: string): Destination => ({
  country,
  offset: 0,
  gateway: `International gateway, ${country}`,
  hub: `Sorting centre, ${country}`,
  cities: [country],
});

/**
 * A number's history as the provider knows it at `now`: the seed and the number
 * pick a scenario, route and timing; the timeline starts up to a scenario's
 * length before `registeredAt`, so some parcels are registered mid-way and a
 * later `now` shows more of the same history.
 */
export function historyOf(number: string, { registeredAt, now, seed = 0, route }: HistoryOptions): History {
  const r = randomOf(seed, 'history', number);
  const scenario = weighted(
    r,
    SCENARIOS.map((s) => [s, s.weight] as const),
  );
  const origin = pick(r, ORIGINS);
  const toCountry = route && DESTINATIONS.filter((d) => d.country === route.country);
  const destination = route
    ? pick(r, toCountry!.length ? toCountry! : [elsewhere(route.country)])
    : pick(r, DESTINATIONS);
  const city = pick(r, destination.cities);
  const places: Record<Place, [string, number]> = {
    origin: [origin.city, origin.offset],
    originHub: [origin.hub, origin.offset],
    originGateway: [origin.gateway, origin.offset],
    destGateway: [destination.gateway, destination.offset],
    destHub: [destination.hub, destination.offset],
    destCity: [route?.city ? `${route.city}, ${destination.country}` : city, destination.offset],
  };
  let at = HOUR;
  const planned = scenario.steps.map((step) => {
    at += (between(r, step.gap[0], step.gap[1]) * 60 + between(r, 0, 59)) * MINUTE;
    const [location, offset] = places[step.place];
    return {
      at,
      offset,
      location,
      description: pick(r, step.texts),
      subStatus: step.subStatus,
      stage: stageOf(step.subStatus),
    };
  });
  const lastAt = planned.at(-1)?.at ?? LOOKUP;
  const expiresAt = scenario.expiresAfterDays === undefined ? undefined : lastAt + scenario.expiresAfterDays * DAY;
  // Whole minutes, as carriers report them. With its route known the parcel starts when handed over (up to two
  // hours after); otherwise up to a scenario's length before it was registered.
  const drawn = r() < FRESH ? 0 : r();
  const begins = route ? route.handedOverAt + drawn * 2 * HOUR : registeredAt - drawn * (expiresAt ?? lastAt);
  const start = Math.floor(begins / MINUTE) * MINUTE;

  const events = planned
    .filter((e) => start + e.at <= now)
    .map(({ at: offsetAt, ...e }): SimEvent => ({ ...e, time: start + offsetAt }))
    .reverse();
  const latest = events[0];
  const base = { number, scenario: scenario.name, events };
  if (expiresAt !== undefined && start + expiresAt <= now)
    return { ...base, status: 'Expired', subStatus: 'Expired_Other' };
  if (latest) return { ...base, status: mainStatusOf(latest.subStatus), subStatus: latest.subStatus };
  if (!planned.length && start + LOOKUP <= now) return { ...base, status: 'NotFound', subStatus: 'NotFound_Other' };
  return { ...base, status: null, subStatus: null };
}
