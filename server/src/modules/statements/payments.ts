import { Code, type CustomerPaymentRow } from '@fwd/contract';
import type { z } from 'zod';
import type { customerPaymentBody, customerPaymentFilter } from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldConflict, fieldError } from '../../http/rules.ts';
import { minorUnitOf } from '../../quote-engine/decimal.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { scopeOf, whereVisible } from '../roles/scope.ts';
import { statementMessages as m } from './messages.ts';
import { fitsCurrency, moneyText, signedDec } from './money.ts';
import { visibleCustomer } from './queries.ts';

/*
 * 收款: a payment is applied, when recorded, to the statements staff chose or
 * to the customer's oldest open ones in its currency; what is left is the
 * customer's credit, applied when its next statement is issued. Every
 * application runs with the customer's row locked (FOR NO KEY UPDATE), as
 * issuing does: two at once for one customer take turns, each reading what
 * the other applied, so nothing is applied twice.
 */

/** A statement becomes settled once payments cover what it asks in every currency. */
export async function settleCovered(db: Db, statementIds: number[]): Promise<number[]> {
  if (!statementIds.length) return [];
  const settled = await db
    .updateTable('statements as s')
    .set((eb) => ({
      state: 'settled',
      settled_at: new Date(),
      version: eb('s.version', '+', 1),
      updated_at: new Date(),
    }))
    .where(sql<SqlBool>`s.id = any(${statementIds}::integer[])`)
    .where('s.state', '=', 'issued')
    .where(
      sql<SqlBool>`not exists (
        select 1 from statement_totals t
        where t.statement_id = s.id and t.due > coalesce((
          select sum(a.amount) from payment_applications a join payments p on p.id = a.payment_id
          where a.statement_id = s.id and p.currency = t.currency), 0))`,
    )
    .returning('s.id')
    .execute();
  return settled.map((r) => r.id);
}

/** What is left of a payment to apply. */
async function leftOf(db: Db, paymentId: number): Promise<bigint> {
  const r = await db
    .selectFrom('payments as p')
    .select(
      sql<string>`p.amount - coalesce((select sum(a.amount) from payment_applications a where a.payment_id = p.id), 0)`.as(
        'left',
      ),
    )
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return signedDec(r.left);
}

/**
 * Applies what is left of a payment to the customer's open statements in its currency: the chosen ones in the
 * order given (each must be open: 40000 naming it), or the oldest first. Call with the customer's row locked.
 * Answers the statements it settled.
 */
export async function applyPayment(
  t: Pick<Ctx, 'db' | 'lang'>,
  payment: { id: number; customerId: number; currency: string },
  chosen?: number[],
): Promise<number[]> {
  let left = await leftOf(t.db, payment.id);
  const open = await t.db
    .selectFrom('statements as s')
    .innerJoin('statement_totals as st', (j) =>
      j.onRef('st.statement_id', '=', 's.id').on('st.currency', '=', payment.currency),
    )
    .select([
      's.id',
      sql<string>`st.due - coalesce((
        select sum(a.amount) from payment_applications a join payments p on p.id = a.payment_id
        where a.statement_id = s.id and p.currency = st.currency), 0)`.as('open'),
    ])
    .where('s.customer_id', '=', payment.customerId)
    .where('s.state', '=', 'issued')
    .orderBy('s.period_from')
    .orderBy('s.id')
    .execute();
  const owing = new Map(open.map((o) => [o.id, signedDec(o.open)] as const).filter(([, d]) => d > 0n));
  const targets = chosen ?? [...owing.keys()];
  const bad = targets.findIndex((id) => !owing.has(id));
  if (bad >= 0)
    throw fieldError(t.lang, `statementIds.${bad}`, m.notOpen, { id: targets[bad]!, currency: payment.currency });
  const applied: { payment_id: number; statement_id: number; amount: string }[] = [];
  for (const id of targets) {
    if (left <= 0n) break;
    const part = owing.get(id)! < left ? owing.get(id)! : left;
    applied.push({ payment_id: payment.id, statement_id: id, amount: moneyText(part, payment.currency) });
    left -= part;
  }
  if (!applied.length) return [];
  await t.db.insertInto('payment_applications').values(applied).execute();
  return settleCovered(
    t.db,
    applied.map((a) => a.statement_id),
  );
}

/** The payments (visible to the caller) as rows. */
async function paymentBase(ctx: Pick<Ctx, 'db' | 'user'>) {
  return whereVisible(
    ctx.db
      .selectFrom('payments as p')
      .innerJoin('customers as cu', 'cu.id', 'p.customer_id')
      .leftJoin('users as u', 'u.id', 'p.created_by'),
    'cu.owner_user_id',
    await scopeOf(ctx),
  );
}

