import { rateSheetFields, surchargeFields, type RateRow } from '@fwd/contract';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../http/context.ts';
import { quoteBookBuild } from '../modules/quotes/book.ts';
import { sheetContents } from '../modules/quotes/sheets.ts';
import { pricingBooks } from '../modules/settlement/books.ts';
import {
  createCostSheet,
  createCostSurcharge,
  createCustomerSheet,
  setPriceLevel,
} from '../modules/settlement/levels.ts';
import { priceOrders } from '../modules/settlement/pricing.ts';
import { dec, fixed, mul } from '../quote-engine/decimal.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * The demo's settlement: each demo channel's sale sheets again as cost sheets
 * at 72 % of the price (what the agents are expected to bill), a 10 % fuel
 * surcharge on cost for every channel, two customer price levels on
 * US-EXP-DDP (星辰电子 +8 % on the base; 海蓝家居 its own sheet at 90 % of the
 * channel's), then every order priced, so 运单计费 is alive on `npm start`.
 * Each record saved through its service, each sheet on the day before its own
 * as the quote demo does. Runs once (a `meta` row says so).
 */

const DEMO_KEY = 'demo_settlement';
const BATCH = 2000;

/** A sheet's rows with every price scaled by `factor`, to the cent. */
const scaled = (rates: RateRow[], factor: string): RateRow[] => {
  const by = (v: string | null) => (v === null ? null : fixed(mul(dec(v), dec(factor)), 2));
  return rates.map((r) => ({ ...r, price: by(r.price)!, stepPrice: by(r.stepPrice), pieceFee: by(r.pieceFee) }));
};

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export async function seedDemoSettlement(db: Db, timeZone: string): Promise<boolean> {
  const seeded = await inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;
    const ctx = await asAdministrator(t.db);
    const sheets = await t.db
      .selectFrom('rate_sheets')
      .innerJoin('channels', 'channels.id', 'rate_sheets.channel_id')
      .select([
        'rate_sheets.id',
        'rate_sheets.channel_id as channelId',
        'channels.code',
        'rate_sheets.effective_from as day',
      ])
      .where('rate_sheets.kind', '=', 'sale')
      .orderBy('rate_sheets.id')
      .execute();
    const contents = await sheetContents(
      t.db,
      sheets.map((s) => s.id),
    );
    for (const s of sheets) {
      const { zones, rates } = contents.get(s.id)!;
      const cost = rateSheetFields.parse({
        effectiveFrom: s.day,
        note: '代理预计成本',
        zones,
        rates: scaled(rates, '0.72'),
      });
      await entered(`cost sheet ${s.code} ${s.day}`, () => createCostSheet(ctx, dayBefore(s.day), s.channelId, cost));
    }
    const fuel = surchargeFields.parse({
      name: '燃油附加费（成本）',
      kind: 'fuel',
      basis: 'percent',
      amount: '10',
      effectiveFrom: sheets[0]?.day ?? '2026-01-01',
    });
    await entered('cost surcharge', () => createCostSurcharge(ctx, fuel));
    const us = sheets.filter((s) => s.code === 'US-EXP-DDP');
    const customers = new Map(
      (
        await t.db
          .selectFrom('customers')
          .select(['id', 'short_name'])
          .where('short_name', 'in', ['星辰电子', '海蓝家居'])
          .execute()
      ).map((c) => [c.short_name, c.id]),
    );
    const [markup, own] = [customers.get('星辰电子'), customers.get('海蓝家居')];
    if (us.length && markup !== undefined)
      await entered('price level 星辰电子', () =>
        setPriceLevel(ctx, markup, us[0]!.channelId, { kind: 'percent', percent: '8' }),
      );
    if (us.length && own !== undefined) {
      await entered('price level 海蓝家居', () => setPriceLevel(ctx, own, us[0]!.channelId, { kind: 'sheet' }));
      for (const s of us) {
        const { zones, rates } = contents.get(s.id)!;
        const sheet = rateSheetFields.parse({
          effectiveFrom: s.day,
          note: '海蓝家居协议价',
          zones,
          rates: scaled(rates, '0.9'),
        });
        await entered(`customer sheet ${s.day}`, () =>
          createCustomerSheet(ctx, dayBefore(s.day), s.channelId, own, sheet),
        );
      }
    }
    return true;
  });
  if (!seeded) return false;
  // Every order priced, a batch a transaction, with the books as just saved (read outside any transaction).
  const books = await pricingBooks(db, await quoteBookBuild.build(db, undefined));
  const ids = (await db.selectFrom('orders').select('id').orderBy('id').execute()).map((o) => o.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    await inTransaction({ db }, (t) =>
      priceOrders(t.db, timeZone, books, ids.slice(i, i + BATCH), { cause: 'bulk', userId: null, onlyChanged: false }),
    );
  }
  await sql`analyze order_charges`.execute(db);
  return true;
}
