import { Code, type RolePermissions } from '@fwd/contract';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { assertNotSuper, lockRole, touchRole } from '../roles/repo.ts';
import { permissionMessages } from './messages.ts';
import { withFunctions, withViews } from './pages.ts';
import { menuOrThrow, menuTitleIn, subtreeIds } from './menuTree.ts';
import { heldPermissionIds, rolePermissions } from './tree.ts';

/**
 * Grants the permissions (idempotent), a function with its page's view.
 * Someone who is not a super-administrator may only grant what their own role
 * holds, so role:grant cannot lift anyone, themselves included, above the granter.
 */
export async function grant(ctx: Ctx, roleId: number, ids: number[]): Promise<RolePermissions> {
  await inTransaction(ctx, async (t) => {
    const role = await lockRole(t.db, roleId);
    const asked = [...new Set(ids)];
    const existing = await t.db.selectFrom('permissions').select('id').where('id', 'in', asked).execute();
    const missing = asked.filter((id) => !existing.some((p) => p.id === id));
    if (missing.length)
      throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchPermissions, { ids: missing.join(', ') });
    if (role.is_super) return; // holds everything already
    const unique = await withViews(t.db, asked);
    const found = await t.db
      .selectFrom('permissions')
      .select(['id', 'permission_code'])
      .where('id', 'in', unique)
      .execute();
    if (!t.user.isSuper) {
      const mine = new Set(await heldPermissionIds(t.db, { id: t.user.roleId, is_super: false }));
      const beyond = found.filter((p) => !mine.has(p.id)).map((p) => p.permission_code);
      if (beyond.length)
        throw new AppError(Code.FORBIDDEN, permissionMessages.grantBeyondOwn, { codes: beyond.join(', ') });
    }
    const added = await t.db
      .insertInto('role_permissions')
      .values(unique.map((permission_id) => ({ role_id: roleId, permission_id })))
      .onConflict((c) => c.doNothing())
      .returning('permission_id')
      .execute();
    if (added.length === 0) return;
    await touchRole(t.db, roleId);
    await audit(t, 'update', 'role.permissions', roleId, null, { granted: added.map((a) => a.permission_id) });
  });
  return rolePermissions(ctx, roleId);
}

/** Revokes what `pick` names, a view with its page's functions; the super-administrator role loses nothing (40900). */
async function revoke(ctx: Ctx, roleId: number, pick: (t: Ctx) => Promise<number[]>): Promise<RolePermissions> {
  await inTransaction(ctx, async (t) => {
    assertNotSuper(await lockRole(t.db, roleId));
    const ids = await withFunctions(t.db, await pick(t));
    if (ids.length === 0) return;
    const removed = await t.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', roleId)
      .where('permission_id', 'in', ids)
      .returning('permission_id')
      .execute();
    if (removed.length === 0) return;
    await touchRole(t.db, roleId);
    await audit(t, 'update', 'role.permissions', roleId, { revoked: removed.map((r) => r.permission_id) }, null);
  });
  return rolePermissions(ctx, roleId);
}

export const revokeOne = (ctx: Ctx, roleId: number, menuId: number, permissionId: number) =>
  revoke(ctx, roleId, async (t) => {
    const p = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('id', '=', permissionId)
      .where('menu_id', '=', menuId)
      .executeTakeFirst();
    if (!p) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchPermission, { id: permissionId });
    return [p.id];
  });

/** A top menu (level 1) or a group (level 2) and everything under it. */
export const revokeMenu = (ctx: Ctx, roleId: number, menuId: number, level: 1 | 2) =>
  revoke(ctx, roleId, async (t) => {
    const menu = await menuOrThrow(t.db, menuId);
    if (menu.submenu_level !== level) {
      const msg = level === 1 ? permissionMessages.notTopMenu : permissionMessages.notGroupMenu;
      throw fieldError(t.lang, 'menuId', msg, { title: menuTitleIn(menu, t.lang) });
    }
    const menuIds = await subtreeIds(t.db, menuId);
    const perms = await t.db.selectFrom('permissions').select('id').where('menu_id', 'in', menuIds).execute();
    return perms.map((p) => p.id);
  });

/** Roles other than the super-administrator that hold any of these permissions. */
export async function holdersOf(db: Db, permissionIds: number[]): Promise<{ id: number; role_name: string }[]> {
  if (permissionIds.length === 0) return [];
  return db
    .selectFrom('roles as r')
    .select(['r.id', 'r.role_name'])
    .where('r.is_super', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_permissions as rp')
          .select('rp.role_id')
          .whereRef('rp.role_id', '=', 'r.id')
          .where('rp.permission_id', 'in', permissionIds),
      ),
    )
    .orderBy('r.id')
    .execute();
}

/** Before permissions are deleted: each holder loses them visibly (version, audit), not by cascade. */
export async function revokeEverywhere(ctx: Ctx, permissionIds: number[]): Promise<void> {
  for (const role of await holdersOf(ctx.db, permissionIds)) {
    await lockRole(ctx.db, role.id);
    const removed = await ctx.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role.id)
      .where('permission_id', 'in', permissionIds)
      .returning('permission_id')
      .execute();
    await touchRole(ctx.db, role.id);
    await audit(ctx, 'update', 'role.permissions', role.id, { revoked: removed.map((r) => r.permission_id) }, null);
  }
}
