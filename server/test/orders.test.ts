import { AGENT_MASK, type OrderFilter, type OrderRow } from '@fwd/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { givenOrderWorld, IMPORT_HEADER, importRow, random, type Known, type OrderWorld } from './order-fixtures.ts';
import { cellsOf, importFile, rowsOf, xlsx } from './sheets.ts';

let t: Caller;
let admin: string;
let w: OrderWorld;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  w = await givenOrderWorld(t);
});
afterAll(() => t.close());

interface PageAnswer {
  orders: { records: OrderRow[]; total: number };
  unsignedCount: number;
  signedCount: number;
}
const page = (filter: OrderFilter | Record<string, unknown>, token = admin, query = 'page=1&size=200') =>
  t.call<PageAnswer>('POST', `/api/orders/page?${query}`, { token, body: filter });

/*
 * What a filter must answer, computed here from the orders the fixture made,
 * without the server's code: a day in Shanghai is UTC+8, lists split by line.
 */
const lines = (v: string) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const shanghaiDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const DAY = 86_400_000;
const oneOrMany = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

function matches(o: Known, f: Record<string, unknown>): boolean {
  const has = (list: string[], v: string | null) => v !== null && list.includes(v);
  if (typeof f.numbers === 'string') {
    const l = lines(f.numbers);
    if (![o.numbers, o.originalTrackingNumber, o.newTrackingNumber, o.customerOrderNumber].some((v) => has(l, v)))
      return false;
  }
  if (typeof f.originalTrackingNumber === 'string' && !has(lines(f.originalTrackingNumber), o.originalTrackingNumber))
    return false;
  if (typeof f.newTrackingNumber === 'string' && !has(lines(f.newTrackingNumber), o.newTrackingNumber)) return false;
  if (typeof f.customerOrderNumber === 'string' && !has(lines(f.customerOrderNumber), o.customerOrderNumber))
    return false;
  if (typeof f.agentName === 'string' && !o.agent?.name.startsWith(f.agentName)) return false;
  if (typeof f.agentCode === 'string' && o.agent?.code.toLowerCase() !== f.agentCode.toLowerCase()) return false;
  if (typeof f.shortName === 'string' && !o.customer.toLowerCase().startsWith(f.shortName.toLowerCase())) return false;
  if (typeof f.name === 'string' && !o.owner.toLowerCase().startsWith(f.name.toLowerCase())) return false;
  if (Array.isArray(f.nameList) && !f.nameList.includes(o.owner)) return false;
  if (f.statusName !== undefined && !oneOrMany(f.statusName as string | string[]).includes(o.status)) return false;
  if (
    f.trackingStatus !== undefined &&
    !has(oneOrMany(f.trackingStatus as string | string[]), o.trackingStatus ?? 'Untracked')
  )
    return false;
  if (
    typeof f.trackingStatusName === 'string' &&
    !o.lastEvent?.toLowerCase().includes(f.trackingStatusName.toLowerCase())
  )
    return false;
  if (
    typeof f.countryNameCn === 'string' &&
    f.countryNameCn !== o.country.zh &&
    f.countryNameCn.toUpperCase() !== o.country.code
  )
    return false;
  if (Array.isArray(f.entryDate)) {
    const day = shanghaiDay(o.entryDate);
    if (day < f.entryDate[0] || day > f.entryDate[1]) return false;
  }
  if (Array.isArray(f.signedDate)) {
    // The fixture's orders were signed at their last event.
    const day = o.isReceived && o.lastEventAt ? shanghaiDay(o.lastEventAt) : null;
    if (day === null || day < f.signedDate[0] || day > f.signedDate[1]) return false;
  }
  if (f.problem === true) {
    const stale = !o.isReceived && (o.lastEventAt ?? o.entryDate).getTime() < Date.now() - 7 * DAY;
    if (!['Exception', 'DeliveryFailure', 'Expired'].includes(o.trackingStatus ?? '') && !stale) return false;
  }
  return true;
}

const byEntryDesc = (a: Known, b: Known) => b.entryDate.getTime() - a.entryDate.getTime() || b.id - a.id;

/** The ids a filter must answer on its tab, in order, and the counts of both tabs. */
function expected(f: Record<string, unknown>, visible: (o: Known) => boolean = () => true) {
  const all = w.orders.filter((o) => visible(o) && matches(o, f));
  const onTab = (o: Known) => f.isReceived === '全部' || o.isReceived === (f.isReceived === '已签收');
  return {
    ids: all
      .filter(onTab)
      .sort(byEntryDesc)
      .map((o) => o.id),
    unsigned: all.filter((o) => !o.isReceived).length,
    signed: all.filter((o) => o.isReceived).length,
  };
}

