import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, type Database } from '../src/db/database.ts';
import { emptyDatabase } from './harness.ts';

let database: Database;
beforeAll(async () => {
  database = await emptyDatabase();
});

const menusVersion = async () => (await database.db.selectFrom('menus_version').select('version').executeTakeFirstOrThrow()).version;

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
        ).map(([title, component]) => ({ submenu_level: 1, menu_title: title, menu_title_cn: title, menu_name: title, component })),
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
