import type { ChargeableWeight, Exclusion, Quote } from '@fwd/contract';
import { bandAt, bandIndex, bandsReach, bandTextsAt, type Band } from './bands.ts';
import { baseAmount, baseLine } from './base.ts';
import type { PriceRequest } from './book.ts';
import { routesOn, type CompiledBook, type CompiledChannel, type Route } from './compile.ts';
import { fixed, plain, roundedUnits, type Dec } from './decimal.ts';
import { refusalOf } from './limits.ts';
import { normalisePostcode } from './postcode.ts';
import { remoteAreaIn, type RemoteHit } from './remote.ts';
import type { CompiledZone } from './sheet.ts';
import { prepareSurcharges, quoteSum, type PreparedSurcharges } from './surcharges.ts';
import { chargeableWeight, shipmentOf, type Chargeable, type Shipment } from './weight.ts';

/*
 * The price query: every channel asked for, priced or left out with one
 * reason, the first that applies in this order: a country it does not serve
 * (countryNotServed), the calendar (notQuoting, noSheet), where in the
 * country it goes (noZone), what it carries and
 * its limits (limits.ts: cargo, overWeight, pieceWeight, longestSide,
 * girth; weights actual), and last the rate for the chargeable weight (noRate).
 * Every channel is priced to rank them, as bigints alone; a quote is written
 * (its lines, their texts) only for the page answered with: writing was most
 * of the engine's time, and a screen shows a page.
 */

/** What one query computes once and shares between channels. */
interface Query {
  book: CompiledBook;
  req: PriceRequest;
  shipment: Shipment;
  /** The postcode normalised. */
  postcode: string | null;
  /** By weight key: channels billing alike share one computation. */
  weights: Map<string, Chargeable>;
  /** The weights quotes name, each once. */
  explained: ChargeableWeight[];
  /** By carrier. */
  remotes: Map<string, RemoteHit | null>;
  /** By the channels' surcharge key. */
  surcharges: Map<string, PreparedSurcharges>;
}

function weightFor(q: Query, ch: CompiledChannel): Chargeable {
  let w = q.weights.get(ch.weightKey);
  if (!w) q.weights.set(ch.weightKey, (w = chargeableWeight(q.shipment, ch.settings, ch.channel.mode, ch.weightRules)));
  return w;
}

function remoteFor(q: Query, carrier: string | null): RemoteHit | null {
  if (carrier === null || (!q.postcode && !q.req.city)) return null;
  let hit = q.remotes.get(carrier);
  if (hit === undefined) {
    const { country, postcode, city, date } = q.req;
    q.remotes.set(carrier, (hit = remoteAreaIn(q.book.remote, { country, postcode, city, carrier, date })[0] ?? null));
  }
  return hit;
}

const left = (ch: CompiledChannel, reason: Exclusion['reason'], detail: Exclusion['detail']): Exclusion => ({
  channel: ch.ref,
  reason,
  detail,
});

function surchargesFor(q: Query, ch: CompiledChannel, weight: Chargeable): PreparedSurcharges {
  let prepared = q.surcharges.get(ch.surchargeKey);
  if (!prepared) {
    const ctx = {
      req: q.req,
      shipment: q.shipment,
      chargeable: weight.chargeable,
      chargeableText: weight.view.chargeable,
      remote: remoteFor(q, ch.channel.carrier),
    };
    q.surcharges.set(ch.surchargeKey, (prepared = prepareSurcharges(ch.rules, ctx)));
  }
  return prepared;
}

/** A channel priced: what ranks it, and what its quote is written from. */
interface Priced {
  route: Route;
  currency: string;
  zone: CompiledZone;
  /** The band's place in the zone's table. */
  at: number;
  band: Band;
  weight: Chargeable;
  base: Dec;
  sum: Dec;
  /** The total in minor units of the channel's currency. */
  total: bigint;
}

function quoteOf({ route: { ch, sheet }, zone, at, band, weight, base, sum }: Priced, q: Query): Quote {
  const lines = [baseLine(band, bandTextsAt(zone.bands, at), weight, q.shipment.pieceCount, base)];
  quoteSum(base, surchargesFor(q, ch, weight), lines);
  const { currency, transitMin, transitMax, remark } = ch.channel.settings;
  const { minorUnit } = ch;
  return {
    channel: ch.ref,
    zone: zone.ref,
    sheetId: sheet.id,
    currency,
    chargeable: weight.view.chargeable,
    weightIndex: (weight.index ??= q.explained.push(weight.view) - 1),
    lines,
    sum: plain(sum),
    total: fixed(sum, minorUnit),
    minorUnit,
    transitMin,
    transitMax,
    remark,
  };
}

