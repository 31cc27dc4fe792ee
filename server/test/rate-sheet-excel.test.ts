import type { RateSheet, RateSheetPreview } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { dayFrom, givenChannel, givenSheet, today, usSheet } from './quote-fixtures.ts';
import { cellsOf, importFile, sheetsOf, workbook } from './sheets.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const preview = async (file: Buffer, token = admin, lang = 'zh') => {
  const r = await importFile(t, '/api/quote/sheet/preview', token, file, lang);
  return r as unknown as { status: number; code: number; data: RateSheetPreview };
};

/** A carrier's sheet in Chinese: first weight plus steps to 2 kg, per kg above; the US by ZIP prefix. */
const carrierGrid = [
  ['起始重量', '截止重量', '计价方式', '价格项', '首重', '续重单位', 'US1', 'US2'],
  [0, 2, '首重续重', '价格', 0.5, 0.5, 45, 50],
  [0, 2, '首重续重', '续重价', null, null, 12, 14],
  [2, 30, '每公斤', null, null, null, 28.5, 30.25],
  [30, 70, 'perKgPlusFee', 'price', null, null, 25, 27],
  [30, 70, 'perKgPlusFee', 'pieceFee', null, null, 10, 10],
];
const carrierZones = [
  ['分区', '分区名称', '国家', '邮编类型', '邮编', '邮编止'],
  ['US1', '美东', 'US', '邮编前缀', '1', null],
  ['US1', null, 'us', 'prefix', '2', null],
  ['US2', '美国其他', 'US', '全国', null, null],
];

