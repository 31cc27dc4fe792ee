import type { CargoType, ChargeLine, ChargeReason, ChargeState, OrderAddressType, Piece, Quote } from '@fwd/contract';
import { sql } from 'kysely';
import type { Db } from '../../http/context.ts';
import { dec, fixed, grams, minorUnitOf, mul, plain, shift, unitsText, type Dec } from '../../quote-engine/decimal.ts';
import { priceQuery, type CompiledBook, type PriceRequest } from '../../quote-engine/index.ts';
import type { PricingBooks } from './books.ts';
import type { OrderChargesTable, PricingSnapshot } from './schema.ts';

/*
 * Pricing an order: the quote engine on the order's channel, destination,
 * postcode and city, actual weight and piece count, cargo type (general when
 * not recorded) and address type (the residential surcharge for a residential
 * one only), on the day it was entered (the company's day), with the sheet in
 * force that day. With its sides recorded, the order is that many alike pieces
 * sharing its weight, so the volumetric weight and the size limits and
 * surcharges count. The customer's price level on the channel either adds a
 * percentage of the base (a line of its own, `level`) or replaces the
 * channel's sheets with the customer's own. The expected cost is the same
 * parcel on the channel's cost sheets and cost surcharges. Totals are the
 * lines' exact sum rounded once to the currency's minor unit.
 */

export type Cause = 'save' | 'bulk' | 'manual';

/** An order as it prices, with its charge as it stands. */
export interface OrderInputs {
  id: number;
  customerId: number;
  channelId: number | null;
  country: string;
  postcode: string | null;
  city: string | null;
  weight: string;
  pieces: number;
  cargoType: CargoType | null;
  addressType: OrderAddressType | null;
  /** Each piece's sides, cm: all three or none. */
  lengthCm: string | null;
  widthCm: string | null;
  heightCm: string | null;
  /** The entry date's day on the company's clock, YYYY-MM-DD. */
  day: string;
  levelKind: 'percent' | 'sheet' | null;
  levelPercent: string | null;
  /** The charge as it stands: none yet, or its state and the inputs it was priced from. */
  state: ChargeState | null;
  inputs: string | null;
}

/** What of an order its price depends on (the customer's level and the sheets besides): a save that changes none of it prices nothing. */
export const inputsKey = (o: OrderInputs) =>
  [
    o.customerId,
    o.channelId,
    o.country,
    o.postcode,
    o.city,
    o.weight,
    o.pieces,
    o.cargoType,
    o.addressType,
    o.lengthCm,
    o.widthCm,
    o.heightCm,
    o.day,
    o.levelKind,
    o.levelPercent,
  ].join('|');

