import { Code, type Language, type MenuRecord } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { Row } from '../../db/schema.ts';

type Menu = Row<'menus'>;
import { permissionMessages } from './messages.ts';

/*
 * Reading the tree of menus and the permissions under them: the permission
 * area owns it, so menu settings, grants and the API registry all read it
 * from here (dependencies run one way: roles <- permissions <- apis <- menus).
 */

/** Who a menu listing is for: a role (and whether it is the super-administrator's). */
export type Holder = { roleId: number; isSuper: boolean };

export async function menuOrThrow(db: Db, id: number, lock = false): Promise<Menu> {
  const q = db.selectFrom('menus').selectAll().where('id', '=', id);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchMenu, { id });
  return row;
}

/** The menu and all menus below it. */
export async function subtreeIds(db: Db, rootId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('sub(id)', (qb) =>
      qb
        .selectFrom('menus')
        .select('id')
        .where('id', '=', rootId)
        .unionAll((qb2) => qb2.selectFrom('menus as m').innerJoin('sub', 'sub.id', 'm.parent_id').select('m.id')),
    )
    .selectFrom('sub')
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A menu's title in the language; one not given yet falls back to the Chinese. */
export const menuTitleIn = (
  m: Pick<Menu, 'menu_title_cn' | 'menu_title_en' | 'menu_title_es' | 'menu_title_ja'>,
  lang: Language,
) => (lang === 'zh' ? '' : { en: m.menu_title_en, es: m.menu_title_es, ja: m.menu_title_ja }[lang]) || m.menu_title_cn;

const toRecord = (m: Menu, childCount: number, functions: MenuRecord['functions']): MenuRecord => ({
  id: m.id,
  parentId: m.parent_id,
  submenuLevel: m.submenu_level as MenuRecord['submenuLevel'],
  menuTitle: m.menu_title,
  menuTitleCn: m.menu_title_cn,
  menuTitleEn: m.menu_title_en,
  menuTitleEs: m.menu_title_es,
  menuTitleJa: m.menu_title_ja,
  menuName: m.menu_name,
  component: m.component,
  icon: m.icon,
  isShow: m.is_show ? 1 : 0,
  affix: m.affix ? 1 : 0,
  keepAlive: m.keep_alive ? 1 : 0,
  sort: m.sort,
  childCount,
  functions,
  version: m.version,
});

/**
 * Menu records, parents before children, ordered by level and sort. With a
 * holder: only the pages whose view permission the role holds (a page without
 * one: any of its permissions), their ancestors, and the functions it holds;
 * without: everything (the editors' view). A function alone never shows a
 * page whose data its holder could not load.
 */
export async function menuRecords(db: Db, holder?: Holder): Promise<MenuRecord[]> {
  const [menus, perms, held] = await Promise.all([
    db.selectFrom('menus').selectAll().orderBy('submenu_level').orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('permissions')
      .select(['id', 'menu_id', 'name', 'permission_code', 'kind'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    holder && !holder.isSuper
      ? db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', holder.roleId).execute()
      : Promise.resolve(undefined),
  ]);
  const heldIds = held && new Set(held.map((h) => h.permission_id));
  const holds = (id: number) => !heldIds || heldIds.has(id);

  const byId = new Map(menus.map((m) => [m.id, m]));
  const hasView = new Set(perms.filter((p) => p.kind === 'view').map((p) => p.menu_id));
  const opens = (p: (typeof perms)[number]) => holds(p.id) && (p.kind === 'view' || !hasView.has(p.menu_id));
  const visible = new Set<number>();
  if (!heldIds) menus.forEach((m) => visible.add(m.id));
  for (const p of perms) {
    if (!opens(p)) continue;
    for (let m = byId.get(p.menu_id); m && !visible.has(m.id); m = m.parent_id ? byId.get(m.parent_id) : undefined) {
      visible.add(m.id);
    }
  }
  const children = new Map<number, number>();
  for (const m of menus)
    if (m.parent_id && visible.has(m.id)) children.set(m.parent_id, (children.get(m.parent_id) ?? 0) + 1);

  return menus
    .filter((m) => visible.has(m.id))
    .map((m) =>
      toRecord(
        m,
        children.get(m.id) ?? 0,
        perms
          .filter((p) => p.menu_id === m.id && p.kind === 'function' && holds(p.id) && visible.has(m.id))
          .map((p) => ({ id: p.id, name: p.name, permissionCode: p.permission_code })),
      ),
    );
}
