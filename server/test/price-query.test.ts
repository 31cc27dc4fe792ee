import type { PriceList } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteBookBuild } from '../src/modules/quotes/book.ts';
import { ADMIN_PASSWORD, errorPaths, freshDatabase, signedInWith, testApp, type Caller } from './harness.ts';
import { dayFrom, givenChannel, givenSheet, priceQuery, today, totals, usSheet } from './quote-fixtures.ts';
import { explained } from './quote-engine-fixtures.ts';

/*
 * GET /price-query over two channels: QA (US by ZIP range and country-wide,
 * per kg then cheaper) and QB (the whole US flat 300 to 100 kg), both in
 * CNY with the defaults (0.5 kg step, divisor 6000). A second app on the same
 * database writes, to show the first one's cached book follows within one
 * rebuild, no query waiting for it.
 */

let t: Caller;
let other: Caller;
let admin: string;
let qa: number;
let qaFuture: number;
beforeAll(async () => {
  const database = await freshDatabase();
  t = await testApp({ database });
  other = await testApp({ database });
  admin = await t.login('admin', ADMIN_PASSWORD);
  qa = await givenChannel(t, admin, 'QA', { sort: 1 });
  const qb = await givenChannel(t, admin, 'QB', { sort: 2 });
  await givenSheet(t, admin, qa, usSheet(dayFrom(-10)));
  qaFuture = (await givenSheet(t, admin, qa, usSheet(dayFrom(20), '25'))).id;
  await givenSheet(t, admin, qb, {
    effectiveFrom: dayFrom(-10),
    zones: [{ code: 'US', members: [{ country: 'US', match: 'country' }] }],
    rates: [{ zone: 'US', fromKg: '0', toKg: '100', model: 'flat', price: '300' }],
  });
});
afterAll(async () => {
  await t.close();
  await other.close();
});

