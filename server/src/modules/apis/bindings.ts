import { Code, P } from '@fwd/contract';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { roleMayCall } from './registry.ts';
import { audit } from '../audit/service.ts';
import { permissionMessages } from '../permissions/messages.ts';
import { assertHolds } from '../permissions/service.ts';
import { apiMessages } from './messages.ts';

/**
 * Only routes guarded by a permission can be bound: public and signed-in-only
 * routes are open whatever the bindings say. 40400 for unknown ids. Someone
 * who is not a super-administrator binds only APIs they may call themselves,
 * or binding would open to their own role what it was never granted (40300).
 */
export async function assertBindable(ctx: Ctx, apiIds: number[]): Promise<void> {
  if (apiIds.length === 0) return;
  const rows = await ctx.db
    .selectFrom('apis')
    .select(['id', 'method', 'path', 'access'])
    .where('id', 'in', apiIds)
    .execute();
  const missing = apiIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw new AppError(Code.NOT_FOUND, apiMessages.noSuchApis, { ids: missing.join(', ') });
  const open = rows.find((r) => r.access !== 'permission');
  if (open) throw new AppError(Code.CONFLICT, apiMessages.apiOpen, { api: `${open.method} ${open.path}` });
  if (ctx.user.isSuper) return;
  for (const r of rows) {
    if (!(await roleMayCall(ctx.db, ctx.user.roleId, r.id)))
      throw new AppError(Code.FORBIDDEN, apiMessages.bindBeyondOwn, { api: `${r.method} ${r.path}` });
  }
}

/**
 * Lets the permission open the API, for every role holding it, from the next
 * call on (the guard reads bindings per request). Kept across restarts.
 */
export function bind(ctx: Ctx, permissionId: number, apiId: number): Promise<boolean> {
  return inTransaction(ctx, async (t) => {
    const perm = await t.db.selectFrom('permissions').select('id').where('id', '=', permissionId).executeTakeFirst();
    if (!perm) throw new AppError(Code.NOT_FOUND, permissionMessages.noSuchPermission, { id: permissionId });
    await assertBindable(t, [apiId]);
    const added = await t.db
      .insertInto('permission_apis')
      .values({ permission_id: permissionId, api_id: apiId })
      .onConflict((c) => c.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (added) await audit(t, 'create', 'permission.api', `${permissionId}:${apiId}`, null, added);
    return true;
  });
}

/** The DELETE /permissions/{id}?apiId= half: needs api:edit besides the route's menu:function. */
export async function unbind(ctx: Ctx, permissionId: number, apiId: number): Promise<boolean> {
  await assertHolds(ctx, P.api.edit);
  return inTransaction(ctx, async (t) => {
    const removed = await t.db
      .deleteFrom('permission_apis')
      .where('permission_id', '=', permissionId)
      .where('api_id', '=', apiId)
      .returningAll()
      .executeTakeFirst();
    if (!removed) throw new AppError(Code.NOT_FOUND, apiMessages.notBound);
    await audit(t, 'delete', 'permission.api', `${permissionId}:${apiId}`, removed, null);
    return true;
  });
}