function priceChannel(route: Route, q: Query): Priced | Exclusion {
  const { ch, zones } = route;
  const { country, postcode } = q.req;
  const zone = (q.postcode ? zones.postcodes.find(q.postcode)?.item : undefined) ?? zones.whole;
  if (!zone) return left(ch, 'noZone', { country, postcode: postcode ?? '' });
  const refusal = refusalOf(ch, q.req, q.shipment);
  if (refusal) return left(ch, refusal.reason, refusal.detail);
  const weight = weightFor(q, ch);
  const at = bandIndex(zone.bands, weight.chargeableG);
  if (at < 0) {
    const reach = bandsReach(zone.bands);
    return left(ch, 'noRate', {
      zone: zone.code,
      value: weight.view.chargeable,
      ...(reach !== null && { limit: reach }),
    });
  }
  const band = bandAt(zone.bands, at);
  const base = baseAmount(band, weight, q.shipment.pieceCount);
  const sum = quoteSum(base, surchargesFor(q, ch, weight));
  return {
    route,
    currency: ch.channel.settings.currency,
    zone,
    at,
    band,
    weight,
    base,
    sum,
    total: roundedUnits(sum, ch.minorUnit),
  };
}

/** Currencies grouped, CNY first then the others alphabetically; totals compared only within one. */
const byCurrency = (a: string, b: string) => (a === b ? 0 : a === 'CNY' ? -1 : b === 'CNY' ? 1 : a < b ? -1 : 1);

export interface PricedList {
  /** The page's quotes, cheapest first. */
  data: Quote[];
  /** How many channels quote, on every page. */
  total: number;
  /** Per currency with more than one quote, its cheapest channel's id. */
  cheapest: number[];
  /** The currencies quoted, in ranked order. */
  currencies: string[];
  excluded: Exclusion[];
  /** The chargeable weights the page's quotes name. */
  weights: ChargeableWeight[];
}

/**
 * Prices a parcel on every channel of the book (or `req.channelIds` only):
 * quotes cheapest first (within a currency; ties by channel order, then id),
 * the page of them asked for, and the channels left out, in channel order,
 * each with its reason.
 */
export function priceQuery(book: CompiledBook, req: PriceRequest): PricedList {
  const postcode = req.postcode ? normalisePostcode(req.postcode) : null;
  const q: Query = {
    book,
    req,
    shipment: shipmentOf(req),
    postcode,
    weights: new Map(),
    explained: [],
    remotes: new Map(),
    surcharges: new Map(),
  };
  const only = req.channelIds && new Set(req.channelIds);
  const priced: Priced[] = [];
  const excluded: Exclusion[] = [];
  for (const route of routesOn(book, req.country, req.date)) {
    if (only && !only.has(route.ch.channel.id)) continue;
    const outcome = 'reason' in route ? left(route.ch, route.reason, route.detail) : priceChannel(route, q);
    if ('reason' in outcome) excluded.push(outcome);
    else priced.push(outcome);
  }
  priced.sort(
    (a, b) =>
      byCurrency(a.currency, b.currency) ||
      (a.total < b.total ? -1 : a.total > b.total ? 1 : 0) ||
      a.route.ch.channel.sort - b.route.ch.channel.sort ||
      a.route.ch.channel.id - b.route.ch.channel.id,
  );
  const { offset = 0, limit = priced.length } = req.page ?? {};
  return {
    data: priced.slice(offset, offset + limit).map((p) => quoteOf(p, q)),
    total: priced.length,
    cheapest: cheapestOf(priced),
    currencies: [...new Set(priced.map((p) => p.currency))],
    excluded,
    weights: q.explained,
  };
}

/** The first of each currency's quotes, when it has rivals. */
function cheapestOf(priced: Priced[]): number[] {
  const ids: number[] = [];
  priced.forEach(({ currency, route }, i) => {
    if (priced[i - 1]?.currency !== currency && priced[i + 1]?.currency === currency) ids.push(route.ch.channel.id);
  });
  return ids;
}
