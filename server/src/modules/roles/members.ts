import { Code, type memberRow } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { scopeOf, whereVisible } from './scope.ts';
import { audit } from '../audit/service.ts';
import { endSessions } from '../../plugins/sessions.ts';
import { roleMessages } from './messages.ts';
import { lockRole, roleOrThrow } from './repo.ts';
import { assertSuperRemains } from './super.ts';

type Member = z.infer<typeof memberRow>;

/** Active users whose data the caller sees. */
const memberRows = async (ctx: Ctx) =>
  whereVisible(ctx.db.selectFrom('users as u'), 'u.id', await scopeOf(ctx))
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.join_date as joinDate',
      'r.role_name as roleName',
      'c.company_name as companyName',
    ])
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id');

export async function membersOf(ctx: Ctx, roleId: number): Promise<Member[]> {
  await roleOrThrow(ctx.db, roleId);
  return (await memberRows(ctx)).where('u.role_id', '=', roleId).execute();
}

export const usersWithoutRole = async (ctx: Ctx): Promise<Member[]> =>
  (await memberRows(ctx)).where('u.role_id', 'is', null).execute();

/** Active users by id, or 40400 naming the ids that are not. */
async function activeUsers(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.role_id', 'r.is_super'])
    .where('u.id', 'in', ids)
    .where('u.deleted_at', 'is', null)
    .execute();
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw new AppError(Code.NOT_FOUND, roleMessages.noSuchUsers, { ids: missing.join(', ') });
  return rows;
}

/**
 * Moves users into the role. Their sessions go on: `x-perm-version` is
 * `roleId.version`, so the new role id reaches their clients on the next call.
 */
export function assignRole(ctx: Ctx, roleId: number, ids: number[]): Promise<Member[]> {
  return inTransaction(ctx, async (t) => {
    await lockRole(t.db, roleId);
    const users = (await activeUsers(t.db, ids)).filter((u) => u.role_id !== roleId);
    const leavingSuper = users.filter((u) => u.is_super).map((u) => u.id);
    if (leavingSuper.length) await assertSuperRemains(t.db, leavingSuper);
    if (users.length) {
      await t.db
        .updateTable('users')
        .set((eb) => ({ role_id: roleId, version: eb('version', '+', 1), updated_at: new Date() }))
        .where(
          'id',
          'in',
          users.map((u) => u.id),
        )
        .execute();
    }
    for (const u of users) await audit(t, 'update', 'user.role', u.id, { roleId: u.role_id }, { roleId });
    return membersOf(t, roleId);
  });
}

/** Takes the role from users and ends their sessions (50012): without a role nobody may sign in. */
export function removeRole(ctx: Ctx, ids: number[]): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const users = (await activeUsers(t.db, ids)).filter((u) => u.role_id !== null);
    const leavingSuper = users.filter((u) => u.is_super).map((u) => u.id);
    if (leavingSuper.length) await assertSuperRemains(t.db, leavingSuper);
    if (users.length === 0) return null;
    const userIds = users.map((u) => u.id);
    await t.db
      .updateTable('users')
      .set((eb) => ({ role_id: null, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', 'in', userIds)
      .execute();
    await endSessions(t.db, userIds, 'role_removed');
    for (const u of users) await audit(t, 'update', 'user.role', u.id, { roleId: u.role_id }, { roleId: null });
    return null;
  });
}
