import type { PriceList } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../src/demo/organization.ts';
import { seedDemoQuotes } from '../src/demo/quotes.ts';
import { testApp, type Caller } from './harness.ts';
import { explained } from './quote-engine-fixtures.ts';
import { dayFrom, priceQuery, totals } from './quote-fixtures.ts';

/* The worked examples written in server/src/demo/quotes.ts, asked of the route as a demo salesperson. */

let t: Caller;
let sales: string;
beforeAll(async () => {
  t = await testApp();
  await seedDemoData(t.db);
  expect(await seedDemoQuotes(t.db)).toBe(true);
  sales = await t.login('yangli', DEMO_PASSWORD);
});
afterAll(() => t.close());

const ask = async (query: Record<string, string>): Promise<PriceList> => {
  const r = await priceQuery(t, sales, query);
  expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
  return r.body.data;
};
const order = (list: PriceList) => list.data.map((q) => `${q.channel.code} ${q.total}`);
const reasons = (list: PriceList) => Object.fromEntries(list.excluded.map((e) => [e.channel.code, e.reason]));

describe('the demo quote book', () => {
  it('example 1: US, 2.3 kg', async () => {
    const list = await ask({ country: 'US', weight: '2.3' });
    expect(order(list)).toEqual([
      'US-EXP-DDP 88.00',
      'UPS-EXP-DDP 166.75',
      'FEDEX-IP 220.00',
      'DHL-EXP-DDP 288.00',
      'US-AIR-DDP 441.60',
      'US-SEA-FAST 1200.00',
    ]);
    expect(reasons(list)).toEqual({
      'EU-EXP-DDP': 'countryNotServed',
      'JP-EXP-DDP': 'countryNotServed',
      'EU-AIR-DDP': 'countryNotServed',
      'UK-AIR-DDP': 'countryNotServed',
      'US-SEA-STD': 'notQuoting',
      'EU-SEA-DDP': 'countryNotServed',
    });
    const dhl = list.data.find((q) => q.channel.code === 'DHL-EXP-DDP')!;
    expect(dhl.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['base', '240'],
      ['fuel', '48'],
    ]);
    expect(explained(list).find((q) => q.channel.code === 'US-SEA-FAST')!.weight).toMatchObject({
      rounded: '3',
      minimumApplied: true,
      chargeable: '100',
    });
  });

  it('example 2: CN → DE, 12 kg in two pieces', async () => {
    const list = await ask({ country: '德国', weight: '12', pieces: '50,40,30,5;40,30,20,7' });
    expect(order(list)).toEqual(['EU-AIR-DDP 408.00', 'EU-EXP-DDP 510.00', 'EU-SEA-DDP 800.00', 'DHL-EXP-DDP 1094.40']);
    // US-SEA-STD stopped quoting, but it never served Germany: that is said first.
    expect(Object.values(reasons(list))).toEqual(Array(8).fill('countryNotServed'));
    expect(explained(list).find((q) => q.channel.code === 'EU-SEA-DDP')!.weight).toMatchObject({
      cbm: '0.084',
      volumetric: '84',
      rounded: '84',
      chargeable: '100',
    });
    expect(
      explained(list)
        .find((q) => q.channel.code === 'DHL-EXP-DDP')!
        .weight.pieces.map((p) => p.rounded),
    ).toEqual(['12', '7']);
  });

  it('example 3: US, 2.3 kg to a remote ZIP', async () => {
    const list = await ask({ country: 'US', weight: '2.3', postcode: '99501' });
    expect(totals(list)).toMatchObject({
      'US-EXP-DDP': '160.00',
      'UPS-EXP-DDP': '201.25',
      'US-AIR-DDP': '496.80',
      'DHL-EXP-DDP': '288.00',
    });
    const ups = list.data.find((q) => q.channel.code === 'UPS-EXP-DDP')!;
    expect(ups.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['base', '145'],
      ['remote', '30'],
      ['fuel', '26.25'],
    ]);
    expect(list.data.find((q) => q.channel.code === 'US-EXP-DDP')!.zone.code).toBe('R');
  });

  it("refuses batteries on two channels and charges for them elsewhere; limits a piece's weight", async () => {
    const battery = await ask({ country: 'US', weight: '1', cargoType: 'battery' });
    expect(reasons(battery)).toMatchObject({ 'FEDEX-IP': 'cargo' });
    expect(
      battery.data.find((q) => q.channel.code === 'US-EXP-DDP')!.lines.find((l) => l.kind === 'sensitive')!.amount,
    ).toBe('30');
    const heavy = await ask({ country: 'DE', pieces: '40,30,20,35' });
    expect(reasons(heavy)).toMatchObject({ 'EU-EXP-DDP': 'pieceWeight' });
    expect(
      heavy.data.find((q) => q.channel.code === 'DHL-EXP-DDP')!.lines.find((l) => l.kind === 'overweight')!.amount,
    ).toBe('80');
  });

  it('prices an earlier day from the older sheet', async () => {
    // 100 days back only DHL's older sheet was in force: 130 + 32 × 4 = 258, fuel 20 % = 51.60.
    const list = await ask({ country: 'US', weight: '2.3', date: dayFrom(-100) });
    expect(order(list)).toEqual(['DHL-EXP-DDP 309.60']);
    expect(reasons(list)['UPS-EXP-DDP']).toBe('noSheet');
  });

  it('is seeded once', async () => {
    expect(await seedDemoQuotes(t.db)).toBe(false);
  });
});
