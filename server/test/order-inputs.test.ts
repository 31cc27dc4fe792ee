import { surchargeFields, type ChargePricing, type ChargeRow, type OrderChange, type OrderRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdministrator } from '../src/demo/staff.ts';
import { applyUpstream } from '../src/modules/logistics/sync.ts';
import { piecesOf } from '../src/modules/settlement/pricing.ts';
import { createSurcharge } from '../src/modules/surcharges/rules.ts';
import { upstreamOrder } from '../src/outside/upstream/client.ts';
import { adminApp, errorPaths, type Caller } from './harness.ts';
import { givenCustomer, insertOrder } from './order-fixtures.ts';
import { dayFrom, givenChannel, givenSheet } from './quote-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';

/*
 * An order's pricing inputs besides weight and pieces (cargo type, address type, each piece's sides) through every
 * writer (the edit, an import, the upstream sync) and into its price. Channel IN-EXP (CNY, volumetric divisor
 * 5000, 0.5 kg steps): the US at 10 a kg from 30 days back; surcharges: residential 15 a shipment, battery or
 * liquid cargo 8 a shipment.
 */

let t: Caller;
let admin: string;
/** Yesterday, the entry of every order here: the sheet is in force, and a source writing it again changes nothing. */
const entered = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 86_400_000);
const ref = { customer: 0, channel: 0 };

const givenOrder = (numbers: string) =>
  insertOrder(t.db, {
    numbers,
    customer_id: ref.customer,
    channel_id: ref.channel,
    country: 'US',
    consignee_postcode: '10001',
    weight: '2.300',
    pieces: 1,
    entry_date: entered,
  });

const rowOf = async (numbers: string): Promise<OrderRow> => {
  const r = await t.call<{ orders: { records: OrderRow[] } }>('POST', '/api/orders/page', {
    token: admin,
    body: { numbers, isReceived: '全部' },
  });
  return r.body.data.orders.records[0]!;
};

/** The edit body of an order as it is, with some fields changed. */
const bodyOf = (o: OrderRow, change: Record<string, unknown> = {}) => ({
  numbers: o.numbers,
  customerId: o.customerId,
  channelId: o.channelId,
  countryId: o.countryId,
  consigneeName: o.consigneeName,
  consigneePostcode: o.consigneePostcode,
  weight: o.weight,
  pieces: o.pieces,
  cargoType: o.cargoType,
  addressType: o.addressType,
  lengthCm: o.lengthCm,
  widthCm: o.widthCm,
  heightCm: o.heightCm,
  ownerUserId: o.ownerUserId,
  statusId: o.statusId,
  entryDate: o.entryDate,
  isReceived: o.isReceived,
  remark: o.remark,
  version: o.version,
  ...change,
});

const edit = async (numbers: string, change: Record<string, unknown>) =>
  t.call<OrderRow>('PUT', `/api/orders/${(await rowOf(numbers)).id}`, {
    token: admin,
    body: bodyOf(await rowOf(numbers), change),
  });

const charge = async (id: number) =>
  (
    await t.call<{ charge: ChargeRow; history: { records: ChargePricing[]; total: number } }>(
      'GET',
      `/api/settlement/charges/${id}`,
      { token: admin },
    )
  ).body.data;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  ref.channel = await givenChannel(t, admin, 'IN-EXP');
  const settings = await t.call('PUT', `/api/quote/channel/${ref.channel}/settings`, {
    token: admin,
    body: { version: 0, divisor: 5000, cargoTypes: ['general', 'battery', 'liquid'] },
  });
  expect(settings.body.code, settings.body.message).toBe(20000);
  await givenSheet(t, admin, ref.channel, {
    effectiveFrom: dayFrom(-30),
    zones: [{ code: 'US', members: [{ country: 'US', match: 'country' }] }],
    rates: [{ zone: 'US', fromKg: '0', toKg: '100', model: 'perKg', price: '10' }],
  });
  const ctx = await asAdministrator(t.db);
  const rule = { basis: 'shipment', effectiveFrom: dayFrom(-40), channelIds: [ref.channel] };
  await createSurcharge(ctx, surchargeFields.parse({ ...rule, name: '住宅', kind: 'residential', amount: '15' }));
  await createSurcharge(
    ctx,
    surchargeFields.parse({
      ...rule,
      name: '敏感货',
      kind: 'sensitive',
      amount: '8',
      cargoTypes: ['battery', 'liquid'],
    }),
  );
  ref.customer = await givenCustomer(t.db, '计费客户', ctx.user.id);
});
afterAll(() => t.close());

