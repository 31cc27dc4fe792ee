import type { PermissionNode, RolePermissions } from '@fwd/contract';
import type { Ctx, Db } from '../../http/context.ts';
import type { Row } from '../../db/schema.ts';

type Menu = Row<'menus'>;
type Role = Row<'roles'>;
import { roleOrThrow } from '../roles/repo.ts';
import { menuRecords, menuTitleIn } from './menuTree.ts';

/** Ids of the permissions a role holds; the super-administrator holds every one. */
export async function heldPermissionIds(db: Db, role: Pick<Role, 'id' | 'is_super'>): Promise<number[]> {
  const rows = role.is_super
    ? await db.selectFrom('permissions').select('id as permission_id').orderBy('id').execute()
    : await db
        .selectFrom('role_permissions')
        .select('permission_id')
        .where('role_id', '=', role.id)
        .orderBy('permission_id')
        .execute();
  return rows.map((r) => r.permission_id);
}

const groupBy = <T, K>(items: T[], key: (t: T) => K) => {
  const m = new Map<K, T[]>();
  for (const i of items) m.set(key(i), [...(m.get(key(i)) ?? []), i]);
  return m;
};

/**
 * The whole tree (every menu, every permission) with the role's holdings:
 * a menu is checked when the role holds every permission below it, half
 * checked when some. Under a menu come its own permissions, then its submenus.
 */
export async function rolePermissions(ctx: Ctx, roleId: number): Promise<RolePermissions> {
  const role = await roleOrThrow(ctx.db, roleId);
  const [menus, perms, held] = await Promise.all([
    ctx.db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute(),
    ctx.db
      .selectFrom('permissions')
      .select(['id', 'menu_id', 'name', 'permission_code', 'kind'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    heldPermissionIds(ctx.db, role),
  ]);
  const holds = new Set(held);
  const permsOf = groupBy(perms, (p) => p.menu_id);
  const childrenOf = groupBy(menus, (m) => m.parent_id);
  const checkedKeys: string[] = [];
  const halfCheckedKeys: string[] = [];

  const build = (m: Menu): { node: PermissionNode; total: number; held: number } => {
    const leaves: PermissionNode[] = (permsOf.get(m.id) ?? []).map((p) => ({
      key: `perm:${p.id}`,
      id: p.id,
      type: 'permission',
      title: p.name,
      level: m.submenu_level + 1,
      permissionCode: p.permission_code,
      kind: p.kind,
      checked: holds.has(p.id),
      halfChecked: false,
      children: [],
    }));
    const subs = (childrenOf.get(m.id) ?? []).map(build);
    const total = leaves.length + subs.reduce((n, s) => n + s.total, 0);
    const heldCount = leaves.filter((l) => l.checked).length + subs.reduce((n, s) => n + s.held, 0);
    const node: PermissionNode = {
      key: `menu:${m.id}`,
      id: m.id,
      type: 'menu',
      title: menuTitleIn(m, ctx.lang),
      level: m.submenu_level,
      permissionCode: null,
      kind: null,
      checked: total > 0 && heldCount === total,
      halfChecked: heldCount > 0 && heldCount < total,
      children: [...leaves, ...subs.map((s) => s.node)],
    };
    for (const l of leaves) if (l.checked) checkedKeys.push(l.key);
    if (node.checked) checkedKeys.push(node.key);
    if (node.halfChecked) halfCheckedKeys.push(node.key);
    return { node, total, held: heldCount };
  };

  const tree = (childrenOf.get(null) ?? []).map((m) => build(m).node);
  return { roleId, isSuper: role.is_super, version: role.version, tree, checkedKeys, halfCheckedKeys };
}

/** What the role holds and the menus that makes visible (ancestors included). */
export async function shownIds(ctx: Ctx, roleId: number): Promise<{ permissionIds: number[]; menuIds: number[] }> {
  const role = await roleOrThrow(ctx.db, roleId);
  const [permissionIds, menus] = await Promise.all([
    heldPermissionIds(ctx.db, role),
    menuRecords(ctx.db, { roleId: role.id, isSuper: role.is_super }),
  ]);
  return { permissionIds, menuIds: menus.map((m) => m.id) };
}

export const leafIds = async (ctx: Ctx, roleId: number) => heldPermissionIds(ctx.db, await roleOrThrow(ctx.db, roleId));
