import { Code, type ScopeValue, type Targets } from '@fwd/contract';
import type { Ctx, Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { scopeOf } from './scope.ts';
import { roleMessages } from './messages.ts';

/*
 * Nobody rises above their own permissions through another user or a role.
 * Every route whose input names a user or a role (the contract marks those
 * ids) passes here before its handler runs: the caller must hold every
 * permission the target holds, see at least as much data, see agents if the
 * target does, and only a super-administrator acts on a super-administrator.
 */

interface Powers {
  isSuper: boolean;
  scope: ScopeValue;
  ownDataOnly: boolean;
  showAgent: boolean;
}

/** How much data a scope reaches; COMPANY and CUSTOM count alike (both are some users). */
const reach = (p: Pick<Powers, 'scope' | 'ownDataOnly'>) =>
  p.ownDataOnly ? 0 : { SELF: 0, CUSTOM: 1, COMPANY: 1, ALL: 2 }[p.scope];
const within = (target: Omit<Powers, 'isSuper'>, actor: Powers) =>
  actor.isSuper || (reach(target) <= reach(actor) && (!target.showAgent || actor.showAgent));

const rolePowers = (db: Db, ids: number[]) =>
  db
    .selectFrom('roles')
    .select(['id', 'is_super as isSuper', 'scope', 'own_data_only as ownDataOnly', 'show_agent as showAgent'])
    .where('id', 'in', ids)
    .execute();

async function actorPowers(ctx: Ctx): Promise<Powers> {
  const [row] = await rolePowers(ctx.db, [ctx.user.roleId]);
  if (!row) throw new AppError(Code.FORBIDDEN, roleMessages.noSuchRole, { id: ctx.user.roleId });
  return row;
}

/** Refuses (40300) unless the caller outranks every target user (through their role) and every target role. */
export async function assertOutranks(ctx: Ctx, targets: Targets): Promise<void> {
  if (ctx.user.isSuper) return;
  const userRoles = targets.user.length
    ? await ctx.db
        .selectFrom('users')
        .select('role_id')
        .where('id', 'in', targets.user)
        .where('role_id', 'is not', null)
        .execute()
    : [];
  const roleIds = [...new Set([...targets.role, ...userRoles.map((u) => u.role_id!)])];
  if (roleIds.length === 0) return;

  const roles = await rolePowers(ctx.db, roleIds);
  if (roles.some((r) => r.isSuper)) throw new AppError(Code.FORBIDDEN, roleMessages.onlySuperActsOnSuper);
  const beyond = await ctx.db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.permission_code')
    .distinct()
    .where('rp.role_id', 'in', roleIds)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('role_permissions as mine')
            .select('mine.role_id')
            .where('mine.role_id', '=', ctx.user.roleId)
            .whereRef('mine.permission_id', '=', 'rp.permission_id'),
        ),
      ),
    )
    .orderBy('p.permission_code')
    .execute();
  if (beyond.length) {
    const codes = beyond.map((b) => b.permission_code);
    throw new AppError(Code.FORBIDDEN, roleMessages.outranked, {
      codes: codes.slice(0, 5).join(', ') + (codes.length > 5 ? ' …' : ''),
    });
  }
  const actor = await actorPowers(ctx);
  if (!roles.every((r) => within(r, actor))) throw new AppError(Code.FORBIDDEN, roleMessages.widerScope);
}

/** A role's data scope and agent display may be set only as far as the caller's own reach (40300). */
export async function assertWithinOwnScope(ctx: Ctx, next: Omit<Powers, 'isSuper'>): Promise<void> {
  if (!within(next, await actorPowers(ctx))) throw new AppError(Code.FORBIDDEN, roleMessages.beyondOwnScope);
}

/** A CUSTOM role's users may be only those whose data the caller sees (40300). */
export async function assertUsersVisible(ctx: Ctx, ids: number[]): Promise<void> {
  const scope = await scopeOf(ctx);
  if ('all' in scope) return;
  const hidden = ids.filter((id) => !scope.userIds.includes(id));
  if (hidden.length) throw new AppError(Code.FORBIDDEN, roleMessages.usersBeyondOwnScope, { ids: hidden.join(', ') });
}
