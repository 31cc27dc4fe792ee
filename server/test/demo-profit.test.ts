import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRates } from '../src/demo/profit.ts';
import { testApp, type Caller } from './harness.ts';

let t: Caller;
beforeAll(async () => {
  t = await testApp();
});

describe('the demo’s exchange rates', () => {
  it('keeps this month’s and the two before’s for seven currencies, audited, once', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(await seedDemoRates(t.db, t.config.timeZone, now)).toBe(true);
    const rows = await t.db
      .selectFrom('exchange_rates')
      .select(['month', 'currency'])
      .orderBy('month')
      .orderBy('currency')
      .execute();
    expect([...new Set(rows.map((r) => r.month))]).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(rows.filter((r) => r.month === '2026-03').map((r) => r.currency)).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'HKD',
      'JPY',
      'USD',
    ]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'exchangeRate')
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(21);
    expect(await seedDemoRates(t.db, t.config.timeZone, now)).toBe(false);
    expect(await t.db.selectFrom('exchange_rates').select('id').execute()).toHaveLength(21);
  });
});
