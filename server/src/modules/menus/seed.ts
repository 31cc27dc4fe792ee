import type { Db } from '../../http/context.ts';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';
import { menuTree } from './groups.ts';

async function syncMenu(db: Db, m: MenuSeed, parentId: number | null, level: number, sort: number): Promise<void> {
  await db
    .insertInto('menus')
    .values({
      parent_id: parentId,
      submenu_level: level,
      menu_title: m.menuTitle,
      menu_title_cn: m.menuTitleCn,
      menu_title_en: m.titles.en,
      menu_title_es: m.titles.es,
      menu_title_ja: m.titles.ja,
      menu_name: m.menuName,
      component: m.component ?? null,
      icon: m.icon ?? null,
      is_show: m.isShow ?? 1,
      affix: m.affix ?? 0,
      keep_alive: m.keepAlive ?? 1,
      sort,
    })
    // A menu that exists keeps what staff gave it; titles it never had are filled in.
    .onConflict((c) =>
      c
        .column('menu_name')
        .doUpdateSet({ menu_title_en: m.titles.en, menu_title_es: m.titles.es, menu_title_ja: m.titles.ja })
        .where('menus.menu_title_en', '=', ''),
    )
    .execute();
  const { id } = await db
    .selectFrom('menus')
    .select('id')
    .where('menu_name', '=', m.menuName)
    .executeTakeFirstOrThrow();
  const perms = [
    ...(m.view ? [{ ...m.view, kind: 'view' as const }] : []),
    ...(m.functions ?? []).map((f) => ({ ...f, kind: 'function' as const })),
  ];
  if (perms.length) {
    await db
      .insertInto('permissions')
      .values(perms.map((p, i) => ({ menu_id: id, name: p.name, permission_code: p.code, kind: p.kind, sort: i })))
      .onConflict((c) => c.column('permission_code').doNothing())
      .execute();
  }
  for (const [i, child] of (m.children ?? []).entries()) await syncMenu(db, child, id, level + 1, i);
}

/** The menus and their permissions as the areas declare them, and every permission for the super-administrator. */
export async function syncMenus(db: Db, pages: MenuSeed[]): Promise<void> {
  for (const [i, m] of menuTree(pages).entries()) await syncMenu(db, m, null, 1, i);
  // The super-administrator is never stripped of anything, new permissions included.
  await db
    .insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression((eb) =>
      eb
        .selectFrom('roles as r')
        .crossJoin('permissions as p')
        .select(['r.id', 'p.id as permission_id'])
        .where('r.is_super', '=', true),
    )
    .onConflict((c) => c.doNothing())
    .execute();
}
