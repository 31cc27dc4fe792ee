import { inTransaction, type Db } from '../http/context.ts';
import { monthOf } from '../modules/settlement/profit.ts';
import { createRate, monthBefore } from '../modules/settlement/rates.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * The demo's exchange rates: this month and the two before (the demo's 90 days
 * of orders), for the currencies a forwarder meets, each kept through the
 * service as staff would (audited), so 利润报表 and the home page convert on
 * `npm start`. Runs once (a `meta` row says so).
 */

const DEMO_KEY = 'demo_rates';

/** CNY for one unit, oldest month first. */
const RATES: Record<string, [string, string, string]> = {
  USD: ['7.1024', '7.1290', '7.1456'],
  EUR: ['7.7412', '7.7835', '7.8120'],
  GBP: ['9.0150', '9.0433', '9.0871'],
  JPY: ['0.047612', '0.047381', '0.047902'],
  HKD: ['0.9108', '0.9131', '0.9149'],
  AUD: ['4.6520', '4.6813', '4.7027'],
  CAD: ['5.1734', '5.1892', '5.2010'],
};

export function seedDemoRates(db: Db, timeZone: string, now = new Date()): Promise<boolean> {
  return inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;
    const ctx = await asAdministrator(t.db);
    const latest = monthOf(now, timeZone);
    const months = [monthBefore(monthBefore(latest)), monthBefore(latest), latest];
    for (const [currency, rates] of Object.entries(RATES))
      for (const [i, month] of months.entries())
        await entered(`汇率 ${month} ${currency}`, () => createRate(ctx, { month, currency, rate: rates[i]! }));
    return true;
  });
}
