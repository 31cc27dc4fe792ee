import {
  Code,
  type ChargeFilterValues,
  type ChargePricing,
  type ChargeRow,
  type ChargeTotals,
  type Job,
} from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import { decimalText, nameIn } from '../../db/columns.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { Jobs } from '../../plugins/jobs/worker.ts';
import { minorUnitOf, dec, fixed } from '../../quote-engine/decimal.ts';
import { audit } from '../audit/service.ts';
import { orderCounts, ordersMatching, type OrderView } from '../orders/queries.ts';
import { assertFilterAllowed, orderView } from '../orders/service.ts';
import { whereVisible } from '../roles/scope.ts';
import type { PricingBooksCache } from './books.ts';
import { settlementMessages as m } from './messages.ts';
import { priceOrders } from './pricing.ts';
import type { PricingSnapshot } from './schema.ts';

/*
 * 运单计费: each order's charge beside the order, filtered as the order page
 * filters (its filter, its data scope: a charge is its order's), with cost and
 * profit only for a caller holding charge:cost (left out of the answer, not
 * blanked). An order never priced shows as pending, notYetPriced.
 */

/** What a caller reading charges sees: the order view, and whether cost and profit. */
export interface ChargeView extends OrderView {
  cost: boolean;
}

export const chargeView = async (ctx: Ctx, timeZone: string, cost: boolean): Promise<ChargeView> => ({
  ...(await orderView(ctx, timeZone)),
  cost,
});

/** The orders with these ids and their charges, names in the caller's language. */
function chargeRows(db: Db, view: ChargeView, ids: number[]) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as cu', 'cu.id', 'o.customer_id')
    .leftJoin('channels as ch', 'ch.id', 'o.channel_id')
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .innerJoin('users as u', 'u.id', 'o.owner_user_id')
    .leftJoin('order_charges as c', 'c.order_id', 'o.id')
    .select([
      'o.id as orderId',
      'o.numbers',
      'o.customer_id as customerId',
      'cu.short_name as shortName',
      'o.channel_id as channelId',
      'ch.code as channelCode',
      'co.code as countryCode',
      nameIn(view.lang, 'co').as('countryName'),
      'o.consignee_postcode as consigneePostcode',
      'o.weight',
      'o.pieces',
      'o.entry_date as entryDate',
      'o.owner_user_id as ownerUserId',
      'u.name as ownerName',
      'c.state',
      'c.reason',
      'c.reason_detail as reasonDetail',
      'c.chargeable_weight as chargeableWeight',
      'c.currency',
      'c.sale_total as total',
      'c.sale_lines as lines',
      'c.sale_sheet_id as sheetId',
      'c.level_kind as levelKind',
      'c.level_percent as levelPercent',
      'c.priced_at as pricedAt',
      'c.cost_currency as costCurrency',
      'c.cost_total as costTotal',
      'c.cost_lines as costLines',
      'c.cost_sheet_id as costSheetId',
      'c.cost_reason as costReason',
    ])
    .where(sql<SqlBool>`o.id = any(${ids}::integer[])`);
}

type Raw = Awaited<ReturnType<ReturnType<typeof chargeRows>['execute']>>[number];

/** Money as the currency writes it: scale 2, JPY 0. */
const money = (amount: string | null, currency: string | null) =>
  amount === null || currency === null ? null : fixed(dec(amount), minorUnitOf(currency));

function profitOf(r: Raw): string | null {
  if (r.total === null || r.costTotal === null || r.currency !== r.costCurrency) return null;
  const d = dec(r.total) - dec(r.costTotal);
  const places = minorUnitOf(r.currency!);
  return d < 0n ? `-${fixed(-d, places)}` : fixed(d, places);
}

function rowOf(r: Raw, view: ChargeView): ChargeRow {
  const row: ChargeRow = {
    orderId: r.orderId,
    numbers: r.numbers,
    customerId: r.customerId,
    shortName: r.shortName,
    channelId: r.channelId,
    channelCode: r.channelCode,
    countryCode: r.countryCode,
    countryName: r.countryName,
    consigneePostcode: r.consigneePostcode,
    weight: r.weight,
    pieces: r.pieces,
    entryDate: r.entryDate.toISOString(),
    ownerUserId: r.ownerUserId,
    ownerName: r.ownerName,
    state: r.state ?? 'pending',
    reason: r.state ? r.reason : 'notYetPriced',
    reasonDetail: r.reasonDetail,
    chargeableWeight: decimalText(r.chargeableWeight),
    currency: r.currency,
    total: money(r.total, r.currency),
    lines: r.lines ?? [],
    sheetId: r.sheetId,
    level: r.levelKind ? { kind: r.levelKind, percent: r.levelPercent } : null,
    pricedAt: r.pricedAt?.toISOString() ?? null,
  };
  if (!view.cost) return row;
  return {
    ...row,
    cost: {
      currency: r.costCurrency,
      total: money(r.costTotal, r.costCurrency),
      lines: r.costLines ?? [],
      sheetId: r.costSheetId,
      reason: r.state ? r.costReason : 'notYetPriced',
    },
    profit: profitOf(r),
  };
}

