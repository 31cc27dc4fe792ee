import { PREVIEW_SHOWN, type ChannelListRow, type RateSheetDiff, type RateSheetSummary } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, priceQuery, today, usSheet } from './quote-fixtures.ts';

/*
 * What a new rate sheet changes (shown before it is saved), withdrawing one no
 * quote has used yet, and the channels that price nothing today.
 */

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const sheetsOf = async (channelId: number) =>
  (await t.call<RateSheetSummary[]>('GET', `/api/quote/channel/${channelId}/sheets`, { token: admin })).body.data;
const compare = (channelId: number, body: object, token = admin) =>
  t.call<RateSheetDiff>('POST', `/api/quote/channel/${channelId}/sheets/compare`, { token, body });
const withdraw = (id: number, version: number, token = admin) =>
  t.call('POST', `/api/quote/sheet/${id}/withdraw`, { token, body: { version } });
const firstQuoted = async (id: number) =>
  (await t.db.selectFrom('rate_sheets').select('first_quoted_at').where('id', '=', id).executeTakeFirstOrThrow())
    .first_quoted_at;
const bookVersion = async () =>
  Number((await t.db.selectFrom('quote_book').select('version').executeTakeFirstOrThrow()).version);

describe('POST /quote/channel/:channelId/sheets/compare', () => {
  it('lists zones and bands added and removed and prices changed against the sheet in force on the new day, counted', async () => {
    const channelId = await givenChannel(t, admin, 'CMP-1');
    const old = await givenSheet(t, admin, channelId, usSheet(dayFrom(-10)));
    const next = usSheet(dayFrom(5));
    next.zones = [next.zones[0]!, { code: 'C', name: 'West', members: [{ country: 'CA', match: 'country' }] }];
    next.rates = [
      { zone: 'A', fromKg: '0.00', toKg: '10', model: 'perKg', price: '21.5' },
      { zone: 'A', fromKg: '10', toKg: '100', model: 'perKg', price: '15.000' },
      { zone: 'C', fromKg: '0', toKg: '50', model: 'flat', price: '99' },
    ];
    const diff = (await compare(channelId, next)).body.data;
    expect(diff.against).toMatchObject({ id: old.id, effectiveFrom: dayFrom(-10) });
    expect(diff.counts).toEqual({
      zonesAdded: 1,
      zonesRemoved: 1,
      bandsAdded: 1,
      bandsRemoved: 1,
      pricesChanged: 1,
      unchanged: 1,
    });
    expect(diff.zonesAdded).toEqual([{ code: 'C', name: 'West' }]);
    expect(diff.zonesRemoved).toEqual([{ code: 'B', name: null }]);
    expect(diff.bandsAdded).toMatchObject([{ zone: 'C', fromKg: '0', toKg: '50', price: '99' }]);
    expect(diff.bandsRemoved).toMatchObject([{ zone: 'B', fromKg: '0', toKg: '100', model: 'flat', price: '300' }]);
    expect(diff.pricesChanged).toMatchObject([
      { zone: 'A', fromKg: '0.00', price: '21.5', before: { model: 'perKg', price: '20' } },
    ]);
  });

  it('compares with the sheet in force on the new day, not the one replaced; none before the first sheet', async () => {
    const channelId = await givenChannel(t, admin, 'CMP-2');
    expect((await compare(channelId, usSheet(today()))).body.data).toMatchObject({
      against: null,
      counts: { zonesAdded: 2, bandsAdded: 3, unchanged: 0 },
    });
    const old = await givenSheet(t, admin, channelId, usSheet(dayFrom(-10)));
    const future = await givenSheet(t, admin, channelId, usSheet(dayFrom(10), '30'));
    expect((await compare(channelId, usSheet(dayFrom(20), '30'))).body.data.against?.id).toBe(future.id);
    const replacing = (await compare(channelId, { ...usSheet(dayFrom(20), '30'), replacing: future.id })).body.data;
    expect(replacing.against?.id).toBe(old.id);
    expect(replacing.counts.pricesChanged).toBe(1);
    expect((await compare(channelId, usSheet(dayFrom(10)))).body).toMatchObject({
      code: 40900,
      data: { errors: [{ path: 'effectiveFrom' }] },
    });
    expect((await compare(channelId, { ...usSheet(dayFrom(10)), replacing: future.id })).body.code).toBe(20000);
  });

  it('lists at most PREVIEW_SHOWN of a kind and counts them all', async () => {
    const channelId = await givenChannel(t, admin, 'CMP-3');
    const zones = Array.from({ length: PREVIEW_SHOWN + 5 }, (_, z) => ({
      code: `Z${z}`,
      members: [{ country: 'US', match: 'exact', value: String(10000 + z) }],
    }));
    const rates = zones.map((z) => ({ zone: z.code, fromKg: '0', toKg: '1', model: 'flat', price: '1' }));
    const diff = (await compare(channelId, { effectiveFrom: today(), zones, rates })).body.data;
    expect([diff.counts.zonesAdded, diff.zonesAdded.length, diff.counts.bandsAdded, diff.bandsAdded.length]).toEqual([
      PREVIEW_SHOWN + 5,
      PREVIEW_SHOWN,
      PREVIEW_SHOWN + 5,
      PREVIEW_SHOWN,
    ]);
  });

  it('refuses bad input (40000), an unknown channel (40400), no channel:rates (40300), no token (401)', async () => {
    const channelId = await givenChannel(t, admin, 'CMP-4');
    expect((await compare(channelId, { ...usSheet(today()), effectiveFrom: 'soon' })).body.code).toBe(40000);
    expect((await compare(999999, usSheet(today()))).body.code).toBe(40400);
    const viewer = (await signedInWith(t, 'compare-viewer', ['channel:view'])).token;
    expect((await compare(channelId, usSheet(today()), viewer)).body.code).toBe(40300);
    expect(
      (await t.call('POST', `/api/quote/channel/${channelId}/sheets/compare`, { body: usSheet(today()) })).status,
    ).toBe(401);
  });
});

