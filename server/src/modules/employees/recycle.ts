import { Code, type EmployeeRow } from '@fwd/contract';
import { inTransaction, type Ctx } from '../../http/context.ts';
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
  return inTransaction(ctx, async (t) => {
    if (await usernameTaken(t.db, before.username)) throw taken();
    const result = await t.db
      .updateTable('users')
      .set((eb) => ({ deleted_at: null, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new AppError(Code.NOT_FOUND, m.notDeleted);
    const after = (await activeEmployee(t.db, id))!;
    await audit(t, 'restore', 'user', id, before, after);
    return after;
  });
}
