import type { QuoteSettings, RateSheet, RateSheetSummary } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, postSheet, today, usSheet } from './quote-fixtures.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const settingsUrl = (channelId: number) => `/api/quote/channel/${channelId}/settings`;
const settingsBody = (version: number, extra: object = {}) => ({
  currency: 'usd',
  divisor: 5000,
  step: '0.5',
  stepAbove: '20',
  stepAboveSize: '1',
  transitMin: 5,
  transitMax: 8,
  version,
  ...extra,
});

describe('GET, PUT /quote/channel/:channelId/settings', () => {
  it('answers the defaults with version 0 until saved, then what was saved, audited', async () => {
    const channelId = await givenChannel(t, admin, 'SET-1');
    const fresh = await t.call<QuoteSettings>('GET', settingsUrl(channelId), { token: admin });
    expect(fresh.body.data).toMatchObject({
      channelId,
      currency: 'CNY',
      divisor: 6000,
      step: '0.5',
      minChargeable: '0',
      cargoTypes: ['general'],
      version: 0,
    });
    const saved = await t.call<QuoteSettings>('PUT', settingsUrl(channelId), {
      token: admin,
      body: settingsBody(0, { maxWeight: '70.000', cargoTypes: ['general', 'battery'] }),
    });
    expect(saved.body.data).toMatchObject({
      currency: 'USD',
      divisor: 5000,
      stepAbove: '20',
      stepAboveSize: '1',
      maxWeight: '70',
      cargoTypes: ['general', 'battery'],
      version: 1,
    });
    expect((await t.call<QuoteSettings>('GET', settingsUrl(channelId), { token: admin })).body.data).toEqual(
      saved.body.data,
    );
    const again = await t.call<QuoteSettings>('PUT', settingsUrl(channelId), {
      token: admin,
      body: settingsBody(1, { remark: '不接受纯电池' }),
    });
    expect(again.body.data).toMatchObject({ remark: '不接受纯电池', maxWeight: null, version: 2 });
    expect(
      (await auditOf(t.db, 'quoteSettings', channelId)).map((a) => [a.action, (a.after as QuoteSettings).version]),
    ).toEqual([
      ['update', 1],
      ['update', 2],
    ]);
  });

  it('refuses a stale version (the first save included) with the settings as they are', async () => {
    const channelId = await givenChannel(t, admin, 'SET-2');
    expect((await t.call('PUT', settingsUrl(channelId), { token: admin, body: settingsBody(0) })).body.code).toBe(
      20000,
    );
    const stale = await t.call('PUT', settingsUrl(channelId), {
      token: admin,
      body: settingsBody(0, { currency: 'EUR' }),
    });
    expect(stale.body).toMatchObject({ code: 40900, data: { currency: 'USD', version: 1 } });
    expect((await t.call('PUT', settingsUrl(channelId), { token: admin, body: settingsBody(7) })).body.code).toBe(
      40900,
    );
  });

  it('refuses settings that cannot round or run backwards, naming the fields', async () => {
    const channelId = await givenChannel(t, admin, 'SET-3');
    const bad = async (extra: object) =>
      errorPaths(await t.call('PUT', settingsUrl(channelId), { token: admin, body: settingsBody(0, extra) }));
    expect(await bad({ step: '0' })).toEqual(['step']);
    expect(await bad({ step: '0.000' })).toEqual(['step']);
    expect(await bad({ stepAboveSize: null })).toEqual(['stepAboveSize']);
    expect(await bad({ stepAbove: null })).toEqual(['stepAbove']);
    expect(await bad({ transitMin: 9 })).toEqual(['transitMax']);
    expect(await bad({ quoteFrom: '2026-03-01', quoteTo: '2026-02-01' })).toEqual(['quoteTo']);
    expect(await bad({ divisor: 100 })).toEqual(['divisor']);
    expect(await bad({ step: '-1' })).toEqual(['step']);
    expect((await t.call<QuoteSettings>('GET', settingsUrl(channelId), { token: admin })).body.data.version).toBe(0);
  });

  it('answers 40400 for an unknown channel; 40300 without the codes; a bare 401 without a token', async () => {
    expect((await t.call('GET', settingsUrl(999999), { token: admin })).body.code).toBe(40400);
    expect((await t.call('PUT', settingsUrl(999999), { token: admin, body: settingsBody(0) })).body.code).toBe(40400);
    const channelId = await givenChannel(t, admin, 'SET-4');
    const { token } = await signedInWith(t, 'rate-viewer', ['channel:view']);
    expect((await t.call('GET', settingsUrl(channelId), { token })).body.code).toBe(20000);
    expect((await t.call('PUT', settingsUrl(channelId), { token, body: settingsBody(0) })).body.code).toBe(40300);
    expect((await t.call('GET', settingsUrl(channelId))).status).toBe(401);
  });
});

