import { allPermissionCodes, Code, P, type createPermissionBody, type menuPermission } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldConflict } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { assertBindable } from '../apis/bindings.ts';
import { holdersOf, revokeEverywhere } from '../permissions/grants.ts';
import { assertHolds } from '../permissions/service.ts';
import { menuMessages } from './messages.ts';
import { menuOrThrow } from '../permissions/menuTree.ts';
import { permissionMessages } from '../permissions/messages.ts';

type MenuPermission = z.infer<typeof menuPermission>;

/** Codes routes declare: start-up creates them again, and their default bindings are applied only once. */
const builtinCodes = new Set<string>(allPermissionCodes());

async function permissionViews(db: Db, where: { menuId: number } | { id: number }): Promise<MenuPermission[]> {
  let q = db
    .selectFrom('permissions')
    .select(['id', 'menu_id', 'name', 'permission_code', 'kind'])
    .orderBy('sort')
    .orderBy('id');
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('menu_id', '=', where.menuId);
  const perms = await q.execute();
  const apis = perms.length
    ? await db
        .selectFrom('permission_apis as pa')
        .innerJoin('apis as a', 'a.id', 'pa.api_id')
        .select(['pa.permission_id', 'a.id', 'a.method', 'a.path'])
        .where(
          'pa.permission_id',
          'in',
          perms.map((p) => p.id),
        )
        .orderBy('a.path')
        .orderBy('a.method')
        .execute()
    : [];
  return perms.map((p) => ({
    id: p.id,
    menuId: p.menu_id,
    name: p.name,
    permissionCode: p.permission_code,
    kind: p.kind,
    builtin: builtinCodes.has(p.permission_code),
    apis: apis.filter((a) => a.permission_id === p.id).map(({ id, method, path }) => ({ id, method, path })),
  }));
}

export async function listFunctions(ctx: Ctx, menuId: number): Promise<MenuPermission[]> {
  await menuOrThrow(ctx.db, menuId);
  return permissionViews(ctx.db, { menuId });
}

/** A new permission of a menu, optionally opening APIs (binding them needs api:edit too). */
export function createFunction(ctx: Ctx, body: z.output<typeof createPermissionBody>): Promise<MenuPermission> {
  return inTransaction(ctx, async (t) => {
    await menuOrThrow(t.db, body.menuId, true);
    const apiIds = [...new Set(body.apiIds)];
    if (apiIds.length) {
      await assertHolds(t, P.api.edit);
      await assertBindable(t, apiIds);
    }
    const taken = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', body.permissionCode)
      .executeTakeFirst();
    if (taken) throw fieldConflict(t.lang, 'permissionCode', menuMessages.duplicateCode, { code: body.permissionCode });
    const siblings = await t.db
      .selectFrom('permissions')
      .select(['kind', 'sort'])
      .where('menu_id', '=', body.menuId)
      .execute();
    if (body.kind === 'view' && siblings.some((s) => s.kind === 'view'))
      throw fieldConflict(t.lang, 'kind', menuMessages.oneView);
    const row = await t.db
      .insertInto('permissions')
      .values({
        menu_id: body.menuId,
        name: body.name,
        permission_code: body.permissionCode,
        kind: body.kind,
        sort: Math.max(-1, ...siblings.map((s) => s.sort)) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (apiIds.length)
      await t.db
        .insertInto('permission_apis')
        .values(apiIds.map((api_id) => ({ permission_id: row.id, api_id })))
        .execute();
    await audit(t, 'create', 'permission', row.id, null, { ...row, apiIds });
    return (await permissionViews(t.db, { id: row.id }))[0]!;
  });
}

/**
 * Deletes permissions inside the caller's transaction. Built-in ones are
 * refused; while roles other than the super-administrator hold any, only with
 * `force`, which revokes them from those roles first (versions, audit).
 */
export async function deletePermissions(t: Ctx, ids: number[], force: boolean): Promise<void> {
  if (ids.length === 0) return;
  const perms = await t.db.selectFrom('permissions').selectAll().where('id', 'in', ids).execute();
  const builtin = perms.find((p) => builtinCodes.has(p.permission_code));
  if (builtin) throw new AppError(Code.CONFLICT, menuMessages.builtinPermission, { code: builtin.permission_code });
  const holders = await holdersOf(t.db, ids);
  if (holders.length && !force)
    throw new AppError(Code.CONFLICT, menuMessages.heldByRoles, { roles: holders.map((h) => h.role_name).join(', ') });
  await revokeEverywhere(t, ids);
  await t.db.deleteFrom('permissions').where('id', 'in', ids).execute();
  for (const p of perms) await audit(t, 'delete', 'permission', p.id, p, null);
}

export function deleteFunction(ctx: Ctx, id: number, force: boolean): Promise<boolean> {
  return inTransaction(ctx, async (t) => {
    const perm = await t.db.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst();
    if (!perm) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchPermission, { id });
    await deletePermissions(t, [id], force);
    return true;
  });
}
