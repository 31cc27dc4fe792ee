import { cargoType, CURRENCY_PATTERN, decimal, orderAddressType } from '@fwd/contract';
import { z } from 'zod';
import { firstIssue, malformed, OutsideServiceError } from '../errors.ts';
import { DEFAULT_TIMEOUT_MS, realSleep, requestJson, type Fetch, type Sleep, type Transport } from '../http.ts';

/** The upstream's largest page. */
const MAX_PAGE_SIZE = 200;

export const UPSTREAM_STATUSES = [
  'ordered',
  'received',
  'dispatched',
  'transferred',
  'problem',
  'returned',
  'cancelled',
] as const;

const text = z.string().nullable();
/** A decimal as the upstream may write it, text or a JSON number (the console's own API takes text only). */
const wireDecimal = (digits: number, scale: number) =>
  z.union([z.string(), z.number().transform(String)]).pipe(decimal(digits, scale));
const dateTime = z.iso.datetime({ offset: true });
const wireCm = wireDecimal(5, 1).refine((v) => Number(v) > 0, 'more than 0');

/** One order as the upstream order system reports it (its current version). */
export const upstreamOrder = z.object({
  /** Our waybill number, unique. */
  numbers: z.string().min(1),
  customerOrderNumber: text,
  originalTrackingNumber: text,
  newTrackingNumber: text,
  /** A customer's short name in the console. */
  customerCode: z.string().min(1),
  agentCode: text,
  channelCode: text,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  ownerUsername: z.string().min(1),
  status: z.enum(UPSTREAM_STATUSES),
  consignee: z.object({ name: z.string(), phone: text, city: text, postcode: text, address: text }),
  goods: z.object({
    description: text,
    hsCode: text,
    declaredValue: wireDecimal(12, 2).nullable(),
    currency: z.string().regex(CURRENCY_PATTERN).nullable(),
  }),
  /** kg, up to 3 decimals. */
  weight: wireDecimal(9, 3),
  pieces: z.number().int().min(1),
  /** Optional: an upstream that leaves them out leaves the console's values as they are; null clears them. */
  cargoType: cargoType.nullish(),
  addressType: orderAddressType.nullish(),
  /** Each piece's sides, cm, up to one decimal, more than 0. */
  dimensions: z.object({ length: wireCm, width: wireCm, height: wireCm }).nullish(),
  entryDate: dateTime,
  updatedAt: dateTime,
  remark: text,
});
export type UpstreamOrder = z.output<typeof upstreamOrder>;

// Orders are checked one by one: one the console cannot read is reported, not the whole page lost.
const page = z.object({ total: z.number().int().min(0), orders: z.array(z.unknown()) });
const found = z.object({ orders: z.array(z.unknown()) });
const numbers = z.object({ total: z.number().int().min(0), numbers: z.array(z.string().min(1)) });
const refusal = z.object({ error: z.string().optional(), message: z.string().optional() });

export interface UpstreamPage {
  orders: UpstreamOrder[];
  /** Orders of this page that do not read as orders, with the reason. */
  unreadable: { numbers: string | null; reason: string }[];
  /** Orders in the whole window. */
  total: number;
}

export interface UpstreamClientOptions {
  /** Where the system's paths start (`/api/orders` follows). */
  baseUrl: string;
  key: string;
  fetch?: Fetch;
  sleep?: Sleep;
  /** At most 200, the upstream's limit. */
  pageSize?: number;
  timeoutMs?: number;
}

/** Orders as the system sent them: those that read as orders, and the others with why. */
function readOrders(raws: unknown[], total: number): UpstreamPage {
  const result: UpstreamPage = { orders: [], unreadable: [], total };
  for (const raw of raws) {
    const order = upstreamOrder.safeParse(raw);
    if (order.success) result.orders.push(order.data);
    else {
      const numbers = (raw as { numbers?: unknown } | null)?.numbers;
      result.unreadable.push({
        numbers: typeof numbers === 'string' ? numbers : null,
        reason: firstIssue(order.error),
      });
    }
  }
  return result;
}

export interface Window {
  beginTime: string;
  endTime: string;
}

/**
 * The upstream order system: the orders created or changed in a window, page
 * by page; the window's numbers alone, in one read; orders by number.
 */
export function createUpstreamClient({
  baseUrl,
  key,
  fetch = globalThis.fetch,
  sleep = realSleep,
  pageSize = 100,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: UpstreamClientOptions) {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new RangeError(`pageSize must be 1 to ${MAX_PAGE_SIZE}`);
  const transport: Transport = { service: 'upstream', fetch, sleep, timeoutMs };
  const base = `${baseUrl.replace(/\/+$/, '')}/api/orders`;

  /** One call: its body read by `schema`, or an OutsideServiceError with the system's words. */
  async function get<T extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: T,
  ): Promise<z.output<T>> {
    const { status, body } = await requestJson(transport, `${base}${path}?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
    });
    const op = `orders${path}`;
    if (status !== 200) {
      const said = refusal.safeParse(body).data;
      throw new OutsideServiceError(
        'upstream',
        status,
        said?.error ?? null,
        said?.message ?? `HTTP ${status} from ${op}`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw malformed('upstream', status, op, parsed.error);
    return parsed.data;
  }

  return {
    /** Every page of the window [beginTime, endTime), in the system's order (update time, then number). */
    async *orders({ beginTime, endTime }: Window): AsyncGenerator<UpstreamPage> {
      for (let n = 1; ; n++) {
        const body = await get('', { beginTime, endTime, page: String(n), pageSize: String(pageSize) }, page);
        const result = readOrders(body.orders, body.total);
        yield result;
        const seen = result.orders.length + result.unreadable.length;
        if (!seen || n * pageSize >= result.total) return;
      }
    },
    /** The numbers of every order of the window, in one answer: nothing shifts under a single read. */
    async numbers({ beginTime, endTime }: Window): Promise<string[]> {
      return (await get('/numbers', { beginTime, endTime }, numbers)).numbers;
    },
    /** These orders as they stand now, a page's worth per call; a number the system no longer has is left out (`total`: how many were asked). */
    async *lookup(wanted: readonly string[]): AsyncGenerator<UpstreamPage> {
      for (let i = 0; i < wanted.length; i += pageSize) {
        const asked = wanted.slice(i, i + pageSize);
        yield readOrders((await get('/lookup', { numbers: asked.join(',') }, found)).orders, asked.length);
      }
    },
  };
}
export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