describe('first use and POST /quote/sheet/:sheetId/withdraw', () => {
  it('marks a sheet when a price query first prices with it, once, without moving the quote book', async () => {
    const channelId = await givenChannel(t, admin, 'USE-1');
    const sheet = await givenSheet(t, admin, channelId, usSheet(dayFrom(-1)));
    expect(sheet.firstQuotedAt).toBeNull();
    const version = await bookVersion();
    expect(
      (await priceQuery(t, admin, { country: 'US', weight: '2', postcode: '10001', channelIds: String(channelId) }))
        .body.data.data[0]?.sheetId,
    ).toBe(sheet.id);
    const first = await firstQuoted(sheet.id);
    expect(first).toBeInstanceOf(Date);
    await t.db
      .updateTable('rate_sheets')
      .set({ first_quoted_at: new Date('2026-01-02T03:04:00Z') })
      .where('id', '=', sheet.id)
      .execute();
    await priceQuery(t, admin, { country: 'US', weight: '3', postcode: '10001', channelIds: String(channelId) });
    expect(await firstQuoted(sheet.id)).toEqual(new Date('2026-01-02T03:04:00Z'));
    expect(await bookVersion()).toBe(version);
    expect((await sheetsOf(channelId))[0]!.firstQuotedAt).toBe('2026-01-02T03:04:00.000Z');
  });

  it('marks the sheets the shipping query shows', async () => {
    const channelId = await givenChannel(t, admin, 'USE-2');
    const sheet = await givenSheet(t, admin, channelId, usSheet(dayFrom(-1)));
    await t.call('GET', '/api/shipping-query?country=US', { token: admin });
    expect(await firstQuoted(sheet.id)).toBeInstanceOf(Date);
  });

  it('withdraws a sheet in force no quote used, version checked and audited: the one before is in force again', async () => {
    const channelId = await givenChannel(t, admin, 'WD-1');
    const before = await givenSheet(t, admin, channelId, usSheet(dayFrom(-10)));
    const mistaken = await givenSheet(t, admin, channelId, usSheet(dayFrom(-1), '99'));
    expect((await withdraw(mistaken.id, 7)).body).toMatchObject({ code: 40900, data: { id: mistaken.id, version: 1 } });
    expect((await withdraw(mistaken.id, 1)).body.code).toBe(20000);
    expect((await sheetsOf(channelId)).map((s) => [s.id, s.state])).toEqual([[before.id, 'inForce']]);
    expect(
      (await auditOf(t.db, 'rateSheet', mistaken.id)).map((a) => [
        a.action,
        (a.before as { state?: string } | null)?.state,
      ]),
    ).toEqual([
      ['create', undefined],
      ['delete', 'inForce'],
    ]);
    expect((await withdraw(mistaken.id, 1)).body.code).toBe(40400);
  });

  it('refuses to withdraw a sheet a quote has used (40900 saying when), keeping it', async () => {
    const channelId = await givenChannel(t, admin, 'WD-2');
    const sheet = await givenSheet(t, admin, channelId, usSheet(dayFrom(-1)));
    await t.db
      .updateTable('rate_sheets')
      .set({ first_quoted_at: new Date('2026-01-02T03:04:00Z') })
      .where('id', '=', sheet.id)
      .execute();
    const refused = await withdraw(sheet.id, 1);
    expect(refused.body.code).toBe(40900);
    expect(refused.body.message).toContain('2026-01-02 11:04');
    expect((await sheetsOf(channelId)).map((s) => s.id)).toEqual([sheet.id]);
  });

  it('needs channel:rates', async () => {
    const channelId = await givenChannel(t, admin, 'WD-3');
    const sheet = await givenSheet(t, admin, channelId, usSheet(dayFrom(-1)));
    const viewer = (await signedInWith(t, 'withdraw-viewer', ['channel:view'])).token;
    expect((await withdraw(sheet.id, 1, viewer)).body.code).toBe(40300);
    expect((await t.call('POST', `/api/quote/sheet/${sheet.id}/withdraw`, { body: { version: 1 } })).status).toBe(401);
    expect((await withdraw(sheet.id, 1)).body.code).toBe(20000);
  });
});

