import { Code, type MenuRecord, type PermissionCode } from '@fwd/contract';
import type { Ctx, Db, SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { httpMessages } from '../../http/messages.ts';
import { menuRecords } from './menuTree.ts';
import { permissionMessages } from './messages.ts';

type Holder = Pick<SessionUser, 'roleId' | 'isSuper'> & Partial<Pick<SessionUser, 'permVersion'>>;

async function loadCodes(db: Db, who: Holder): Promise<string[]> {
  const q = db.selectFrom('permissions as p').select('p.permission_code').orderBy('p.permission_code');
  const rows = who.isSuper
    ? await q.execute()
    : await q.innerJoin('role_permissions as rp', 'rp.permission_id', 'p.id').where('rp.role_id', '=', who.roleId).execute();
  return rows.map((r) => r.permission_code);
}

/** The codes a user's role holds; the super-administrator holds every code there is. */
export type PermissionCodes = (db: Db, who: Holder) => Promise<string[]>;

/**
 * One app's permission codes, cached by x-perm-version (`roleId.roleVersion.menusVersion`):
 * a grant change bumps the role's version and any change to permissions bumps the menus
 * version, so an entry is never stale for its key and grants reach users at once.
 * buildApp makes one per app and passes it to the routes that need it: apps never share
 * entries (tests rebuild the database under the same ids).
 */
export function permissionCodesCache(): PermissionCodes {
  const byVersion = new Map<string, Promise<string[]>>();
  return (db, who) => {
    const key = who.permVersion;
    if (!key) return loadCodes(db, who);
    const hit = byVersion.get(key);
    if (hit) return hit;
    if (byVersion.size > 1000) byVersion.clear();
    const codes = loadCodes(db, who);
    byVersion.set(key, codes);
    codes.catch(() => byVersion.delete(key));
    return codes;
  };
}

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
  const role = await ctx.db.selectFrom('roles').select(['id', 'is_super']).where('name', '=', roleKey).executeTakeFirst();
  if (!role) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchRole, { name: roleKey });
  return menuRecords(ctx.db, { roleId: role.id, isSuper: role.is_super });
}
