import { Code, type createRoleBody, type Role, type updateRoleBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertVersion, containing, fieldConflict } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { roleMessages } from './messages.ts';
import { lockRole, roleRows, roleView, toRole, touchRole } from './repo.ts';

export async function listRoles(ctx: Ctx, roleName = ''): Promise<Role[]> {
  let q = roleRows(ctx.db);
  if (roleName) q = q.where('r.role_name', 'ilike', containing(roleName));
  return (await q.execute()).map((r) => toRole(r, ctx.lang));
}

async function assertKeyFree(ctx: Ctx, name: string, exceptId = 0): Promise<void> {
  const taken = await ctx.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(ctx.lang, 'name', roleMessages.duplicateKey, { name });
}

/** A new role holds nothing and sees only its own data until staff say otherwise. */
export function createRole(ctx: Ctx, body: z.output<typeof createRoleBody>): Promise<Role> {
  return inTransaction(ctx, async (t) => {
    await assertKeyFree(t, body.name);
    const row = await t.db
      .insertInto('roles')
      .values({ name: body.name, role_name: body.roleName, scope: 'SELF' })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(t, 'create', 'role', row.id, null, row);
    return roleView(t, row.id);
  });
}

export function updateRole(ctx: Ctx, body: z.output<typeof updateRoleBody>): Promise<Role> {
  return inTransaction(ctx, async (t) => {
    const before = await lockRole(t.db, body.id);
    await assertVersion(body.version, before, () => roleView(t, body.id));
    // The key is how start-up finds the super-administrator role again.
    if (before.is_super && body.name !== before.name) throw fieldConflict(t.lang, 'name', roleMessages.superKeepsKey);
    await assertKeyFree(t, body.name, body.id);
    await touchRole(t.db, body.id, { name: body.name, role_name: body.roleName });
    const after = await roleView(t, body.id);
    await audit(t, 'update', 'role', body.id, before, after);
    return after;
  });
}

/** Refused for the super-administrator and while any user (recycle bin included) still holds it. */
export function deleteRole(ctx: Ctx, id: number): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const role = await lockRole(t.db, id);
    if (role.is_super) throw new AppError(Code.CONFLICT, roleMessages.superNotDeletable);
    const { n } = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', id)
      .executeTakeFirstOrThrow();
    if (n > 0) throw new AppError(Code.CONFLICT, roleMessages.hasMembers, { count: n });
    const grants = await t.db
      .selectFrom('role_permissions')
      .select('permission_id')
      .where('role_id', '=', id)
      .execute();
    await t.db.deleteFrom('roles').where('id', '=', id).execute();
    await audit(t, 'delete', 'role', id, { ...role, permissionIds: grants.map((g) => g.permission_id) }, null);
    return null;
  });
}
