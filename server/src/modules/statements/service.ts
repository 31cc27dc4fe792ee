import {
  Code,
  type StatementDetail,
  type StatementOrder,
  type StatementRow,
  type statementCreateBody,
  type statementFilter,
} from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldConflict, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { adjustmentRows } from './adjustments.ts';
import { statementMessages as m } from './messages.ts';
import { moneyText } from './money.ts';
import { applyPayment, paymentRows, settleCovered } from './payments.ts';
import {
  balancesOf,
  closingOf,
  dueOf,
  pricedOrders,
  statementBase,
  statementRow,
  statementRows,
  visibleCustomer,
  type Period,
} from './queries.ts';

/*
 * 客户对账: a statement is a customer's period. A draft is live (what issuing
 * would bill now); issuing, with the customer's row and the statement's
 * locked, bills its orders (their charges become billed: frozen), takes the
 * customer's open adjustments, keeps its balances per currency, and applies
 * the customer's unapplied payments. From then on it never changes (the
 * service checks, and 027's triggers refuse any write that would) but for
 * becoming settled when payments cover it.
 */

/** A page of statements, newest period first, with what the issued ones ask and were paid, per currency. */
export async function statementPage(ctx: Ctx, f: z.output<typeof statementFilter>, timeZone: string) {
  const q = (await statementBase(ctx))
    .$if(f.customerId !== undefined, (w) => w.where('s.customer_id', '=', f.customerId!))
    .$if(f.state !== undefined, (w) => w.where('s.state', '=', f.state!))
    .$if(f.month !== undefined, (w) => w.where(sql<SqlBool>`to_char(s.period_from, 'YYYY-MM') = ${f.month!}`));
  const [ids, { total }, sums] = await Promise.all([
    q
      .select('s.id')
      .orderBy('s.period_from', 'desc')
      .orderBy('s.id', 'desc')
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize)
      .execute(),
    q.select(sql<number>`count(*)::integer`.as('total')).executeTakeFirstOrThrow(),
    q
      .innerJoin('statement_totals as t', 't.statement_id', 's.id')
      .select([
        't.currency',
        sql<string>`sum(t.due)`.as('amount'),
        sql<string>`coalesce(sum((select sum(a.amount) from payment_applications a join payments p on p.id = a.payment_id
          where a.statement_id = s.id and p.currency = t.currency)), 0)`.as('paid'),
      ])
      .groupBy('t.currency')
      .orderBy('t.currency')
      .execute(),
  ]);
  return {
    records: await statementRows(
      ctx,
      ids.map((r) => r.id),
      timeZone,
    ),
    total: Number(total),
    sums: sums.map((s) => ({
      currency: s.currency,
      amount: moneyText(s.amount, s.currency),
      paid: moneyText(s.paid, s.currency),
    })),
  };
}

