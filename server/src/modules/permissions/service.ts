import { Code, type MenuRecord, type PermissionCode } from '@fwd/contract';
import type { Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { httpMessages } from '../../http/messages.ts';
import { menuRecords } from './menuTree.ts';
import { permissionMessages } from './messages.ts';

/** Whether the caller's role holds a code (the super-administrator holds them all). */
export async function holds(ctx: Ctx, code: PermissionCode): Promise<boolean> {
  if (ctx.user.isSuper) return true;
  const row = await ctx.db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.id')
    .where('rp.role_id', '=', ctx.user.roleId)
    .where('p.permission_code', '=', code)
    .executeTakeFirst();
  return !!row;
}

/** A second code some calls need besides their route's (binding APIs needs api:edit wherever it happens). */
export async function assertHolds(ctx: Ctx, code: PermissionCode): Promise<void> {
  if (!(await holds(ctx, code))) throw new AppError(Code.FORBIDDEN, httpMessages.forbidden);
}

/** A role's menus: one's own role always; another role's only with the right to edit menus. */
export async function menusOfRoleName(ctx: Ctx, roleKey: string, mayViewOthers: boolean): Promise<MenuRecord[]> {
  if (roleKey !== ctx.user.roleKey && !mayViewOthers) throw new AppError(Code.FORBIDDEN, permissionMessages.otherRole);
  const role = await ctx.db
    .selectFrom('roles')
    .select(['id', 'is_super'])
    .where('name', '=', roleKey)
    .executeTakeFirst();
  if (!role) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchRole, { name: roleKey });
  return menuRecords(ctx.db, { roleId: role.id, isSuper: role.is_super });
}