async function expectAnswer(f: Record<string, unknown>) {
  const r = await page(f);
  expect(r.body.code, r.body.message).toBe(20000);
  const want = expected(f);
  expect(
    r.body.data.orders.records.map((o) => o.id),
    JSON.stringify(f),
  ).toEqual(want.ids);
  expect(r.body.data.orders.total).toBe(want.ids.length);
  expect([r.body.data.unsignedCount, r.body.data.signedCount]).toEqual([want.unsigned, want.signed]);
  return want;
}

const sample = (o: Known[], n: number, pick: (k: Known) => string | null) =>
  o
    .map(pick)
    .filter((v): v is string => !!v)
    .slice(0, n);

describe('POST /orders/page filters', () => {
  const singles = (): [string, Record<string, unknown>][] => {
    const someone = w.orders[3]!;
    const day = shanghaiDay(someone.entryDate);
    const signedDay = shanghaiDay(w.orders.find((o) => o.isReceived && o.lastEventAt)!.lastEventAt!);
    return [
      ['nothing (the 未签收 tab)', {}],
      ['the 已签收 tab', { isReceived: '已签收' }],
      ['the 全部 tab', { isReceived: '全部' }],
      [
        'numbers of any kind, pasted with blanks',
        {
          numbers: `\n${w.orders[0]!.numbers}\n\n ${sample(w.orders.slice(10), 2, (o) => o.originalTrackingNumber).join('\n')}\n${sample(w.orders.slice(40), 2, (o) => o.newTrackingNumber).join('\n')}\n${sample(w.orders.slice(80), 1, (o) => o.customerOrderNumber)[0]}\n`,
        },
      ],
      [
        'original tracking numbers',
        { originalTrackingNumber: sample(w.orders, 9, (o) => o.originalTrackingNumber).join('\n') },
      ],
      ['new tracking numbers', { newTrackingNumber: sample(w.orders, 9, (o) => o.newTrackingNumber).join('\n') }],
      ['customer order numbers', { customerOrderNumber: sample(w.orders, 9, (o) => o.customerOrderNumber).join('\n') }],
      ['agent name by prefix', { agentName: '敦豪' }],
      ['agent code whole, any case', { agentCode: 'dhl-sz' }],
      ['customer by prefix', { shortName: '星' }],
      ['owner by prefix', { name: 'sales' }],
      ['owners by list', { nameList: ['salesA2', 'managerA'] }],
      ['one number status', { statusName: '问题件' }],
      ['several number statuses', { statusName: ['已下单', '已转单'] }],
      ['one tracking status', { trackingStatus: 'InTransit' }],
      [
        'several tracking statuses on the signed tab',
        { trackingStatus: ['Delivered', 'Exception'], isReceived: '已签收' },
      ],
      ['no tracking status', { trackingStatus: 'Untracked' }],
      [
        'no tracking status or in transit, on both tabs',
        { trackingStatus: ['Untracked', 'InTransit'], isReceived: '全部' },
      ],
      ['text in the latest event', { trackingStatusName: 'customs' }],
      ['destination by Chinese name', { countryNameCn: '美国' }],
      ['destination by code', { countryNameCn: 'jp' }],
      ['a day range in Shanghai time', { entryDate: [day, day] }],
      ['a wide day range', { entryDate: ['2000-01-01', '2100-12-31'] }],
      [
        'a signing day in Shanghai time, on the signed tab',
        { isReceived: '已签收', signedDate: [signedDay, signedDay] },
      ],
      ['a signing day range on the unsigned tab: nothing', { signedDate: ['2000-01-01', '2100-12-31'] }],
      ['problem parcels', { problem: true }],
      ['problem parcels on both tabs', { problem: true, isReceived: '全部' }],
    ];
  };

  it('answers each filter alone with exactly the matching orders and both counts', async () => {
    for (const [what, f] of singles()) {
      const want = await expectAnswer(f);
      if (what !== 'numbers of any kind, pasted with blanks' && !what.startsWith('a day'))
        expect(want.unsigned + want.signed, what).toBeGreaterThan(0);
      if (what.startsWith('a signing')) expect(want.unsigned, what).toBe(0);
    }
  });

  it('combines filters with AND (random combinations, checked one by one)', async () => {
    const r = random(99);
    const parts = singles().slice(2);
    for (let i = 0; i < 40; i++) {
      const f: Record<string, unknown> = { isReceived: r.pick(['未签收', '已签收', '全部']) };
      for (let k = 0; k < 2 + r.int(3); k++) Object.assign(f, r.pick(parts)[1]);
      await expectAnswer(f);
    }
  });

  it('pages and sorts by entry date', async () => {
    const want = expected({}).ids;
    const p2 = await page({}, admin, 'page=2&size=7');
    expect(p2.body.data.orders.records.map((o) => o.id)).toEqual(want.slice(7, 14));
    expect(p2.body.data.orders.total).toBe(want.length);
    const asc = await page({ sort: 'ascend' }, admin, 'page=1&size=5');
    expect(asc.body.data.orders.records.map((o) => o.id)).toEqual([...want].reverse().slice(0, 5));
    // Problem parcels are read part by part and merged: the same pages, both ways.
    const problems = expected({ problem: true }).ids;
    expect((await page({ problem: true }, admin, 'page=2&size=7')).body.data.orders.records.map((o) => o.id)).toEqual(
      problems.slice(7, 14),
    );
    expect(
      (await page({ problem: true, sort: 'ascend' }, admin, 'page=2&size=5')).body.data.orders.records.map((o) => o.id),
    ).toEqual([...problems].reverse().slice(5, 10));
    const both = expected({ problem: true, isReceived: '全部' }).ids;
    expect(
      (await page({ problem: true, isReceived: '全部' }, admin, 'page=2&size=7')).body.data.orders.records.map(
        (o) => o.id,
      ),
    ).toEqual(both.slice(7, 14));
    const beyond = await page({}, admin, 'page=999&size=30');
    expect(beyond.body.data.orders.records).toEqual([]);
    expect((await page({}, admin, '')).body.data.orders.records).toHaveLength(Math.min(30, want.length));
  });

  it('answers 500 numbers at once, a page of them both ways, and exports them all', async () => {
    const numbers = w.orders
      .slice(0, 200)
      .map((o) => o.numbers)
      .concat(Array.from({ length: 300 }, (_, i) => `NOPE${i}`));
    const f = { numbers: numbers.join('\n') };
    const want = (await expectAnswer(f)).ids;
    await expectAnswer({ ...f, isReceived: '全部' });
    // Pasted numbers are counted and cut in the statement that finds them.
    expect((await page(f, admin, 'page=2&size=7')).body.data.orders.records.map((o) => o.id)).toEqual(
      want.slice(7, 14),
    );
    expect(
      (await page({ ...f, sort: 'ascend' }, admin, 'page=2&size=5')).body.data.orders.records.map((o) => o.id),
    ).toEqual([...want].reverse().slice(5, 10));
    const beyond = await page(f, admin, 'page=999&size=30');
    expect([beyond.body.data.orders.records, beyond.body.data.orders.total]).toEqual([[], want.length]);
    const rows = await rowsOf((await t.call('POST', '/api/orders/export', { token: admin, body: f })).raw);
    const numbersColumn = rows[0]!.indexOf('单号');
    const numberOf = new Map(w.orders.map((o) => [o.id, o.numbers]));
    expect(
      rows
        .slice(1)
        .map((row) => String(row[numbersColumn]))
        .sort(),
    ).toEqual(want.map((id) => numberOf.get(id)).sort());
  });

  it('refuses bad filters with the fields, and more than 1,000 numbers', async () => {
    const r = await page({
      isReceived: 'maybe',
      entryDate: ['2026-13-01', 'x'],
      signedDate: ['2026-02-01'],
      trackingStatus: 'Lost',
      extra: 1,
    });
    expect(r.body.code).toBe(40000);
    expect(errorPaths(r).sort()).toEqual(expect.arrayContaining(['isReceived', 'trackingStatus']));
    expect(
      errorPaths(r).some((p) => p.startsWith('signedDate')),
      errorPaths(r).join(),
    ).toBe(true);
    const many = await page({ numbers: Array.from({ length: 1001 }, (_, i) => `N${i}`).join('\n') });
    expect(many.body.code).toBe(40000);
    expect((await page({}, admin, 'page=0')).body.code).toBe(40000);
  });

  it('takes wildcards and odd characters literally', async () => {
    await expectAnswer({ shortName: '%' });
    await expectAnswer({ trackingStatusName: '_' });
    await expectAnswer({ name: "sales' or 1=1 --" });
  });
});

