import type { Db } from '../src/http/context.ts';

/** Fixtures shared by the organization suites. */
export async function givenCompany(db: Db, name: string): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values({ company_name: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function siteId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('sites').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export const auditOf = (db: Db, entity: string, entityId: number) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

/**
 * A small menu tree after the built-in ones: top 运营 (Ops) > group 运营组 (OpsGroup) > pages pageA and pageB,
 * each with a view (`pageA:view`) and a function (`pageA:edit`). Answers the ids by name, and by code for the
 * permissions.
 */
export async function givenOpsMenus(db: Db): Promise<Record<string, number>> {
  const top = await db
    .insertInto('menus')
    .values({ submenu_level: 1, menu_title: 'ops', menu_title_cn: '运营', menu_name: 'Ops', sort: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('menus')
    .values({
      parent_id: top.id,
      submenu_level: 2,
      menu_title: 'opsGroup',
      menu_title_cn: '运营组',
      menu_name: 'OpsGroup',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: Record<string, number> = { top: top.id, group: group.id };
  for (const name of ['pageA', 'pageB']) {
    const page = await db
      .insertInto('menus')
      .values({
        parent_id: group.id,
        submenu_level: 3,
        menu_title: name,
        menu_title_cn: name,
        menu_name: name,
        component: `ops/${name}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const perms = await db
      .insertInto('permissions')
      .values([
        { menu_id: page.id, name: `${name} view`, permission_code: `${name}:view`, kind: 'view', sort: 0 },
        { menu_id: page.id, name: `${name} edit`, permission_code: `${name}:edit`, kind: 'function', sort: 1 },
      ])
      .returning(['id', 'permission_code'])
      .execute();
    ids[name] = page.id;
    for (const p of perms) ids[p.permission_code] = p.id;
  }
  return ids;
}