describe('the edit', () => {
  it('refuses a cargo or address type it does not know, sides not more than 0 and a partial set of sides (40000, by field)', async () => {
    await givenOrder('IN-BAD');
    const o = await rowOf('IN-BAD');
    const put = (change: Record<string, unknown>) =>
      t.call('PUT', `/api/orders/${o.id}`, { token: admin, body: bodyOf(o, change) });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ cargoType: 'explosive' }, ['cargoType']],
      [{ addressType: 'unknown' }, ['addressType']],
      [{ lengthCm: '40' }, ['widthCm', 'heightCm']],
      [{ lengthCm: '0', widthCm: '30', heightCm: '20' }, ['lengthCm']],
      [{ lengthCm: '40.25', widthCm: '30', heightCm: '-2' }, ['lengthCm', 'heightCm']],
      [{ lengthCm: 40, widthCm: '30', heightCm: '20' }, ['lengthCm']],
    ];
    for (const [change, paths] of cases) {
      const r = await put(change);
      expect([r.body.code, errorPaths(r).sort()], JSON.stringify(change)).toEqual([40000, paths.sort()]);
    }
    const partial = await t.call('PUT', `/api/orders/${o.id}`, {
      token: admin,
      lang: 'en',
      body: bodyOf(o, { widthCm: '30' }),
    });
    expect((partial.body.data as { errors: { message: string }[] }).errors[0]!.message).toMatch(/required/i);
    expect((await rowOf('IN-BAD')).version).toBe(o.version);
  });

  it('keeps them, answers them on the row, and lists their changes in the history', async () => {
    const id = await givenOrder('IN-EDIT');
    const saved = await edit('IN-EDIT', {
      cargoType: 'battery',
      addressType: 'residential',
      lengthCm: '40',
      widthCm: '30.5',
      heightCm: '20',
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    expect(saved.body.data).toMatchObject({
      cargoType: 'battery',
      addressType: 'residential',
      lengthCm: '40.0',
      widthCm: '30.5',
      heightCm: '20.0',
    });
    const cleared = await edit('IN-EDIT', { cargoType: null, lengthCm: null, widthCm: null, heightCm: null });
    expect(cleared.body.data).toMatchObject({ cargoType: null, addressType: 'residential', lengthCm: null });
    const history = await t.call<{ records: OrderChange[] }>('GET', `/api/orders/${id}/history`, { token: admin });
    expect(history.body.data.records.map((r) => r.changes)).toEqual([
      [
        { field: 'cargoType', before: 'battery', after: null },
        { field: 'dimensions', before: '40×30.5×20', after: null },
      ],
      [
        { field: 'cargoType', before: null, after: 'battery' },
        { field: 'addressType', before: null, after: 'residential' },
        { field: 'dimensions', before: null, after: '40×30.5×20' },
      ],
    ]);
  });
});

