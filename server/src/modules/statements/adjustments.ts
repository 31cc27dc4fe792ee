import { Code, type AdjustmentRow, type adjustmentBody } from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { scopeOf, whereVisible } from '../roles/scope.ts';
import type { PricingBooks } from '../settlement/books.ts';
import { inputsKey, orderInputs, priceOrder } from '../settlement/pricing.ts';
import { statementMessages as m } from './messages.ts';
import { moneyText, signedDec } from './money.ts';
import { assertAmount } from './payments.ts';

/*
 * Adjustments: what changes an order's charge after it was priced, each onto
 * the customer's next statement (statement_id null until one is issued).
 * Staff add them with a reason; an order already billed whose pricing inputs
 * change is priced again here, and the difference against what was billed
 * (and adjusted since) becomes one of kind `repriced`: its charge stays as
 * billed, the issued statement as issued.
 */

/** These adjustments as rows, in id order. */
export async function adjustmentRows(db: Db, ids: number[]): Promise<AdjustmentRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('charge_adjustments as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .leftJoin('statements as s', 's.id', 'a.statement_id')
    .select([
      'a.id',
      'a.order_id as orderId',
      'o.numbers',
      'a.customer_id as customerId',
      'a.currency',
      'a.amount',
      'a.kind',
      'a.reason',
      'u.name as byName',
      'a.created_at as at',
      'a.statement_id as statementId',
      's.number as statementNumber',
    ])
    .where(sql<SqlBool>`a.id = any(${ids}::integer[])`)
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ ...r, amount: moneyText(r.amount, r.currency), at: r.at.toISOString() }));
}

/** Adjusts an order's charge with a reason (audited): in the charge's currency, onto the customer's next statement. */
export async function addAdjustment(ctx: Ctx, body: z.output<typeof adjustmentBody>): Promise<AdjustmentRow> {
  return inTransaction(ctx, async (t) => {
    const order = await whereVisible(
      t.db
        .selectFrom('orders as o')
        .leftJoin('order_charges as c', 'c.order_id', 'o.id')
        .select(['o.id', 'o.customer_id as customerId', 'c.state', 'c.currency'])
        .where('o.id', '=', body.orderId),
      'o.owner_user_id',
      await scopeOf(t),
    ).executeTakeFirst();
    if (!order) throw new AppError(Code.NOT_FOUND, m.noSuchOrder);
    if (order.state !== 'priced' && order.state !== 'billed') throw fieldError(t.lang, 'orderId', m.unpriced);
    assertAmount(t.lang, 'amount', body.amount, order.currency!, true);
    const { id } = await t.db
      .insertInto('charge_adjustments')
      .values({
        order_id: order.id,
        customer_id: order.customerId,
        currency: order.currency!,
        amount: body.amount,
        kind: 'manual',
        reason: body.reason,
        created_by: t.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [row] = await adjustmentRows(t.db, [id]);
    await audit(t, 'create', 'chargeAdjustment', id, null, row);
    return row!;
  });
}

/** A page of adjustments the caller sees (by the customer's owner), newest first. */
export async function adjustmentPage(
  ctx: Ctx,
  f: { customerId?: number; orderId?: number; open?: 'true' | 'false'; currentPage: number; pageSize: number },
) {
  const q = whereVisible(
    ctx.db.selectFrom('charge_adjustments as a').innerJoin('customers as cu', 'cu.id', 'a.customer_id'),
    'cu.owner_user_id',
    await scopeOf(ctx),
  )
    .$if(f.customerId !== undefined, (w) => w.where('a.customer_id', '=', f.customerId!))
    .$if(f.orderId !== undefined, (w) => w.where('a.order_id', '=', f.orderId!))
    .$if(f.open !== undefined, (w) => w.where('a.statement_id', f.open === 'true' ? 'is' : 'is not', null));
  const [ids, { total }] = await Promise.all([
    q
      .select('a.id')
      .orderBy('a.id', 'desc')
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize)
      .execute(),
    q.select(sql<number>`count(*)::integer`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: (
      await adjustmentRows(
        ctx.db,
        ids.map((r) => r.id),
      )
    ).reverse(),
    total: Number(total),
  };
}

/**
 * Inside the transaction that wrote these orders: each billed one whose pricing inputs changed since it was
 * billed (or last re-priced) is priced again, and what it would now cost beside what was billed and adjusted
 * so far, per currency, becomes a `repriced` adjustment. One that no longer prices (a weight removed) waits
 * for inputs that do.
 */
export async function adjustRepricedBilled(
  db: Db,
  timeZone: string,
  books: PricingBooks,
  ids: number[],
  by: number | null,
): Promise<void> {
  const billed = (await orderInputs(db, timeZone, ids)).filter((o) => o.state === 'billed');
  if (!billed.length) return;
  const billedIds = billed.map((o) => o.id);
  const [charges, adjusted] = await Promise.all([
    db
      .selectFrom('order_charges')
      .select(['order_id', 'currency', 'sale_total'])
      .where(sql<SqlBool>`order_id = any(${billedIds}::integer[])`)
      .execute(),
    db
      .selectFrom('charge_adjustments')
      .select(['order_id', 'currency', 'amount', 'inputs'])
      .where(sql<SqlBool>`order_id = any(${billedIds}::integer[])`)
      .where('kind', '=', 'repriced')
      .orderBy('id')
      .execute(),
  ]);
  // By order, so an import of thousands of billed orders stays linear.
  const chargeOf = new Map(charges.map((c) => [c.order_id, c]));
  const adjustedOf = new Map<number, typeof adjusted>();
  for (const a of adjusted) {
    const list = adjustedOf.get(a.order_id);
    if (list) list.push(a);
    else adjustedOf.set(a.order_id, [a]);
  }
  const added = [];
  for (const o of billed) {
    const charge = chargeOf.get(o.id)!;
    const mine = adjustedOf.get(o.id) ?? [];
    const key = inputsKey(o);
    if (key === (mine.at(-1)?.inputs ?? o.inputs)) continue;
    const priced = priceOrder(books, o);
    if (priced.state !== 'priced') continue;
    // What the order stands at now, per currency: as billed, and every re-pricing since.
    const standing = new Map<string, bigint>([[charge.currency!, signedDec(charge.sale_total!)]]);
    for (const a of mine) standing.set(a.currency, (standing.get(a.currency) ?? 0n) + signedDec(a.amount));
    const target = new Map<string, bigint>([[priced.currency!, signedDec(priced.sale_total!)]]);
    for (const currency of new Set([...standing.keys(), ...target.keys()])) {
      const diff = (target.get(currency) ?? 0n) - (standing.get(currency) ?? 0n);
      if (diff !== 0n)
        added.push({
          order_id: o.id,
          customer_id: o.customerId,
          currency,
          amount: moneyText(diff, currency),
          kind: 'repriced' as const,
          inputs: key,
          created_by: by,
        });
    }
  }
  if (added.length) await db.insertInto('charge_adjustments').values(added).execute();
}
