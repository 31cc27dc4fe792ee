import { Code, type Language, type MenuRecord, type PermissionCode } from '@fwd/contract';
import type { Ctx, Db, SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { httpMessages } from '../../http/messages.ts';
import type { Menu } from '../../db/schema.ts';
import { permissionMessages } from './messages.ts';

type Holder = Pick<SessionUser, 'roleId' | 'isSuper'> & Partial<Pick<SessionUser, 'permVersion'>>;

/**
 * Codes by x-perm-version (`roleId.roleVersion.menusVersion`): a grant change
 * bumps the role's version and any change to permissions bumps the menus
 * version, so an entry is never stale for its key.
 */
const codesByVersion = new Map<string, Promise<string[]>>();

async function loadCodes(db: Db, who: Holder): Promise<string[]> {
  const q = db.selectFrom('permissions as p').select('p.permission_code').orderBy('p.permission_code');
  const rows = who.isSuper
    ? await q.execute()
    : await q.innerJoin('role_permissions as rp', 'rp.permission_id', 'p.id').where('rp.role_id', '=', who.roleId).execute();
  return rows.map((r) => r.permission_code);
}

/** Forgets every entry; a new app starts empty (tests rebuild the database under the same ids). */
export const clearPermissionCodesCache = () => codesByVersion.clear();

/** The codes a user's role holds; the super-administrator holds every code there is. */
export function permissionCodesOf(db: Db, who: Holder): Promise<string[]> {
  if (!who.permVersion) return loadCodes(db, who);
  const hit = codesByVersion.get(who.permVersion);
  if (hit) return hit;
  if (codesByVersion.size > 1000) codesByVersion.clear();
  const codes = loadCodes(db, who);
  codesByVersion.set(who.permVersion, codes);
  codes.catch(() => codesByVersion.delete(who.permVersion!));
  return codes;
}

/** A second code some calls need besides their route's (binding APIs needs api:edit wherever it happens). */
export async function assertHolds(ctx: Ctx, code: PermissionCode): Promise<void> {
  if (ctx.user.isSuper) return;
  const row = await ctx.db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.id')
    .where('rp.role_id', '=', ctx.user.roleId)
    .where('p.permission_code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError(Code.FORBIDDEN, httpMessages.forbidden);
}

/** A menu's title in the language; one not given yet falls back to the Chinese. */
export const menuTitleIn = (m: Pick<Menu, 'menu_title_cn' | 'menu_title_en' | 'menu_title_es' | 'menu_title_ja'>, lang: Language) =>
  (lang === 'zh' ? '' : { en: m.menu_title_en, es: m.menu_title_es, ja: m.menu_title_ja }[lang]) || m.menu_title_cn;

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
    db.selectFrom('permissions').select(['id', 'menu_id', 'name', 'permission_code', 'kind']).orderBy('sort').orderBy('id').execute(),
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
  for (const m of menus) if (m.parent_id && visible.has(m.id)) children.set(m.parent_id, (children.get(m.parent_id) ?? 0) + 1);

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

/** A role's menus: one's own role always; another role's only with the right to edit menus. */
export async function menusOfRoleName(ctx: Ctx, roleKey: string, mayViewOthers: boolean): Promise<MenuRecord[]> {
  if (roleKey !== ctx.user.roleKey && !mayViewOthers) throw new AppError(Code.FORBIDDEN, permissionMessages.otherRole);
  const role = await ctx.db.selectFrom('roles').select(['id', 'is_super']).where('name', '=', roleKey).executeTakeFirst();
  if (!role) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchRole, { name: roleKey });
  return menuRecords(ctx.db, { roleId: role.id, isSuper: role.is_super });
}