describe('pricing by them', () => {
  it('splits an order’s weight over its alike pieces to the gram', () => {
    const sides = { lengthCm: '40.0', widthCm: '30.0', heightCm: '20.0' };
    const piece = { length: '40.0', width: '30.0', height: '20.0' };
    expect(piecesOf({ ...sides, weight: '2.300', pieces: 1 })).toEqual([{ ...piece, weight: '2.3', count: 1 }]);
    // 1,001 g over 3: 334 + 334 + 333.
    expect(piecesOf({ ...sides, weight: '1.001', pieces: 3 })).toEqual([
      { ...piece, weight: '0.334', count: 2 },
      { ...piece, weight: '0.333', count: 1 },
    ]);
  });

  it('prices the cargo type’s and the residential address’s surcharges and the volumetric weight, as computed by hand', async () => {
    const id = await givenOrder('IN-PRICE');
    const priced = async (change: Record<string, unknown>) => {
      const r = await edit('IN-PRICE', change);
      expect(r.body.code, r.body.message).toBe(20000);
      return (await charge(id)).charge;
    };
    // 2.3 kg → 2.5 kg × 10 = 25.00; general cargo, address type unknown: no surcharge.
    expect(await priced({ remark: 'first save prices it' })).toMatchObject({ total: '25.00', chargeableWeight: '2.5' });
    // Battery: + 8 a shipment.
    const battery = await priced({ cargoType: 'battery' });
    expect(battery.total).toBe('33.00');
    expect(battery.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['base', '25'],
      ['sensitive', '8'],
    ]);
    // Residential too: + 15.
    expect((await priced({ addressType: 'residential' })).total).toBe('48.00');
    expect((await priced({ addressType: 'commercial', cargoType: 'general' })).total).toBe('25.00');
    // 40 × 30 × 20 = 24,000 cm³ / 5000 = 4.8 kg over the actual 2.3 → 5 kg × 10 = 50.00.
    expect(await priced({ lengthCm: '40', widthCm: '30', heightCm: '20' })).toMatchObject({
      total: '50.00',
      chargeableWeight: '5',
    });
    // Two such boxes sharing the 2.3 kg: each 4.8 → 5 kg, 10 kg × 10 = 100.00.
    expect(await priced({ pieces: 2 })).toMatchObject({ total: '100.00', chargeableWeight: '10' });
  });

  it('prices again on a change of any of them, and not on a remark', async () => {
    const id = await givenOrder('IN-AGAIN');
    await edit('IN-AGAIN', { remark: 'priced once' });
    const pricings = async () => (await charge(id)).history.total;
    let n = await pricings();
    for (const change of [
      { cargoType: 'liquid' },
      { addressType: 'residential' },
      { lengthCm: '10', widthCm: '10', heightCm: '10' },
      { lengthCm: '11' },
      { widthCm: '12' },
      { heightCm: '13' },
      { cargoType: null },
    ]) {
      expect((await edit('IN-AGAIN', change)).body.code).toBe(20000);
      expect(await pricings(), JSON.stringify(change)).toBe(++n);
    }
    expect((await edit('IN-AGAIN', { remark: 'only a remark' })).body.code).toBe(20000);
    expect(await pricings()).toBe(n);
  });
});

describe('the import', () => {
  const header = [
    'numbers',
    'customerOrderNumber',
    'originalTrackingNumber',
    'newTrackingNumber',
    'shortName',
    'agentCode',
    'channelCode',
    'countryCode',
    'consigneeName',
    'consigneePhone',
    'consigneeCity',
    'consigneePostcode',
    'consigneeAddress',
    'goodsDescription',
    'hsCode',
    'declaredValue',
    'currency',
    'weight',
    'pieces',
    'ownerUsername',
    'statusName',
    'entryDate',
    'remark',
  ];
  const inputs = ['货物类型', '地址类型', '长(cm)', '宽(cm)', '高(cm)'];
  const row = (numbers: string, more: unknown[] = []) => [
    numbers,
    ...[null, null, null, '计费客户', null, 'IN-EXP', 'US', 'Ann', null, null, '10001'],
    ...[null, null, null, null, null, 2.3, 1, 'admin', '已下单', entered, null],
    ...more,
  ];
  const columnsOf = async (numbers: string) =>
    t.db
      .selectFrom('orders')
      .select(['id', 'cargo_type', 'address_type', 'length_cm', 'width_cm', 'height_cm'])
      .where('numbers', '=', numbers)
      .executeTakeFirstOrThrow();

  it('sets them from their columns, refusing bad cells by field; a file without the columns keeps them, a blank cell clears one', async () => {
    const bad = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([
        [...header, ...inputs],
        row('IN-IMP-1', ['explosive', 'residential', 40, 30, 20]),
        row('IN-IMP-2', ['general', 'home', 40, null, null]),
      ]),
    );
    expect(bad.code).toBe(40000);
    expect(bad.data.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'cargoType'],
      [3, 'addressType'],
      [3, 'widthCm'],
      [3, 'heightCm'],
    ]);
    const ok = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([[...header, ...inputs], row('IN-IMP-1', ['battery', 'residential', 40, 30.5, 20])]),
    );
    expect([ok.code, ok.data.created]).toEqual([20000, 1]);
    const created = await columnsOf('IN-IMP-1');
    expect(created).toMatchObject({
      cargo_type: 'battery',
      address_type: 'residential',
      length_cm: '40.0',
      width_cm: '30.5',
      height_cm: '20.0',
    });
    // Priced in the import: 4.8 kg volumetric → 5 × 10 + battery 8 + residential 15 = 73.00.
    expect((await charge(created.id)).charge.total).toBe('73.00');
    const without = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([header, row('IN-IMP-1'), row('IN-IMP-3')]),
    );
    expect(without.data).toMatchObject({ created: 1, unchanged: 1 });
    expect(await columnsOf('IN-IMP-1')).toMatchObject({ cargo_type: 'battery', length_cm: '40.0' });
    expect(await columnsOf('IN-IMP-3')).toMatchObject({ cargo_type: null, address_type: null, length_cm: null });
    const blank = await importFile(
      t,
      '/api/orders/import',
      admin,
      await xlsx([[...header, ...inputs], row('IN-IMP-1', [null, 'residential', null, null, null])]),
    );
    expect(blank.data).toMatchObject({ updated: 1 });
    expect(await columnsOf('IN-IMP-1')).toMatchObject({
      cargo_type: null,
      address_type: 'residential',
      length_cm: null,
    });
    // 2.3 → 2.5 kg × 10 + residential 15 = 40.00.
    expect((await charge(created.id)).charge.total).toBe('40.00');
  });

  it('writes them in the export and the template, by their labels', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/orders/template',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh' },
    });
    expect((await rowsOf(template.rawPayload))[0]).toEqual(expect.arrayContaining(inputs));
  });
});

