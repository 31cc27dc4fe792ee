import type { AccountRow, OverLimit, accountBody, accountFilter } from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Ctx, Db } from '../../http/context.ts';
import { fieldError } from '../../http/rules.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { scopeOf, whereVisible } from '../roles/scope.ts';
import { statementMessages as m } from './messages.ts';
import { minorUnitOf } from '../../quote-engine/decimal.ts';
import { fitsCurrency, moneyText, signedDec } from './money.ts';
import { visibleCustomer } from './queries.ts';

/*
 * Each customer's account: per currency, what its issued statements asked
 * less what it paid (the balance), what is priced or adjusted but on no
 * statement yet, and payments no statement holds; its credit limit in one
 * currency, passed when the balance and the unbilled there exceed it; the
 * language its statements are written in.
 */

/** What a customer (`cu`) owes and has priced in the currency of its limit, in SQL. */
const exposure = sql<string>`(
  coalesce((select sum(t.due) from statement_totals t join statements s on s.id = t.statement_id
    where s.customer_id = cu.id and s.state <> 'draft' and t.currency = cu.credit_currency), 0)
  - coalesce((select sum(p.amount) from payments p where p.customer_id = cu.id and p.currency = cu.credit_currency), 0)
  + coalesce((select sum(c.sale_total) from order_charges c join orders o on o.id = c.order_id
    where o.customer_id = cu.id and c.state = 'priced' and c.currency = cu.credit_currency), 0)
  + coalesce((select sum(a.amount) from charge_adjustments a
    where a.customer_id = cu.id and a.statement_id is null and a.currency = cu.credit_currency), 0))`;
const over = sql<SqlBool>`(cu.credit_limit is not null and ${exposure} > cu.credit_limit)`;

const visibleCustomers = async (ctx: Pick<Ctx, 'db' | 'user'>) =>
  whereVisible(ctx.db.selectFrom('customers as cu'), 'cu.owner_user_id', await scopeOf(ctx));

/** Customers the caller sees, for pickers. */
export async function customerOptions(ctx: Ctx) {
  return (await visibleCustomers(ctx))
    .select(['cu.id', 'cu.short_name as shortName'])
    .orderBy('cu.short_name')
    .execute();
}

type Sums = { customer: number; currency: string | null; amount: string }[];