async function rowsIn(db: Db, view: ChargeView, ids: number[]): Promise<ChargeRow[]> {
  if (!ids.length) return [];
  const byId = new Map((await chargeRows(db, view, ids).execute()).map((r) => [r.orderId, r]));
  return ids.map((id) => rowOf(byId.get(id)!, view));
}

/** The orders the filter matches (the order page's filter and scope) with their charges (`oc`) in the state asked; undefined when none can. */
async function chargesMatching(ctx: Ctx, view: ChargeView, { state, ...f }: ChargeFilterValues) {
  assertFilterAllowed(view, f);
  const matching = await ordersMatching(ctx.db, view, f);
  return matching
    ?.leftJoin('order_charges as oc', 'oc.order_id', 'orders.id')
    .$if(state === 'pending', (w) =>
      w.where((eb) => eb.or([eb('oc.state', '=', 'pending'), eb('oc.order_id', 'is', null)])),
    )
    .$if(state !== undefined && state !== 'pending', (w) => w.where('oc.state', '=', state!));
}

/**
 * A page of the charges of the orders the filter matches (the order page's filter and scope, and the charge's
 * state). Without a state the count is the order page's own (its kept counts, not a pass over every match).
 */
export async function chargePage(ctx: Ctx, view: ChargeView, f: ChargeFilterValues, page: number, size: number) {
  const q = await chargesMatching(ctx, view, f);
  if (!q) return { records: [], total: 0 };
  const { state, ...orderFilter } = f;
  const counted =
    state === undefined
      ? orderCounts(ctx.db, view, orderFilter).then(({ unsigned, signed }) => ({
          total: f.isReceived === '全部' ? unsigned + signed : f.isReceived === '已签收' ? signed : unsigned,
        }))
      : q
          .clearOrderBy()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
  const [ids, { total }] = await Promise.all([
    q
      .select('orders.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    counted,
  ]);
  return {
    records: await rowsIn(
      ctx.db,
      view,
      ids.map((r) => r.id),
    ),
    total: Number(total),
  };
}

/**
 * What every matching order's charge adds up to, per currency: one grouped
 * pass (by sale and cost currency), summed exactly here. Profit is a row's
 * (sale and cost in one currency), so it adds up as the rows show it.
 */
export async function chargeTotals(ctx: Ctx, view: ChargeView, f: ChargeFilterValues): Promise<ChargeTotals> {
  const q = await chargesMatching(ctx, view, f);
  const groups = q
    ? await q
        .clearOrderBy()
        .select([
          'oc.currency',
          'oc.cost_currency as costCurrency',
          sql<number>`count(*)::int`.as('orders'),
          sql<number>`count(oc.sale_total)::int`.as('priced'),
          sql<string | null>`sum(oc.sale_total)::text`.as('sale'),
          sql<string | null>`sum(oc.cost_total)::text`.as('cost'),
          sql<string | null>`sum(oc.sale_total - oc.cost_total) filter (where oc.currency = oc.cost_currency)::text`.as(
            'profit',
          ),
        ])
        .groupBy(['oc.currency', 'oc.cost_currency'])
        .execute()
    : [];
  const sums = { sale: new Map<string, bigint>(), cost: new Map<string, bigint>(), profit: new Map<string, bigint>() };
  // Amounts in hundredths: every column holds two decimals (numeric(14, 2)), and sums keep them.
  const add = (m: Map<string, bigint>, currency: string | null, amount: string | null) => {
    if (currency !== null && amount !== null)
      m.set(currency, (m.get(currency) ?? 0n) + BigInt(amount.replace('.', '')));
  };
  for (const g of groups) {
    add(sums.sale, g.currency, g.sale);
    add(sums.cost, g.costCurrency, g.cost);
    add(sums.profit, g.currency, g.profit);
  }
  const listed = (m: Map<string, bigint>) =>
    [...m]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, cents]) => ({ currency, amount: hundredths(cents, currency) }));
  const totals: ChargeTotals = {
    orders: groups.reduce((n, g) => n + g.orders, 0),
    priced: groups.reduce((n, g) => n + g.priced, 0),
    sale: listed(sums.sale),
  };
  return view.cost ? { ...totals, cost: listed(sums.cost), profit: listed(sums.profit) } : totals;
}

/** Hundredths as the currency writes them (scale 2, JPY 0), signed. */
function hundredths(cents: bigint, currency: string): string {
  const negative = cents < 0n;
  const text = money(
    `${(negative ? -cents : cents) / 100n}.${String((negative ? -cents : cents) % 100n).padStart(2, '0')}`,
    currency,
  )!;
  return negative ? `-${text}` : text;
}