describe('names in the reader’s language', () => {
  it('name each order’s destination in the caller’s language, its Chinese name kept', async () => {
    const names = new Map(
      (await t.db.selectFrom('countries').select(['id', 'name_zh', 'name_en', 'name_ja']).execute()).map((c) => [
        c.id,
        c,
      ]),
    );
    for (const [lang, column] of [
      ['en', 'name_en'],
      ['ja', 'name_ja'],
      ['zh', 'name_zh'],
    ] as const) {
      const r = await t.call<PageAnswer>('POST', '/api/orders/page?page=1&size=50', {
        token: admin,
        body: { isReceived: '全部' },
        lang,
      });
      const records = r.body.data.orders.records;
      expect(records.length).toBeGreaterThan(0);
      for (const o of records)
        expect([o.countryName, o.countryNameCn], lang).toEqual([
          names.get(o.countryId)![column],
          names.get(o.countryId)!.name_zh,
        ]);
    }
  });
});

describe('data scope, own data and agent masking', () => {
  const visibleTo: Record<string, (o: Known) => boolean> = {
    boss: () => true,
    managerA: (o) => o.owner !== 'salesB1',
    salesA1: (o) => o.owner === 'salesA1',
    // Company scope, but own data only.
    salesA2: (o) => o.owner === 'salesA2',
    salesB1: (o) => o.owner === 'salesB1',
  };

  it('answers each caller only the orders their scope reaches, counts included', async () => {
    for (const [who, visible] of Object.entries(visibleTo)) {
      for (const f of [{}, { isReceived: '已签收' }, { shortName: '星' }]) {
        const r = await page(f, w.staff[who]!.token);
        const want = expected(f, visible);
        expect(
          r.body.data.orders.records.map((o) => o.id),
          who,
        ).toEqual(want.ids);
        expect([r.body.data.unsignedCount, r.body.data.signedCount], who).toEqual([want.unsigned, want.signed]);
      }
    }
  });

  it('masks agents for a role that does not show them, and refuses filtering by them', async () => {
    const r = await page({}, w.staff.salesA1!.token);
    const withAgent = r.body.data.orders.records.filter((o) => o.agentName !== null);
    expect(withAgent.length).toBeGreaterThan(0);
    for (const o of withAgent) expect([o.agentName, o.agentCode, o.agentId]).toEqual([AGENT_MASK, AGENT_MASK, null]);
    expect(JSON.stringify(r.body.data)).not.toMatch(/敦豪|DHL-|OSD|SW-1/);
    for (const f of [{ agentName: '敦' }, { agentCode: 'DHL-SZ' }])
      expect((await page(f, w.staff.salesA1!.token)).body.code).toBe(40300);
    // A role that shows agents sees each order's own.
    const shown = (await page({}, w.staff.managerA!.token)).body.data.orders.records.filter((o) => o.agentId !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const o of shown)
      expect({ name: o.agentName, code: o.agentCode }).toEqual(w.orders.find((k) => k.id === o.id)!.agent);
  });

  it('refuses callers without order:view, and without a session', async () => {
    expect((await page({}, w.staff.nobody!.token)).body.code).toBe(40300);
    expect((await t.call('POST', '/api/orders/page', { body: {} })).status).toBe(401);
  });
});

