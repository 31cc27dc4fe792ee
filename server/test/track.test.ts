import { createHash } from 'node:crypto';
import type { PublicParcel, TrackLink } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { orderOfToken } from '../src/modules/track/links.ts';
import { clientKey } from '../src/modules/track/limits.ts';
import { freshDatabase, signedInWith, testApp, type Caller } from './harness.ts';
import { givenCustomer, insertOrder } from './order-fixtures.ts';
import { auditOf } from './org-fixtures.ts';

/*
 * The customer's side: an order's public link (copied, revoked), the public page and answers it opens, the
 * lookup by number, and what an attacker meets: nothing of the people or money behind a parcel, the same
 * "not found" for whatever is not ours, budgets per address that every process shares.
 */

let t: Caller;
let admin: string;
let database: Database;
const ref = { customer: 0, agent: 0 };

/** What must never reach the public: the consignee, the customer, the agent, the price, the remark. */
const SECRETS = [
  'Jane Privateperson',
  '+1 555 0100 777',
  '742 Evergreen Terrace',
  '90210',
  '隐私客户有限公司',
  '隐私客户',
  '秘密代理',
  'AGT-SECRET',
  '987.65',
  'INTERNAL-REMARK-XYZ',
  'CUST-ORDER-777',
  'Springfield',
];
const leaks = (text: string) => SECRETS.filter((s) => text.includes(s));

async function givenOrder(numbers: string, newTrackingNumber: string | null = null): Promise<number> {
  const id = await insertOrder(t.db, {
    numbers,
    new_tracking_number: newTrackingNumber,
    customer_order_number: 'CUST-ORDER-777',
    customer_id: ref.customer,
    agent_id: ref.agent,
    country: 'US',
    consignee_name: 'Jane Privateperson',
    consignee_phone: '+1 555 0100 777',
    consignee_city: 'Springfield',
    consignee_postcode: '90210',
    consignee_address: '742 Evergreen Terrace',
    declared_value: '987.65',
    currency: 'USD',
    weight: '1.200',
    tracking_status: 'InTransit',
    expected_delivery: '2026-12-24',
    remark: 'INTERNAL-REMARK-XYZ',
  });
  await t.db
    .insertInto('tracking_events')
    .values([
      {
        order_id: id,
        time: '2026-11-20T02:00:00Z',
        location: 'Shenzhen',
        description: 'Picked up',
        status: 'InTransit',
      },
      {
        order_id: id,
        time: '2026-11-22T09:30:00Z',
        location: 'Los Angeles, CA',
        // A carrier writing who signed: struck out before the public sees it.
        description: 'Arrived at facility; contact Jane Privateperson at 742 Evergreen Terrace',
        status: 'InTransit',
      },
    ])
    .execute();
  return id;
}

let address = 0;
/** A client address of its own per use, so the budgets of one test do not meet another's. */
const nextIp = () => `203.0.113.${++address}`;
const asFrom = (ip: string, lang = 'en') => ({ headers: { 'x-forwarded-for': ip, 'accept-language': lang } });

const linkOf = async (id: number, token = admin) =>
  (await t.call<TrackLink>('GET', `/api/orders/${id}/track-link`, { token })).body;
const tokenOf = (link: TrackLink) => link.path.slice('/track/'.length);
const parcel = (token: string, ip = nextIp(), lang = 'en') =>
  t.call<PublicParcel>('GET', `/api/track/${token}`, asFrom(ip, lang));
const lookup = (numbers: unknown, ip = nextIp(), lang = 'en', caller = t) =>
  caller.call<{ query: string; found: boolean; parcel?: PublicParcel }[]>('POST', '/api/track/lookup', {
    body: { numbers },
    ...asFrom(ip, lang),
  });
const page = (url: string, ip = nextIp(), lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip, 'accept-language': lang } });