/** The first and last day of a month 'YYYY-MM'. */
function monthDays(month: string): { from: string; to: string } {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The next statement number of a month: ST-YYYYMM-NNNN, drawn from a counter (one row a month, locked by its upsert). */
async function nextNumber(db: Db, from: string): Promise<string> {
  const month = from.slice(0, 7).replace('-', '');
  const { last } = await db
    .insertInto('statement_numbers')
    .values({ month, last: 1 })
    .onConflict((oc) => oc.column('month').doUpdateSet((eb) => ({ last: eb('statement_numbers.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `ST-${month}-${String(last).padStart(4, '0')}`;
}

/** A draft for a customer's month or period; refused (40900) over another of its statements, or before an issued one's end. */
export async function createStatement(
  ctx: Ctx,
  body: z.output<typeof statementCreateBody>,
  timeZone: string,
): Promise<StatementRow> {
  const days = body.month ? monthDays(body.month) : body.from && body.to ? { from: body.from, to: body.to } : undefined;
  if (!days) throw fieldError(ctx.lang, 'month', m.periodNeeded);
  if (days.to < days.from) throw fieldError(ctx.lang, 'to', m.periodOrder);
  const id = await inTransaction(ctx, async (t) => {
    await visibleCustomer(t, body.customerId, true);
    const clash = await t.db
      .selectFrom('statements')
      .select('number')
      .where('customer_id', '=', body.customerId)
      .where((eb) =>
        eb.or([
          eb.and([eb('period_from', '<=', days.to), eb('period_to', '>=', days.from)]),
          eb.and([eb('state', '<>', 'draft'), eb('period_to', '>=', days.from)]),
        ]),
      )
      .executeTakeFirst();
    if (clash) throw fieldConflict(t.lang, 'month', m.periodTaken, { number: clash.number });
    const created = await t.db
      .insertInto('statements')
      .values({
        number: await nextNumber(t.db, days.from),
        customer_id: body.customerId,
        period_from: days.from,
        period_to: days.to,
        created_by: t.user.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(t, 'create', 'statement', created.id, null, created);
    return created.id;
  });
  return statementRow(ctx, id, timeZone);
}

/** A statement's orders: an issued one's as billed, a draft's as issuing would bill them now. */
async function statementOrders(db: Db, s: StatementRow, timeZone: string): Promise<StatementOrder[]> {
  const rows = await (
    s.state === 'draft'
      ? pricedOrders(db, { customerId: s.customerId, from: s.periodFrom, to: s.periodTo }, timeZone).select([
          'c.currency as billedCurrency',
          'c.sale_total as amount',
        ])
      : db
          .selectFrom('statement_orders as so')
          .innerJoin('order_charges as c', 'c.order_id', 'so.order_id')
          .innerJoin('orders as o', 'o.id', 'so.order_id')
          .select(['so.currency as billedCurrency', 'so.amount'])
          .where('so.statement_id', '=', s.id)
  )
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .leftJoin('channels as ch', 'ch.id', 'o.channel_id')
    .select([
      'o.id as orderId',
      'o.numbers',
      'o.entry_date as entryDate',
      'co.code as countryCode',
      'ch.code as channelCode',
      'c.chargeable_weight as chargeableWeight',
      'c.sale_lines as lines',
    ])
    .orderBy('o.entry_date')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    orderId: r.orderId,
    numbers: r.numbers,
    entryDate: r.entryDate.toISOString(),
    countryCode: r.countryCode,
    channelCode: r.channelCode,
    chargeableWeight: r.chargeableWeight,
    currency: r.billedCurrency!,
    total: moneyText(r.amount!, r.billedCurrency!),
    lines: r.lines,
  }));
}

/** A statement with its orders, adjustments and payments (those received in its period and those applied to it). */
export async function statementDetail(ctx: Ctx, id: number, timeZone: string): Promise<StatementDetail> {
  const statement = await statementRow(ctx, id, timeZone);
  const adjustments = ctx.db
    .selectFrom('charge_adjustments')
    .select('id')
    .where((eb) =>
      statement.state === 'draft'
        ? eb.and([eb('customer_id', '=', statement.customerId), eb('statement_id', 'is', null)])
        : eb('statement_id', '=', id),
    )
    .orderBy('id');
  const payments = ctx.db
    .selectFrom('payments as p')
    .select('p.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('p.customer_id', '=', statement.customerId),
          eb('p.paid_on', '>=', statement.periodFrom),
          eb('p.paid_on', '<=', statement.periodTo),
        ]),
        eb.exists(
          eb
            .selectFrom('payment_applications as a')
            .select('a.id')
            .whereRef('a.payment_id', '=', 'p.id')
            .where('a.statement_id', '=', id),
        ),
      ]),
    )
    .orderBy('p.paid_on')
    .orderBy('p.id');
  const [orders, adjustmentIds, paymentIds] = await Promise.all([
    statementOrders(ctx.db, statement, timeZone),
    adjustments.execute(),
    payments.execute(),
  ]);
  return {
    statement,
    orders,
    adjustments: await adjustmentRows(
      ctx.db,
      adjustmentIds.map((r) => r.id),
    ),
    payments: await paymentRows(
      ctx,
      paymentIds.map((r) => r.id),
    ),
  };
}

/** The statement locked for a change by its customer's turn; 40400 when the caller does not see it. */
async function lockedStatement(t: Ctx, id: number) {
  const found = await (
    await statementBase(t)
  )
    .select(['s.customer_id as customerId'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!found) throw new AppError(Code.NOT_FOUND, m.notFound);
  // The customer first, as payments lock it: every money write of a customer takes its turn.
  await visibleCustomer(t, found.customerId, true);
  return t.db.selectFrom('statements').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/**
 * Issues a draft (version checked): bills its orders and takes the customer's open adjustments, keeps its
 * balances, then applies the customer's unapplied payments. 40900 when issued already, stale, or an earlier
 * draft of the customer is not yet issued.
 */
export async function issueStatement(ctx: Ctx, id: number, version: number, timeZone: string): Promise<StatementRow> {
  await inTransaction(ctx, async (t) => {
    const s = await lockedStatement(t, id);
    if (s.state !== 'draft')
      throw new AppError(Code.CONFLICT, m.notDraft, { number: s.number }, await statementRow(t, id, timeZone));
    if (s.version !== version)
      throw new AppError(Code.CONFLICT, m.stale, undefined, await statementRow(t, id, timeZone));
    const earlier = await t.db
      .selectFrom('statements')
      .select('number')
      .where('customer_id', '=', s.customer_id)
      .where('state', '=', 'draft')
      .where('period_from', '<', s.period_from)
      .executeTakeFirst();
    if (earlier) throw new AppError(Code.CONFLICT, m.earlierDraft, { number: earlier.number });
    const before = await statementRow(t, id, timeZone);
    const period: Period = { customerId: s.customer_id, from: s.period_from, to: s.period_to };
    const balances = await balancesOf(t.db, period, timeZone);
    const billed = await pricedOrders(t.db, period, timeZone)
      .select(['c.order_id', 'c.currency', 'c.sale_total'])
      .forUpdate()
      .execute();
    if (billed.length) {
      await t.db
        .insertInto('statement_orders')
        .values(
          billed.map((b) => ({ statement_id: id, order_id: b.order_id, currency: b.currency!, amount: b.sale_total! })),
        )
        .execute();
      await t.db
        .updateTable('order_charges')
        .set((eb) => ({ state: 'billed', version: eb('version', '+', 1), updated_at: new Date() }))
        .where(sql<SqlBool>`order_id = any(${billed.map((b) => b.order_id)}::integer[])`)
        .execute();
    }
    await t.db
      .updateTable('charge_adjustments')
      .set({ statement_id: id })
      .where('customer_id', '=', s.customer_id)
      .where('statement_id', 'is', null)
      .execute();
    if (balances.length)
      await t.db
        .insertInto('statement_totals')
        .values(
          balances.map((b) => ({
            statement_id: id,
            currency: b.currency,
            opening: moneyText(b.opening, b.currency),
            charges: moneyText(b.charges, b.currency),
            adjustments: moneyText(b.adjustments, b.currency),
            payments: moneyText(b.payments, b.currency),
            closing: moneyText(closingOf(b), b.currency),
            due: moneyText(dueOf(b), b.currency),
          })),
        )
        .execute();
    await t.db
      .updateTable('statements')
      .set({
        state: 'issued',
        issued_at: new Date(),
        issued_by: t.user.id,
        version: s.version + 1,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    // The customer's credit: payments with something left, oldest first, onto its open statements.
    const credit = await t.db
      .selectFrom('payments as p')
      .select(['p.id', 'p.customer_id as customerId', 'p.currency'])
      .where('p.customer_id', '=', s.customer_id)
      .where(
        sql<SqlBool>`p.amount > coalesce((select sum(a.amount) from payment_applications a where a.payment_id = p.id), 0)`,
      )
      .orderBy('p.paid_on')
      .orderBy('p.id')
      .execute();
    for (const p of credit) await applyPayment(t, p);
    // Nothing asked (no orders, or adjustments that give back): settled as it is issued.
    await settleCovered(t.db, [id]);
    await audit(t, 'update', 'statement', id, before, await statementRow(t, id, timeZone));
  });
  return statementRow(ctx, id, timeZone);
}

/** Deletes a draft; an issued statement stays (40900). */
export async function removeStatement(ctx: Ctx, id: number, timeZone: string): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const s = await lockedStatement(t, id);
    if (s.state !== 'draft') throw new AppError(Code.CONFLICT, m.notDraft, { number: s.number });
    const before = await statementRow(t, id, timeZone);
    await t.db.deleteFrom('statements').where('id', '=', id).execute();
    await audit(t, 'delete', 'statement', id, before, null);
    return null;
  });
}
