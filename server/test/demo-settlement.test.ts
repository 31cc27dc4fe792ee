import type { ChargeRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/organization.ts';
import { seedDemoQuotes } from '../src/demo/quotes.ts';
import { seedDemoSettlement } from '../src/demo/settlement.ts';
import { ADMIN_PASSWORD, testApp, type Caller } from './harness.ts';
import { insertOrder } from './order-fixtures.ts';

/*
 * The demo's settlement on the demo quote book's example 1 (US, 2.3 kg, US-EXP-DDP: 首重续重 48 for
 * 0.5 kg + 10 × 4 steps = 88.00), entered yesterday for three customers.
 */

let t: Caller;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await testApp();
  await seedDemoData(t.db);
  await seedDemoQuotes(t.db);
  const one = async <T>(q: Promise<T | undefined>) => (await q)!;
  const channel = await one(
    t.db.selectFrom('channels').select('id').where('code', '=', 'US-EXP-DDP').executeTakeFirst(),
  );
  for (const [i, name] of ['星辰电子', '海蓝家居', '锐动户外'].entries()) {
    const customer = await one(
      t.db.selectFrom('customers').select('id').where('short_name', '=', name).executeTakeFirst(),
    );
    ids[name] = await insertOrder(t.db, {
      numbers: `DEMO-S${i}`,
      customer_id: customer.id,
      channel_id: channel.id,
      country: 'US',
      weight: '2.300',
      pieces: 1,
      entry_date: new Date(Date.now() - 86_400_000),
    });
  }
  expect(await seedDemoSettlement(t.db, t.config.timeZone)).toBe(true);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const charge = async (id: number) =>
  (await t.call<{ charge: ChargeRow }>('GET', `/api/settlement/charges/${id}`, { token: admin })).body.data.charge;

describe('the demo settlement', () => {
  it('prices every order with the customers’ levels, and costs it on the cost sheets (72 %) with the 10 % cost fuel', async () => {
    // The channel's price as it is.
    expect(await charge(ids['锐动户外']!)).toMatchObject({ state: 'priced', total: '88.00', level: null });
    // +8 % on the base 88: 7.04.
    expect(await charge(ids['星辰电子']!)).toMatchObject({ total: '95.04', level: { kind: 'percent' } });
    // Its own sheet at 90 %: 43.20 + 9.00 × 4 = 79.20.
    expect(await charge(ids['海蓝家居']!)).toMatchObject({ total: '79.20', level: { kind: 'sheet' } });
    // Cost: 34.56 + 7.20 × 4 = 63.36, fuel 6.336: 69.696 → 69.70; profit 88.00 − 69.70.
    expect(await charge(ids['锐动户外']!)).toMatchObject({ cost: { total: '69.70', reason: null }, profit: '18.30' });
  });

  it('runs once', async () => {
    expect(await seedDemoSettlement(t.db, t.config.timeZone)).toBe(false);
  });
});