beforeAll(async () => {
  database = await freshDatabase();
  t = await testApp({ database, env: { TRUST_PROXY: 'true' } });
  admin = await t.login('admin', 'admin12345');
  const me = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  ref.customer = await givenCustomer(t.db, '隐私客户', me.id, '隐私客户有限公司');
  ref.agent = (
    await t.db
      .insertInto('agents')
      .values({ agent_name: '秘密代理', agent_code: 'AGT-SECRET' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.call('PUT', '/api/system/settings', {
    token: admin,
    body: { companyName: '环球速递', language: 'zh', version: 1 },
  });
});
afterAll(() => t.close());

describe('an order’s tracking link', () => {
  it('is unguessable, the same at every copy, kept only as a hash, and opens the parcel in the reader’s language', async () => {
    const id = await givenOrder('TRK-0001');
    const link = await linkOf(id);
    expect(link.code).toBe(20000);
    const token = tokenOf(link.data);
    // 32 bytes of HMAC over a 16-byte random nonce, as base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await linkOf(id)).data).toEqual(link.data);
    const row = await t.db
      .selectFrom('order_track_links')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.nonce).toHaveLength(16);
    expect(Buffer.from(row.token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(JSON.stringify(row)).not.toContain(token);
    // Another order's link shares nothing with it.
    const other = tokenOf((await linkOf(await givenOrder('TRK-0002'))).data);
    expect(other).not.toBe(token);

    const en = await parcel(token);
    expect(en.status).toBe(200);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.headers['x-robots-tag']).toContain('noindex');
    expect(en.body.data).toEqual({
      companyName: '环球速递',
      number: 'TRK-0001',
      countryCode: 'US',
      country: 'United States of America',
      status: 'InTransit',
      statusName: expect.any(String),
      expectedDelivery: '2026-12-24',
      events: [
        {
          time: '2026-11-22T09:30:00Z',
          location: 'Los Angeles, CA',
          description: 'Arrived at facility; contact *** at ***',
          status: 'InTransit',
          statusName: en.body.data.statusName,
        },
        {
          time: '2026-11-20T02:00:00Z',
          location: 'Shenzhen',
          description: 'Picked up',
          status: 'InTransit',
          statusName: en.body.data.statusName,
        },
      ],
    });
    const zh = await parcel(token, nextIp(), 'zh-CN,zh;q=0.9');
    expect(zh.body.data.country).toBe('美国');
    const ja = await t.call<PublicParcel>('GET', `/api/track/${token}?lang=ja`, asFrom(nextIp(), 'en'));
    expect(ja.body.data.country).not.toBe('United States');
    expect(leaks(JSON.stringify([en.body, zh.body, ja.body]))).toEqual([]);
  });

  it('revoked, answers not found and a new one replaces it; audited without either token', async () => {
    const id = await givenOrder('TRK-0003');
    const old = tokenOf((await linkOf(id)).data);
    const revoked = await t.call<TrackLink>('POST', `/api/orders/${id}/track-link/revoke`, { token: admin });
    expect(revoked.body.code).toBe(20000);
    const fresh = tokenOf(revoked.body.data);
    expect(fresh).not.toBe(old);
    expect((await linkOf(id)).data.path).toBe(revoked.body.data.path);
    expect((await parcel(old)).body.code).toBe(40400);
    expect((await parcel(fresh)).body.data.number).toBe('TRK-0003');
    const audit = await auditOf(t.db, 'order_track_link', id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(old);
    expect(JSON.stringify(audit)).not.toContain(fresh);
  });

  it('answers not found once its order is deleted, as for a token that never was', async () => {
    const id = await givenOrder('TRK-0004');
    const token = tokenOf((await linkOf(id)).data);
    const del = await t.call('DELETE', `/api/orders/${id}`, { token: admin });
    expect(del.body.code).toBe(20000);
    const gone = await parcel(token);
    const never = await parcel('A'.repeat(43));
    expect([gone.status, gone.body.code]).toEqual([404, 40400]);
    expect(gone.body).toEqual(never.body);
    const html = await page(`/track/${token}`);
    expect(html.statusCode).toBe(404);
    expect(html.body).not.toContain('TRK-0004');
  });

  it('checks the token against the one its row derives: a forged row hash opens nothing', async () => {
    const id = await givenOrder('TRK-0005');
    const real = tokenOf((await linkOf(id)).data);
    // An attacker who could write a hash of their own token into the row still holds no token the nonce derives.
    const forged = 'B'.repeat(43);
    await t.db
      .updateTable('order_track_links')
      .set({ token_hash: createHash('sha256').update(forged).digest() })
      .where('order_id', '=', id)
      .execute();
    expect(await orderOfToken(t.db, t.app.secretKey, forged)).toBeUndefined();
    expect((await parcel(forged)).body.code).toBe(40400);
    // Copying again puts the derived token's hash back.
    expect(tokenOf((await linkOf(id)).data)).toBe(real);
    expect(await orderOfToken(t.db, t.app.secretKey, real)).toBe(id);
  });

  it('is copied with order:view and revoked with order:edit, within the caller’s data scope', async () => {
    const id = await givenOrder('TRK-0006');
    const viewer = await signedInWith(t, 'linkviewer', ['order:view']);
    const none = await signedInWith(t, 'linknone', ['customer:view']);
    // order:view with a scope of their own orders only: the admin's order is no order to them.
    await t.db.updateTable('roles').set({ scope: 'SELF' }).where('name', '=', 'role_linkviewer').execute();
    expect((await linkOf(id, viewer.token)).code).toBe(40400);
    await t.db.updateTable('orders').set({ owner_user_id: viewer.id }).where('id', '=', id).execute();
    expect((await linkOf(id, viewer.token)).code).toBe(20000);
    expect((await t.call('POST', `/api/orders/${id}/track-link/revoke`, { token: viewer.token })).body.code).toBe(
      40300,
    );
    expect((await linkOf(id, none.token)).code).toBe(40300);
    expect((await t.call('GET', `/api/orders/${id}/track-link`)).status).toBe(401);
    expect((await linkOf(999_999)).code).toBe(40400);
  });
});

describe('the public page', () => {
  it('is one small HTML answer with no script, noindex and no-store, in the browser’s language or the one chosen', async () => {
    const id = await givenOrder('TRK-0101');
    const token = tokenOf((await linkOf(id)).data);
    const en = await page(`/track/${token}`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.headers['x-robots-tag']).toContain('noindex');
    expect(en.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(en.body).not.toContain('<script');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('环球速递');
    expect(en.body).toContain('TRK-0101');
    expect(en.body).toContain('United States');
    expect(en.body).toContain('Expected delivery');
    expect(leaks(en.body)).toEqual([]);
    const zh = await page(`/track/${token}`, nextIp(), 'zh-CN');
    expect(zh.body).toContain('<html lang="zh">');
    expect(zh.body).toContain('美国');
    const es = await page(`/track/${token}?lang=es`, nextIp(), 'zh-CN');
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('Entrega prevista');
    expect(leaks(zh.body + es.body)).toEqual([]);
  });

  it('answers odd tokens and odd lookups with a friendly page, never an error', async () => {
    for (const url of [
      '/track/short',
      `/track/${'x'.repeat(900)}`,
      '/track/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "/track/'%20or%201=1--",
      '/track/%00%01',
      `/track/${'A'.repeat(42)}%E2%80%AE`,
    ]) {
      const r = await page(url);
      expect([url, r.statusCode]).toEqual([url, 404]);
      expect(r.body).not.toContain('<script>alert');
    }
    const bad = await page('/track?numbers=%3Cb%3Ex%3C%2Fb%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(bad.body).not.toContain('<b>x</b>');
    const many = await page(`/track?numbers=${Array.from({ length: 21 }, (_, i) => `N${i}`).join('%0A')}`);
    expect(many.statusCode).toBe(400);
    const huge = await page(`/track?numbers=${'9'.repeat(5000)}`);
    expect(huge.statusCode).toBe(400);
    expect((await page('/track')).statusCode).toBe(200);
  });
});

describe('the lookup by number', () => {
  it('finds by waybill number or 转单号, any case; answers not found alike for unknown and not ours', async () => {
    await givenOrder('TRK-0201', 'LX123456789CN');
    const r = await lookup(['trk-0201', 'LX123456789CN', 'NOPE-1', '1Z999AA10123456784', 'TRK-0201']);
    expect(r.body.code).toBe(20000);
    expect(r.body.data.map((x) => [x.query, x.found, x.parcel?.number])).toEqual([
      ['trk-0201', true, 'TRK-0201'],
      ['LX123456789CN', true, 'TRK-0201'],
      ['NOPE-1', false, undefined],
      ['1Z999AA10123456784', false, undefined],
      ['TRK-0201', true, 'TRK-0201'],
    ]);
    // A number that does not exist and one of another company's read the same.
    expect(r.body.data[2]).toEqual({ query: 'NOPE-1', found: false });
    expect(r.body.data[3]).toEqual({ query: '1Z999AA10123456784', found: false });
    expect(leaks(JSON.stringify(r.body))).toEqual([]);
    const html = await page('/track?numbers=TRK-0201%0ANOPE-1&lang=ja');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('TRK-0201');
    expect(html.body).toContain('見つかりません');
    expect(leaks(html.body)).toEqual([]);
  });

  it('refuses more than 20 numbers, odd characters and oversize input with 40000', async () => {
    for (const numbers of [
      Array.from({ length: 21 }, (_, i) => `N${i}`),
      [],
      ['<script>'],
      ['A'.repeat(51)],
      ["1' or '1'='1"],
      ['\u0000abc'],
      'TRK-0201',
      [42],
    ]) {
      const r = await lookup(numbers);
      expect([JSON.stringify(numbers).slice(0, 40), r.body.code]).toEqual([
        JSON.stringify(numbers).slice(0, 40),
        40000,
      ]);
    }
  });
});

describe('budgets per client address', () => {
  it('are shared by every process: ten lookups per address in ten minutes, across two apps on one database', async () => {
    const second = await testApp({ database, env: { TRUST_PROXY: 'true' } });
    try {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) expect((await lookup(['NOPE-2'], ip, 'en', i % 2 ? second : t)).status).toBe(200);
      const over = await lookup(['NOPE-2'], ip, 'en', second);
      expect([over.status, over.body.code]).toEqual([429, 42900]);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookup(['NOPE-2'], ip, 'en', t)).status).toBe(429);
      // The page says it too, and another address is not held back.
      const html = await page('/track?numbers=NOPE-2', ip);
      expect([html.statusCode, html.headers['retry-after'] !== undefined]).toEqual([429, true]);
      expect((await lookup(['NOPE-2'], nextIp(), 'en', second)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('hold guessing of links to sixty a minute per address, counting malformed guesses too', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await parcel(`${String(i).padStart(43, 'C')}`, ip)).status).toBe(404);
    for (let i = 0; i < 30; i++) expect((await page(`/track/guess${i}`, ip)).statusCode).toBe(404);
    expect((await parcel('D'.repeat(43), ip)).status).toBe(429);
    expect((await page('/track/guess', ip)).statusCode).toBe(429);
  });

  it('count an IPv6 network (/64) as one address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
  });
});