describe('rate sheets', () => {
  it('saves sheets with their days: the latest not after today is in force, later ones future, earlier past', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-1');
    const past = await givenSheet(t, admin, channelId, { ...usSheet(dayFrom(-30), '22'), note: '旧价' });
    const now = await givenSheet(t, admin, channelId, usSheet(today()));
    const future = await givenSheet(t, admin, channelId, usSheet(dayFrom(10), '18'));
    expect(now).toMatchObject({
      channelId,
      effectiveFrom: today(),
      state: 'inForce',
      zoneCount: 2,
      rateCount: 3,
      createdBy: '系统管理员',
      version: 1,
    });
    const list = (await t.call<RateSheetSummary[]>('GET', `/api/quote/channel/${channelId}/sheets`, { token: admin }))
      .body.data;
    expect(list.map((s) => [s.id, s.state])).toEqual([
      [future.id, 'future'],
      [now.id, 'inForce'],
      [past.id, 'past'],
    ]);
    const read = (await t.call<RateSheet>('GET', `/api/quote/sheet/${past.id}`, { token: admin })).body.data;
    expect(read).toMatchObject({ note: '旧价', state: 'past' });
    expect(read.zones).toEqual([
      { code: 'A', name: 'East', members: [{ country: 'US', match: 'range', value: '00000', valueTo: '49999' }] },
      { code: 'B', name: null, members: [{ country: 'US', match: 'country', value: null, valueTo: null }] },
    ]);
    expect(read.rates[0]).toEqual({
      zone: 'A',
      fromKg: '0',
      toKg: '10',
      model: 'perKg',
      price: '22',
      firstKg: null,
      stepKg: null,
      stepPrice: null,
      pieceFee: null,
    });
    expect((await auditOf(t.db, 'rateSheet', now.id))[0]).toMatchObject({
      action: 'create',
      after: { effectiveFrom: today(), zoneCount: 2, rateCount: 3 },
    });
  });

  it('refuses a second sheet on the same day (40900 on effectiveFrom) and an unknown channel (40400)', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-2');
    await givenSheet(t, admin, channelId, usSheet(dayFrom(40)));
    const twice = await postSheet(t, admin, channelId, usSheet(dayFrom(40)));
    expect(twice.body.code).toBe(40900);
    expect(errorPaths(twice)).toEqual(['effectiveFrom']);
    expect((await postSheet(t, admin, 999999, usSheet(dayFrom(40)))).body.code).toBe(40400);
  });

  it('refuses gaps, overlaps, unknown zones, zones claiming one place and unknown countries, each row named; nothing is saved', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-3');
    const base = usSheet(dayFrom(5));
    const refused = async (sheet: object) => {
      const r = await postSheet(t, admin, channelId, sheet);
      expect(r.body.code).toBe(40000);
      return errorPaths(r);
    };
    const gap = { ...base, rates: [base.rates[0], { ...base.rates[1]!, fromKg: '12' }, base.rates[2]] };
    expect(await refused(gap)).toEqual(['rates.1.fromKg']);
    const overlap = { ...base, rates: [base.rates[0], { ...base.rates[1]!, fromKg: '9.5' }, base.rates[2]] };
    expect(await refused(overlap)).toEqual(['rates.1.fromKg']);
    const unknownZone = {
      ...base,
      rates: [...base.rates, { zone: 'C', fromKg: '0', toKg: '5', model: 'flat', price: '1' }],
    };
    expect(await refused(unknownZone)).toEqual(['rates.3.zone']);
    const twoZones = {
      ...base,
      zones: [
        base.zones[0],
        { code: 'B', members: [{ country: 'US', match: 'range', value: '40000', valueTo: '59999' }] },
      ],
    };
    expect(await refused(twoZones)).toEqual(['zones.1.members.0']);
    const nowhere = { ...base, zones: [base.zones[0], { code: 'B', members: [{ country: 'XX', match: 'country' }] }] };
    expect(await refused(nowhere)).toEqual(['zones.1.members.0.country']);
    const firstAdditional = {
      ...base,
      rates: [
        ...base.rates.slice(0, 2),
        { zone: 'B', fromKg: '0', toKg: '100', model: 'firstAdditional', price: '50', firstKg: '0.5' },
      ],
    };
    expect(await refused(firstAdditional)).toEqual(['rates.2.stepKg', 'rates.2.stepPrice']);
    expect(
      (await t.call<RateSheetSummary[]>('GET', `/api/quote/channel/${channelId}/sheets`, { token: admin })).body.data,
    ).toEqual([]);
  });

  it('replaces and deletes a future sheet only, version checked', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-4');
    const inForce = await givenSheet(t, admin, channelId, usSheet(today()));
    const future = await givenSheet(t, admin, channelId, usSheet(dayFrom(3)));
    const put = (id: number, body: object) =>
      t.call<RateSheetSummary>('PUT', `/api/quote/sheet/${id}`, { token: admin, body });
    const replaced = await put(future.id, { ...usSheet(dayFrom(4), '19'), note: '改期', version: 1 });
    expect(replaced.body.data).toMatchObject({ effectiveFrom: dayFrom(4), note: '改期', version: 2, state: 'future' });
    expect(
      (await t.call<RateSheet>('GET', `/api/quote/sheet/${future.id}`, { token: admin })).body.data.rates[0]!.price,
    ).toBe('19');
    const stale = await put(future.id, { ...usSheet(dayFrom(4)), version: 1 });
    expect(stale.body).toMatchObject({ code: 40900, data: { version: 2 } });
    expect((await put(future.id, { ...usSheet(today()), version: 2 })).body.code).toBe(40900);
    expect((await put(inForce.id, { ...usSheet(today(), '1'), version: 1 })).body.code).toBe(40900);
    expect((await t.call('DELETE', `/api/quote/sheet/${inForce.id}`, { token: admin })).body.code).toBe(40900);
    expect((await t.call('DELETE', `/api/quote/sheet/${future.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('GET', `/api/quote/sheet/${future.id}`, { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/quote/sheet/${future.id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'rateSheet', future.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('goes with its channel when the channel is deleted', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-5');
    const sheet = await givenSheet(t, admin, channelId, usSheet(today()));
    expect((await t.call('DELETE', `/api/channel/${channelId}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('GET', `/api/quote/sheet/${sheet.id}`, { token: admin })).body.code).toBe(40400);
  });

  it('takes a sheet larger than the usual body limit', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-BIG');
    const zones = Array.from({ length: 100 }, (_, z) => ({
      code: `Z${z}`,
      members: [{ country: 'US', match: 'exact', value: String(10000 + z) }],
    }));
    const rates = zones.flatMap((z) =>
      Array.from({ length: 60 }, (_, b) => ({
        zone: z.code,
        fromKg: String(b),
        toKg: String(b + 1),
        model: 'perKg',
        price: '12.3456',
      })),
    );
    const saved = await givenSheet(t, admin, channelId, { effectiveFrom: today(), zones, rates });
    expect(saved).toMatchObject({ zoneCount: 100, rateCount: 6000 });
  });

  it('needs channel:rates to write and channel:view to read', async () => {
    const channelId = await givenChannel(t, admin, 'SHEET-6');
    const sheet = await givenSheet(t, admin, channelId, usSheet(dayFrom(9)));
    const viewer = (await signedInWith(t, 'sheet-viewer', ['channel:view'])).token;
    expect((await t.call('GET', `/api/quote/sheet/${sheet.id}`, { token: viewer })).body.code).toBe(20000);
    expect((await postSheet(t, viewer, channelId, usSheet(dayFrom(20)))).body.code).toBe(40300);
    expect((await t.call('DELETE', `/api/quote/sheet/${sheet.id}`, { token: viewer })).body.code).toBe(40300);
    const outsider = (await signedInWith(t, 'sheet-outsider', ['dashboard:view'])).token;
    expect((await t.call('GET', `/api/quote/channel/${channelId}/sheets`, { token: outsider })).body.code).toBe(40300);
  });
});