/** These payments as rows, in the order given, with their applications. */
export async function paymentRows(ctx: Pick<Ctx, 'db' | 'user'>, ids: number[]): Promise<CustomerPaymentRow[]> {
  if (!ids.length) return [];
  const [rows, apps] = await Promise.all([
    (await paymentBase(ctx))
      .select([
        'p.id',
        'p.customer_id as customerId',
        'cu.short_name as shortName',
        'p.currency',
        'p.amount',
        'p.paid_on as paidOn',
        'p.method',
        'p.reference',
        'p.note',
        'u.name as byName',
        'p.created_at as at',
        'p.version',
      ])
      .where(sql<SqlBool>`p.id = any(${ids}::integer[])`)
      .execute(),
    ctx.db
      .selectFrom('payment_applications as a')
      .innerJoin('statements as s', 's.id', 'a.statement_id')
      .select(['a.payment_id as paymentId', 'a.statement_id as statementId', 's.number', 'a.amount'])
      .where(sql<SqlBool>`a.payment_id = any(${ids}::integer[])`)
      .orderBy('a.id')
      .execute(),
  ]);
  const byId = new Map(
    rows.map((r) => {
      const mine = apps.filter((a) => a.paymentId === r.id);
      const used = mine.reduce((s, a) => s + signedDec(a.amount), 0n);
      const row: CustomerPaymentRow = {
        ...r,
        amount: moneyText(r.amount, r.currency),
        unapplied: moneyText(signedDec(r.amount) - used, r.currency),
        at: r.at.toISOString(),
        applications: mine.map((a) => ({
          statementId: a.statementId,
          number: a.number,
          amount: moneyText(a.amount, r.currency),
        })),
      };
      return [r.id, row] as const;
    }),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** 40000 unless the amount is positive and has no more decimals than its currency. */
export function assertAmount(lang: Ctx['lang'], path: string, amount: string, currency: string, signed = false) {
  if (!fitsCurrency(amount.replace(/^-/, ''), currency))
    throw fieldError(lang, path, m.scale, { currency, places: minorUnitOf(currency) });
  if (signedDec(amount) === 0n) throw fieldError(lang, path, signed ? m.nonZero : m.positive);
}

/** Records a payment and applies it (audited, in one transaction). */
export async function recordPayment(ctx: Ctx, body: z.output<typeof customerPaymentBody>): Promise<CustomerPaymentRow> {
  assertAmount(ctx.lang, 'amount', body.amount, body.currency);
  return inTransaction(ctx, async (t) => {
    await visibleCustomer(t, body.customerId, true);
    const { id } = await t.db
      .insertInto('payments')
      .values({
        customer_id: body.customerId,
        currency: body.currency,
        amount: body.amount,
        paid_on: body.paidOn,
        method: body.method,
        reference: body.reference,
        note: body.note,
        created_by: t.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyPayment(t, { id, customerId: body.customerId, currency: body.currency }, body.statementIds);
    const [row] = await paymentRows(t, [id]);
    await audit(t, 'create', 'payment', id, null, row);
    return row!;
  });
}

/** Applies what is left of a payment (version checked: 40900 with the payment as it is; nothing left: 40900). */
export async function applyLeft(
  ctx: Ctx,
  id: number,
  { version, statementIds }: { version: number; statementIds?: number[] },
): Promise<CustomerPaymentRow> {
  return inTransaction(ctx, async (t) => {
    const [found] = await paymentRows(t, [id]);
    if (!found) throw new AppError(Code.NOT_FOUND, m.noSuchPayment);
    await visibleCustomer(t, found.customerId, true);
    // Read again under the customer's lock: another application may have just committed.
    const [before] = await paymentRows(t, [id]);
    return updateVersioned(t, {
      table: 'payments',
      id,
      version,
      set: {},
      read: async (db) => (await paymentRows({ db, user: t.user }, [id]))[0],
      notFound: m.noSuchPayment,
      alsoWrite: async (db) => {
        if ((await leftOf(db, id)) <= 0n) throw fieldConflict(t.lang, 'version', m.nothingLeft);
        await applyPayment({ db, lang: t.lang }, before!, statementIds);
      },
      audit: { entity: 'payment', before },
    });
  });
}

/** A page of payments, newest first, with sums per currency over the whole filter. */
export async function paymentPage(ctx: Ctx, f: z.output<typeof customerPaymentFilter>) {
  const q = (await paymentBase(ctx))
    .$if(f.customerId !== undefined, (w) => w.where('p.customer_id', '=', f.customerId!))
    .$if(f.currency !== undefined, (w) => w.where('p.currency', '=', f.currency!))
    .$if(f.from !== undefined, (w) => w.where('p.paid_on', '>=', f.from!))
    .$if(f.to !== undefined, (w) => w.where('p.paid_on', '<=', f.to!));
  const [ids, sums] = await Promise.all([
    q
      .select('p.id')
      .orderBy('p.paid_on', 'desc')
      .orderBy('p.id', 'desc')
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize)
      .execute(),
    q
      .select([
        'p.currency',
        sql<string>`sum(p.amount)`.as('amount'),
        sql<string>`coalesce(sum((select sum(a.amount) from payment_applications a where a.payment_id = p.id)), 0)`.as(
          'paid',
        ),
        sql<number>`count(*)::integer`.as('n'),
      ])
      .groupBy('p.currency')
      .orderBy('p.currency')
      .execute(),
  ]);
  return {
    records: await paymentRows(
      ctx,
      ids.map((r) => r.id),
    ),
    total: sums.reduce((n, s) => n + s.n, 0),
    sums: sums.map((s) => ({
      currency: s.currency,
      amount: moneyText(s.amount, s.currency),
      paid: moneyText(s.paid, s.currency),
    })),
  };
}