describe('a sheet from a day gone', () => {
  const post = (channelId: number, body: object, lang = 'zh') =>
    t.call('POST', `/api/quote/channel/${channelId}/sheets`, { token: admin, body, lang });
  const goneRefusal = {
    code: 40000,
    data: { errors: [{ path: 'effectiveFrom', message: expect.stringContaining(today()) }] },
  };

  it("is refused when added, behind the sheet in force or just before today, saying why in the caller's language; nothing saved", async () => {
    const channelId = await givenChannel(t, admin, 'GONE-1');
    const inForce = await givenSheet(t, admin, channelId, usSheet(dayFrom(-10)));
    const behind = await post(channelId, usSheet(dayFrom(-60), '1'));
    expect(behind.body).toMatchObject(goneRefusal);
    expect(behind.body.message).toContain('生效日期不能早于今天');
    expect((await post(channelId, usSheet(dayFrom(-1), '1'), 'en')).body.message).toContain(
      'cannot take effect before today',
    );
    expect((await post(channelId, usSheet(dayFrom(-1), '1'), 'ja')).body.message).toContain('今日');
    expect((await sheetsOf(channelId)).map((s) => [s.id, s.state])).toEqual([[inForce.id, 'inForce']]);
    expect((await post(channelId, usSheet(today(), '1'))).body.code).toBe(20000);
  });

  it('is refused when a future sheet is moved to it, and when compared before saving', async () => {
    const channelId = await givenChannel(t, admin, 'GONE-2');
    const future = await givenSheet(t, admin, channelId, usSheet(dayFrom(5)));
    const moved = await t.call('PUT', `/api/quote/sheet/${future.id}`, {
      token: admin,
      body: { ...usSheet(dayFrom(-60)), version: 1 },
    });
    expect(moved.body).toMatchObject(goneRefusal);
    expect((await sheetsOf(channelId)).map((s) => [s.effectiveFrom, s.version])).toEqual([[dayFrom(5), 1]]);
    expect((await compare(channelId, usSheet(dayFrom(-60)))).body).toMatchObject(goneRefusal);
    expect((await compare(channelId, { ...usSheet(dayFrom(-1)), replacing: future.id })).body).toMatchObject(
      goneRefusal,
    );
  });
});

describe('GET /channel/page: the channels that price nothing today', () => {
  it('flags an enabled channel without a sheet in force or out of its quoting days, and filters them', async () => {
    await givenChannel(t, admin, 'GAP-NONE');
    const later = await givenChannel(t, admin, 'GAP-LATER');
    await givenSheet(t, admin, later, usSheet(dayFrom(3)));
    const fine = await givenChannel(t, admin, 'GAP-FINE');
    await givenSheet(t, admin, fine, usSheet(today()));
    const stopped = await givenChannel(t, admin, 'GAP-STOPPED');
    await givenSheet(t, admin, stopped, usSheet(dayFrom(-30)));
    await t.call('PUT', `/api/quote/channel/${stopped}/settings`, {
      token: admin,
      body: { quoteTo: dayFrom(-1), version: 0 },
    });
    await givenChannel(t, admin, 'GAP-OFF', { enabled: false });
    const page = async (extra = '') =>
      (
        await t.call<{ records: ChannelListRow[] }>('GET', `/api/channel/page?keyword=GAP-${extra}`, { token: admin })
      ).body.data.records.map((c) => [c.code, c.priceGap]);
    expect(await page()).toEqual([
      ['GAP-NONE', 'noSheet'],
      ['GAP-LATER', 'noSheet'],
      ['GAP-FINE', null],
      ['GAP-STOPPED', 'notQuoting'],
      ['GAP-OFF', null],
    ]);
    expect(await page('&unpriced=true')).toEqual([
      ['GAP-NONE', 'noSheet'],
      ['GAP-LATER', 'noSheet'],
      ['GAP-STOPPED', 'notQuoting'],
    ]);
    expect(await page('&unpriced=false')).toEqual([
      ['GAP-FINE', null],
      ['GAP-OFF', null],
    ]);
  });
});
