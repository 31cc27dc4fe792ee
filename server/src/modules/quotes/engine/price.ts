import type { ChargeableWeight, Exclusion, Quote } from '@fwd/contract';
import { bandAt, bandIndex, bandsReach, type Band } from './bands.ts';
import { baseLine } from './base.ts';
import type { PriceRequest } from './book.ts';
import { routesOn, type CompiledBook, type CompiledChannel, type CompiledZone, type Route } from './compile.ts';
import { fixed, minorUnitOf, plain } from './decimal.ts';
import { refusalOf } from './limits.ts';
import { normalisePostcode } from './postcode.ts';
import { remoteAreaIn, type RemoteHit } from './remote.ts';
import { prepareSurcharges, quoteLines, type PreparedSurcharges } from './surcharges.ts';
import { chargeableWeight, shipmentOf, type Chargeable, type Shipment } from './weight.ts';

/*
 * The price query: every channel asked for, priced or left out with one
 * reason, the first that applies in this order: the calendar (notQuoting,
 * noSheet), where it goes (countryNotServed, noZone), what it carries and
 * its limits (limits.ts: cargo, overWeight, pieceWeight, longestSide,
 * girth), and last the rate itself (noRate).
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
  if (carrier === null || !q.postcode) return null;
  let hit = q.remotes.get(carrier);
  if (hit === undefined) {
    const { country, postcode, date } = q.req;
    q.remotes.set(carrier, (hit = remoteAreaIn(q.book.remote, { country, postcode, carrier, date })[0] ?? null));
  }
  return hit;
}

const left = (ch: CompiledChannel, reason: Exclusion['reason'], detail: Exclusion['detail']): Exclusion => ({ channel: ch.ref, reason, detail });

function surchargesFor(q: Query, ch: CompiledChannel, weight: Chargeable): PreparedSurcharges {
  let prepared = q.surcharges.get(ch.surchargeKey);
  if (!prepared) {
    const ctx = { req: q.req, shipment: q.shipment, chargeable: weight.chargeable, chargeableText: weight.view.chargeable, remote: remoteFor(q, ch.channel.carrier) };
    q.surcharges.set(ch.surchargeKey, (prepared = prepareSurcharges(ch.rules, ctx)));
  }
  return prepared;
}

function quoteOf(ch: CompiledChannel, q: Query, sheetId: number, zone: CompiledZone, band: Band, weight: Chargeable): Quote {
  const { lines, sum } = quoteLines(baseLine(band, weight, q.shipment.pieceCount), surchargesFor(q, ch, weight));
  const { currency, transitMin, transitMax, remark } = ch.channel.settings;
  const minorUnit = minorUnitOf(currency);
  return {
    channel: ch.ref,
    zone: zone.ref,
    sheetId,
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

function priceChannel({ ch, sheet, zones }: Route, q: Query): Quote | Exclusion {
  const { country, postcode } = q.req;
  const zone = (q.postcode ? zones.postcodes.find(q.postcode)?.item : undefined) ?? zones.whole;
  if (!zone) return left(ch, 'noZone', { country, postcode: postcode ?? '' });
  const weight = weightFor(q, ch);
  const refusal = refusalOf(ch, q.req, q.shipment, weight);
  if (refusal) return left(ch, refusal.reason, refusal.detail);
  const band = bandIndex(zone.bands, weight.chargeableG);
  if (band < 0) {
    const reach = bandsReach(zone.bands);
    return left(ch, 'noRate', { zone: zone.code, value: weight.view.chargeable, ...(reach !== null && { limit: reach }) });
  }
  return quoteOf(ch, q, sheet.id, zone, bandAt(zone.bands, band), weight);
}

/** Currencies grouped, CNY first then the others alphabetically; totals compared only within one. */
const byCurrency = (a: string, b: string) => (a === b ? 0 : a === 'CNY' ? -1 : b === 'CNY' ? 1 : a < b ? -1 : 1);
/** Totals of one currency have its decimals and no sign or leading zero: the longer is more, else the text decides. */
const byTotal = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Prices a parcel on every channel of the book (or `req.channelIds` only):
 * quotes cheapest first (within a currency; ties by channel order, then id)
 * and the channels left out, in channel order, each with its reason.
 */
export function priceQuery(book: CompiledBook, req: PriceRequest): { data: Quote[]; excluded: Exclusion[]; weights: ChargeableWeight[] } {
  const postcode = req.postcode ? normalisePostcode(req.postcode) : null;
  const q: Query = { book, req, shipment: shipmentOf(req), postcode, weights: new Map(), explained: [], remotes: new Map(), surcharges: new Map() };
  const only = req.channelIds && new Set(req.channelIds);
  const quoted: { quote: Quote; ch: CompiledChannel }[] = [];
  const excluded: Exclusion[] = [];
  for (const route of routesOn(book, req.country, req.date)) {
    if (only && !only.has(route.ch.channel.id)) continue;
    const outcome = 'reason' in route ? left(route.ch, route.reason, route.detail) : priceChannel(route, q);
    if ('reason' in outcome) excluded.push(outcome);
    else quoted.push({ quote: outcome, ch: route.ch });
  }
  quoted.sort(
    (a, b) =>
      byCurrency(a.quote.currency, b.quote.currency) ||
      byTotal(a.quote.total, b.quote.total) ||
      a.ch.channel.sort - b.ch.channel.sort ||
      a.ch.channel.id - b.ch.channel.id,
  );
  return { data: quoted.map((o) => o.quote), excluded, weights: q.explained };
}