describe('PUT and DELETE /orders/:id', () => {
  const bodyOf = (o: OrderRow, extra: object = {}) => ({
    numbers: o.numbers,
    customerOrderNumber: o.customerOrderNumber,
    originalTrackingNumber: o.originalTrackingNumber,
    newTrackingNumber: o.newTrackingNumber,
    customerId: o.customerId,
    channelId: o.channelId,
    countryId: o.countryId,
    consigneeName: o.consigneeName,
    weight: o.weight,
    pieces: o.pieces,
    ownerUserId: o.ownerUserId,
    statusId: o.statusId,
    entryDate: o.entryDate,
    isReceived: o.isReceived,
    version: o.version,
    ...extra,
  });
  const one = async (owner: string, token = admin) =>
    (await page({ nameList: [owner] }, token)).body.data.orders.records[0]!;
  const put = (id: number, body: unknown, token = admin) =>
    t.call<OrderRow>('PUT', `/api/orders/${id}`, { token, body });

  it('edits an order, audited, bumping its version; a stale version gets 40900 and the current order', async () => {
    const o = await one('salesA1');
    const r = await put(
      o.id,
      bodyOf(o, { consigneeName: ' Jane Doe ', weight: '2.25', remark: '加急', isReceived: '已签收' }),
    );
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toMatchObject({
      consigneeName: 'Jane Doe',
      weight: '2.250',
      remark: '加急',
      isReceived: '已签收',
      version: o.version + 1,
    });
    expect(r.body.data.receivedAt).not.toBeNull();
    expect((await auditOf(t.db, 'order', o.id)).at(-1)).toMatchObject({ action: 'update' });
    const stale = await put(o.id, bodyOf(o, { consigneeName: 'Someone else' }));
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ id: o.id, consigneeName: 'Jane Doe', version: o.version + 1 });
  });

  it('refuses what the caller may not touch: another owner’s order (40400), a masked agent change (40300), a customer or owner outside the scope (40000)', async () => {
    const theirs = await one('salesB1');
    expect((await put(theirs.id, bodyOf(theirs), w.staff.salesA1!.token)).body.code).toBe(40400);
    const mine = await one('salesA1', w.staff.salesA1!.token);
    expect(
      (await put(mine.id, bodyOf(mine, { agentId: w.ids.agents['DHL-SZ'] }), w.staff.salesA1!.token)).body.code,
    ).toBe(40300);
    const customer = await put(
      mine.id,
      bodyOf(mine, { customerId: w.ids.customers['义众百货'] }),
      w.staff.salesA1!.token,
    );
    expect([customer.body.code, errorPaths(customer)]).toEqual([40000, ['customerId']]);
    const owner = await put(mine.id, bodyOf(mine, { ownerUserId: w.staff.salesB1!.id }), w.staff.salesA1!.token);
    expect([owner.body.code, errorPaths(owner)]).toEqual([40000, ['ownerUserId']]);
    const kept = await put(mine.id, bodyOf(mine, { remark: 'mine' }), w.staff.salesA1!.token);
    expect(kept.body.code, kept.body.message).toBe(20000);
    expect(kept.body.data.agentName).toBe(mine.agentName);
  });

  it('refuses a number another order has, and bad input, changing nothing', async () => {
    const [a, b] = (await page({ nameList: ['managerA'] })).body.data.orders.records;
    const dup = await put(a!.id, bodyOf(a!, { numbers: b!.numbers }));
    expect([dup.body.code, errorPaths(dup)]).toEqual([40900, ['numbers']]);
    const bad = await put(a!.id, bodyOf(a!, { weight: '-1', pieces: 0, countryId: 0, hsCode: '12' }));
    expect(bad.body.code).toBe(40000);
    expect(errorPaths(bad).sort()).toEqual(['countryId', 'hsCode', 'pieces', 'weight']);
    const missing = await put(a!.id, bodyOf(a!, { statusId: 999_999 }));
    expect([missing.body.code, errorPaths(missing)]).toEqual([40000, ['statusId']]);
    expect((await one('managerA')).version).toBe(a!.version);
  });

  it('deletes an order the caller sees, audited; others are 40400', async () => {
    const theirs = await one('salesB1');
    expect((await t.call('DELETE', `/api/orders/${theirs.id}`, { token: w.staff.salesA1!.token })).body.code).toBe(
      40300,
    );
    expect((await t.call('DELETE', `/api/orders/${theirs.id}`, { token: w.staff.managerA!.token })).body.code).toBe(
      40400,
    );
    expect((await t.call('DELETE', `/api/orders/${theirs.id}`, { token: admin })).body.code).toBe(20000);
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', theirs.id).executeTakeFirst()).toBeUndefined();
    expect((await auditOf(t.db, 'order', theirs.id)).at(-1)).toMatchObject({ action: 'delete' });
    expect((await t.call('DELETE', `/api/orders/${theirs.id}`, { token: admin })).body.code).toBe(40400);
    w.orders = w.orders.filter((o) => o.id !== theirs.id);
  });
});

