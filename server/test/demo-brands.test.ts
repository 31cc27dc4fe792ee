import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/organization.ts';
import { BRANDS, NOT_BRANDS, seedDemoBrands } from '../src/demo/toolbox-brands.ts';
import { adminApp, type Caller } from './harness.ts';
import { importFile } from './sheets.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  await seedDemoData(t.db);
  await seedDemoBrands(t.db);
});
afterAll(() => t.close());

const stored = async () => ({
  brands: await t.db.selectFrom('brands').selectAll().orderBy('id').execute(),
  channels: await t.db.selectFrom('brand_channels').selectAll().orderBy('brand_id').orderBy('channel_id').execute(),
});

describe("the demo's brands", () => {
  it('are entered once through the services, as the administrator, each create audited', async () => {
    const created = (entity: string) =>
      t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', entity)
        .where('action', '=', 'create')
        .executeTakeFirstOrThrow();
    expect(Number((await created('brand')).n)).toBe(BRANDS.length);
    expect(Number((await created('brandWord')).n)).toBe(NOT_BRANDS.length);
    expect(await seedDemoBrands(t.db)).toBe(false);
    expect(Number((await created('brand')).n)).toBe(BRANDS.length);
  });

  it('export to a file their import takes back unchanged, in every language (Hermès keeps its alias Hermes)', async () => {
    const before = await stored();
    expect(before.brands.find((b) => b.name === 'Hermès')?.aliases).toContain('Hermes');
    expect(before.channels.length).toBeGreaterThan(0);
    for (const lang of ['zh', 'en', 'es', 'ja']) {
      const file = await t.call('GET', '/api/toolbox/brands/export', { token: admin, lang });
      expect(file.status).toBe(200);
      const answer = await importFile(t, '/api/toolbox/brands/import', admin, file.raw, lang);
      expect(answer.data, `${lang}: ${JSON.stringify(answer.data.errors?.slice(0, 3))}`).toEqual({
        created: 0,
        updated: 0,
        unchanged: BRANDS.length,
      });
    }
    expect(await stored()).toEqual(before);
  });
});