describe('POST /quote/sheet/preview', () => {
  it('reads a carrier sheet in any language into zones and rates, with no errors, ready to save', async () => {
    const r = await preview(await workbook({ 价格表: carrierGrid, 分区: carrierZones }));
    expect(r.code).toBe(20000);
    expect(r.data.errors).toEqual([]);
    expect(r.data.sheet.zones).toEqual([
      {
        code: 'US1',
        name: '美东',
        members: [
          { country: 'US', match: 'prefix', value: '1', valueTo: null },
          { country: 'US', match: 'prefix', value: '2', valueTo: null },
        ],
      },
      { code: 'US2', name: '美国其他', members: [{ country: 'US', match: 'country', value: null, valueTo: null }] },
    ]);
    expect(r.data.sheet.rates).toEqual([
      {
        zone: 'US1',
        fromKg: '0',
        toKg: '2',
        model: 'firstAdditional',
        price: '45',
        firstKg: '0.5',
        stepKg: '0.5',
        stepPrice: '12',
        pieceFee: null,
      },
      {
        zone: 'US2',
        fromKg: '0',
        toKg: '2',
        model: 'firstAdditional',
        price: '50',
        firstKg: '0.5',
        stepKg: '0.5',
        stepPrice: '14',
        pieceFee: null,
      },
      {
        zone: 'US1',
        fromKg: '2',
        toKg: '30',
        model: 'perKg',
        price: '28.5',
        firstKg: null,
        stepKg: null,
        stepPrice: null,
        pieceFee: null,
      },
      {
        zone: 'US2',
        fromKg: '2',
        toKg: '30',
        model: 'perKg',
        price: '30.25',
        firstKg: null,
        stepKg: null,
        stepPrice: null,
        pieceFee: null,
      },
      {
        zone: 'US1',
        fromKg: '30',
        toKg: '70',
        model: 'perKgPlusFee',
        price: '25',
        firstKg: null,
        stepKg: null,
        stepPrice: null,
        pieceFee: '10',
      },
      {
        zone: 'US2',
        fromKg: '30',
        toKg: '70',
        model: 'perKgPlusFee',
        price: '27',
        firstKg: null,
        stepKg: null,
        stepPrice: null,
        pieceFee: '10',
      },
    ]);
    const channelId = await givenChannel(t, admin, 'XL-1');
    // What was read is saved as every sheet is: not from a day gone.
    const gone = await t.call('POST', `/api/quote/channel/${channelId}/sheets`, {
      token: admin,
      body: { effectiveFrom: dayFrom(-1), ...r.data.sheet },
    });
    expect(gone.body).toMatchObject({ code: 40000, data: { errors: [{ path: 'effectiveFrom' }] } });
    await givenSheet(t, admin, channelId, { effectiveFrom: today(), ...r.data.sheet });
  });

  it("names every bad cell by worksheet, row and column header, and the sheet's own gaps and unknown zones", async () => {
    const grid = [
      ['fromKg', 'toKg', 'model', 'item', 'Z1', 'Z2', 'Z 3'],
      [0, 1, 'flat', null, 10, -5, null],
      [1, 'two', 'perKg', null, 8, 8, null],
      [2, 5, 'weekly', null, 8, 8, null],
      [3, 5, 'flat', 'stepPrice', 1, 1, null],
      [5, 10, 'perKg', null, 6, 6, null],
      [11, 20, 'perKg', null, 5, null, null],
    ];
    const zones = [
      ['zone', 'country', 'match', 'value', 'valueTo'],
      ['Z1', 'US', 'country', null, null],
      ['Z9', 'XX', 'country', null, null],
      ['Z9', 'GB', 'sometimes', null, null],
    ];
    const r = await preview(await workbook({ rates: grid, zones }), admin, 'en');
    expect(r.code).toBe(20000);
    const at = r.data.errors.map((e) => `${e.sheet}!${e.row}:${e.column}`);
    expect(at).toEqual([
      'rates!1:Z 3',
      'rates!1:Z2',
      'rates!2:Z2',
      'rates!3:toKg',
      'rates!4:model',
      'rates!5:item',
      'rates!6:fromKg',
      'rates!7:fromKg',
      'zones!3:country',
      'zones!4:match',
    ]);
    const said = Object.fromEntries(r.data.errors.map((e) => [`${e.sheet}!${e.row}:${e.column}`, e.message]));
    expect(said['rates!2:Z2']).toBe('A number of at least 0 with at most 4 decimals');
    expect(said['rates!4:model']).toBe('"weekly" is not recognised');
    expect(said['rates!1:Z2']).toBe('No zone Z2 on this sheet');
    expect(said['rates!6:fromKg']).toBe('Zone Z1 has a gap between 1 kg and 5 kg');
    expect(said['zones!3:country']).toBe('No such country: XX');
  });

  it('says so when the zone list is missing, and refuses a file that is no workbook', async () => {
    const r = await preview(
      await workbook({
        rates: [
          ['fromKg', 'toKg', 'model', 'Z1'],
          [0, 1, 'flat', 3],
        ],
      }),
      admin,
      'en',
    );
    expect(r.data.errors).toContainEqual({
      sheet: 'rates',
      row: 1,
      column: '',
      message: 'The second worksheet, the zone list, is missing',
    });
    const junk = await preview(Buffer.from('not a workbook'));
    expect(junk).toMatchObject({ status: 400, code: 40000, data: { errors: [{ path: 'file' }] } });
  });

  it('says of the empty template what saving it would: no zones, no rates', async () => {
    const template = await t.call('GET', '/api/quote/sheet/template', { token: admin, lang: 'en' });
    const r = await preview(template.raw, admin, 'en');
    const channelId = await givenChannel(t, admin, 'XL-5');
    const saved = await t.call<{ errors: { path: string; message: string }[] }>(
      'POST',
      `/api/quote/channel/${channelId}/sheets`,
      {
        token: admin,
        lang: 'en',
        body: { effectiveFrom: today(), ...r.data.sheet },
      },
    );
    expect(saved.body.code).toBe(40000);
    const refused = saved.body.data.errors;
    expect(refused.map((e) => e.path).sort()).toEqual(['rates', 'zones']);
    expect(r.data.errors).toEqual([
      { sheet: 'Rates', row: 1, column: '', message: refused.find((e) => e.path === 'rates')!.message },
      { sheet: 'Zones', row: 1, column: '', message: refused.find((e) => e.path === 'zones')!.message },
    ]);
  });

  it('needs channel:rates', async () => {
    const { token } = await signedInWith(t, 'xl-viewer', ['channel:view']);
    expect((await preview(await workbook({ 价格表: carrierGrid, 分区: carrierZones }), token)).code).toBe(40300);
  });
});