describe('Excel', () => {
  it('exports every order the filter matches on its tab, not only a page, agents masked for a masked role', async () => {
    const f = { isReceived: '未签收' as const, shortName: '星' };
    const r = await t.call('POST', '/api/orders/export', { token: admin, body: f });
    expect(r.status).toBe(200);
    const rows = await rowsOf(r.raw);
    expect(rows[0]).toContain('单号');
    const want = w.orders
      .filter((o) => matches(o, f) && !o.isReceived)
      .map((o) => o.numbers)
      .sort();
    const numbersColumn = rows[0]!.indexOf('单号');
    expect(
      rows
        .slice(1)
        .map((row) => String(row[numbersColumn]))
        .sort(),
    ).toEqual(want);
    const masked = await rowsOf(
      (await t.call('POST', '/api/orders/export', { token: w.staff.salesA1!.token, body: {} })).raw,
    );
    expect(JSON.stringify(masked)).not.toMatch(/敦豪|DHL-SZ/);
    expect((await t.call('POST', '/api/orders/export', { token: w.staff.salesB1!.token, body: {} })).body.code).toBe(
      40300,
    );
  });

  it('imports new and changed orders by number, and refuses a whole file with a bad row, row by row', async () => {
    const header = IMPORT_HEADER;
    const row = (numbers: string, cells: Record<string, unknown> = {}) =>
      importRow(numbers, {
        客户简称: '星辰电子',
        代理编码: 'DHL-SZ',
        '重量(kg)': 1.2,
        业务员账号: 'salesA1',
        录入日期: '2026-05-01',
        ...cells,
      });
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([header, row('IMP-1'), row('IMP-2', { 客户简称: '不存在', '重量(kg)': 'heavy' }), row('IMP-1')]),
    );
    expect(bad.code).toBe(40000);
    // Every fault of a row at once: a cell the schema refuses does not hide a reference that names nothing.
    expect(bad.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'weight'],
      [3, 'shortName'],
      [4, 'numbers'],
    ]);
    const unknown = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([header, row('IMP-1', { 客户简称: '不存在', 目的国: '火星' })]),
    );
    expect(unknown.data.errors.map((e) => e.field).sort()).toEqual(['countryCode', 'shortName']);
    expect(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(before.n);

    const existing = w.orders.find((o) => o.owner === 'salesA1')!;
    const ok = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([header, row('IMP-1'), row('IMP-2', { 目的国: '英国' }), row(existing.numbers)]),
    );
    expect(ok.code, ok.message).toBe(20000);
    expect(ok.data).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const again = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([header, row('IMP-1'), row('IMP-2', { 目的国: '英国' })]),
    );
    expect(again.data).toEqual({ created: 0, updated: 0, unchanged: 2 });
    const imported = (await page({ numbers: 'IMP-2' })).body.data.orders.records[0]!;
    expect(imported).toMatchObject({
      countryCode: 'GB',
      weight: '1.200',
      shortName: '星辰电子',
      agentCode: 'DHL-SZ',
      name: 'salesA1',
    });
    expect(shanghaiDay(new Date(imported.entryDate))).toBe('2026-05-01');

    const notMine = await importFile(
      t,
      '/api/orders/import',
      w.staff.salesA1!.token,
      await xlsx([header, row(w.orders.find((o) => o.owner === 'managerA')!.numbers, { 代理编码: null })]),
    );
    expect(notMine.data.errors.map((e) => e.field)).toEqual(['numbers']);
    const maskedAgent = await importFile(
      t,
      '/api/orders/import',
      w.staff.salesA1!.token,
      await xlsx([header, row('IMP-3')]),
    );
    expect(maskedAgent.data.errors.map((e) => e.field)).toEqual(['agentCode']);
  });

  it('writes weights, amounts and counts as numbers and the entry time as a date on the company clock, each with its format', async () => {
    const o = w.orders[0]!;
    await t.db
      .updateTable('orders')
      .set({ declared_value: '1234.50', weight: '2.125' })
      .where('id', '=', o.id)
      .execute();
    const shown = (await page({ numbers: o.numbers })).body.data.orders.records.find((r) => r.id === o.id)!;
    const [head, ...rows] = await cellsOf(
      (await t.call('POST', '/api/orders/export', { token: admin, body: { numbers: o.numbers } })).raw,
    );
    const column = (label: string) => head!.findIndex((h) => h.value === label);
    const row = rows.find((r) => r[column('单号')]!.value === o.numbers)!;
    expect(row[column('重量(kg)')]).toEqual({ value: 2.125, numFmt: '0.000' });
    expect(row[column('申报价值')]).toEqual({ value: 1234.5, numFmt: '#,##0.00##' });
    expect(row[column('件数')]).toEqual({ value: shown.pieces, numFmt: '0' });
    // Shanghai's clock: UTC+8, as the header says.
    expect(row[column('录入日期 (Asia/Shanghai)')]).toEqual({
      value: new Date(Date.parse(shown.entryDate) + 8 * 3600_000),
      numFmt: 'yyyy-mm-dd hh:mm',
    });
  });

  it('takes back what the export gives, changing nothing', async () => {
    const exported = await t.call('POST', '/api/orders/export', { token: admin, body: { shortName: '星' } });
    const rows = (await rowsOf(exported.raw)).length - 1;
    expect(rows).toBeGreaterThan(3);
    const r = await importFile(t, '/api/orders/import', admin, exported.raw);
    expect(r.code, JSON.stringify(r.data)).toBe(20000);
    expect(r.data).toEqual({ created: 0, updated: 0, unchanged: rows });
  });

  it('offers the empty template with every importable column', async () => {
    const r = await t.call('GET', '/api/orders/template', { token: admin });
    const [head] = await rowsOf(r.raw);
    expect(head).toEqual(expect.arrayContaining(['单号', '客户简称', '业务员账号', '单号状态']));
  });
});

