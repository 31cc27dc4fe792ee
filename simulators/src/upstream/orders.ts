import { between, digits, pick, randomOf, weighted, type Random } from '../random.ts';
import {
  DEFAULT_CODES,
  DEFAULT_ROUTES,
  GOODS,
  NAMES,
  PLACES,
  PROBLEMS,
  REMARKS,
  UNKNOWN_AGENTS,
  UNKNOWN_CUSTOMERS,
} from './catalog.ts';

export type UpstreamStatus =
  'ordered' | 'received' | 'dispatched' | 'transferred' | 'problem' | 'returned' | 'cancelled';

export interface UpstreamOrder {
  numbers: string;
  customerOrderNumber: string | null;
  originalTrackingNumber: string | null;
  newTrackingNumber: string | null;
  customerCode: string;
  agentCode: string | null;
  channelCode: string | null;
  countryCode: string;
  ownerUsername: string;
  status: UpstreamStatus;
  consignee: {
    name: string;
    phone: string | null;
    city: string | null;
    postcode: string | null;
    address: string | null;
  };
  goods: { description: string | null; hsCode: string | null; declaredValue: string | null; currency: string | null };
  weight: string;
  pieces: number;
  /** What the order prices by besides weight (the console's pricing inputs); an order leaves out what the system does not know. */
  cargoType?: 'general' | 'battery' | 'liquid' | 'powder' | 'magnetic';
  addressType?: 'residential' | 'commercial';
  /** Each piece's sides, cm. */
  dimensions?: { length: string; width: string; height: string };
  entryDate: string;
  updatedAt: string;
  remark: string | null;
}

export interface OrderBookOptions {
  seed?: string | number;
  customers?: readonly string[];
  agents?: readonly string[];
  channels?: readonly string[];
  countries?: readonly string[];
  owners?: readonly string[];
  /** By country, the channels its orders go by (repeated: likelier); default DEFAULT_ROUTES. */
  routes?: Readonly<Record<string, readonly string[]>>;
  /** Share of orders naming a customer (and, apart, an agent) the lists do not hold. */
  unknownRate?: number;
  /** Orders entered each hour, at most 999. */
  ordersPerHour?: number;
  /** Share of orders changed once later (status, last-mile number), up to two days after entry. */
  changeRate?: number;
}

