import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, usSheet } from './quote-fixtures.ts';

interface Row {
  channel: { code: string };
  currency: string;
  transitMin: number | null;
  transitMax: number | null;
  zones: { code: string; name: string | null; postcodes: string | null }[];
  rates: { zone: string; price: string }[];
  remark: { content: string; author: string } | null;
}
interface Remark {
  id: number;
  content: string;
  author: string;
  createdAt: string;
}

let t: Caller;
let admin: string;
let us: number;
let eu: number;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  us = await givenChannel(t, admin, 'SQ-US', { sort: 1 });
  eu = await givenChannel(t, admin, 'SQ-EU', { sort: 2 });
  const later = await givenChannel(t, admin, 'SQ-LATER', { sort: 3 });
  await givenSheet(t, admin, us, usSheet(dayFrom(-5)));
  await givenSheet(t, admin, eu, {
    effectiveFrom: dayFrom(-5),
    zones: [
      {
        code: 'EU',
        members: [
          { country: 'DE', match: 'country' },
          { country: 'FR', match: 'country' },
        ],
      },
    ],
    rates: [{ zone: 'EU', fromKg: '0', toKg: '30', model: 'perKg', price: '35' }],
  });
  await givenSheet(t, admin, later, usSheet(dayFrom(30)));
  await t.call('PUT', `/api/quote/channel/${us}/settings`, {
    token: admin,
    body: { currency: 'USD', transitMin: 5, transitMax: 8, version: 0 },
  });
});
afterAll(() => t.close());

const shipping = (query: string, token = admin) => t.call<Row[]>('GET', `/api/shipping-query?${query}`, { token });

describe('GET /shipping-query', () => {
  it('lists the channels serving the country on the day with their zones, rates, transit days and latest remark', async () => {
    const rows = (await shipping('country=US')).body.data;
    expect(rows.map((r) => r.channel.code)).toEqual(['SQ-US']);
    expect(rows[0]).toMatchObject({
      currency: 'USD',
      transitMin: 5,
      transitMax: 8,
      zones: [
        { code: 'A', name: 'East', postcodes: '00000–49999' },
        { code: 'B', name: null, postcodes: null },
      ],
      remark: null,
    });
    expect(rows[0]!.rates.map((r) => [r.zone, r.price])).toEqual([
      ['A', '20'],
      ['A', '15'],
      ['B', '300'],
    ]);
    expect((await shipping('country=德国')).body.data.map((r) => r.channel.code)).toEqual(['SQ-EU']);
    expect((await shipping(`country=US&date=${dayFrom(31)}`)).body.data.map((r) => r.channel.code)).toEqual([
      'SQ-US',
      'SQ-LATER',
    ]);
    expect((await shipping('country=JP')).body.data).toEqual([]);
    expect(errorPaths(await shipping('country=Narnia'))).toEqual(['country']);
  });

  it('keeps remarks per channel and country with author and time, newest first, the latest shown in the query', async () => {
    const add = (body: object, token = admin) => t.call<Remark>('POST', '/api/shipping-query/remarks', { token, body });
    const first = await add({ channelId: us, country: 'us', content: '周末不提货' });
    expect(first.body.data).toMatchObject({
      content: '周末不提货',
      author: '系统管理员',
      createdAt: expect.any(String),
    });
    const { token } = await signedInWith(t, 'remarker', ['shipping:view', 'shipping:remark']);
    const second = await add({ channelId: us, country: 'US', content: '旺季加收 2 元/kg' }, token);
    await add({ channelId: eu, country: 'DE', content: '德国偏远另询' });
    const list = (
      await t.call<Remark[]>('GET', `/api/shipping-query/remarks?channelId=${us}&country=US`, { token: admin })
    ).body.data;
    expect(list.map((r) => [r.content, r.author])).toEqual([
      ['旺季加收 2 元/kg', 'remarker'],
      ['周末不提货', '系统管理员'],
    ]);
    expect((await shipping('country=US')).body.data[0]!.remark).toMatchObject({
      content: '旺季加收 2 元/kg',
      author: 'remarker',
    });
    expect((await auditOf(t.db, 'shippingRemark', second.body.data.id))[0]).toMatchObject({
      action: 'create',
      after: { country: 'US', content: '旺季加收 2 元/kg' },
    });
  });

  it('refuses a remark on an unknown channel or country, empty or too long', async () => {
    const add = (body: object) => t.call('POST', '/api/shipping-query/remarks', { token: admin, body });
    expect(errorPaths(await add({ channelId: 999999, country: 'US', content: 'x' }))).toEqual(['channelId']);
    expect(errorPaths(await add({ channelId: us, country: 'XX', content: 'x' }))).toEqual(['country']);
    expect(errorPaths(await add({ channelId: us, country: 'US', content: '  ' }))).toEqual(['content']);
    expect(errorPaths(await add({ channelId: us, country: 'US', content: 'x'.repeat(1001) }))).toEqual(['content']);
    expect(
      (await t.call('GET', '/api/shipping-query/remarks?channelId=999999&country=US', { token: admin })).body.code,
    ).toBe(40400);
  });

  it('needs shipping:view to read and shipping:remark to write', async () => {
    const { token } = await signedInWith(t, 'shipping-reader', ['shipping:view']);
    expect((await shipping('country=US', token)).body.code).toBe(20000);
    expect(
      (
        await t.call('POST', '/api/shipping-query/remarks', {
          token,
          body: { channelId: us, country: 'US', content: 'x' },
        })
      ).body.code,
    ).toBe(40300);
    const outsider = (await signedInWith(t, 'shipping-outsider', ['quote:view'])).token;
    expect((await shipping('country=US', outsider)).body.code).toBe(40300);
    expect((await t.call('GET', '/api/shipping-query?country=US')).status).toBe(401);
  });
});
