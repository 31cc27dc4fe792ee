import {
  BASE_CURRENCY,
  Code,
  type Amount,
  type MoneySummary,
  type ProfitFigures,
  type ProfitFilterValues,
  type ProfitGroup,
  type ProfitOrderRow,
  type ProfitReport,
} from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import { decimalText } from '../../db/columns.ts';
import type { Ctx, Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError } from '../../http/rules.ts';
import { dec, fixed, minorUnitOf, mul, type Dec } from '../../quote-engine/decimal.ts';
import { whereVisible, type DataScope } from '../roles/scope.ts';
import { settlementMessages as m } from './messages.ts';
import { monthBefore } from './rates.ts';

/*
 * 利润报表: the priced orders (priced or billed) the caller sees, by entry
 * month in the company's time zone. One grouped statement adds each group's
 * orders up per entry month and currency pair, and joins each such row to
 * that month's rates: at most groups × months × currency pairs rows leave the
 * database, however many orders. Here they are converted and summed exactly
 * (bigint decimals; a sum times its rate is the sum of each order's product),
 * rounded once per figure. A figure that needs a missing rate is null, and the
 * month and currency are listed.
 */

/** The longest period a report spans. */
export const PROFIT_MONTHS_MAX = 36;

/** How the caller reads the report: whose orders, in which zone months begin, agents shown or not. */
export interface ProfitView {
  scope: DataScope;
  agentsShown: boolean;
  timeZone: string;
}

const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + tm - fm + 1;
};

/** Refuses a period backwards or too long (40000 on `to`), and agents for a role that does not see them (40300). */
export function assertProfitFilter(ctx: Ctx, view: ProfitView, f: ProfitFilterValues, groupBy?: string): void {
  const n = monthsBetween(f.from, f.to);
  if (n < 1) throw fieldError(ctx.lang, 'to', m.periodOrder);
  if (n > PROFIT_MONTHS_MAX) throw fieldError(ctx.lang, 'to', m.periodLength, { months: PROFIT_MONTHS_MAX });
  if (!view.agentsShown && (f.agentId !== undefined || groupBy === 'agent'))
    throw new AppError(Code.FORBIDDEN, m.agentsHidden);
}

const entryMonth = (tz: string) => sql<string>`to_char(o.entry_date at time zone ${tz}, 'YYYY-MM')`;

/** The priced orders of the filter (scope applied), with their charges, as `o` and `c`. */
function pricedOrders(db: Db, view: ProfitView, f: ProfitFilterValues) {
  const tz = view.timeZone;
  const q = db
    .selectFrom('orders as o')
    .innerJoin('order_charges as c', 'c.order_id', 'o.id')
    .where('c.state', 'in', ['priced', 'billed'])
    .where('c.sale_total', 'is not', null)
    .where(
      sql<SqlBool>`o.entry_date >= (${f.from}::text || '-01')::date::timestamp at time zone ${tz}
        and o.entry_date < ((${f.to}::text || '-01')::date + interval '1 month')::timestamp at time zone ${tz}`,
    )
    .$if(f.customerId !== undefined, (w) => w.where('o.customer_id', '=', f.customerId!))
    .$if(f.channelId !== undefined, (w) => w.where('o.channel_id', '=', f.channelId!))
    .$if(f.agentId !== undefined, (w) => w.where('o.agent_id', '=', f.agentId!))
    .$if(f.ownerUserId !== undefined, (w) => w.where('o.owner_user_id', '=', f.ownerUserId!));
  return whereVisible(q, 'o.owner_user_id', view.scope);
}

