import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, type Database } from '../src/db/database.ts';
import { emptyDatabase } from './harness.ts';

let database: Database;
beforeAll(async () => {
  database = await emptyDatabase();
});

const menusVersion = async () =>
  (await database.db.selectFrom('menus_version').select('version').executeTakeFirstOrThrow()).version;

describe('011_area_page_keys', () => {
  it("rewrites the built-in pages' old keys, and leaves other keys alone", async () => {
    const { error } = await migratorOf(database.db, database.schema).migrateTo('010_orders_tuning');
    expect(error).toBeUndefined();
    await database.db
      .insertInto('menus')
      .values(
        (
          [
            ['employee', 'organization/employee'],
            ['shipmentSystem', 'shipmentSettings/shipmentSystem'],
            ['syncAndTracking', 'logisticsSettings/syncAndTracking'],
            ['staffPage', 'custom/page'],
            ['staffGroup', null],
          ] as const
        ).map(([title, component]) => ({
          submenu_level: 1,
          menu_title: title,
          menu_title_cn: title,
          menu_name: title,
          component,
        })),
      )
      .execute();
    const before = await menusVersion();

    await migrateToLatest(database.db, database.schema);

    const rows = await database.db.selectFrom('menus').select(['menu_title', 'component']).orderBy('id').execute();
    expect(rows).toEqual([
      { menu_title: 'employee', component: 'employees/employee' },
      { menu_title: 'shipmentSystem', component: 'customers/shipmentSystem' },
      { menu_title: 'syncAndTracking', component: 'logistics/syncAndTracking' },
      { menu_title: 'staffPage', component: 'custom/page' },
      { menu_title: 'staffGroup', component: null },
    ]);
    expect(await menusVersion()).toBeGreaterThan(before);
  });
});

describe('024_tracking_settings', () => {
  it('moves the tracking key and schedules from the logistics settings to tracking’s own row, as they were', async () => {
    const older = await emptyDatabase();
    expect((await migratorOf(older.db, older.schema).migrateTo('023_sessions_version')).error).toBeUndefined();
    await sql`insert into api_keys (kind, name, base_url, key_cipher, key_mask) values ('tracking', '17TRACK', 'https://t.example.com', 'v1.x', '****')`.execute(
      older.db,
    );
    await sql`update logistics_settings set tracking_api_key_id = (select id from api_keys), refresh_every_minutes = 45, reconcile_every_minutes = 0, sync_every_minutes = 10`.execute(
      older.db,
    );

    await migrateToLatest(older.db, older.schema);

    const { rows } = await sql<
      Record<string, unknown>
    >`select tracking_api_key_id, refresh_every_minutes, reconcile_every_minutes from tracking_settings`.execute(
      older.db,
    );
    const keyId = (await older.db.selectFrom('api_keys').select('id').executeTakeFirstOrThrow()).id;
    expect(rows).toEqual([{ tracking_api_key_id: keyId, refresh_every_minutes: 45, reconcile_every_minutes: 0 }]);
    const logistics = await sql<Record<string, unknown>>`select * from logistics_settings`.execute(older.db);
    expect(Object.keys(logistics.rows[0]!).sort()).toEqual([
      'id',
      'order_api_key_id',
      'stale_days',
      'sync_every_minutes',
      'synced_until',
      'updated_at',
      'version',
    ]);
    expect(logistics.rows[0]).toMatchObject({ sync_every_minutes: 10 });
  });
});

describe('017_number_status_names', () => {
  it("keeps the Chinese names staff gave, adds the built-in statuses' translations, and leaves unknown codes untranslated", async () => {
    const older = await emptyDatabase();
    expect((await migratorOf(older.db, older.schema).migrateTo('016_outside_faults')).error).toBeUndefined();
    await sql`insert into number_statuses (code, status_name, color) values ('problem', '异常件', '#f5222d'), ('held', '扣留', '#000000')`.execute(
      older.db,
    );

    await migrateToLatest(older.db, older.schema);

    const rows = await older.db
      .selectFrom('number_statuses')
      .select(['code', 'name_zh', 'name_en', 'name_es', 'name_ja'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { code: 'problem', name_zh: '异常件', name_en: 'Problem', name_es: 'Incidencia', name_ja: '問題あり' },
      { code: 'held', name_zh: '扣留', name_en: '', name_es: '', name_ja: '' },
    ]);
    const added = { code: null, name_zh: '新', name_en: '', name_es: '', name_ja: '', color: '#000000' };
    await expect(
      older.db
        .insertInto('number_statuses')
        .values({ ...added, name_en: 'problem' })
        .execute(),
    ).rejects.toThrow();
    await older.db
      .insertInto('number_statuses')
      .values([added, { ...added, name_zh: '又一个' }])
      .execute();
  });
});
