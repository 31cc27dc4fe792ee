import { type MenuRecord, type moveMenuBody, type reorderMenusBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { assertVersion, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { menuMessages } from './messages.ts';
import { menuOrThrow, subtreeIds } from '../permissions/menuTree.ts';
import { childrenOf, menuRecordOf } from './repo.ts';
import { childLevel } from './service.ts';

/** Writes sort = position for the siblings in `ids`; only those that moved get a new version. */
async function applyOrder(t: Ctx, ids: number[]): Promise<void> {
  for (const [sort, id] of ids.entries()) {
    await t.db
      .updateTable('menus')
      .set((eb) => ({ sort, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('sort', '!=', sort)
      .execute();
  }
}

const siblingIds = async (t: Ctx, parentId: number | null) =>
  (
    await t.db
      .selectFrom('menus')
      .select('id')
      .where('parent_id', 'is not distinct from', parentId)
      .orderBy('sort')
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((r) => r.id);

/**
 * Puts the menu under `parentId` at position `sort` among its new siblings.
 * Its whole subtree shifts level with it and must still fit in three levels.
 * Answers the new siblings in order.
 */
export function moveMenu(ctx: Ctx, id: number, body: z.output<typeof moveMenuBody>): Promise<MenuRecord[]> {
  return inTransaction(ctx, async (t) => {
    const menu = await menuOrThrow(t.db, id, true);
    await assertVersion(body.version, menu, () => menuRecordOf(t.db, id));
    const subtree = await subtreeIds(t.db, id);
    if (body.parentId !== null && subtree.includes(body.parentId))
      throw fieldError(t.lang, 'parentId', menuMessages.cycle);
    const level = await childLevel(t, body.parentId);
    const { deepest } = await t.db
      .selectFrom('menus')
      .select((eb) => eb.fn.max<number>('submenu_level').as('deepest'))
      .where('id', 'in', subtree)
      .executeTakeFirstOrThrow();
    const shift = level - menu.submenu_level;
    if (deepest + shift > 3) throw fieldError(t.lang, 'parentId', menuMessages.tooDeep);

    if (shift !== 0) {
      await t.db
        .updateTable('menus')
        .set((eb) => ({ submenu_level: eb('submenu_level', '+', shift), version: eb('version', '+', 1) }))
        .where('id', 'in', subtree)
        .execute();
    }
    const order = (await siblingIds(t, body.parentId)).filter((s) => s !== id);
    order.splice(Math.min(body.sort, order.length), 0, id);
    await t.db
      .updateTable('menus')
      .set((eb) => ({ parent_id: body.parentId, sort: order.indexOf(id), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await applyOrder(t, order);
    await audit(
      t,
      'update',
      'menu.place',
      id,
      { parentId: menu.parent_id, sort: menu.sort },
      { parentId: body.parentId, sort: order.indexOf(id) },
    );
    return childrenOf(t.db, body.parentId);
  });
}

/** Orders all the children of a parent (null: the top menus) as listed. */
export function reorderMenus(ctx: Ctx, body: z.output<typeof reorderMenusBody>): Promise<MenuRecord[]> {
  return inTransaction(ctx, async (t) => {
    if (body.parentId !== null) await menuOrThrow(t.db, body.parentId, true);
    const before = await siblingIds(t, body.parentId);
    const same =
      body.ids.length === before.length &&
      new Set(body.ids).size === before.length &&
      body.ids.every((i) => before.includes(i));
    if (!same) throw fieldError(t.lang, 'ids', menuMessages.reorderSet);
    await applyOrder(t, body.ids);
    await audit(t, 'update', 'menu.order', body.parentId ?? 'top', before, body.ids);
    return childrenOf(t.db, body.parentId);
  });
}