describe('problem parcels', () => {
  it('include one keyed in late whose last event is older than the threshold', async () => {
    const late = w.orders.find((o) => !o.isReceived && o.trackingStatus === 'InTransit')!;
    await t.db
      .updateTable('orders')
      .set({ entry_date: new Date(Date.now() - DAY), last_event_at: new Date(Date.now() - 10 * DAY) })
      .where('id', '=', late.id)
      .execute();
    const r = await page({ problem: true });
    const ids = r.body.data.orders.records.map((o) => o.id);
    expect(ids).toContain(late.id);
    const { rows } = await sql<{ id: number }>`select id from orders
      where not is_received and (tracking_status in ('Exception', 'DeliveryFailure', 'Expired') or coalesce(last_event_at, entry_date) < now() - interval '7 days')
      order by entry_date desc, id desc`.execute(t.db);
    expect(ids).toEqual(rows.map((o) => o.id).slice(0, 200));
    expect(r.body.data.unsignedCount).toBe(rows.length);
  });
});

describe('the tab counts after writes', () => {
  it('stay exact after edits, deletes, imports and tracking changes', async () => {
    // Writes of every kind, then each count the page answers against a plain count of the same rows.
    const some = await t.db.selectFrom('orders').select('id').orderBy('id').limit(6).execute();
    await t.db.updateTable('orders').set({ is_received: true }).where('id', '=', some[0]!.id).execute();
    await t.db
      .updateTable('orders')
      .set({ tracking_status: 'Exception', last_event_at: new Date() })
      .where('id', '=', some[1]!.id)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ country_id: w.ids.countries.GB!, customer_id: w.ids.customers['Acme']! })
      .where('id', '=', some[2]!.id)
      .execute();
    await t.db.deleteFrom('orders').where('id', '=', some[3]!.id).execute();
    const plain = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => {
      const rows = await where(base())
        .select(['o.is_received', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('o.is_received')
        .execute();
      return [rows.find((r) => !r.is_received)?.n ?? 0, rows.find((r) => r.is_received)?.n ?? 0];
    };
    const base = () => t.db.selectFrom('orders as o');
    const cases: [object, (q: ReturnType<typeof base>) => ReturnType<typeof base>][] = [
      [{}, (q) => q],
      [{ countryNameCn: 'GB' }, (q) => q.where('o.country_id', '=', w.ids.countries.GB!)],
      [{ shortName: 'Acme' }, (q) => q.where('o.customer_id', '=', w.ids.customers['Acme']!)],
      [{ trackingStatus: 'Exception' }, (q) => q.where('o.tracking_status', '=', 'Exception')],
      [{ statusName: '问题件' }, (q) => q.where('o.status_id', '=', w.ids.statuses['问题件']!)],
    ];
    for (const [filter, where] of cases) {
      const r = await page(filter);
      expect([r.body.data.unsignedCount, r.body.data.signedCount], JSON.stringify(filter)).toEqual(await plain(where));
    }
    const mine = await page({}, w.staff.salesA1!.token);
    expect([mine.body.data.unsignedCount, mine.body.data.signedCount]).toEqual(
      await plain((q) => q.where('o.owner_user_id', '=', w.staff.salesA1!.id)),
    );
  });
});