/** The orders with these ids as they price, in id order. */
export async function orderInputs(db: Db, timeZone: string, ids: number[]): Promise<OrderInputs[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .leftJoin('order_charges as c', 'c.order_id', 'o.id')
    .leftJoin('customer_price_levels as l', (j) =>
      j.onRef('l.customer_id', '=', 'o.customer_id').onRef('l.channel_id', '=', 'o.channel_id'),
    )
    .select([
      'o.id',
      'o.customer_id as customerId',
      'o.channel_id as channelId',
      'co.code as country',
      'o.consignee_postcode as postcode',
      'o.consignee_city as city',
      'o.weight',
      'o.pieces',
      'o.cargo_type as cargoType',
      'o.address_type as addressType',
      'o.length_cm as lengthCm',
      'o.width_cm as widthCm',
      'o.height_cm as heightCm',
      'l.kind as levelKind',
      'l.percent as levelPercent',
      'c.state',
      'c.inputs',
      sql<string>`to_char(o.entry_date at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
    ])
    .where(sql<boolean>`o.id = any(${ids}::integer[])`)
    .orderBy('o.id')
    .execute();
  return rows;
}

/** A pricing's outcome, as the charge row keeps it (decimals as text). */
export interface Priced {
  state: ChargeState;
  reason: ChargeReason | null;
  reason_detail: Record<string, string | number> | null;
  inputs: string;
  chargeable_weight: string | null;
  currency: string | null;
  sale_total: string | null;
  sale_lines: ChargeLine[];
  sale_sheet_id: number | null;
  level_kind: OrderChargesTable['level_kind'];
  level_percent: string | null;
  cost_currency: string | null;
  cost_total: string | null;
  cost_lines: ChargeLine[];
  cost_sheet_id: number | null;
  cost_reason: ChargeReason | null;
}

type Outcome = { quote: Quote } | { reason: ChargeReason; detail: Record<string, string | number> };

/** The channel's quote in a book, or why it has none (a channel the book lacks, disabled, does not quote). */
function quoteIn(book: CompiledBook | undefined, channelId: number, req: PriceRequest): Outcome {
  if (!book) return { reason: 'noCustomerSheet', detail: {} };
  const r = priceQuery(book, { ...req, channelIds: [channelId] });
  if (r.data[0]) return { quote: r.data[0] };
  const left = r.excluded[0];
  return left ? { reason: left.reason, detail: left.detail } : { reason: 'notQuoting', detail: { date: req.date } };
}

/**
 * An order of measured pieces as the engine's pieces: `pieces` alike parcels sharing its weight, to the gram (the
 * grams left over one each to the first), so their sum is the order's weight exactly.
 */
export function piecesOf(o: Pick<OrderInputs, 'weight' | 'pieces' | 'lengthCm' | 'widthCm' | 'heightCm'>): Piece[] {
  const sides = { length: o.lengthCm!, width: o.widthCm!, height: o.heightCm! };
  const total = grams(o.weight);
  const each = Math.floor(total / o.pieces);
  const heavier = total - each * o.pieces;
  return [
    { ...sides, weight: unitsText(each + 1, 3), count: heavier },
    { ...sides, weight: unitsText(each, 3), count: o.pieces - heavier },
  ].filter((p) => p.count > 0);
}

const signed = (text: string): Dec => (text.startsWith('-') ? -dec(text.slice(1)) : dec(text));
const signedText = (d: Dec) => (d < 0n ? `-${plain(-d)}` : plain(d));
const linesOf = (q: Quote): ChargeLine[] => q.lines.map((l) => ({ kind: l.kind, name: l.name, amount: l.amount }));

/** Prices one order (pure: the books and the order). */
export function priceOrder(books: PricingBooks, o: OrderInputs): Priced {
  const level = o.levelKind && { level_kind: o.levelKind, level_percent: o.levelPercent };
  const blank = {
    inputs: inputsKey(o),
    chargeable_weight: null,
    currency: null,
    sale_total: null,
    sale_lines: [],
    sale_sheet_id: null,
    level_kind: null,
    level_percent: null,
    cost_currency: null,
    cost_total: null,
    cost_lines: [],
    cost_sheet_id: null,
    cost_reason: null,
  };
  const pending = (reason: ChargeReason, detail: Record<string, string | number> = {}): Priced => ({
    ...blank,
    state: 'pending',
    reason,
    reason_detail: detail,
    cost_reason: reason,
  });
  if (o.channelId === null) return pending('noChannel');
  if (dec(o.weight) === 0n) return pending('noWeight');
  const req: PriceRequest = {
    country: o.country,
    weight: o.weight,
    ...(o.postcode && { postcode: o.postcode }),
    ...(o.city && { city: o.city }),
    ...(o.lengthCm ? { pieces: piecesOf(o) } : { pieceCount: o.pieces }),
    cargoType: o.cargoType ?? 'general',
    residential: o.addressType === 'residential',
    date: o.day,
  };
  const own = o.levelKind === 'sheet';
  const sale = quoteIn(own ? books.customers.get(o.customerId) : books.sale.compiled, o.channelId, req);
  const cost = quoteIn(books.cost, o.channelId, req);
  const costFields =
    'quote' in cost
      ? {
          cost_currency: cost.quote.currency,
          cost_total: cost.quote.total,
          cost_lines: linesOf(cost.quote),
          cost_sheet_id: cost.quote.sheetId,
          cost_reason: null,
        }
      : { cost_reason: cost.reason };
  if (!('quote' in sale)) {
    // A customer's own sheets that have none in force that day (or none at all) say so, not the engine's noSheet.
    const reason =
      own && (sale.reason === 'noSheet' || sale.reason === 'noCustomerSheet') ? 'noCustomerSheet' : sale.reason;
    return { ...pending(reason, sale.detail), ...costFields, ...(level || {}) };
  }
  const q = sale.quote;
  const lines = linesOf(q);
  let sum = dec(q.sum);
  if (o.levelKind === 'percent') {
    const base = q.lines.filter((l) => l.kind === 'base').reduce((s, l) => s + dec(l.amount), 0n);
    const added = mul(base, shift(signed(o.levelPercent!), 2));
    lines.push({ kind: 'level', name: `${o.levelPercent}%`, amount: signedText(added) });
    sum += added;
  }
  return {
    ...blank,
    ...costFields,
    ...(level || {}),
    state: 'priced',
    reason: null,
    reason_detail: null,
    chargeable_weight: q.chargeable,
    currency: q.currency,
    sale_total: fixed(sum < 0n ? 0n : sum, minorUnitOf(q.currency)),
    sale_lines: lines,
    sale_sheet_id: q.sheetId,
  };
}

const snapshotOf = (p: Priced): PricingSnapshot => ({
  state: p.state,
  reason: p.reason,
  currency: p.currency,
  total: p.sale_total,
  chargeableWeight: p.chargeable_weight,
  sheetId: p.sale_sheet_id,
  cost: { currency: p.cost_currency, total: p.cost_total, sheetId: p.cost_sheet_id, reason: p.cost_reason },
});

/** The charge's columns a pricing writes, with the type each is sent as: one array a column, whatever the rows. */
const CHARGE_COLUMNS = [
  ['state', 'text'],
  ['reason', 'text'],
  ['reason_detail', 'jsonb'],
  ['inputs', 'text'],
  ['chargeable_weight', 'numeric'],
  ['currency', 'text'],
  ['sale_total', 'numeric'],
  ['sale_lines', 'jsonb'],
  ['sale_sheet_id', 'integer'],
  ['level_kind', 'text'],
  ['level_percent', 'numeric'],
  ['cost_currency', 'text'],
  ['cost_total', 'numeric'],
  ['cost_lines', 'jsonb'],
  ['cost_sheet_id', 'integer'],
  ['cost_reason', 'text'],
] as const satisfies readonly (readonly [keyof Priced, string])[];

/** Orders a statement writes at most: its arrays stay a few hundred kilobytes. */
const BATCH = 2000;

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/**
 * The batch's charges and their history rows in one statement: every column one array parameter (unnested), so
 * the statement is the same text whatever the number of rows (prepared once, planned once) and the database parses
 * a few arrays rather than thousands of parameters; the history is written for the charges the upsert wrote (not
 * for one billed meanwhile), from the same rows.
 */
function writeCharges(db: Db, batch: { id: number; p: Priced }[], cause: Cause, userId: number | null) {
  const column = (name: (typeof CHARGE_COLUMNS)[number][0], type: string) => {
    const values = batch.map(({ p }) => (type === 'jsonb' ? json(p[name]) : p[name]));
    // jsonb arrives as text: an array of jsonb would be read as a JSON array of them.
    return sql`${values}::${sql.raw(type === 'jsonb' ? 'text' : type)}[]`;
  };
  const names = CHARGE_COLUMNS.map(([name]) => sql.ref(name));
  const read = CHARGE_COLUMNS.map(([name, type]) =>
    type === 'jsonb' ? sql`r.${sql.ref(name)}::jsonb` : sql`r.${sql.ref(name)}`,
  );
  const now = new Date();
  return sql`
    with r (order_id, ${sql.join(names)}, snapshot) as (
      select * from unnest(${batch.map((b) => b.id)}::integer[], ${sql.join(CHARGE_COLUMNS.map(([name, type]) => column(name, type)))},
        ${batch.map(({ p }) => JSON.stringify(snapshotOf(p)))}::text[])
    ), charged as (
      insert into order_charges (order_id, ${sql.join(names)}, priced_at, updated_at)
      select r.order_id, ${sql.join(read)}, ${now}::timestamptz, ${now}::timestamptz from r
      on conflict (order_id) do update set ${sql.join([
        ...CHARGE_COLUMNS.map(([name]) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`),
        sql`priced_at = excluded.priced_at`,
        sql`updated_at = excluded.updated_at`,
        sql`version = order_charges.version + 1`,
      ])}
      -- Billed meanwhile: frozen.
      where order_charges.state <> 'billed'
      returning order_id
    )
    insert into order_charge_history (order_id, cause, user_id, snapshot)
    select r.order_id, ${cause}::text, ${userId}::integer, r.snapshot::jsonb from r join charged using (order_id)`.execute(
    db,
  );
}

/**
 * Prices these orders and keeps each pricing (the charge, and a history row), inside the caller's
 * transaction. Billed orders are left as they are; with `onlyChanged`, so are orders whose inputs are
 * those they were priced from. Answers how many came out priced and pending.
 */
export async function priceOrders(
  db: Db,
  timeZone: string,
  books: PricingBooks,
  ids: number[],
  { cause, userId, onlyChanged }: { cause: Cause; userId: number | null; onlyChanged: boolean },
): Promise<{ priced: number; pending: number }> {
  const orders = (await orderInputs(db, timeZone, ids)).filter(
    (o) => o.state !== 'billed' && !(onlyChanged && o.inputs === inputsKey(o)),
  );
  const counts = { priced: 0, pending: 0 };
  for (let i = 0; i < orders.length; i += BATCH) {
    const batch = orders.slice(i, i + BATCH).map((o) => ({ id: o.id, p: priceOrder(books, o) }));
    for (const { p } of batch) counts[p.state === 'priced' ? 'priced' : 'pending']++;
    await writeCharges(db, batch, cause, userId);
  }
  return counts;
}
