import { sql } from 'kysely';
import { inTransaction, type Db } from '../http/context.ts';
import { dayIn } from '../i18n/days.ts';
import { setAccount } from '../modules/statements/accounts.ts';
import { addAdjustment } from '../modules/statements/adjustments.ts';
import { moneyText, signedDec } from '../modules/statements/money.ts';
import { recordPayment } from '../modules/statements/payments.ts';
import { createStatement, issueStatement } from '../modules/statements/service.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * The demo's 客户对账 and 收款, over whatever orders the settlement demo
 * priced: for the customers with the most priced orders, last month's
 * statement issued (the first customer's paid in full, the second's half,
 * the third's not at all), an adjustment after issue (on this month's
 * draft), this month's drafts; the third customer past a credit limit; the
 * first one's statements in English. Every record through its service, as
 * the administrator. Runs once (a `meta` row says so).
 */

const DEMO_KEY = 'demo_statements';

/** The month before, 'YYYY-MM'. */
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

export async function seedDemoStatements(db: Db, timeZone: string): Promise<boolean> {
  return inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;
    const ctx = await asAdministrator(t.db);
    const today = dayIn(timeZone);
    const [current, previous] = [today.slice(0, 7), monthBefore(today.slice(0, 7))];
    // The customers with the most priced orders first; any customers when none are priced yet.
    const customers = await t.db
      .selectFrom('customers as cu')
      .leftJoin('orders as o', 'o.customer_id', 'cu.id')
      .leftJoin('order_charges as c', (j) => j.onRef('c.order_id', '=', 'o.id').on('c.state', '=', 'priced'))
      .select(['cu.id', 'cu.short_name as name', sql<number>`count(c.order_id)::integer`.as('priced')])
      .groupBy(['cu.id', 'cu.short_name'])
      .orderBy('priced', 'desc')
      .orderBy('cu.id')
      .limit(4)
      .execute();
    const currencyOf = new Map<number, string>();
    for (const [i, c] of customers.entries()) {
      const last = await entered(`statement ${c.name} ${previous}`, () =>
        createStatement(ctx, { customerId: c.id, month: previous }, timeZone),
      );
      const issued = await entered(`issue ${last.number}`, () => issueStatement(ctx, last.id, last.version, timeZone));
      const owed = issued.totals.find((x) => signedDec(x.due) > 0n);
      if (owed) currencyOf.set(c.id, owed.currency);
      // Paid in full, half, or not at all: settled, issued and partly paid, open.
      const share = [1n, 2n][i];
      if (owed && share)
        await entered(`payment ${c.name}`, () =>
          recordPayment(ctx, {
            customerId: c.id,
            currency: owed.currency,
            amount: moneyText(signedDec(owed.due) / share, owed.currency),
            paidOn: today,
            method: i === 0 ? 'bank' : 'alipay',
            reference: `HK-${previous.replace('-', '')}-${i + 1}`,
            note: null,
          }),
        );
      const billedOrder = await t.db
        .selectFrom('statement_orders')
        .select('order_id')
        .where('statement_id', '=', last.id)
        .orderBy('order_id')
        .executeTakeFirst();
      if (i === 1 && billedOrder)
        await entered('adjustment', () =>
          addAdjustment(ctx, { orderId: billedOrder.order_id, amount: '-5.00', reason: '包装破损，协商减免' }),
        );
      await entered(`statement ${c.name} ${current}`, () =>
        createStatement(ctx, { customerId: c.id, month: current }, timeZone),
      );
    }
    const [english, , overdrawn] = customers;
    for (const [c, limit] of [
      [english, null],
      [overdrawn, '100'],
    ] as const) {
      if (!c) continue;
      const { version, language } = await t.db
        .selectFrom('customers')
        .select(['version', 'language'])
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      await entered(`account ${c.name}`, () =>
        setAccount(ctx, c.id, {
          language: c === english ? 'en' : language,
          creditLimit: limit,
          creditCurrency: limit && (currencyOf.get(c.id) ?? 'CNY'),
          version,
        }),
      );
    }
    return true;
  });
}
