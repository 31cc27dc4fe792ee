import type { RemoteAnswer, RemoteBatchAnswer, RemotePreview } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { dayFrom, givenChannel, givenSheet, priceQuery, today, totals, usSheet } from './quote-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';

/*
 * 偏远地区 through the API: the lists surcharges keeps, read through the
 * quote book, and what each channel adds priced as the price query would.
 */

let t: Caller;
let admin: string;
let priced: number;
let unpriced: number;
const CARRIER = 'RMT-UPS';
const HEADER = ['国家', '匹配方式', '邮编或城市', '邮编止', '偏远等级'];
const list = [
  HEADER,
  ['US', 'prefix', '997', null, 'A'],
  ['US', 'city', 'Barrow', null, 'B'],
  ['US', 'range', '96700', '96799', 'A'],
];
const meta = { carrier: CARRIER, name: 'RMT DAS', effectiveFrom: dayFrom(-2) };

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  priced = await givenChannel(t, admin, 'RMT-P', { carrier: CARRIER });
  await givenSheet(t, admin, priced, usSheet(dayFrom(-3)));
  unpriced = await givenChannel(t, admin, 'RMT-N', { carrier: CARRIER.toLowerCase() });
  const rule = await t.call('POST', '/api/surcharge', {
    token: admin,
    body: {
      name: '偏远',
      kind: 'remote',
      basis: 'kg',
      amount: '4',
      minimum: '30',
      effectiveFrom: dayFrom(-3),
      channelIds: [priced, unpriced],
    },
  });
  expect(rule.body.code).toBe(20000);
  expect((await importFile(t, '/api/remote-area/import', admin, await xlsx(list), 'zh', meta)).code).toBe(20000);
});
afterAll(() => t.close());

const query = (q: Record<string, string>, token = admin, lang = 'zh') =>
  t.call<RemoteAnswer>('GET', `/api/toolbox/remote-area/query?${new URLSearchParams(q)}`, { token, lang });
const batch = (body: object, token = admin) =>
  t.call<RemoteBatchAnswer>('POST', '/api/toolbox/remote-area/batch', { token, body });
const adds = (a: RemoteAnswer) => Object.fromEntries(a.channels.map((c) => [c.channel.code, c.amount ?? c.excluded]));