describe('the upstream sync', () => {
  const upstream = (more: Record<string, unknown>) =>
    upstreamOrder.parse({
      numbers: 'IN-UP-1',
      customerOrderNumber: null,
      originalTrackingNumber: null,
      newTrackingNumber: null,
      customerCode: '计费客户',
      agentCode: null,
      channelCode: 'IN-EXP',
      countryCode: 'US',
      ownerUsername: 'admin',
      status: 'ordered',
      consignee: { name: 'Ann', phone: null, city: null, postcode: '10001', address: null },
      goods: { description: null, hsCode: null, declaredValue: null, currency: null },
      weight: '2.3',
      pieces: 1,
      entryDate: entered.toISOString(),
      updatedAt: new Date().toISOString(),
      remark: null,
      ...more,
    });
  const apply = async (more: Record<string, unknown>) => {
    const counts: Record<string, number> = {};
    await applyUpstream(t.db, t.app.orderWrites, [upstream(more)], {
      count: (name, n = 1) => void (counts[name] = (counts[name] ?? 0) + n),
      error: (numbers) => {
        throw new Error(`${numbers} failed`);
      },
    });
    return counts;
  };
  const columns = () =>
    t.db
      .selectFrom('orders')
      .select(['id', 'cargo_type', 'address_type', 'length_cm', 'width_cm', 'height_cm'])
      .where('numbers', '=', 'IN-UP-1')
      .executeTakeFirstOrThrow();

  it('reads them, refusing sides not more than 0 or a type it does not know', () => {
    expect(upstream({ dimensions: { length: 40, width: '30', height: 20.5 } }).dimensions).toEqual({
      length: '40',
      width: '30',
      height: '20.5',
    });
    for (const more of [
      { dimensions: { length: 0, width: 30, height: 20 } },
      { dimensions: { length: 40, width: 30 } },
      { cargoType: 'explosive' },
      { addressType: 'unknown' },
    ])
      expect(upstreamOrder.safeParse({ ...upstream({}), ...more }).success, JSON.stringify(more)).toBe(false);
  });

  it('maps them; an order without them keeps the console’s, null clears them; a change prices again', async () => {
    expect(
      await apply({
        cargoType: 'liquid',
        addressType: 'commercial',
        dimensions: { length: 40, width: 30, height: 20 },
      }),
    ).toMatchObject({ created: 1 });
    const made = await columns();
    expect(made).toMatchObject({
      cargo_type: 'liquid',
      address_type: 'commercial',
      length_cm: '40.0',
      width_cm: '30.0',
      height_cm: '20.0',
    });
    // 5 kg × 10 + liquid 8 = 58.00.
    expect((await charge(made.id)).charge.total).toBe('58.00');
    expect(await apply({})).toMatchObject({ unchanged: 1 });
    expect(await columns()).toMatchObject({ cargo_type: 'liquid', length_cm: '40.0' });
    expect(await apply({ cargoType: null, dimensions: null })).toMatchObject({ updated: 1 });
    expect(await columns()).toMatchObject({ cargo_type: null, address_type: 'commercial', length_cm: null });
    // 2.5 kg × 10 = 25.00.
    expect((await charge(made.id)).charge).toMatchObject({ total: '25.00' });
    expect((await charge(made.id)).history.records.map((h) => h.cause)).toEqual(['save', 'save']);
  });
});
