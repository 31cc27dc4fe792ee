import type { CountryOption, CountryRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../src/boot.ts';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';

let t: Caller;
let admin: string;
let anyone: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  ({ token: anyone } = await signedInWith(t, 'picker', ['shipping:view']));
});
afterAll(() => t.close());

const options = async (keyword: string, lang = 'zh') =>
  (
    await t.call<CountryOption[]>('GET', `/api/country/all-country?keyword=${encodeURIComponent(keyword)}`, {
      token: anyone,
      lang,
    })
  ).body.data;
const codes = async (keyword: string) => (await options(keyword)).map((c) => c.code);
const country = (code: string) =>
  t.db.selectFrom('countries').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

describe('countries from i18n-iso-countries', () => {
  it('are seeded with names in the four languages and the pinyin of the Chinese one', async () => {
    const { n } = await t.db
      .selectFrom('countries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(240);
    expect(await country('US')).toMatchObject({
      name_zh: '美国',
      name_en: 'United States of America',
      name_es: 'Estados Unidos',
      name_ja: 'アメリカ合衆国',
      pinyin: 'meiguo',
      initials: 'mg',
      enabled: true,
      sort: 1,
    });
    // The common destinations first, the rest after them.
    expect([(await country('JP')).sort, (await country('MG')).sort]).toEqual([7, 100]);
    expect((await country('PH')).pinyin).toBe('feilvbin');
  });

  it('are synced again at start: names follow the package, what staff set stays', async () => {
    await t.db
      .updateTable('countries')
      .set({ name_zh: '米国', pinyin: 'miguo', enabled: false, sort: 3 })
      .where('code', '=', 'US')
      .execute();
    await syncReferenceData(t.db);
    expect(await country('US')).toMatchObject({ name_zh: '美国', pinyin: 'meiguo', enabled: false, sort: 3 });
    await t.db.updateTable('countries').set({ enabled: true, sort: 1 }).where('code', '=', 'US').execute();
  });
});

describe('GET /country/all-country', () => {
  it('finds 美国 by pinyin initials, full pinyin, Chinese name, code and English name', async () => {
    expect(await codes('mg')).toContain('US');
    expect(await codes('MG')).toContain('US');
    expect((await codes('meiguo'))[0]).toBe('US');
    expect(await codes('mei guo')).toContain('US');
    expect((await codes('美国'))[0]).toBe('US');
    expect((await codes('US'))[0]).toBe('US');
    expect((await codes('us')).length).toBeGreaterThan(1);
    expect(await codes('United')).toEqual(expect.arrayContaining(['US', 'GB', 'AE']));
  });

  it("finds names in Spanish and Japanese too, and names the country in the caller's language", async () => {
    expect(await codes('Estados Unidos')).toContain('US');
    expect(await codes('アメリカ')).toContain('US');
    const [us] = await options('US', 'es');
    expect(us).toMatchObject({ code: 'US', countryNameCn: '美国', countryName: 'Estados Unidos' });
  });

  it('answers the code and the whole initials first, the common destinations before the rest, and offers only enabled countries', async () => {
    // 美国 (a common destination) and 蒙古 by their initials, Madagascar by its code; then whatever begins with them.
    expect((await codes('mg')).slice(0, 3)).toEqual(['US', 'MG', 'MN']);
    expect((await codes('gb'))[0]).toBe('GB');
    expect(await codes('gb')).toContain('CU');
    await t.db.updateTable('countries').set({ sort: 100 }).where('code', '=', 'US').execute();
    // Without its place among the common destinations, 美国 comes after Madagascar by pinyin (madajiasijia, meiguo).
    expect((await codes('mg')).slice(0, 2)).toEqual(['MG', 'US']);
    await t.db.updateTable('countries').set({ sort: 1 }).where('code', '=', 'US').execute();
    expect((await codes('guo'))[0]).toBe('US');
    await t.db.updateTable('countries').set({ enabled: false }).where('code', '=', 'US').execute();
    expect(await codes('mg')).not.toContain('US');
    expect((await options('')).length).toBeGreaterThan(200);
    await t.db.updateTable('countries').set({ sort: 1, enabled: true }).where('code', '=', 'US').execute();
  });

  it("takes a keyword's wildcards literally and refuses control characters", async () => {
    expect(await codes('%')).toEqual([]);
    expect((await t.call('GET', '/api/country/all-country?keyword=a%07', { token: anyone })).body.code).toBe(40000);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/country/all-country')).status).toBe(401);
  });
});

describe('GET /country and PUT /country/:id', () => {
  it('lists every country, disabled ones too, with the four names', async () => {
    const de = await country('DE');
    await t.db.updateTable('countries').set({ enabled: false }).where('id', '=', de.id).execute();
    const list = (await t.call<CountryRow[]>('GET', '/api/country?keyword=deguo', { token: admin })).body.data;
    expect(list.find((c) => c.code === 'DE')).toMatchObject({
      nameZh: '德国',
      nameEn: 'Germany',
      nameEs: 'Alemania',
      enabled: false,
    });
  });

  it('enables, disables and orders with the current version, audited', async () => {
    const fr = await country('FR');
    const r = await t.call<CountryRow>('PUT', `/api/country/${fr.id}`, {
      token: admin,
      body: { enabled: false, sort: 5, version: fr.version },
    });
    expect(r.body.data).toMatchObject({ code: 'FR', enabled: false, sort: 5, version: fr.version + 1 });
    expect((await auditOf(t.db, 'country', fr.id))[0]).toMatchObject({
      action: 'update',
      before: { enabled: true, sort: 4 },
      after: { enabled: false, sort: 5 },
    });

    const stale = await t.call<CountryRow>('PUT', `/api/country/${fr.id}`, {
      token: admin,
      body: { enabled: true, sort: 5, version: fr.version },
    });
    expect(stale.body.code).toBe(40900);
    expect(stale.body.data).toMatchObject({ enabled: false, version: fr.version + 1 });
  });

  it('refuses bad input, an unknown country, and a caller without country:edit', async () => {
    const jp = await country('JP');
    const put = (body: unknown, token = admin, id = jp.id) => t.call('PUT', `/api/country/${id}`, { token, body });
    expect((await put({ enabled: true, sort: -1, version: 1 })).body.code).toBe(40000);
    expect((await put({ enabled: 'yes', sort: 1, version: 1 })).body.code).toBe(40000);
    expect((await put({ enabled: true, sort: 1, version: 1, nameZh: '日本国' })).body.code).toBe(40000);
    expect((await put({ enabled: true, sort: 1, version: 1 }, admin, 999999)).body.code).toBe(40400);
    const { token } = await signedInWith(t, 'countryviewer', ['customer:view', 'country:view']);
    expect((await t.call('GET', '/api/country', { token })).body.code).toBe(20000);
    expect((await put({ enabled: true, sort: 1, version: 1 }, token)).body.code).toBe(40300);
  });
});
