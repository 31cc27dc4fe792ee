import { Code, SCOPES, type RoleVisibility, type visibilityBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertVersion } from '../../http/rules.ts';
import { resolveScope } from './scope.ts';
import { translate } from '../../i18n/index.ts';
import { audit } from '../audit/service.ts';
import { roleMessages, scopeLabels } from './messages.ts';
import { assertUsersVisible, assertWithinOwnScope } from './rank.ts';
import { assertNotSuper, lockRole, roleOrThrow, touchRole } from './repo.ts';

export const scopeOptions = (ctx: Ctx) =>
  SCOPES.map((value) => ({ value, label: translate(ctx.lang, scopeLabels[value]) }));

export async function roleVisibility(ctx: Ctx, roleId: number): Promise<RoleVisibility> {
  const role = await roleOrThrow(ctx.db, roleId);
  const users = await ctx.db
    .selectFrom('role_accessible_users as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.username', 'u.name'])
    .where('a.role_id', '=', roleId)
    .orderBy('u.id')
    .execute();
  return {
    roleId,
    scope: role.scope,
    visibilityScopeName: translate(ctx.lang, scopeLabels[role.scope]),
    ownDataOnly: role.own_data_only,
    showAgent: role.show_agent,
    accessibleUsers: users,
    version: role.version,
  };
}

export const showsAgent = async (ctx: Ctx, roleId: number) => (await roleOrThrow(ctx.db, roleId)).show_agent;

/** The super-administrator keeps ALL, without own-data-only. */
export function setVisibility(
  ctx: Ctx,
  roleId: number,
  body: z.output<typeof visibilityBody>,
): Promise<RoleVisibility> {
  return inTransaction(ctx, async (t) => {
    const before = await lockRole(t.db, roleId);
    await assertVersion(body.version, before, () => roleVisibility(t, roleId));
    if (body.scope !== 'ALL' || body.ownDataOnly) assertNotSuper(before);
    await assertWithinOwnScope(t, { scope: body.scope, ownDataOnly: body.ownDataOnly, showAgent: before.show_agent });
    await touchRole(t.db, roleId, { scope: body.scope, own_data_only: body.ownDataOnly });
    await audit(
      t,
      'update',
      'role.visibility',
      roleId,
      { scope: before.scope, ownDataOnly: before.own_data_only },
      body,
    );
    return roleVisibility(t, roleId);
  });
}

/**
 * The CUSTOM scope's users: any whose data the caller sees, deleted ones
 * included (their records keep their owner).
 */
export function setAccessibleUsers(ctx: Ctx, roleId: number, ids: number[], version: number): Promise<RoleVisibility> {
  return inTransaction(ctx, async (t) => {
    const role = await lockRole(t.db, roleId);
    await assertVersion(version, role, () => roleVisibility(t, roleId));
    const unique = [...new Set(ids)];
    await assertUsersVisible(t, unique);
    const found = unique.length ? await t.db.selectFrom('users').select('id').where('id', 'in', unique).execute() : [];
    const missing = unique.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw new AppError(Code.NOT_FOUND, roleMessages.noSuchUsers, { ids: missing.join(', ') });
    const before = await t.db
      .selectFrom('role_accessible_users')
      .select('user_id')
      .where('role_id', '=', roleId)
      .execute();
    await t.db.deleteFrom('role_accessible_users').where('role_id', '=', roleId).execute();
    if (unique.length)
      await t.db
        .insertInto('role_accessible_users')
        .values(unique.map((user_id) => ({ role_id: roleId, user_id })))
        .execute();
    await touchRole(t.db, roleId);
    await audit(
      t,
      'update',
      'role.accessible_users',
      roleId,
      before.map((b) => b.user_id),
      unique,
    );
    return roleVisibility(t, roleId);
  });
}

export function setShowAgent(ctx: Ctx, roleId: number, show: boolean): Promise<RoleVisibility> {
  return inTransaction(ctx, async (t) => {
    const before = await lockRole(t.db, roleId);
    if (!show) assertNotSuper(before);
    await assertWithinOwnScope(t, { scope: before.scope, ownDataOnly: before.own_data_only, showAgent: show });
    if (before.show_agent !== show) {
      await touchRole(t.db, roleId, { show_agent: show });
      await audit(t, 'update', 'role.show_agent', roleId, { showAgent: before.show_agent }, { showAgent: show });
    }
    return roleVisibility(t, roleId);
  });
}

/** Whose data a user may see, as the resolver decides it for every query. */
export async function visibleToUser(ctx: Ctx, userId: number): Promise<{ all: boolean; userIds: number[] }> {
  const user = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(Code.NOT_FOUND, roleMessages.noSuchUsers, { ids: userId });
  const scope = await resolveScope(ctx.db, user);
  return 'all' in scope ? { all: true, userIds: [] } : { all: false, userIds: scope.userIds };
}
