import type { SurchargeRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, priceQuery, today, usSheet } from './quote-fixtures.ts';

let t: Caller;
let admin: string;
let dhl: number;
let ups: number;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  dhl = await givenChannel(t, admin, 'SC-DHL', { sort: 1 });
  ups = await givenChannel(t, admin, 'SC-UPS', { sort: 2 });
});
afterAll(() => t.close());

const rule = (extra: object = {}) => ({
  name: '燃油附加费',
  kind: 'fuel',
  basis: 'percent',
  amount: '12.5',
  effectiveFrom: '2026-01-01',
  ...extra,
});
const create = (body: object, token = admin) => t.call<SurchargeRow>('POST', '/api/surcharge', { token, body });
async function given(body: object): Promise<SurchargeRow> {
  const r = await create(body);
  expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
  return r.body.data;
}
const page = async (query = '') =>
  (await t.call<{ records: SurchargeRow[]; total: number }>('GET', `/api/surcharge/page?${query}`, { token: admin }))
    .body.data;

describe('POST, PUT, DELETE /surcharge', () => {
  it('creates a rule with its channels, audited', async () => {
    const r = await given(
      rule({
        name: '远程附加费',
        kind: 'remote',
        basis: 'kg',
        amount: '3.20',
        minimum: '25',
        onFuel: true,
        remoteClass: 'A',
        channelIds: [ups, dhl, ups],
      }),
    );
    expect(r).toMatchObject({
      kind: 'remote',
      basis: 'kg',
      amount: '3.2',
      minimum: '25',
      onFuel: true,
      remoteClass: 'A',
      effectiveTo: null,
      enabled: true,
      version: 1,
    });
    expect(r.channels.map((c) => c.code)).toEqual(['SC-DHL', 'SC-UPS']);
    expect((await auditOf(t.db, 'surcharge', r.id))[0]).toMatchObject({
      action: 'create',
      after: { name: '远程附加费' },
    });
  });

  it('refuses what a kind cannot charge with, naming the field', async () => {
    const refused = async (body: object) => {
      const r = await create(body);
      expect(r.body.code).toBe(40000);
      return errorPaths(r);
    };
    expect(await refused(rule({ basis: 'kg' }))).toEqual(['basis']);
    expect(await refused(rule({ kind: 'residential', basis: 'percent' }))).toEqual(['basis']);
    // A percentage over 100 (fuel at 250 %) is a typing slip, said as every form says it.
    const over = await create(rule({ amount: '250' }));
    expect(over.body).toMatchObject({
      code: 40000,
      message: '百分比不能超过 100',
      data: { errors: [{ path: 'amount', message: '百分比不能超过 100' }] },
    });
    expect((await create(rule({ amount: '100' }))).body.code).toBe(20000);
    expect((await create(rule({ amount: 'abc' }))).body.data).toEqual({
      errors: [{ path: 'amount', message: '须为数字，最多 4 位小数' }],
    });
    expect(await refused(rule({ onFuel: true }))).toEqual(['onFuel']);
    expect(await refused(rule({ kind: 'oversize', basis: 'piece' }))).toEqual(['thresholdCm']);
    expect(await refused(rule({ kind: 'overweight', basis: 'piece' }))).toEqual(['thresholdKg']);
    expect(await refused(rule({ kind: 'sensitive', basis: 'shipment' }))).toEqual(['cargoTypes']);
    expect(await refused(rule({ effectiveTo: '2025-12-31' }))).toEqual(['effectiveTo']);
    expect(await refused(rule({ channelIds: [dhl, 999999] }))).toEqual(['channelIds']);
    expect(await refused(rule({ amount: '-1' }))).toEqual(['amount']);
    expect(await refused(rule({ kind: 'storage' }))).toEqual(['kind']);
  });

  it('edits with the current version, refuses a stale one with the rule as it is, and deletes', async () => {
    const r = await given(
      rule({ name: '超重费', kind: 'overweight', basis: 'piece', amount: '60', thresholdKg: '30', channelIds: [dhl] }),
    );
    const put = (body: object) => t.call<SurchargeRow>('PUT', `/api/surcharge/${r.id}`, { token: admin, body });
    const edited = await put({
      ...rule({
        name: '超重费',
        kind: 'overweight',
        basis: 'piece',
        amount: '80',
        thresholdKg: '25',
        channelIds: [ups],
      }),
      version: 1,
    });
    expect(edited.body.data).toMatchObject({
      amount: '80',
      thresholdKg: '25',
      version: 2,
      channels: [{ id: ups, code: 'SC-UPS' }],
    });
    expect((await put({ ...rule(), version: 1 })).body).toMatchObject({
      code: 40900,
      data: { amount: '80', version: 2 },
    });
    expect(
      (await t.call('PUT', '/api/surcharge/999999', { token: admin, body: { ...rule(), version: 1 } })).body.code,
    ).toBe(40400);
    expect((await t.call('DELETE', `/api/surcharge/${r.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `/api/surcharge/${r.id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'surcharge', r.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps a channel a rule names from being deleted, saying what refers to it', async () => {
    const channel = await givenChannel(t, admin, 'SC-NAMED');
    const r = await given(
      rule({ name: '住宅费', kind: 'residential', basis: 'shipment', amount: '18', channelIds: [channel] }),
    );
    const refused = await t.call('DELETE', `/api/channel/${channel}`, { token: admin });
    expect(refused.body).toMatchObject({ code: 40900, message: '仍被附加费规则引用（1 条），不能删除' });
    await t.call('DELETE', `/api/surcharge/${r.id}`, { token: admin });
    expect((await t.call('DELETE', `/api/channel/${channel}`, { token: admin })).body.code).toBe(20000);
  });
});

describe('GET /surcharge/page', () => {
  it('pages newest first, filtered by keyword, kind and the channel a rule applies to (every channel included)', async () => {
    const everyChannel = await given(
      rule({
        name: '敏感货 surcharge',
        kind: 'sensitive',
        basis: 'shipment',
        amount: '30',
        cargoTypes: ['battery', 'liquid'],
      }),
    );
    const onlyUps = await given(
      rule({
        name: 'UPS 超长',
        kind: 'oversize',
        basis: 'piece',
        amount: '120',
        thresholdCm: '120',
        girthCm: '300',
        channelIds: [ups],
      }),
    );
    const all = await page('pageSize=2');
    expect(all.records.map((r) => r.id)).toEqual([onlyUps.id, everyChannel.id]);
    expect(all.total).toBeGreaterThan(2);
    expect((await page('kind=sensitive')).records.map((r) => r.id)).toEqual([everyChannel.id]);
    expect((await page('keyword=超长')).records.map((r) => r.id)).toEqual([onlyUps.id]);
    const forDhl = (await page(`channelId=${dhl}`)).records.map((r) => r.id);
    expect(forDhl).toContain(everyChannel.id);
    expect(forDhl).not.toContain(onlyUps.id);
    expect((await page(`channelId=${ups}&kind=oversize`)).records.map((r) => r.id)).toEqual([onlyUps.id]);
    expect((await t.call('GET', '/api/surcharge/page?kind=storage', { token: admin })).body.code).toBe(40000);
  });

  it('needs each code for its action; a bare 401 without a token', async () => {
    const viewer = (await signedInWith(t, 'sc-viewer', ['surcharge:view'])).token;
    expect((await t.call('GET', '/api/surcharge/page', { token: viewer })).body.code).toBe(20000);
    expect((await create(rule(), viewer)).body.code).toBe(40300);
    const r = await given(rule({ name: '燃油 2' }));
    expect(
      (await t.call('PUT', `/api/surcharge/${r.id}`, { token: viewer, body: { ...rule(), version: 1 } })).body.code,
    ).toBe(40300);
    expect((await t.call('DELETE', `/api/surcharge/${r.id}`, { token: viewer })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/surcharge/page')).status).toBe(401);
  });
});

describe('peak-season and other rules', () => {
  const season = { effectiveFrom: '2026-11-01', effectiveTo: '2027-01-15' };

  it('takes both kinds (the database too) and refuses a peak charged per shipment or without the end of its season, in the caller’s language', async () => {
    const peak = await given(
      rule({ name: '旺季附加费', kind: 'peak', basis: 'kg', amount: '1.5', ...season, channelIds: [dhl] }),
    );
    expect(peak).toMatchObject({ kind: 'peak', basis: 'kg', amount: '1.5', ...season });
    expect(
      await given(rule({ name: '清关杂费', kind: 'other', basis: 'shipment', amount: '15', channelIds: [dhl] })),
    ).toMatchObject({ kind: 'other' });
    expect((await page('kind=peak')).records.map((r) => r.id)).toEqual([peak.id]);

    const refused = await t.call('POST', '/api/surcharge', {
      token: admin,
      body: rule({ kind: 'peak', basis: 'shipment', amount: '10' }),
      lang: 'en',
    });
    expect(refused.body).toMatchObject({
      code: 40000,
      data: {
        errors: [
          { path: 'basis', message: 'A peak-season surcharge is charged per chargeable kg or per piece' },
          { path: 'effectiveTo', message: 'Give the day the peak season ends' },
        ],
      },
    });
    expect(errorPaths(await create(rule({ kind: 'peak', basis: 'percent', amount: '5', ...season })))).toEqual([
      'basis',
    ]);
    expect(errorPaths(await create(rule({ kind: 'other', basis: 'percent', amount: '5' })))).toEqual(['basis']);
  });

  it('prices a peak rule into the quote under its name, per chargeable kg, in its season only', async () => {
    const channel = await givenChannel(t, admin, 'SC-PEAK');
    await givenSheet(t, admin, channel, usSheet(dayFrom(-30)));
    const peak = await given(
      rule({
        name: '旺季 UPS',
        kind: 'peak',
        basis: 'kg',
        amount: '2',
        effectiveFrom: dayFrom(-1),
        effectiveTo: dayFrom(1),
        channelIds: [channel],
      }),
    );
    // 100×60×60 = 360000 / 6000 = 60 kg chargeable (20 kg actual): zone A's 10–100 kg band at 15 → 900; peak 2 × 60 = 120.
    const quoteOn = async (date: string) =>
      (
        await priceQuery(t, admin, {
          country: 'US',
          pieces: '100,60,60,20',
          postcode: '10001',
          channelIds: String(channel),
          date,
        })
      ).body.data.data[0]!;
    const inSeason = await quoteOn(today());
    expect(inSeason.lines[1]).toEqual({
      kind: 'peak',
      name: '旺季 UPS',
      ruleId: peak.id,
      amount: '120',
      detail: { basis: 'kg', rate: '2', kg: '60', seasonFrom: dayFrom(-1), seasonTo: dayFrom(1) },
    });
    expect(inSeason.lines[0]).toMatchObject({ kind: 'base', amount: '900', detail: { fromKg: '10', toKg: '100' } });
    expect((await quoteOn(dayFrom(2))).lines.some((l) => l.kind === 'peak')).toBe(false);
  });
});
