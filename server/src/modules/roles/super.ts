import { Code } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { roleMessages } from './messages.ts';

/*
 * Only a super-administrator acts on one (rank.ts, for every route). Here:
 * one always remains, whichever route would take the last away.
 */

export const isSuperRole = async (db: Db, roleId: number | null) =>
  roleId !== null &&
  (await db.selectFrom('roles').select('is_super').where('id', '=', roleId).executeTakeFirst())?.is_super === true;

/**
 * One active super-administrator always remains, so nobody locks everybody
 * out: refuses (40900) when the `leaving` ones are all there are. The current
 * ones are locked, so two concurrent requests see each other.
 */
export async function assertSuperRemains(db: Db, leaving: number[]): Promise<void> {
  const supers = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('r.is_super', '=', true)
    .where('u.deleted_at', 'is', null)
    .forUpdate('u')
    .execute();
  if (supers.length > 0 && supers.every((s) => leaving.includes(s.id)))
    throw new AppError(Code.CONFLICT, roleMessages.lastSuper);
}

/** The super-administrator's role, which every installation has. */
export const SUPER_ROLE = { name: 'admin', role_name: '超级管理员' };

export async function syncSuperRole(db: Db): Promise<void> {
  await db
    .insertInto('roles')
    .values({ ...SUPER_ROLE, is_super: true, scope: 'ALL' })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
}
