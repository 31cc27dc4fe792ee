import type { Exclusion, Quote, QuoteLine } from '@fwd/contract';
import type { PriceRequest } from './book.ts';
import { bandFor, sheetOn, type CompiledBand, type CompiledBook, type CompiledChannel, type CompiledZone } from './compile.ts';
import { Dec, minorUnitOf, plain, ZERO } from './decimal.ts';
import { remoteAreaIn, type RemoteHit } from './remote.ts';
import { surchargeLines, type PricedLine } from './surcharges.ts';
import { chargeableWeight, shipmentOf, type Chargeable, type Shipment } from './weight.ts';

/*
 * The price query: every channel asked for, priced or left out with one
 * reason. The reasons are checked in this order, the first that applies
 * given: the calendar (notQuoting, noSheet), where it goes (countryNotServed,
 * noZone), what it carries (cargo), the limits (overWeight on the chargeable
 * weight, pieceWeight on a piece's actual weight, longestSide, girth), and
 * last the rate itself (noRate). Each detail carries `limit` and `value`
 * where there are numbers.
 */

type Detail = Exclusion['detail'];
type Outcome = { quote: Quote; total: Dec; channel: CompiledChannel } | { exclusion: Exclusion };

/** What one query computes once and shares between channels. */
interface Query {
  book: CompiledBook;
  req: PriceRequest;
  shipment: Shipment;
  /** By weight key: channels billing alike share one computation. */
  weights: Map<string, Chargeable>;
  /** By carrier. */
  remote: Map<string, RemoteHit | null>;
}

function weightFor(q: Query, ch: CompiledChannel): Chargeable {
  let w = q.weights.get(ch.weightKey);
  if (!w) q.weights.set(ch.weightKey, (w = chargeableWeight(q.shipment, ch.settings, ch.channel.mode)));
  return w;
}

function remoteFor(q: Query, carrier: string | null): RemoteHit | null {
  if (carrier === null || !q.req.postcode) return null;
  if (!q.remote.has(carrier)) {
    const { country, postcode, date } = q.req;
    q.remote.set(carrier, remoteAreaIn(q.book.remote, { country, postcode, carrier, date })[0] ?? null);
  }
  return q.remote.get(carrier)!;
}

function zoneIn(ch: CompiledChannel, q: Query): { sheetId: number; zone: CompiledZone } | { reason: Exclusion['reason']; detail: Detail } {
  const { country, postcode, date } = q.req;
  const { quoteFrom, quoteTo } = ch.channel.settings;
  if ((quoteFrom !== null && date < quoteFrom) || (quoteTo !== null && date > quoteTo)) {
    return { reason: 'notQuoting', detail: { date, ...(quoteFrom && { from: quoteFrom }), ...(quoteTo && { to: quoteTo }) } };
  }
  const sheet = sheetOn(ch, date);
  if (!sheet) return { reason: 'noSheet', detail: { date, ...(ch.sheets[0] && { from: ch.sheets[0].effectiveFrom }) } };
  const zones = sheet.countries.get(country);
  if (!zones) return { reason: 'countryNotServed', detail: { country } };
  const zone = (postcode ? zones.postcodes.find(postcode)?.item : undefined) ?? zones.whole;
  if (!zone) return { reason: 'noZone', detail: { country, postcode: postcode ?? '' } };
  return { sheetId: sheet.id, zone };
}

const over = (value: Dec | null, limit: Dec | null) => (value !== null && limit !== null && value.gt(limit) ? { limit: plain(limit), value: plain(value) } : null);

function limitBroken(ch: CompiledChannel, q: Query, chargeable: Dec): { reason: Exclusion['reason']; detail: Detail } | null {
  const { cargoTypes } = ch.channel.settings;
  if (!cargoTypes.includes(q.req.cargoType)) return { reason: 'cargo', detail: { value: q.req.cargoType, limit: cargoTypes.join(',') } };
  const s = ch.settings;
  const checks = [
    ['overWeight', over(chargeable, s.maxWeight)],
    ['pieceWeight', over(q.shipment.heaviest, s.maxPieceWeight)],
    ['longestSide', over(q.shipment.longest, s.maxLongestSide)],
    ['girth', over(q.shipment.girth, s.maxGirth)],
  ] as const;
  const broken = checks.find(([, detail]) => detail !== null);
  return broken ? { reason: broken[0], detail: broken[1]! } : null;
}

