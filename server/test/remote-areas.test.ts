import type { RemoteListRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, priceQuery, today, totals, usSheet } from './quote-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const HEADER = ['国家', '匹配方式', '邮编或城市', '邮编止', '偏远等级'];
const upsList = [
  HEADER,
  ['US', '邮编', '99501', null, 'A'],
  ['US', 'prefix', '967', null, 'B'],
  ['us', 'range', '59000', '59999', 'A'],
  ['CA', 'city', 'Yellowknife', null, 'B'],
];
const meta = { carrier: 'UPS', name: 'UPS DAS 2026', effectiveFrom: dayFrom(-1) };
const importList = (file: Buffer, fields: Record<string, string> = meta, token = admin, lang = 'zh') =>
  importFile(t, '/api/remote-area/import', token, file, lang, fields);
const lists = async (query = '') =>
  (await t.call<RemoteListRow[]>('GET', `/api/remote-area/lists?${query}`, { token: admin })).body.data;
const countLists = async () =>
  (
    await t.db
      .selectFrom('remote_lists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /remote-area/import', () => {
  it('keeps a whole list with its carrier and days, audited', async () => {
    const r = await importList(await xlsx(upsList));
    expect(r.code, JSON.stringify(r)).toBe(20000);
    expect(r.data).toEqual({ created: 4, updated: 0, unchanged: 0 });
    const [list] = await lists('carrier=ups');
    expect(list).toMatchObject({
      carrier: 'UPS',
      name: 'UPS DAS 2026',
      effectiveFrom: meta.effectiveFrom,
      effectiveTo: null,
      entryCount: 4,
      createdBy: '系统管理员',
    });
    expect((await auditOf(t.db, 'remoteList', list!.id))[0]).toMatchObject({
      action: 'create',
      after: { entryCount: 4 },
    });
  });

  it('refuses the whole file, every bad row named, and keeps nothing', async () => {
    const before = await countLists();
    const bad = [
      HEADER,
      ['US', 'exact', '99501', null, 'A'],
      ['XX', 'exact', '10001', null, 'A'],
      ['US', 'sometimes', '10001', null, 'A'],
      ['US', 'range', '59000', '5999', 'A'],
      ['US', 'exact', '10#01', null, 'A'],
      ['US', 'exact', '10002', '10009', 'A'],
      ['US', 'exact', '99501', null, 'B'],
      ['US', 'exact', '10003', null, null],
    ];
    const r = await importList(await xlsx(bad), meta, admin, 'en');
    expect(r.code).toBe(40000);
    expect(r.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual([
      '3.country',
      '4.match',
      '5.valueTo',
      '6.value',
      '7.valueTo',
      '8.value',
      '9.remoteClass',
    ]);
    expect(r.data.errors.find((e) => e.row === 8)).toMatchObject({
      column: 'Postcode or city',
      message: 'Repeats row 2',
    });
    expect(await countLists()).toBe(before);
  });

  it('refuses missing or bad list fields, naming them, and a file without the columns', async () => {
    const file = await xlsx(upsList);
    const refused = await importList(file, { carrier: ' ', name: 'x', effectiveFrom: '2026-02-30' });
    expect(refused.code).toBe(40000);
    expect(refused.data.errors.map((e) => e.path).sort()).toEqual(['carrier', 'effectiveFrom']);
    const backwards = await importList(file, { ...meta, effectiveTo: dayFrom(-5) });
    expect(backwards.data.errors.map((e) => e.path)).toEqual(['effectiveTo']);
    const noColumns = await importList(
      await xlsx([
        ['国家', '偏远等级'],
        ['US', 'A'],
      ]),
    );
    expect(noColumns.data.errors.map((e) => e.field)).toEqual(['match', 'value']);
  });
});

describe('GET /remote-area/lists/:id/entries, export, template; DELETE', () => {
  it("pages a list's entries by keyword and country, exports them in the import's layout, deletes the list", async () => {
    const r = await importList(await xlsx(upsList), { ...meta, name: 'UPS 2', effectiveTo: dayFrom(300) });
    expect(r.code).toBe(20000);
    const [list] = await lists('carrier=UPS');
    const entries = async (query: string) =>
      (
        await t.call<{ records: { value: string }[]; total: number }>(
          'GET',
          `/api/remote-area/lists/${list!.id}/entries?${query}`,
          { token: admin },
        )
      ).body.data;
    expect(await entries('pageSize=2')).toMatchObject({ total: 4, records: [{ value: '99501' }, { value: '967' }] });
    expect((await entries('keyword=yellow')).records.map((e) => e.value)).toEqual(['Yellowknife']);
    expect((await entries('country=CA')).total).toBe(1);
    const file = await t.call('GET', `/api/remote-area/lists/${list!.id}/export`, { token: admin });
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[3]).toEqual(['US', '邮编区间', '59000', '59999', 'A']);
    expect((await importList(file.raw, { ...meta, name: 'round trip' })).data).toEqual({
      created: 4,
      updated: 0,
      unchanged: 0,
    });
    expect((await t.call('DELETE', `/api/remote-area/lists/${list!.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('GET', `/api/remote-area/lists/${list!.id}/entries`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/remote-area/lists/${list!.id}`, { token: admin })).body.code).toBe(40400);
    const template = await t.call('GET', '/api/remote-area/template', { token: admin, lang: 'en' });
    expect(await rowsOf(template.raw)).toEqual([
      ['Country', 'Match', 'Postcode or city', 'Last postcode', 'Remote class'],
    ]);
  });

  it('needs remote:view, remote:import and remote:delete', async () => {
    const { token } = await signedInWith(t, 'remote-viewer', ['remote:view']);
    expect((await t.call('GET', '/api/remote-area/lists', { token })).body.code).toBe(20000);
    expect((await importList(await xlsx(upsList), meta, token)).code).toBe(40300);
    const [list] = await lists();
    expect((await t.call('DELETE', `/api/remote-area/lists/${list!.id}`, { token })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/remote-area/template', { token })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/remote-area/lists')).status).toBe(401);
  });
});

describe('the remote surcharge', () => {
  it("charges per kg with a minimum on the channel's carrier's listed postcodes, from the next query after an import", async () => {
    const channel = await givenChannel(t, admin, 'RA-DHL', { carrier: 'DHL' });
    await givenSheet(t, admin, channel, usSheet(dayFrom(-3)));
    const remote = await t.call('POST', '/api/surcharge', {
      token: admin,
      body: {
        name: '偏远',
        kind: 'remote',
        basis: 'kg',
        amount: '4',
        minimum: '30',
        effectiveFrom: dayFrom(-3),
        channelIds: [channel],
      },
    });
    expect(remote.body.code).toBe(20000);
    const quote = async (weight: string, postcode: string) =>
      totals((await priceQuery(t, admin, { country: 'US', weight, postcode, channelIds: String(channel) })).body.data)[
        'RA-DHL'
      ];
    // 99701 is not on a list yet: zone B flat 300.
    expect(await quote('2', '99701')).toBe('300.00');
    // A list without ranges may leave the last-postcode column out.
    const r = await importList(
      await xlsx([
        ['国家', '匹配方式', '邮编或城市', '偏远等级'],
        ['US', 'prefix', '997', 'A'],
      ]),
      { carrier: 'DHL', name: 'DHL remote', effectiveFrom: today() },
    );
    expect(r.code).toBe(20000);
    // 2 kg × 4 = 8, raised to the 30 minimum; 12 kg × 4 = 48.
    expect(await quote('2', '99701')).toBe('330.00');
    expect(await quote('12', '99701')).toBe('348.00');
  });
});
