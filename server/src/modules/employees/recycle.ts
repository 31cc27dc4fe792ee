import { Code, type EmployeeRow } from '@fwd/contract';
import type { Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../audit/service.ts';
import { employeeMessages as m } from './messages.ts';
import { activeEmployee, deletedEmployee, usernameTaken } from './queries.ts';

/**
 * Brings an employee back from the recycle bin. Their username may have been
 * given to someone else meanwhile (usernames are unique among active users
 * only); then restoring is refused, saying so.
 */
export async function restoreEmployee(ctx: Ctx, id: number): Promise<EmployeeRow> {
  const before = await deletedEmployee(ctx.db, id);
  if (!before) throw new AppError(Code.NOT_FOUND, m.notDeleted);
  const taken = () => new AppError(Code.CONFLICT, m.restoreTaken, { username: before.username });
  return ctx.db.transaction().execute(async (db) => {
    if (await usernameTaken(db, before.username)) throw taken();
    const result = await db
      .updateTable('users')
      .set((eb) => ({ deleted_at: null, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new AppError(Code.NOT_FOUND, m.notDeleted);
    const after = (await activeEmployee(db, id))!;
    await audit({ ...ctx, db }, 'restore', 'user', id, before, after);
    return after;
  });
}