/** The base line: the band's model applied to the chargeable weight W. */
function baseLine(band: CompiledBand, w: Dec, pieces: number): PricedLine {
  const { row, price } = band;
  const common = { rate: plain(price), kg: plain(w), fromKg: row.fromKg, toKg: row.toKg };
  let amount: Dec;
  let detail: QuoteLine['detail'];
  switch (row.model) {
    case 'flat':
      [amount, detail] = [price, common];
      break;
    case 'perKg':
      [amount, detail] = [price.mul(w), common];
      break;
    case 'firstAdditional': {
      // checkSheet requires firstKg, stepKg > 0 and stepPrice; a started step counts whole.
      const [firstKg, stepKg, stepPrice] = [band.firstKg ?? ZERO, band.stepKg, band.stepPrice ?? ZERO];
      const above = w.sub(firstKg);
      const steps = stepKg?.gt(0) && above.gt(0) ? above.div(stepKg).ceil().toNumber() : 0;
      amount = price.add(stepPrice.mul(steps));
      detail = { ...common, firstKg: plain(firstKg), stepKg: stepKg ? plain(stepKg) : '0', stepPrice: plain(stepPrice), steps };
      break;
    }
    case 'perKgPlusFee': {
      const pieceFee = band.pieceFee ?? ZERO;
      amount = price.mul(w).add(pieceFee.mul(pieces));
      detail = { ...common, pieceFee: plain(pieceFee), pieces };
      break;
    }
  }
  return { amount, line: { kind: 'base', name: row.model, ruleId: null, amount: plain(amount), detail } };
}

function priceChannel(ch: CompiledChannel, q: Query): Outcome {
  const out = (reason: Exclusion['reason'], detail: Detail): Outcome => ({ exclusion: { channel: ch.ref, reason, detail } });
  const place = zoneIn(ch, q);
  if ('reason' in place) return out(place.reason, place.detail);
  const weight = weightFor(q, ch);
  const broken = limitBroken(ch, q, weight.chargeable);
  if (broken) return out(broken.reason, broken.detail);
  const band = bandFor(place.zone, weight.chargeable);
  if (!band) return out('noRate', { zone: place.zone.code, value: weight.view.chargeable, ...(place.zone.bands.length && { limit: place.zone.bands.at(-1)!.row.toKg }) });

  const base = baseLine(band, weight.chargeable, q.shipment.pieceCount);
  const priced = [base, ...surchargeLines(ch.rules, { req: q.req, shipment: q.shipment, chargeable: weight.chargeable, base: base.amount, remote: () => remoteFor(q, ch.channel.carrier) })];
  const sum = priced.reduce((s, p) => s.add(p.amount), ZERO);
  const { currency, transitMin, transitMax, remark } = ch.channel.settings;
  const minorUnit = minorUnitOf(currency);
  const total = sum.toDecimalPlaces(minorUnit, Dec.ROUND_HALF_UP);
  return {
    channel: ch,
    total,
    quote: {
      channel: ch.ref,
      zone: { code: place.zone.code, name: place.zone.name },
      sheetId: place.sheetId,
      currency,
      weight: weight.view,
      lines: priced.map((p) => p.line),
      sum: plain(sum),
      total: total.toFixed(minorUnit),
      minorUnit,
      transitMin,
      transitMax,
      remark,
    },
  };
}

/** Currencies grouped, CNY first then the others alphabetically; totals compared only within one. */
const byCurrency = (a: string, b: string) => (a === b ? 0 : a === 'CNY' ? -1 : b === 'CNY' ? 1 : a < b ? -1 : 1);

/**
 * Prices a parcel on every channel of the book (or `req.channelIds` only):
 * quotes cheapest first (within a currency; ties by channel order, then id)
 * and the channels left out, in channel order, each with its reason.
 */
export function priceQuery(book: CompiledBook, req: PriceRequest): { data: Quote[]; excluded: Exclusion[] } {
  const q: Query = { book, req, shipment: shipmentOf(req), weights: new Map(), remote: new Map() };
  const only = req.channelIds && new Set(req.channelIds);
  const quoted: Extract<Outcome, { quote: Quote }>[] = [];
  const excluded: Exclusion[] = [];
  for (const ch of book.channels) {
    if (only && !only.has(ch.channel.id)) continue;
    const outcome = priceChannel(ch, q);
    if ('exclusion' in outcome) excluded.push(outcome.exclusion);
    else quoted.push(outcome);
  }
  quoted.sort(
    (a, b) =>
      byCurrency(a.quote.currency, b.quote.currency) ||
      a.total.cmp(b.total) ||
      a.channel.channel.sort - b.channel.channel.sort ||
      a.channel.channel.id - b.channel.channel.id,
  );
  return { data: quoted.map((o) => o.quote), excluded };
}