const HOUR = 3_600_000;
const CHANGE_WITHIN = 48 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const fill = (r: Random, pattern: string) => pattern.replace(/#/g, () => digits(r, 1));

function settings(o: OrderBookOptions) {
  const s = {
    seed: o.seed ?? 0,
    customers: o.customers ?? DEFAULT_CODES.customers,
    agents: o.agents ?? DEFAULT_CODES.agents,
    channels: o.channels ?? DEFAULT_CODES.channels,
    countries: o.countries ?? DEFAULT_CODES.countries,
    owners: o.owners ?? DEFAULT_CODES.owners,
    routes: o.routes ?? DEFAULT_ROUTES,
    unknownRate: o.unknownRate ?? 0.03,
    ordersPerHour: o.ordersPerHour ?? 12,
    changeRate: o.changeRate ?? 0.25,
  };
  if (!s.customers.length || !s.countries.length || !s.owners.length)
    throw new Error('customers, countries and owners must not be empty');
  if (!Number.isInteger(s.ordersPerHour) || s.ordersPerHour < 0 || s.ordersPerHour > 999)
    throw new Error('ordersPerHour: 0 to 999');
  return s;
}
type Settings = ReturnType<typeof settings>;

/** A code from the list, or now and then (at `rate`) one the list lacks; null for an empty list. */
function codeFrom(r: Random, list: readonly string[], unknown: readonly string[], rate: number): string | null {
  const strangers = unknown.filter((c) => !list.includes(c));
  if (r() < rate && strangers.length) return pick(r, strangers);
  return list.length ? pick(r, list) : null;
}

/** The channels an order to the country goes by: its routes among the book's channels, or else any of them. */
function channelsTo(s: Settings, country: string): readonly string[] {
  const routes = s.routes[country]?.filter((c) => s.channels.includes(c));
  return routes?.length ? routes : s.channels;
}

/** The agent's last-mile number, shaped as the destination's carriers shape theirs. */
function lastMileNumber(r: Random, country: string): string {
  if (country === 'US') return `9400${digits(r, 18)}`;
  if (country === 'GB') return `RB${digits(r, 9)}GB`;
  return `1Z${digits(r, 16)}`;
}

function consigneeOf(r: Random, country: string): UpstreamOrder['consignee'] {
  const name = pick(r, NAMES);
  const place = PLACES[country];
  if (!place) return { name, phone: null, city: null, postcode: null, address: null };
  const [city, postcode] = pick(r, place.cities);
  return {
    name,
    phone: fill(r, place.phone),
    city,
    postcode,
    address: `${between(r, 1, 240)} ${pick(r, place.streets)}`,
  };
}

function changeOf(r: Random, order: UpstreamOrder): Partial<UpstreamOrder> {
  switch (order.status) {
    case 'ordered':
      return r() < 0.7 ? { status: 'received' } : { status: 'cancelled', remark: 'Cancelled by the customer' };
    case 'received':
      return { status: 'dispatched', newTrackingNumber: r() < 0.5 ? lastMileNumber(r, order.countryCode) : null };
    default:
      return weighted<Partial<UpstreamOrder>>(r, [
        [
          { status: 'transferred', newTrackingNumber: order.newTrackingNumber ?? lastMileNumber(r, order.countryCode) },
          80,
        ],
        [{ status: 'problem', remark: pick(r, PROBLEMS) }, 15],
        [{ status: 'returned' }, 5],
      ]);
  }
}

/** Boxes parcels travel in, cm, each for parcels up to its weight (kg). */
const BOXES: [number, [string, string, string]][] = [
  [1, ['20', '15', '10']],
  [3, ['30', '20', '15']],
  [8, ['40', '30', '20']],
  [15, ['45.5', '35', '30']],
  [Infinity, ['60', '40', '40']],
];
/** Now and then a long one (rods, poles): longer than some channels take. */
const LONG: [string, string, string] = ['125', '25', '25'];

/**
 * Cargo type, address type and each piece's box (sized for its weight), each now and then unknown; drawn from a
 * stream of their own, so an order's other fields stay as they were before orders had them.
 */
function pricingInputsOf(r: Random, weight: number): Pick<UpstreamOrder, 'cargoType' | 'addressType' | 'dimensions'> {
  const cargoType = weighted<UpstreamOrder['cargoType']>(r, [
    ['general', 85],
    ['battery', 10],
    ['liquid', 0.5],
    ['magnetic', 0.5],
    [undefined, 4],
  ]);
  const addressType = weighted<UpstreamOrder['addressType']>(r, [
    ['residential', 60],
    ['commercial', 30],
    [undefined, 10],
  ]);
  const sized = r() < 0.4;
  const box = r() < 0.03 ? LONG : sized ? BOXES.find(([upTo]) => weight <= upTo)![1] : undefined;
  return {
    ...(cargoType && { cargoType }),
    ...(addressType && { addressType }),
    ...(box && { dimensions: { length: box[0], width: box[1], height: box[2] } }),
  };
}

/** The versions of the i-th order entered in an hour: as entered, and maybe once changed. */
function versionsOf(s: Settings, hour: number, i: number): UpstreamOrder[] {
  const r = randomOf(s.seed, 'order', hour, i);
  const entered = hour * HOUR + Math.floor(r() * HOUR);
  const countryCode = pick(r, s.countries);
  const status = weighted<UpstreamStatus>(r, [
    ['ordered', 3],
    ['received', 4],
    ['dispatched', 3],
  ]);
  const [description, hsCode] = pick(r, GOODS);
  const order: UpstreamOrder = {
    numbers: `UP${hour}${String(i).padStart(3, '0')}`,
    customerOrderNumber: r() < 0.7 ? `SO${digits(r, 10)}` : null,
    originalTrackingNumber: r() < 0.9 ? pick(r, [`LX${digits(r, 9)}CN`, `YT${digits(r, 16)}`]) : null,
    newTrackingNumber: status === 'dispatched' && r() < 0.5 ? lastMileNumber(r, countryCode) : null,
    customerCode: codeFrom(r, s.customers, UNKNOWN_CUSTOMERS, s.unknownRate)!,
    agentCode: r() < 0.1 ? null : codeFrom(r, s.agents, UNKNOWN_AGENTS, s.unknownRate),
    channelCode: r() < 0.02 || !s.channels.length ? null : pick(r, channelsTo(s, countryCode)),
    countryCode,
    ownerUsername: pick(r, s.owners),
    status,
    consignee: consigneeOf(r, countryCode),
    goods: { description, hsCode, declaredValue: (between(r, 500, 30_000) / 100).toFixed(2), currency: 'USD' },
    // Mostly light parcels, now and then a heavy one.
    weight: ((50 + Math.floor(r() * r() * 29_950)) / 1000).toFixed(3),
    pieces: weighted(r, [
      [1, 8],
      [2, 1],
      [3, 1],
    ]),
    entryDate: iso(entered),
    updatedAt: iso(entered),
    remark: r() < 0.1 ? pick(r, REMARKS) : null,
  };
  const k = randomOf(s.seed, 'inputs', hour, i);
  const weight = order.weight;
  Object.assign(order, pricingInputsOf(k, Number(weight)));
  // Some orders are not weighed yet: the warehouse weighs them on receipt.
  if (status === 'ordered' && k() < 0.1) order.weight = '0.000';
  if (r() >= s.changeRate) return [order];
  const changed = entered + between(r, HOUR / 60_000, CHANGE_WITHIN / 60_000) * 60_000;
  const later = { ...order, ...changeOf(r, order), updatedAt: iso(changed) };
  if (later.status === 'received') later.weight = weight;
  return [order, later];
}

/** The system's order: update time, then number. */
export const byUpdate = (a: UpstreamOrder, b: UpstreamOrder) =>
  a.updatedAt < b.updatedAt
    ? -1
    : a.updatedAt > b.updatedAt
      ? 1
      : a.numbers < b.numbers
        ? -1
        : a.numbers > b.numbers
          ? 1
          : 0;

/**
 * The upstream system's orders, a pure function of the options and the time:
 * `ordersPerHour` orders entered in every hour, each as it stands at `now`
 * (its later version once that is due). Hours are remembered (a bounded
 * cache), so paging through a month does not redraw it for every page.
 */
export function orderBook(options: OrderBookOptions = {}) {
  const s = settings(options);
  const hours = new Map<number, UpstreamOrder[][]>();
  const hourOf = (hour: number) => {
    let orders = hours.get(hour);
    if (!orders) {
      orders = Array.from({ length: s.ordersPerHour }, (_, i) => versionsOf(s, hour, i));
      if (hours.size >= 5000) hours.delete(hours.keys().next().value!);
      hours.set(hour, orders);
    }
    return orders;
  };

  /** The orders whose current version (at `now`) was updated in [begin, end), by update time then number. */
  const updatedIn = (begin: number, end: number, now: number): UpstreamOrder[] => {
    const found: UpstreamOrder[] = [];
    const until = Math.min(end, now + 1);
    for (let hour = Math.floor((begin - CHANGE_WITHIN) / HOUR); hour * HOUR < until; hour++) {
      for (const versions of hourOf(hour)) {
        const current = versions.findLast((v) => Date.parse(v.updatedAt) <= now);
        const at = current ? Date.parse(current.updatedAt) : NaN;
        if (current && at >= begin && at < end) found.push(current);
      }
    }
    return found.sort(byUpdate);
  };

  /** The order with this number as it stands at `now`; undefined when the book has none (yet). */
  const byNumber = (numbers: string, now: number): UpstreamOrder | undefined => {
    const parts = /^UP(\d+)(\d{3})$/.exec(numbers);
    const versions = parts ? hourOf(Number(parts[1]))[Number(parts[2])] : undefined;
    return versions?.findLast((v) => Date.parse(v.updatedAt) <= now);
  };
  return { updatedIn, byNumber };
}