describe('GET /quote/sheet/:sheetId/export and /quote/sheet/template', () => {
  it('exports a sheet in the layout the preview reads back unchanged', async () => {
    const channelId = await givenChannel(t, admin, 'XL-2');
    const sheet = {
      effectiveFrom: today(),
      zones: [
        {
          code: 'E',
          name: '东部',
          members: [
            { country: 'US', match: 'range', value: '01000', valueTo: '49999' },
            { country: 'CA', match: 'exact', value: 'H2X 1Y4' },
          ],
        },
        { code: 'W', members: [{ country: 'US', match: 'country' }] },
      ],
      rates: [
        { zone: 'E', fromKg: '0', toKg: '0.5', model: 'flat', price: '39.9' },
        { zone: 'W', fromKg: '0', toKg: '0.5', model: 'flat', price: '42' },
        {
          zone: 'E',
          fromKg: '0.5',
          toKg: '21',
          model: 'firstAdditional',
          price: '50',
          firstKg: '1',
          stepKg: '0.5',
          stepPrice: '9.5',
        },
        { zone: 'W', fromKg: '0.5', toKg: '21', model: 'perKgPlusFee', price: '31', pieceFee: '4.25' },
      ],
    };
    const saved = await givenSheet(t, admin, channelId, sheet);
    const file = await t.call('GET', `/api/quote/sheet/${saved.id}/export`, { token: admin });
    expect(file.status).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(`价格表-XL-2-${today()}.xlsx`);
    const books = await sheetsOf(file.raw);
    expect(Object.keys(books)).toEqual(['价格表', '分区']);
    expect(books['价格表']![0]).toEqual(['起始重量', '截止重量', '计价方式', '价格项', '首重', '续重单位', 'E', 'W']);
    expect(books['分区']![1]).toEqual(['E', '东部', 'US', '邮编区间', '01000', '49999']);
    // Weights and prices are numbers Excel computes with, shown as weights and money.
    const [, firstBand] = await cellsOf(file.raw);
    expect(firstBand!.map((c) => c.numFmt)).toEqual([
      '0.000',
      '0.000',
      undefined,
      undefined,
      '0.000',
      '0.000',
      '#,##0.00##',
      '#,##0.00##',
    ]);
    expect(firstBand!.map((c) => c.value)).toEqual([0, 0.5, '固定价', '价格', null, null, 39.9, 42]);
    const back = await preview(file.raw);
    expect(back.data.errors).toEqual([]);
    const stored = (await t.call<RateSheet>('GET', `/api/quote/sheet/${saved.id}`, { token: admin })).body.data;
    expect(back.data.sheet.zones).toEqual(stored.zones);
    expect(new Set(back.data.sheet.rates.map((x) => JSON.stringify(x)))).toEqual(
      new Set(stored.rates.map((x) => JSON.stringify(x))),
    );
  });

  it('lists bands by weight as numbers, not as texts (9.5 before 10), then by where they end', async () => {
    const channelId = await givenChannel(t, admin, 'XL-4');
    const flat = (zone: string, fromKg: string, toKg: string) => ({ zone, fromKg, toKg, model: 'flat', price: '10' });
    const saved = await givenSheet(t, admin, channelId, {
      effectiveFrom: today(),
      zones: [
        { code: 'A', members: [{ country: 'US', match: 'country' }] },
        { code: 'B', members: [{ country: 'CA', match: 'country' }] },
      ],
      rates: [
        flat('A', '0', '9.5'),
        flat('A', '9.5', '10'),
        flat('A', '10', '100'),
        flat('B', '0', '10'),
        flat('B', '10', '100'),
      ],
    });
    const rows = (await sheetsOf((await t.call('GET', `/api/quote/sheet/${saved.id}/export`, { token: admin })).raw))[
      '价格表'
    ]!;
    expect(rows.slice(1).map(([from, to]) => [from, to])).toEqual([
      [0, 9.5],
      [0, 10],
      [9.5, 10],
      [10, 100],
    ]);
  });

  it('answers an empty template with both worksheets, 40400 for an unknown sheet, and needs the codes', async () => {
    const template = await t.call('GET', '/api/quote/sheet/template', { token: admin, lang: 'en' });
    const books = await sheetsOf(template.raw);
    expect(books).toEqual({
      Rates: [
        ['From (kg)', 'To (kg)', 'Rate model', 'Price item', 'First weight (kg)', 'Additional step (kg)', 'Z1', 'Z2'],
      ],
      Zones: [['Zone', 'Zone name', 'Country', 'Match', 'Postcode', 'Last postcode']],
    });
    expect((await t.call('GET', '/api/quote/sheet/999999/export', { token: admin })).body.code).toBe(40400);
    const channelId = await givenChannel(t, admin, 'XL-3');
    const saved = await givenSheet(t, admin, channelId, usSheet(today()));
    const { token } = await signedInWith(t, 'xl-reader', ['channel:view']);
    expect((await t.call('GET', `/api/quote/sheet/${saved.id}/export`, { token })).status).toBe(200);
    expect((await t.call('GET', '/api/quote/sheet/template', { token })).body.code).toBe(40300);
  });
});