/** Every matching order's charge, in the page's order, in batches by keyset (entry date, id): an export. */
export async function* chargeBatches(ctx: Ctx, view: ChargeView, f: ChargeFilterValues, size: number) {
  const q = await chargesMatching(ctx, view, f);
  if (!q) return;
  const dir = f.sort === 'ascend' ? '>' : '<';
  let after: { entry_date: Date; id: number } | undefined;
  for (;;) {
    const a = after;
    const page = await q
      .select(['orders.id', 'orders.entry_date'])
      .$if(a !== undefined, (w) =>
        w.where(sql<SqlBool>`(orders.entry_date, orders.id) ${sql.raw(dir)} (${a!.entry_date}, ${a!.id})`),
      )
      .limit(size)
      .execute();
    if (page.length)
      yield await rowsIn(
        ctx.db,
        view,
        page.map((r) => r.id),
      );
    if (page.length < size) return;
    after = page[page.length - 1];
  }
}

/** The order if the caller sees it (one outside the scope is no order: 40400), locked for a pricing when `lock`. */
async function visibleOrderId(db: Db, view: ChargeView, id: number, lock = false): Promise<number> {
  const q = whereVisible(db.selectFrom('orders').select('id').where('id', '=', id), 'owner_user_id', view.scope);
  const found = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!found) throw new AppError(Code.NOT_FOUND, m.notFound);
  return found.id;
}

/** One order's charge and its pricing history, newest first. */
export async function chargeOf(ctx: Ctx, view: ChargeView, id: number, currentPage: number, pageSize: number) {
  await visibleOrderId(ctx.db, view, id);
  const history = ctx.db.selectFrom('order_charge_history as h').where('h.order_id', '=', id);
  const [[charge], rows, { total }] = await Promise.all([
    rowsIn(ctx.db, view, [id]),
    history
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.id', 'h.at', 'h.cause', 'h.snapshot', 'u.name as userName'])
      .orderBy('h.id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    history.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((h): ChargePricing => {
    const s: PricingSnapshot = h.snapshot;
    const entry: ChargePricing = {
      id: Number(h.id),
      at: h.at.toISOString(),
      cause: h.cause,
      userName: h.userName,
      state: s.state,
      reason: s.reason,
      currency: s.currency,
      total: money(s.total, s.currency),
      chargeableWeight: decimalText(s.chargeableWeight),
      sheetId: s.sheetId,
    };
    return view.cost ? { ...entry, cost: { ...s.cost, total: money(s.cost.total, s.cost.currency) } } : entry;
  });
  return { charge: charge!, history: { records, total: Number(total) } };
}

/** Prices one order the caller sees again now (audited); a billed one is frozen (40900). */
export async function priceAgain(ctx: Ctx, view: ChargeView, books: PricingBooksCache, id: number): Promise<ChargeRow> {
  const loaded = await books.current();
  return inTransaction(ctx, async (t) => {
    await visibleOrderId(t.db, view, id, true);
    const [before] = await rowsIn(t.db, view, [id]);
    if (before!.state === 'billed') throw new AppError(Code.CONFLICT, m.billed);
    await priceOrders(t.db, view.timeZone, loaded, [id], { cause: 'manual', userId: t.user.id, onlyChanged: false });
    const [after] = await rowsIn(t.db, view, [id]);
    await audit(t, 'update', 'orderCharge', id, before, after);
    return after!;
  });
}

/**
 * Prices the selected orders again now, in one transaction, each audited;
 * billed ones stay as they are and are counted. One the caller does not see
 * makes the whole selection 40400 (it is no order to them).
 */
export async function priceSelected(ctx: Ctx, view: ChargeView, books: PricingBooksCache, selected: number[]) {
  const ids = [...new Set(selected)];
  const loaded = await books.current();
  return inTransaction(ctx, async (t) => {
    const seen = await whereVisible(
      t.db.selectFrom('orders').select('id').where('id', 'in', ids),
      'owner_user_id',
      view.scope,
    )
      .forUpdate()
      .execute();
    if (seen.length < ids.length) throw new AppError(Code.NOT_FOUND, m.notFound);
    const before = await rowsIn(t.db, view, ids);
    const counts = await priceOrders(t.db, view.timeZone, loaded, ids, {
      cause: 'manual',
      userId: t.user.id,
      onlyChanged: false,
    });
    const after = await rowsIn(t.db, view, ids);
    for (const [i, b] of before.entries())
      if (b.state !== 'billed') await audit(t, 'update', 'orderCharge', b.orderId, b, after[i]);
    return { ...counts, billed: before.filter((b) => b.state === 'billed').length };
  });
}

/** Starts the bulk pricing (a job with progress); refused (40900, `data.jobId`) while one is queued or running. */
export async function startBulkPricing(ctx: Ctx, jobs: Jobs, scope: 'unpriced' | 'unbilled'): Promise<Job> {
  const job = await jobs.enqueue(
    'chargePricing',
    { scope },
    { trigger: 'manual', createdBy: ctx.user.id, ifIdle: true, lang: ctx.lang },
  );
  if (job) return job;
  const busy = await ctx.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'chargePricing')
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  throw new AppError(Code.CONFLICT, m.pricingBusy, undefined, { jobId: busy?.id ?? null });
}