describe('GET /toolbox/remote-area/query', () => {
  it("names each carrier's class, entry and list, and prices each channel's remote lines by the engine", async () => {
    const r = await query({ country: 'US', postcode: '99701', weight: '2' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
    expect(r.body.data).toMatchObject({ country: { code: 'US', countryNameCn: '美国' }, date: today(), weight: '2' });
    expect(r.body.data.carriers).toEqual([
      {
        carrier: CARRIER,
        remoteClass: 'A',
        match: 'prefix',
        value: '997',
        valueTo: null,
        list: { id: expect.any(Number), name: 'RMT DAS', effectiveFrom: meta.effectiveFrom, effectiveTo: null },
      },
    ]);
    // 2 kg × 4 = 8, raised to the 30 minimum; the channel without a sheet has no quote to add to.
    expect(adds(r.body.data)).toEqual({ 'RMT-P': '30', 'RMT-N': 'noSheet' });
    expect(r.body.data.channels[0]!.lines).toEqual([
      expect.objectContaining({
        kind: 'remote',
        amount: '30',
        detail: expect.objectContaining({ remoteClass: 'A', minimum: '30' }),
      }),
    ]);
    expect(adds((await query({ country: 'US', postcode: '99701', weight: '12' })).body.data)).toMatchObject({
      'RMT-P': '48',
    });
  });

  it('finds a range and a city (any case), and nothing for a postcode on no list', async () => {
    expect(
      (await query({ country: 'us', postcode: '96750' })).body.data.carriers.map((c) => `${c.match} ${c.remoteClass}`),
    ).toEqual(['range A']);
    const city = (await query({ country: 'US', city: ' BARROW ', weight: '2' })).body.data;
    expect(city.carriers.map((c) => `${c.match} ${c.value} ${c.remoteClass}`)).toEqual(['city Barrow B']);
    expect(adds(city)).toMatchObject({ 'RMT-P': '30' });
    expect((await query({ country: 'US', postcode: '10001' })).body.data).toMatchObject({ carriers: [], channels: [] });
    // Before the list's first day it is not in force.
    expect((await query({ country: 'US', postcode: '99701', date: dayFrom(-10) })).body.data.carriers).toEqual([]);
  });

  it('refuses without a token, without remote:view, and bad input by field', async () => {
    expect((await t.call('GET', '/api/toolbox/remote-area/query?country=US&postcode=99701')).status).toBe(401);
    const { token } = await signedInWith(t, 'rmt-no-view', ['quote:view']);
    expect((await query({ country: 'US', postcode: '99701' }, token)).body.code).toBe(40300);
    const { token: viewer } = await signedInWith(t, 'rmt-viewer', ['remote:view']);
    expect((await query({ country: 'US', postcode: '99701' }, viewer)).body.code).toBe(20000);
    const bad = async (q: Record<string, string>) => {
      const r = await query(q, admin, 'en');
      expect(r.body.code).toBe(40000);
      return errorPaths(r);
    };
    expect(await bad({ country: 'US' })).toEqual(['postcode']);
    expect(await bad({ country: 'XX', postcode: '99701' })).toEqual(['country']);
    expect(await bad({ country: 'USA', postcode: '99701' })).toEqual(['country']);
    expect(await bad({ country: 'US', postcode: '10#01' })).toEqual(['postcode']);
    expect(await bad({ country: 'US', postcode: '99701', weight: '0' })).toEqual(['weight']);
    expect(await bad({ country: 'US', city: 'x'.repeat(61) })).toEqual(['city']);
    expect(await bad({ country: 'US', city: 'Bar\u0001row' })).toEqual(['city']);
    expect(await bad({ country: 'US', postcode: '99701', date: '2026-02-30' })).toEqual(['date']);
  });
});

describe('POST /toolbox/remote-area/batch, batch/read, batch/export', () => {
  const postcodes = ['99701', '10001', '10#01', '  ', ' 96701 '];

  it('answers each postcode: remote with classes and what channels add, not remote, or not a postcode', async () => {
    const r = await batch({ country: 'US', postcodes, weight: '2' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
    expect(r.body.data.channels.map((c) => c.code)).toEqual(['RMT-P']);
    expect(r.body.data.rows).toEqual([
      {
        postcode: '99701',
        status: 'remote',
        carriers: [{ carrier: CARRIER, remoteClass: 'A', listId: expect.any(Number) }],
        channels: [{ channelId: priced, amount: '30', currency: 'CNY' }],
      },
      { postcode: '10001', status: 'notRemote', carriers: [], channels: [] },
      { postcode: '10#01', status: 'invalid', carriers: [], channels: [] },
      {
        postcode: '96701',
        status: 'remote',
        carriers: [expect.objectContaining({ remoteClass: 'A' })],
        channels: [expect.objectContaining({ amount: '30' })],
      },
    ]);
  });

  it('refuses an empty batch, more than 1,000 postcodes, an unknown country, no permission', async () => {
    expect(errorPaths(await batch({ country: 'US', postcodes: [' '] }))).toEqual(['postcodes']);
    expect(errorPaths(await batch({ country: 'US', postcodes: [] }))).toEqual(['postcodes']);
    expect(
      (await batch({ country: 'US', postcodes: Array.from({ length: 1001 }, (_, i) => String(10000 + i)) })).body.code,
    ).toBe(40000);
    expect(
      (await batch({ country: 'US', postcodes: Array.from({ length: 1000 }, (_, i) => String(99000 + i)) })).body.code,
    ).toBe(20000);
    expect(errorPaths(await batch({ country: 'QQ', postcodes: ['1'] }))).toEqual(['country']);
    expect(errorPaths(await batch({ country: 'US', postcodes: ['x'.repeat(41)] }))).toEqual(['postcodes.0']);
    const { token } = await signedInWith(t, 'rmt-batch-none', ['quote:view']);
    expect((await batch({ country: 'US', postcodes }, token)).body.code).toBe(40300);
    expect(
      (await t.call('POST', '/api/toolbox/remote-area/batch', { body: { country: 'US', postcodes } })).status,
    ).toBe(401);
  });

  it('exports the answer as a workbook that reads back in as a batch', async () => {
    const file = await t.call('POST', '/api/toolbox/remote-area/batch/export', {
      token: admin,
      lang: 'en',
      body: { country: 'US', postcodes, weight: '2' },
    });
    expect(file.status).toBe(200);
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual([
      'Postcode',
      'Result',
      'Carriers’ remote classes',
      'Channel',
      'Remote surcharge',
      'Currency',
    ]);
    // The amount is a number Excel sums, beside its currency, not words.
    expect(rows[1]).toEqual(['99701', 'Remote', `${CARRIER} A`, 'RMT-P 渠道', 30, 'CNY']);
    expect(rows[2]!.slice(0, 2)).toEqual(['10001', 'Not remote']);
    const read = await importFile(t, '/api/toolbox/remote-area/batch/read', admin, file.raw);
    expect(read.code).toBe(20000);
    expect((read.data as unknown as { postcodes: string[] }).postcodes).toEqual(['99701', '10001', '10#01', '96701']);
  });

  it('reads numbers as postcodes, refuses a workbook without the column or over 1,000 postcodes, and needs a token', async () => {
    const read = await importFile(
      t,
      '/api/toolbox/remote-area/batch/read',
      admin,
      await xlsx([['邮编'], [99701], ['  K1A 0B1 ']]),
    );
    expect((read.data as unknown as { postcodes: string[] }).postcodes).toEqual(['99701', 'K1A 0B1']);
    const noColumn = await importFile(
      t,
      '/api/toolbox/remote-area/batch/read',
      admin,
      await xlsx([['城市'], ['Barrow']]),
      'en',
    );
    expect(noColumn.code).toBe(40000);
    const many = await importFile(
      t,
      '/api/toolbox/remote-area/batch/read',
      admin,
      await xlsx([['Postcode'], ...Array.from({ length: 1001 }, (_, i) => [String(10000 + i)])]),
      'en',
    );
    expect(many).toMatchObject({
      code: 40000,
      data: { errors: [{ path: 'file', message: 'At most 1000 postcodes at once' }] },
    });
    const notXlsx = await importFile(t, '/api/toolbox/remote-area/batch/read', admin, Buffer.from('postcode\n99701'));
    expect(notXlsx.code).toBe(40000);
    expect((await t.call('POST', '/api/toolbox/remote-area/batch/read')).status).toBe(401);
  });
});

describe('the price query by city', () => {
  it('charges a remote-by-city entry when the query names the city', async () => {
    const q = (extra: Record<string, string>) =>
      priceQuery(t, admin, { country: 'US', weight: '2', channelIds: String(priced), ...extra });
    // Zone B flat 300; Barrow is remote by city: + 30.
    expect(totals((await q({ postcode: '99623' })).body.data)['RMT-P']).toBe('300.00');
    expect(totals((await q({ postcode: '99623', city: 'barrow' })).body.data)['RMT-P']).toBe('330.00');
    expect(totals((await q({ city: 'Barrow' })).body.data)['RMT-P']).toBe('330.00');
    expect(errorPaths(await q({ city: 'x'.repeat(61) }))).toEqual(['city']);
  });
});

describe('POST /remote-area/preview', () => {
  const preview = async (
    rows: unknown[][],
    fields: Record<string, string> = { ...meta, name: 'RMT DAS 2', effectiveFrom: today() },
    token = admin,
    lang = 'zh',
  ) =>
    (await importFile(t, '/api/remote-area/preview', token, await xlsx(rows), lang, fields)) as unknown as {
      code: number;
      data: RemotePreview & { errors: { row: number; field: string }[] };
    };
  const listCount = async () =>
    (
      await t.db
        .selectFrom('remote_lists')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('shows what an import would add, drop and class otherwise against the list in force, saving nothing', async () => {
    const before = await listCount();
    const r = await preview([
      HEADER,
      ['US', 'prefix', '997', null, 'A'],
      ['US', 'city', 'Barrow', null, 'C'],
      ['US', 'exact', '99801', null, 'B'],
    ]);
    expect(r.code, JSON.stringify(r)).toBe(20000);
    expect(r.data.against).toMatchObject({ carrier: CARRIER, name: 'RMT DAS', entryCount: 3 });
    expect(r.data.entryCount).toBe(3);
    expect(r.data.counts).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    expect(r.data.added).toEqual([{ country: 'US', match: 'exact', value: '99801', valueTo: null, remoteClass: 'B' }]);
    expect(r.data.removed).toEqual([
      { country: 'US', match: 'range', value: '96700', valueTo: '96799', remoteClass: 'A' },
    ]);
    expect(r.data.changed).toEqual([
      {
        country: 'US',
        match: 'city',
        value: 'Barrow',
        valueTo: null,
        remoteClass: 'C',
        before: { remoteClass: 'B', valueTo: null },
      },
    ]);
    expect(await listCount()).toBe(before);
  });

  it('compares with nothing for a carrier without a list in force that day, in any case of its name', async () => {
    const none = await preview([HEADER, ['US', 'prefix', '997', null, 'A']], {
      carrier: 'RMT-NEW',
      name: 'n',
      effectiveFrom: today(),
    });
    expect(none.data).toMatchObject({ against: null, counts: { added: 1, removed: 0, changed: 0, unchanged: 0 } });
    const early = await preview([HEADER, ['US', 'prefix', '997', null, 'A']], {
      carrier: CARRIER,
      name: 'n',
      effectiveFrom: dayFrom(-30),
    });
    expect(early.data.against).toBeNull();
    const cased = await preview([HEADER, ['US', 'prefix', '997', null, 'A']], {
      carrier: ' rmt-ups ',
      name: 'n',
      effectiveFrom: today(),
    });
    expect(cased.data.counts).toEqual({ added: 0, removed: 2, changed: 0, unchanged: 1 });
  });

  it('refuses a bad file as the import does, every bad row named, and needs remote:import', async () => {
    const bad = await preview(
      [HEADER, ['XX', 'prefix', '997', null, 'A'], ['US', 'sometimes', '1', null, 'A']],
      undefined,
      admin,
      'en',
    );
    expect(bad.code).toBe(40000);
    expect(bad.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual(['2.country', '3.match']);
    const { token } = await signedInWith(t, 'rmt-preview-viewer', ['remote:view']);
    expect((await preview([HEADER, ['US', 'prefix', '997', null, 'A']], undefined, token)).code).toBe(40300);
  });
});
