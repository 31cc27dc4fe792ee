import { Code, type OrderRow } from '@fwd/contract';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { nameIn } from '../../db/columns.ts';
import { fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { orderMessages as m } from './messages.ts';
import { orderRows, toOrderRow, type OrderView } from './queries.ts';
import { orderView } from './service.ts';

/*
 * Actions on several orders picked on the page: all of them or none. Every
 * order must be one the caller sees (else 40400, nothing changed); each
 * change is audited per order, as the single edit and delete are.
 */

/** The chosen orders as the caller sees them, locked until the transaction ends; 40400 unless every one is there. */
export async function chosen(t: Ctx, view: OrderView, ids: number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const locked = await t.db
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', unique)
    .$if('userIds' in view.scope, (q) =>
      q.where('owner_user_id', 'in', 'userIds' in view.scope && view.scope.userIds.length ? view.scope.userIds : [0]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  if (locked.length < unique.length)
    throw new AppError(Code.NOT_FOUND, m.someNotFound, { count: unique.length - locked.length });
  return (await orderRows(t.db, view).where('o.id', 'in', unique).orderBy('o.id').execute()).map(toOrderRow);
}

/** Sets the number status of every chosen order (those already in it are left as they are). */
export async function setStatus(
  ctx: Ctx,
  timeZone: string,
  ids: number[],
  statusId: number,
): Promise<{ updated: number }> {
  const view = await orderView(ctx, timeZone);
  return inTransaction(ctx, async (t) => {
    const status = await t.db
      .selectFrom('number_statuses')
      .select(['id', nameIn(t.lang).as('statusName'), 'color'])
      .where('id', '=', statusId)
      .forShare()
      .executeTakeFirst();
    if (!status) throw fieldError(t.lang, 'statusId', m.noSuchStatus);
    const changing = (await chosen(t, view, ids)).filter((o) => o.statusId !== statusId);
    if (!changing.length) return { updated: 0 };
    await t.db
      .updateTable('orders')
      .set((eb) => ({ status_id: statusId, version: eb('version', '+', 1), updated_at: new Date() }))
      .where(
        'id',
        'in',
        changing.map((o) => o.id),
      )
      .execute();
    for (const before of changing) {
      const after = {
        ...before,
        statusId,
        statusName: status.statusName,
        statusColor: status.color,
        version: before.version + 1,
      };
      await audit(t, 'update', 'order', before.id, before, after);
    }
    return { updated: changing.length };
  });
}

/** Deletes every chosen order, with its tracking events. */
export async function removeOrders(ctx: Ctx, timeZone: string, ids: number[]): Promise<{ deleted: number }> {
  const view = await orderView(ctx, timeZone);
  return inTransaction(ctx, async (t) => {
    const rows = await chosen(t, view, ids);
    await t.db
      .deleteFrom('orders')
      .where(
        'id',
        'in',
        rows.map((o) => o.id),
      )
      .execute();
    for (const before of rows) await audit(t, 'delete', 'order', before.id, before, null);
    return { deleted: rows.length };
  });
}
