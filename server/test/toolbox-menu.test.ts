import { P } from '@fwd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../src/boot.ts';
import type { Database } from '../src/db/database.ts';
import { freshDatabase } from './harness.ts';

/* The remote codes belong to 工具箱 → 偏远地区: on a new installation, and moved there on one from before the page. */

// The worker's database (the harness keeps it open for the files after this one).
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});

const remoteRows = () =>
  database.db
    .selectFrom('permissions as p')
    .innerJoin('menus as m', 'm.id', 'p.menu_id')
    .select(['p.permission_code as code', 'p.kind', 'm.menu_name as menu'])
    .where('p.permission_code', 'in', Object.values(P.remote))
    .orderBy('p.sort')
    .execute();

describe('the remote codes', () => {
  it('are the 偏远地区 page’s: its view and its functions', async () => {
    expect(await remoteRows()).toEqual([
      { code: P.remote.view, kind: 'view', menu: 'RemoteArea' },
      { code: P.remote.import, kind: 'function', menu: 'RemoteArea' },
      { code: P.remote.delete, kind: 'function', menu: 'RemoteArea' },
    ]);
  });

  it('move there from 附加费规则 on an installation from before the page, the roles holding them kept', async () => {
    const db = database.db;
    const surcharges = await db
      .selectFrom('menus')
      .select('id')
      .where('menu_name', '=', 'SurchargeRules')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('permissions')
      .set({ menu_id: surcharges.id, kind: 'function' })
      .where('permission_code', 'in', Object.values(P.remote))
      .execute();
    const role = await db
      .insertInto('roles')
      .values({ name: 'remote-keeper', role_name: '偏远表维护' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', 'in', Object.values(P.remote))
      .execute();
    await db
      .insertInto('role_permissions')
      .values(ids.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();

    await syncReferenceData(db);
    expect((await remoteRows()).map((r) => [r.code, r.kind, r.menu])).toEqual([
      [P.remote.view, 'view', 'RemoteArea'],
      [P.remote.import, 'function', 'RemoteArea'],
      [P.remote.delete, 'function', 'RemoteArea'],
    ]);
    const held = await db
      .selectFrom('role_permissions')
      .select('permission_id')
      .where('role_id', '=', role.id)
      .execute();
    expect(held).toHaveLength(3);
  });
});