/** What each grouping groups by (an id, or the entry month) and the table its label is read from, joined to the groups. */
const idKey = (column: string, table: 'customers' | 'channels' | 'agents' | 'users', label: string) => ({
  key: sql<string | null>`${sql.ref(column)}::text`,
  label: sql<string | null>`l.${sql.ref(label)}`,
  join: sql`left join ${sql.table(table)} l on l.id = b.key::int`,
});
const keyOf = (groupBy: ProfitGroup, month: ReturnType<typeof entryMonth>) =>
  ({
    customer: idKey('o.customer_id', 'customers', 'short_name'),
    channel: idKey('o.channel_id', 'channels', 'code'),
    agent: idKey('o.agent_id', 'agents', 'agent_name'),
    owner: idKey('o.owner_user_id', 'users', 'name'),
    month: { key: sql<string | null>`${month}`, label: sql<string | null>`b.key`, join: sql`` },
  })[groupBy];

interface Part {
  key: string | null;
  label: string | null;
  month: string;
  currency: string;
  costCurrency: string | null;
  orders: number;
  costed: number;
  sale: string;
  /** The sale of the orders with a cost: what profit is reckoned on. */
  costedSale: string | null;
  cost: string | null;
  saleRate: string | null;
  costRate: string | null;
}

/** The one grouped statement: per group, entry month and currency pair, the sums and that month's rates (the bench explains it). */
export function partsQuery(db: Db, view: ProfitView, f: ProfitFilterValues, groupBy: ProfitGroup) {
  const month = entryMonth(view.timeZone);
  const k = keyOf(groupBy, month);
  const grouped = pricedOrders(db, view, f)
    .select([
      k.key.as('key'),
      month.as('month'),
      'c.currency',
      'c.cost_currency',
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(c.cost_total)::int`.as('costed'),
      sql<string>`sum(c.sale_total)`.as('sale'),
      sql<string | null>`sum(c.sale_total) filter (where c.cost_total is not null)`.as('costed_sale'),
      sql<string | null>`sum(c.cost_total)`.as('cost'),
    ])
    .groupBy([sql`1`, sql`2`, 'c.currency', 'c.cost_currency']);
  // Labels and rates joined to the few grouped rows (not looked up per row: the planner priced such subplans per
  // estimated group, which put the statement past PostgreSQL's JIT thresholds and cost seconds of compiling).
  const rate = (alias: string, currency: string) =>
    sql<string | null>`case when b.${sql.ref(currency)} = ${BASE_CURRENCY} then 1 else ${sql.ref(`${alias}.rate`)} end`;
  return sql<Part>`with b as (${grouped})
    select b.key, ${k.label} as label, b.month, b.currency, b.cost_currency as "costCurrency", b.orders, b.costed,
      b.sale, b.costed_sale as "costedSale", b.cost, ${rate('rs', 'currency')} as "saleRate",
      ${rate('rc', 'cost_currency')} as "costRate"
    from b ${k.join}
    left join exchange_rates rs on rs.month = b.month and rs.currency = b.currency
    left join exchange_rates rc on rc.month = b.month and rc.currency = b.cost_currency`;
}

const parts = async (db: Db, view: ProfitView, f: ProfitFilterValues, groupBy: ProfitGroup) =>
  (await partsQuery(db, view, f, groupBy).execute(db)).rows;

const CNY_PLACES = minorUnitOf(BASE_CURRENCY);
const signed = (d: Dec, places: number) => (d < 0n ? `-${fixed(-d, places)}` : fixed(d, places));

/** Running sums of a set of parts: CNY figures (null once a rate is missing), and per original currency. */
class Sums {
  orders = 0;
  costed = 0;
  sale: Dec | null = 0n;
  cost: Dec | null = 0n;
  costedSale: Dec | null = 0n;
  sales = new Map<string, Dec>();
  costs = new Map<string, Dec>();

  add(p: Part): void {
    this.orders += p.orders;
    this.costed += p.costed;
    const saleRate = p.saleRate === null ? null : dec(p.saleRate);
    const costRate = p.costRate === null ? null : dec(p.costRate);
    const convert = (sum: Dec | null, amount: string | null, rate: Dec | null) =>
      amount === null ? sum : sum === null || rate === null ? null : sum + mul(dec(amount), rate);
    this.sale = convert(this.sale, p.sale, saleRate);
    this.costedSale = convert(this.costedSale, p.costedSale, saleRate);
    this.cost = convert(this.cost, p.cost, costRate);
    this.sales.set(p.currency, (this.sales.get(p.currency) ?? 0n) + dec(p.sale));
    if (p.cost !== null && p.costCurrency !== null)
      this.costs.set(p.costCurrency, (this.costs.get(p.costCurrency) ?? 0n) + dec(p.cost));
  }

  figures(): ProfitFigures {
    const amounts = (sums: Map<string, Dec>): Amount[] =>
      [...sums]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, d]) => ({ currency, amount: fixed(d, minorUnitOf(currency)) }));
    const profit = this.costedSale === null || this.cost === null ? null : this.costedSale - this.cost;
    return {
      orders: this.orders,
      costed: this.costed,
      sale: this.sale === null ? null : fixed(this.sale, CNY_PLACES),
      cost: this.cost === null ? null : fixed(this.cost, CNY_PLACES),
      profit: profit === null ? null : signed(profit, CNY_PLACES),
      sales: amounts(this.sales),
      costs: amounts(this.costs),
    };
  }
}

/** Each month and currency without a rate, with the orders that need it. */
function missingRates(all: Part[]): ProfitReport['missingRates'] {
  const missing = new Map<string, number>();
  const need = (month: string, currency: string, orders: number) =>
    missing.set(`${month} ${currency}`, (missing.get(`${month} ${currency}`) ?? 0) + orders);
  for (const p of all) {
    if (p.saleRate === null) need(p.month, p.currency, p.orders);
    if (p.cost !== null && p.costRate === null) need(p.month, p.costCurrency!, p.costed);
  }
  return [...missing]
    .map(([k, orders]) => {
      const [month, currency] = k.split(' ') as [string, string];
      return { month, currency, orders };
    })
    .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}

export async function profitReport(
  db: Db,
  view: ProfitView,
  f: ProfitFilterValues,
  groupBy: ProfitGroup,
): Promise<ProfitReport> {
  const all = await parts(db, view, f, groupBy);
  const totals = new Sums();
  const groups = new Map<string | null, { label: string | null; sums: Sums }>();
  for (const p of all) {
    totals.add(p);
    let g = groups.get(p.key);
    if (!g) groups.set(p.key, (g = { label: p.label, sums: new Sums() }));
    g.sums.add(p);
  }
  // Most profit first, compared exactly (each profit has the base's places); groups without one last.
  const cents = (x: ProfitFigures) => (x.profit === null ? null : BigInt(x.profit.replace('.', '')));
  const byProfit = (a: ProfitFigures, b: ProfitFigures) => {
    const [x, y] = [cents(a), cents(b)];
    return x === null || y === null ? Number(x === null) - Number(y === null) : y > x ? 1 : y < x ? -1 : 0;
  };
  const rows = [...groups].map(([key, g]) => ({ key, label: g.label, ...g.sums.figures() }));
  rows.sort(groupBy === 'month' ? (a, b) => a.key!.localeCompare(b.key!) : byProfit);
  return { groupBy, groups: rows, totals: totals.figures(), missingRates: missingRates(all) };
}

/** Orders of the report one by one: a page of them, or (`after`) the next batch of an export by keyset. */
function orderRows(db: Db, view: ProfitView, f: ProfitFilterValues) {
  const rate = (currency: string) =>
    sql<
      string | null
    >`case when ${sql.ref(currency)} = ${BASE_CURRENCY} then 1 else (select rate from exchange_rates r where r.month = ${entryMonth(view.timeZone)} and r.currency = ${sql.ref(currency)}) end`;
  return pricedOrders(db, view, f)
    .innerJoin('customers as cu', 'cu.id', 'o.customer_id')
    .innerJoin('users as u', 'u.id', 'o.owner_user_id')
    .leftJoin('channels as ch', 'ch.id', 'o.channel_id')
    .leftJoin('agents as a', 'a.id', 'o.agent_id')
    .select([
      'o.id as orderId',
      'o.numbers',
      'o.entry_date as entryDate',
      entryMonth(view.timeZone).as('month'),
      'cu.short_name as shortName',
      'ch.code as channelCode',
      view.agentsShown ? 'a.agent_name as agentName' : sql<string | null>`null`.as('agentName'),
      'u.name as ownerName',
      sql<string>`c.currency`.as('currency'),
      sql<string>`c.sale_total`.as('sale'),
      'c.cost_currency as costCurrency',
      'c.cost_total as cost',
      rate('c.currency').as('saleRate'),
      rate('c.cost_currency').as('costRate'),
    ])
    .orderBy('o.entry_date', 'desc')
    .orderBy('o.id', 'desc');
}

type RawOrder = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

function orderRowOf(r: RawOrder): ProfitOrderRow {
  const sale = dec(r.sale);
  const cost = r.cost === null ? null : dec(r.cost);
  const saleCny = r.saleRate === null ? null : mul(sale, dec(r.saleRate));
  const costCny = cost === null || r.costRate === null ? null : mul(cost, dec(r.costRate));
  return {
    orderId: r.orderId,
    numbers: r.numbers,
    entryDate: r.entryDate.toISOString(),
    month: r.month,
    shortName: r.shortName,
    channelCode: r.channelCode,
    agentName: r.agentName,
    ownerName: r.ownerName,
    sale: { currency: r.currency, amount: fixed(sale, minorUnitOf(r.currency)) },
    cost: cost === null ? null : { currency: r.costCurrency!, amount: fixed(cost, minorUnitOf(r.costCurrency!)) },
    saleRate: r.saleRate === null ? null : decimalText(String(r.saleRate)),
    costRate: cost === null || r.costRate === null ? null : decimalText(String(r.costRate)),
    saleCny: saleCny === null ? null : fixed(saleCny, CNY_PLACES),
    costCny: costCny === null ? null : fixed(costCny, CNY_PLACES),
    profit: saleCny === null || costCny === null ? null : signed(saleCny - costCny, CNY_PLACES),
  };
}

export async function profitOrders(db: Db, view: ProfitView, f: ProfitFilterValues, page: number, size: number) {
  const [rows, { total }] = await Promise.all([
    orderRows(db, view, f)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    pricedOrders(db, view, f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(orderRowOf), total: Number(total) };
}

/** Every order of the report in batches, newest first, by keyset (entry date, id). */
export async function* profitOrderBatches(db: Db, view: ProfitView, f: ProfitFilterValues, size: number) {
  let after: { entryDate: Date; orderId: number } | undefined;
  for (;;) {
    const a = after;
    const batch = await orderRows(db, view, f)
      .$if(a !== undefined, (q) => q.where(sql<SqlBool>`(o.entry_date, o.id) < (${a!.entryDate}, ${a!.orderId})`))
      .limit(size)
      .execute();
    if (batch.length) yield batch.map(orderRowOf);
    if (batch.length < size) return;
    after = batch[batch.length - 1];
  }
}

/** `YYYY-MM` of an instant on the company's clock. */
export const monthOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);

/**
 * The home page's money: revenue (and profit, for a caller who may see cost) in
 * CNY this month and last, over the orders the caller sees: the report grouped
 * by month.
 */
export async function moneySummary(db: Db, view: ProfitView, withProfit: boolean, now: Date): Promise<MoneySummary> {
  const month = monthOf(now, view.timeZone);
  const before = monthBefore(month);
  const report = await profitReport(db, view, { from: before, to: month }, 'month');
  return {
    months: [month, before].map((mo) => {
      const g = report.groups.find((x) => x.key === mo);
      const missing = report.missingRates.filter((x) => x.month === mo).map((x) => x.currency);
      const revenue = g ? g.sale : '0.00';
      return withProfit
        ? { month: mo, revenue, profit: g ? g.profit : '0.00', missing }
        : {
            month: mo,
            revenue,
            missing: g && g.sale === null ? missing.filter((c) => g.sales.some((s) => s.currency === c)) : [],
          };
    }),
  };
}