/** These customers' accounts, in the order given. */
async function accountRows(db: Db, ids: number[]): Promise<AccountRow[]> {
  if (!ids.length) return [];
  const among = sql<SqlBool>`= any(${ids}::integer[])`;
  const [customers, billed, paid, unapplied, unbilled] = await Promise.all([
    db
      .selectFrom('customers as cu')
      .innerJoin('users as u', 'u.id', 'cu.owner_user_id')
      .select([
        'cu.id',
        'cu.short_name as shortName',
        'u.name as ownerName',
        'cu.language',
        'cu.credit_limit as creditLimit',
        'cu.credit_currency as creditCurrency',
        over.as('overLimit'),
        'cu.version',
      ])
      .where(sql<SqlBool>`cu.id ${among}`)
      .execute(),
    db
      .selectFrom('statement_totals as t')
      .innerJoin('statements as s', 's.id', 't.statement_id')
      .select(['s.customer_id as customer', 't.currency', sql<string>`sum(t.due)`.as('amount')])
      .where(sql<SqlBool>`s.customer_id ${among}`)
      .where('s.state', '<>', 'draft')
      .groupBy(['s.customer_id', 't.currency'])
      .execute(),
    db
      .selectFrom('payments as p')
      .select(['p.customer_id as customer', 'p.currency', sql<string>`sum(p.amount)`.as('amount')])
      .where(sql<SqlBool>`p.customer_id ${among}`)
      .groupBy(['p.customer_id', 'p.currency'])
      .execute(),
    db
      .selectFrom('payments as p')
      .select([
        'p.customer_id as customer',
        'p.currency',
        sql<string>`sum(p.amount - coalesce((select sum(a.amount) from payment_applications a where a.payment_id = p.id), 0))`.as(
          'amount',
        ),
      ])
      .where(sql<SqlBool>`p.customer_id ${among}`)
      .groupBy(['p.customer_id', 'p.currency'])
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom('order_charges as c')
          .innerJoin('orders as o', 'o.id', 'c.order_id')
          .select(['o.customer_id as customer', 'c.currency', 'c.sale_total as amount'])
          .where(sql<SqlBool>`o.customer_id ${among}`)
          .where('c.state', '=', 'priced')
          .unionAll(
            db
              .selectFrom('charge_adjustments as a')
              .select(['a.customer_id as customer', 'a.currency', 'a.amount'])
              .where(sql<SqlBool>`a.customer_id ${among}`)
              .where('a.statement_id', 'is', null),
          )
          .as('x'),
      )
      .select(['x.customer', 'x.currency', sql<string>`sum(x.amount)`.as('amount')])
      .groupBy(['x.customer', 'x.currency'])
      .execute(),
  ]);
  const of = (sums: Sums, customer: number, currency: string) =>
    signedDec(sums.find((s) => s.customer === customer && s.currency === currency)?.amount ?? '0');
  const byId = new Map(
    customers.map((c) => {
      const currencies = [
        ...new Set(
          [billed, paid, unbilled as Sums].flatMap((sums) =>
            sums.filter((s) => s.customer === c.id && s.currency !== null).map((s) => s.currency!),
          ),
        ),
      ].sort();
      const row: AccountRow = {
        customerId: c.id,
        shortName: c.shortName,
        ownerName: c.ownerName,
        language: c.language,
        creditLimit: c.creditLimit && moneyText(c.creditLimit, c.creditCurrency!),
        creditCurrency: c.creditCurrency,
        overLimit: Boolean(c.overLimit),
        balances: currencies.map((currency) => {
          const [b, p] = [of(billed, c.id, currency), of(paid, c.id, currency)];
          return {
            currency,
            billed: moneyText(b, currency),
            paid: moneyText(p, currency),
            balance: moneyText(b - p, currency),
            unbilled: moneyText(of(unbilled as Sums, c.id, currency), currency),
            unapplied: moneyText(of(unapplied, c.id, currency), currency),
          };
        }),
        version: c.version,
      };
      return [c.id, row] as const;
    }),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** A page of the accounts of the customers the caller sees, by name; `overLimit` narrows to those past (or within) their limit. */
export async function accountPage(ctx: Ctx, f: z.output<typeof accountFilter>) {
  const q = (await visibleCustomers(ctx))
    .$if(f.keyword !== undefined && f.keyword !== '', (w) =>
      w.where((eb) =>
        eb.or([eb('cu.short_name', 'ilike', `%${f.keyword!}%`), eb('cu.full_name', 'ilike', `%${f.keyword!}%`)]),
      ),
    )
    .$if(f.overLimit !== undefined, (w) => w.where(f.overLimit === 'true' ? over : sql<SqlBool>`not ${over}`));
  const [ids, { total }] = await Promise.all([
    q
      .select('cu.id')
      .orderBy('cu.short_name')
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize)
      .execute(),
    q.select(sql<number>`count(*)::integer`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: await accountRows(
      ctx.db,
      ids.map((r) => r.id),
    ),
    total: Number(total),
  };
}

/** Sets a customer's credit limit and statement language (version checked, audited). */
export async function setAccount(ctx: Ctx, id: number, body: z.output<typeof accountBody>): Promise<AccountRow> {
  if ((body.creditLimit === null) !== (body.creditCurrency === null))
    throw fieldError(ctx.lang, 'creditCurrency', m.creditPair);
  // A limit of 0 is one: nothing on credit.
  if (body.creditLimit !== null && !fitsCurrency(body.creditLimit, body.creditCurrency!))
    throw fieldError(ctx.lang, 'creditLimit', m.scale, {
      currency: body.creditCurrency!,
      places: minorUnitOf(body.creditCurrency!),
    });
  await visibleCustomer(ctx, id);
  const [before] = await accountRows(ctx.db, [id]);
  return updateVersioned(ctx, {
    table: 'customers',
    id,
    version: body.version,
    set: { language: body.language, credit_limit: body.creditLimit, credit_currency: body.creditCurrency },
    read: async (db) => (await accountRows(db, [id]))[0],
    notFound: m.noSuchCustomer,
    audit: { entity: 'customerAccount', before },
  });
}

/** The customers the caller sees past their credit limit, with what they owe and have priced. */
export async function overLimit(ctx: Ctx): Promise<OverLimit[]> {
  const rows = await (
    await visibleCustomers(ctx)
  )
    .select([
      'cu.id as customerId',
      'cu.credit_currency as currency',
      'cu.credit_limit as limit',
      exposure.as('exposure'),
    ])
    .where(over)
    .orderBy('cu.id')
    .execute();
  return rows.map((r) => ({
    customerId: r.customerId,
    currency: r.currency!,
    limit: moneyText(r.limit!, r.currency!),
    exposure: moneyText(r.exposure, r.currency!),
  }));
}