describe('GET /price-query', () => {
  it('prices every channel, cheapest first, with the weight and lines explained', async () => {
    // 2.3 kg rounds up to 2.5 kg; ZIP 10001 is in QA's zone A: 2.5 × 20 = 50. QB: flat 300.
    const r = await priceQuery(t, admin, { country: 'US', weight: '2.3', postcode: '10001' });
    expect(r.body.code).toBe(20000);
    const list = r.body.data;
    expect(list.country).toEqual({ code: 'US', countryNameCn: '美国', countryName: '美国' });
    expect(list.date).toBe(today());
    expect(totals(list)).toEqual({ QA: '50.00', QB: '300.00' });
    expect(list.data.map((q) => q.channel.code)).toEqual(['QA', 'QB']);
    const [qaQuote] = explained(list);
    expect(qaQuote).toMatchObject({
      zone: { code: 'A', name: 'East' },
      currency: 'CNY',
      sum: '50',
      minorUnit: 2,
      weight: { actual: '2.3', rounded: '2.5', chargeable: '2.5', minimumApplied: false },
    });
    expect(qaQuote!.lines).toEqual([
      {
        kind: 'base',
        name: 'perKg',
        ruleId: null,
        amount: '50',
        detail: expect.objectContaining({ rate: '20', kg: '2.5' }),
      },
    ]);
    expect(list.excluded).toEqual([]);
  });

  it('answers a page of the quotes with how many there are and the cheapest, wherever it is ranked', async () => {
    const page = async (currentPage: number, pageSize: number) =>
      (
        await priceQuery(t, admin, {
          country: 'US',
          weight: '2.3',
          postcode: '10001',
          currentPage: String(currentPage),
          pageSize: String(pageSize),
        })
      ).body.data;
    const second = await page(2, 1);
    expect(second.data.map((q) => q.channel.code)).toEqual(['QB']);
    expect(second).toMatchObject({ total: 2, cheapest: [qa], currencies: ['CNY'], excluded: [] });
    // The weights are the page's, named by its quotes.
    expect(explained(second).map((q) => q.weight.chargeable)).toEqual(['2.5']);
    expect(await page(3, 1)).toMatchObject({ data: [], total: 2, cheapest: [qa] });
    expect((await page(1, 500)).data.map((q) => q.channel.code)).toEqual(['QA', 'QB']);
    for (const pageSize of ['0', '501', '-1', '1.5']) {
      expect(errorPaths(await priceQuery(t, admin, { country: 'US', weight: '1', pageSize }))).toEqual(['pageSize']);
    }
    expect(errorPaths(await priceQuery(t, admin, { country: 'US', weight: '1', currentPage: '0' }))).toEqual([
      'currentPage',
    ]);
  });

  it("finds the country by its Chinese name, answers in the caller's language, and prices as of a day", async () => {
    // Without a postcode the US is QA's zone B (flat 300); from day 20 on zone A is 25 a kg.
    const zh = await priceQuery(t, admin, { country: '美国', weight: '12', postcode: '20500', date: dayFrom(21) });
    expect(totals(zh.body.data)).toEqual({ QA: '180.00', QB: '300.00' });
    const en = await t.call<PriceList>('GET', '/api/price-query?country=us&weight=1', { token: admin, lang: 'en' });
    expect(en.body.data.country).toEqual({
      code: 'US',
      countryNameCn: '美国',
      countryName: 'United States of America',
    });
    expect(totals(en.body.data)).toEqual({ QB: '300.00', QA: '300.00' });
  });

  it('takes pieces: their sum is the weight, each billed by the larger of actual and volumetric', async () => {
    // 50×40×30 / 6000 = 10 kg volumetric against 4 kg actual, twice: 20 kg at 15 a kg = 300 on QA (zone A).
    const r = await priceQuery(t, admin, { country: 'US', postcode: '10001', pieces: '50,40,30,4,2' });
    expect(explained(r.body.data).find((q) => q.channel.code === 'QA')).toMatchObject({
      total: '300.00',
      weight: {
        actual: '8',
        volumetric: '20',
        chargeable: '20',
        pieces: [{ actual: '4', volumetric: '10', billed: '10', rounded: '10', count: 2 }],
      },
    });
    expect((await priceQuery(t, admin, { country: 'US', weight: '8', pieces: '50,40,30,4,2' })).body.code).toBe(20000);
    // Compared as numbers, the sum written without trailing zeros: 4.250 twice is 8.5, the same as 8.500.
    expect((await priceQuery(t, admin, { country: 'US', weight: '8.500', pieces: '50,40,30,4.250,2' })).body.code).toBe(
      20000,
    );
    const mismatch = await priceQuery(t, admin, { country: 'US', weight: '8.4', pieces: '50,40,30,4.250,2' });
    expect((mismatch.body.data as unknown as { errors: unknown[] }).errors).toEqual([
      { path: 'weight', message: '重量 8.4 kg 与各件重量之和 8.5 kg 不符' },
    ]);
  });

  it('refuses bad input, naming the fields', async () => {
    const refused = async (query: Record<string, string>) => {
      const r = await priceQuery(t, admin, query);
      expect(r.body.code).toBe(40000);
      return errorPaths(r);
    };
    expect(await refused({ country: 'US', weight: '-1' })).toEqual(['weight']);
    expect(await refused({ country: 'US', weight: '0' })).toEqual(['weight']);
    expect(await refused({ country: 'Atlantis', weight: '1' })).toEqual(['country']);
    expect(await refused({ country: 'US' })).toEqual(['weight']);
    expect(await refused({ country: 'US', pieces: '40,30,20' })).toEqual(['pieces.0.weight']);
    expect(await refused({ country: 'US', weight: '5', pieces: '40,30,20,2' })).toEqual(['weight']);
    expect(await refused({ country: 'US', pieces: '40,0,20,2' })).toEqual(['pieces.0.width']);
    expect(await refused({ country: 'US', pieces: '40,30,20,0.000' })).toEqual(['pieces.0.weight']);
    expect(await refused({ country: 'XX', weight: '-3' })).toEqual(['weight']);
    expect(await refused({ country: 'XX', weight: '3', pieces: '1,1,1,1' })).toEqual(['weight', 'country']);
  });

  it("says one fault a field, in the same words wherever the fault is met, in the caller's language", async () => {
    const said = async (query: Record<string, string>, lang = 'zh') => {
      const r = await t.call<unknown>('GET', `/api/price-query?${new URLSearchParams(query)}`, { token: admin, lang });
      expect(r.body.code).toBe(40000);
      return (r.body.data as { errors: { path: string; message: string }[] }).errors.map(
        (e) => `${e.path}: ${e.message}`,
      );
    };
    // A bad weight is one fault, not its shape and "more than 0" both.
    expect(await said({ country: 'US', weight: 'abc' })).toEqual(['weight: 须为数字，最多 3 位小数']);
    expect(await said({ country: 'US', weight: '-1' })).toEqual(['weight: 须为数字，最多 3 位小数']);
    // Nothing to weigh is the same fault for the shipment and for a piece.
    expect(await said({ country: 'US', weight: '0' })).toEqual(['weight: 须大于 0']);
    expect(await said({ country: 'US', pieces: '40,30,20,0' })).toEqual(['pieces.0.weight: 须大于 0']);
    expect(await said({ country: 'US', pieces: '40,0,20,2' })).toEqual(['pieces.0.width: 须大于 0']);
    // A count that is not whole is not a missing one.
    expect(await said({ country: 'US', pieces: '40,30,20,5,2.5' })).toEqual([
      'pieces.0.count: 件数须为 1 到 999 的整数',
    ]);
    expect(await said({ country: 'US', pieces: '40,30,20,5,0;40,30,20,5,1000' })).toEqual([
      'pieces.0.count: 件数须为 1 到 999 的整数',
      'pieces.1.count: 件数须为 1 到 999 的整数',
    ]);
    expect(await said({ country: 'US', pieces: '40,30,20' })).toEqual(['pieces.0.weight: 必填']);
    // A sixth part is refused, not dropped.
    expect(await said({ country: 'US', pieces: '40,30,20,5,2,9' })).toEqual([
      'pieces.0: 每件填写 长,宽,高,重量[,件数]，最多 5 项',
    ]);
    expect(await said({ country: 'US', pieces: '40,30,20,5,2,9' }, 'en')).toEqual([
      'pieces.0: A piece is length,width,height,weight[,count]: 5 parts at most',
    ]);
    expect(await said({ country: 'US', weight: '0' }, 'ja')).toEqual(['weight: 0 より大きい値にしてください']);
    expect(await said({ country: 'US', pieces: '40,30,x,5' }, 'es')).toEqual([
      'pieces.0.height: Debe ser un número (máximo de decimales: 1)',
    ]);
    const fine = await priceQuery(t, admin, { country: 'US', pieces: '40,30,20,5,2' });
    expect(fine.body.data.weights[0]!.pieces[0]!.count).toBe(2);
  });

  it('answers a disabled country as unknown', async () => {
    const de = await t.db
      .selectFrom('countries')
      .select(['id', 'version'])
      .where('code', '=', 'DE')
      .executeTakeFirstOrThrow();
    await t.call('PUT', `/api/country/${de.id}`, {
      token: admin,
      body: { enabled: false, sort: 100, version: de.version },
    });
    expect(errorPaths(await priceQuery(t, admin, { country: 'DE', weight: '1' }))).toEqual(['country']);
  });

  it("is open to the weight calculator's and the price page's codes, to no one else; a bare 401 without a token", async () => {
    const calculator = (await signedInWith(t, 'calc', ['quote:view'])).token;
    const pricePage = (await signedInWith(t, 'pricer', ['quote:price'])).token;
    const outsider = (await signedInWith(t, 'nobody', ['channel:view'])).token;
    expect((await priceQuery(t, calculator, { country: 'US', weight: '1' })).body.code).toBe(20000);
    expect((await priceQuery(t, pricePage, { country: 'US', weight: '1' })).body.code).toBe(20000);
    expect((await priceQuery(t, outsider, { country: 'US', weight: '1' })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/price-query?country=US&weight=1')).status).toBe(401);
  });

  it('prices the next query from what was just saved in this process: the write answers once the book is rebuilt', async () => {
    const query = { country: 'US', weight: '2', postcode: '10001', channelIds: String(qa) };
    expect(totals((await priceQuery(t, admin, query)).body.data)).toEqual({ QA: '40.00' });
    const fuel = await t.call('POST', '/api/surcharge', {
      token: admin,
      body: { name: '燃油', kind: 'fuel', basis: 'percent', amount: '10', effectiveFrom: dayFrom(-1) },
    });
    expect(fuel.body.code).toBe(20000);
    expect(totals((await priceQuery(t, admin, query)).body.data)).toEqual({ QA: '44.00' });
  });

  it('takes up what another process saved within one rebuild: the query that finds the change is answered at once from the book before', async () => {
    const otherAdmin = await other.login('admin', ADMIN_PASSWORD);
    const pricedBy = (query: Record<string, string>) => async () =>
      totals((await priceQuery(t, admin, query)).body.data);
    const takesOver = async (read: () => Promise<unknown>, before: unknown, after: unknown) => {
      expect(await read()).toEqual(before);
      await expect.poll(read, { timeout: 10_000 }).toEqual(after);
    };
    // Written through the other app: a sheet in force from today.
    const query = { country: 'US', weight: '2', postcode: '10001', channelIds: String(qa) };
    await givenSheet(other, otherAdmin, qa, usSheet(today(), '30'));
    await takesOver(pricedBy(query), { QA: '44.00' }, { QA: '66.00' });
    // A future sheet replaced: the days it covers price from its new rows (the unchanged sheets are not read again).
    const later = { ...query, date: dayFrom(21) };
    expect(await pricedBy(later)()).toEqual({ QA: '55.00' });
    const replaced = await other.call('PUT', `/api/quote/sheet/${qaFuture}`, {
      token: otherAdmin,
      body: { ...usSheet(dayFrom(20), '27'), version: 1 },
    });
    expect(replaced.body.code).toBe(20000);
    await takesOver(pricedBy(later), { QA: '55.00' }, { QA: '59.40' });
    // A channel disabled is gone once the book is rebuilt.
    const channel = await t.db.selectFrom('channels').selectAll().where('id', '=', qa).executeTakeFirstOrThrow();
    await other.call('PUT', `/api/channel/${qa}`, {
      token: otherAdmin,
      body: {
        code: 'QA',
        name: channel.name,
        mode: 'express',
        incoterm: 'DDP',
        carrier: 'UPS',
        enabled: false,
        sort: 1,
        version: channel.version,
      },
    });
    const codes = async () =>
      (await priceQuery(t, admin, { country: 'US', weight: '2' })).body.data.data.map((q) => q.channel.code).sort();
    await takesOver(codes, ['QA', 'QB'], ['QB']);
  });

  it('answers fifty queries at once, right after another process changed the book, none waiting: one rebuild, then all from the new book', async () => {
    const otherAdmin = await other.login('admin', ADMIN_PASSWORD);
    const residential = { country: 'US', weight: '2', residential: 'true' };
    const before = totals((await priceQuery(t, admin, residential)).body.data);
    const rule = { name: '住宅', kind: 'residential', basis: 'shipment', amount: '5', effectiveFrom: dayFrom(-1) };
    expect((await other.call('POST', '/api/surcharge', { token: otherAdmin, body: rule })).body.code).toBe(20000);
    // QB: flat 300, 10% fuel on the base (30), the residential 5 not flagged for fuel.
    const after = { QB: '335.00' };
    const builds = vi.spyOn(quoteBookBuild, 'build');
    const answers = await Promise.all(Array.from({ length: 50 }, () => priceQuery(t, admin, residential)));
    const priced = answers.map((r) => JSON.stringify([r.body.code, totals(r.body.data)]));
    // The query that found the change started the rebuild and was answered from the book before; the others from whichever book was there.
    expect(priced).toContain(JSON.stringify([20000, before]));
    expect(priced.filter((p) => p !== JSON.stringify([20000, before]) && p !== JSON.stringify([20000, after]))).toEqual(
      [],
    );
    await expect
      .poll(async () => totals((await priceQuery(t, admin, residential)).body.data), { timeout: 10_000 })
      .toEqual(after);
    expect(builds).toHaveBeenCalledOnce();
    builds.mockRestore();
    expect(explained((await priceQuery(t, admin, residential)).body.data).map((q) => q.weight.chargeable)).toEqual([
      '2',
    ]);
  });
});
