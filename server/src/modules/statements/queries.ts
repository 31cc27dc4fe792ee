import { Code, type StatementRow, type StatementTotal } from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import type { Ctx, Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { Dec } from '../../quote-engine/decimal.ts';
import { scopeOf, whereVisible } from '../roles/scope.ts';
import { statementMessages as m } from './messages.ts';
import { moneyText, signedDec } from './money.ts';

/*
 * What statements read: whose (the customer's sales owner decides, as on the
 * customers page: the caller's data scope), what a period bills (a draft is
 * live: what issuing would bill now), and what an issued one keeps.
 */

/** The customer if the caller sees it (one outside the scope is no customer: 40400), locked against other money writes when `lock`. */
export async function visibleCustomer(ctx: Pick<Ctx, 'db' | 'user'>, id: number, lock = false) {
  const q = whereVisible(
    ctx.db.selectFrom('customers').select(['id', 'short_name', 'language']).where('id', '=', id),
    'owner_user_id',
    await scopeOf(ctx),
  );
  // Not FOR UPDATE: orders inserted for the customer meanwhile (a foreign key's KEY SHARE) need not wait.
  const found = await (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  if (!found) throw new AppError(Code.NOT_FOUND, m.noSuchCustomer);
  return found;
}

/** The day after a day (periods are kept inclusive; time comparisons take the next day's start). */
export const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The instant a day begins on the company's clock. */
const startOf = (day: string, timeZone: string) => sql<Date>`(${day}::date)::timestamp at time zone ${timeZone}`;

/** A period's customer and days, as a statement holds them. */
export interface Period {
  customerId: number;
  from: string;
  to: string;
}

/**
 * The priced (not yet billed) orders of a customer entered before the period ends, on the company's clock:
 * the period's, and any of an earlier one priced since its statement was issued (nothing priced is left behind).
 */
export const pricedOrders = (db: Db, p: Period, timeZone: string) =>
  db
    .selectFrom('order_charges as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .where('o.customer_id', '=', p.customerId)
    .where('c.state', '=', 'priced')
    .where('o.entry_date', '<', startOf(dayAfter(p.to), timeZone));

/** Sums per currency: what `rows` answer as `{ currency, amount }`, numeric text. */
type Sums = Map<string, Dec>;
const sumsOf = (rows: { currency: string | null; amount: string | null }[]): Sums =>
  new Map(rows.filter((r) => r.currency !== null).map((r) => [r.currency!, signedDec(r.amount ?? '0')]));

/** What payments applied to each of these statements, per currency. */
export async function paidOn(db: Db, statementIds: number[]): Promise<Map<number, Sums>> {
  const out = new Map<number, Sums>(statementIds.map((id) => [id, new Map()]));
  if (!statementIds.length) return out;
  const rows = await db
    .selectFrom('payment_applications as a')
    .innerJoin('payments as p', 'p.id', 'a.payment_id')
    .select(['a.statement_id as id', 'p.currency', sql<string>`sum(a.amount)`.as('amount')])
    .where(sql<SqlBool>`a.statement_id = any(${statementIds}::integer[])`)
    .groupBy(['a.statement_id', 'p.currency'])
    .execute();
  for (const r of rows) out.get(r.id)!.set(r.currency, signedDec(r.amount));
  return out;
}

/** A statement's balances per currency before they are money text: as issuing would keep them. */
export interface Balances {
  currency: string;
  opening: Dec;
  charges: Dec;
  adjustments: Dec;
  payments: Dec;
}
export const closingOf = (b: Balances) => b.opening + b.charges + b.adjustments - b.payments;
export const dueOf = (b: Balances) => b.charges + b.adjustments;

/**
 * A draft's balances per currency, now: the balance at its start (issued statements of earlier periods less
 * payments received before it), its priced orders, the customer's adjustments no statement holds, and the
 * payments received in the period. `statementId`: adjustments already on it (an issued one's) instead.
 */
export async function balancesOf(db: Db, p: Period, timeZone: string): Promise<Balances[]> {
  const paymentsIn = (from: string | null, to: string) =>
    db
      .selectFrom('payments')
      .select(['currency', sql<string>`sum(amount)`.as('amount')])
      .where('customer_id', '=', p.customerId)
      .$if(from !== null, (q) => q.where('paid_on', '>=', from!))
      .where('paid_on', '<', to)
      .groupBy('currency')
      .execute();
  const [billedBefore, paidBefore, charges, adjustments, paidIn] = await Promise.all([
    db
      .selectFrom('statement_totals as t')
      .innerJoin('statements as s', 's.id', 't.statement_id')
      .select(['t.currency', sql<string>`sum(t.due)`.as('amount')])
      .where('s.customer_id', '=', p.customerId)
      .where('s.state', '<>', 'draft')
      .where('s.period_from', '<', p.from)
      .groupBy('t.currency')
      .execute(),
    paymentsIn(null, p.from),
    pricedOrders(db, p, timeZone)
      .select(['c.currency', sql<string>`sum(c.sale_total)`.as('amount')])
      .groupBy('c.currency')
      .execute(),
    db
      .selectFrom('charge_adjustments')
      .select(['currency', sql<string>`sum(amount)`.as('amount')])
      .where('customer_id', '=', p.customerId)
      .where('statement_id', 'is', null)
      .groupBy('currency')
      .execute(),
    paymentsIn(p.from, dayAfter(p.to)),
  ]);
  const [billed, paid, charged, adjusted, received] = [billedBefore, paidBefore, charges, adjustments, paidIn].map(
    sumsOf,
  );
  const currencies = [...new Set([billed, paid, charged, adjusted, received].flatMap((s) => [...s!.keys()]))].sort();
  return currencies
    .map((currency) => ({
      currency,
      opening: (billed!.get(currency) ?? 0n) - (paid!.get(currency) ?? 0n),
      charges: charged!.get(currency) ?? 0n,
      adjustments: adjusted!.get(currency) ?? 0n,
      payments: received!.get(currency) ?? 0n,
    }))
    .filter((b) => b.opening !== 0n || b.charges !== 0n || b.adjustments !== 0n || b.payments !== 0n);
}

/** Balances as the answer writes them, with what was paid of this statement. */
export const totalOf = (b: Balances, paid: Dec): StatementTotal => ({
  currency: b.currency,
  opening: moneyText(b.opening, b.currency),
  charges: moneyText(b.charges, b.currency),
  adjustments: moneyText(b.adjustments, b.currency),
  payments: moneyText(b.payments, b.currency),
  closing: moneyText(closingOf(b), b.currency),
  due: moneyText(dueOf(b), b.currency),
  paid: moneyText(paid, b.currency),
});

/** The statements (visible to the caller) as rows, without totals; `where` narrows. */
export async function statementBase(ctx: Pick<Ctx, 'db' | 'user'>) {
  return whereVisible(
    ctx.db
      .selectFrom('statements as s')
      .innerJoin('customers as cu', 'cu.id', 's.customer_id')
      .leftJoin('users as u', 'u.id', 's.issued_by'),
    'cu.owner_user_id',
    await scopeOf(ctx),
  );
}

const rowColumns = [
  's.id',
  's.number',
  's.customer_id as customerId',
  'cu.short_name as shortName',
  's.period_from as periodFrom',
  's.period_to as periodTo',
  's.state',
  's.issued_at as issuedAt',
  'u.name as issuedBy',
  's.settled_at as settledAt',
  's.version',
] as const;

/** These statements as rows, in the order given: an issued one's totals as kept, a draft's as issuing would bill now. */
export async function statementRows(
  ctx: Pick<Ctx, 'db' | 'user'>,
  ids: number[],
  timeZone: string,
): Promise<StatementRow[]> {
  if (!ids.length) return [];
  const db = ctx.db;
  const rows = await (
    await statementBase(ctx)
  )
    .select(rowColumns)
    .select((eb) =>
      eb
        .selectFrom('statement_orders as so')
        .select(sql<number>`count(*)::integer`.as('n'))
        .whereRef('so.statement_id', '=', 's.id')
        .as('billedCount'),
    )
    .where(sql<SqlBool>`s.id = any(${ids}::integer[])`)
    .execute();
  const [kept, paid] = await Promise.all([
    db
      .selectFrom('statement_totals')
      .selectAll()
      .where(sql<SqlBool>`statement_id = any(${ids}::integer[])`)
      .orderBy('currency')
      .execute(),
    paidOn(db, ids),
  ]);
  const byId = new Map(
    await Promise.all(
      rows.map(async (r): Promise<[number, StatementRow]> => {
        const period = { customerId: r.customerId, from: r.periodFrom, to: r.periodTo };
        const draft = r.state === 'draft';
        const balances = draft
          ? await balancesOf(db, period, timeZone)
          : kept
              .filter((k) => k.statement_id === r.id)
              .map((k) => ({
                currency: k.currency,
                opening: signedDec(k.opening),
                charges: signedDec(k.charges),
                adjustments: signedDec(k.adjustments),
                payments: signedDec(k.payments),
              }));
        const orderCount = draft
          ? Number(
              (
                await pricedOrders(db, period, timeZone)
                  .select(sql<number>`count(*)::integer`.as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            )
          : (r.billedCount ?? 0);
        return [
          r.id,
          {
            id: r.id,
            number: r.number,
            customerId: r.customerId,
            shortName: r.shortName,
            periodFrom: r.periodFrom,
            periodTo: r.periodTo,
            state: r.state,
            orderCount,
            totals: balances.map((b) => totalOf(b, paid.get(r.id)!.get(b.currency) ?? 0n)),
            issuedAt: r.issuedAt?.toISOString() ?? null,
            issuedBy: r.issuedBy,
            settledAt: r.settledAt?.toISOString() ?? null,
            version: r.version,
          },
        ];
      }),
    ),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One statement the caller sees, or 40400. */
export async function statementRow(ctx: Pick<Ctx, 'db' | 'user'>, id: number, timeZone: string) {
  const [row] = await statementRows(ctx, [id], timeZone);
  if (!row) throw new AppError(Code.NOT_FOUND, m.notFound);
  return row;
}
