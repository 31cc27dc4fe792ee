import { Code, type createMenuBody, type MenuRecord, type updateMenuBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertVersion, fieldConflict, fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { deletePermissions } from './functions.ts';
import { menuMessages } from './messages.ts';
import { menuOrThrow } from '../permissions/menuTree.ts';
import { permissionMessages } from '../permissions/messages.ts';
import { builtinMenuNames, menuRecordOf } from './repo.ts';

type MenuFields = Pick<z.output<typeof updateMenuBody>, 'menuTitle' | 'menuName'>;

/** The level a child of `parentId` gets: 1 for a top menu; a level-3 parent takes no children. */
export async function childLevel(ctx: Ctx, parentId: number | null): Promise<number> {
  if (parentId === null) return 1;
  const parent = await ctx.db.selectFrom('menus').select('submenu_level').where('id', '=', parentId).executeTakeFirst();
  if (!parent) throw fieldError(ctx.lang, 'parentId', permissionMessages.noSuchMenu, { id: parentId });
  if (parent.submenu_level >= 3) throw fieldError(ctx.lang, 'parentId', menuMessages.tooDeep);
  return parent.submenu_level + 1;
}

/** menuTitle is the route path and menuName the route name: both unique (40900 naming the field). */
async function assertNamesFree(ctx: Ctx, m: MenuFields, exceptId = 0): Promise<void> {
  const taken = await ctx.db
    .selectFrom('menus')
    .select(['menu_title', 'menu_name'])
    .where('id', '!=', exceptId)
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['menu_title']), '=', m.menuTitle.toLowerCase()), eb('menu_name', '=', m.menuName)]),
    )
    .executeTakeFirst();
  if (!taken) return;
  const [path, value] = taken.menu_name === m.menuName ? ['menuName', m.menuName] : ['menuTitle', m.menuTitle];
  throw fieldConflict(ctx.lang, path, menuMessages.duplicate, { value });
}

const columns = (m: Omit<z.output<typeof updateMenuBody>, 'version'>) => ({
  menu_title: m.menuTitle,
  menu_title_cn: m.menuTitleCn,
  menu_title_en: m.menuTitleEn,
  menu_title_es: m.menuTitleEs,
  menu_title_ja: m.menuTitleJa,
  menu_name: m.menuName,
  component: m.component,
  icon: m.icon,
  is_show: m.isShow,
  affix: m.affix,
  keep_alive: m.keepAlive,
  sort: m.sort,
});

export function createMenu(ctx: Ctx, body: z.output<typeof createMenuBody>): Promise<MenuRecord> {
  return inTransaction(ctx, async (t) => {
    const level = await childLevel(t, body.parentId);
    await assertNamesFree(t, body);
    const { last } = await t.db
      .selectFrom('menus')
      .select((eb) => eb.fn.max<number | null>('sort').as('last'))
      .where('parent_id', 'is not distinct from', body.parentId)
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('menus')
      .values({
        ...columns({ ...body, sort: body.sort ?? (last ?? -1) + 1 }),
        parent_id: body.parentId,
        submenu_level: level,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(t, 'create', 'menu', row.id, null, row);
    return menuRecordOf(t.db, row.id);
  });
}

/** Edits everything but the menu's place (see order.ts). */
export function updateMenu(ctx: Ctx, id: number, body: z.output<typeof updateMenuBody>): Promise<MenuRecord> {
  return inTransaction(ctx, async (t) => {
    const before = await menuOrThrow(t.db, id, true);
    await assertVersion(body.version, before, () => menuRecordOf(t.db, id));
    if (builtinMenuNames.has(before.menu_name) && body.menuName !== before.menu_name) {
      throw fieldConflict(t.lang, 'menuName', menuMessages.builtinMenu);
    }
    await assertNamesFree(t, body, id);
    const after = await t.db
      .updateTable('menus')
      .set((eb) => ({ ...columns(body), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(t, 'update', 'menu', id, before, after);
    return menuRecordOf(t.db, id);
  });
}

/**
 * Refused for built-in menus and menus with children. Its permissions go with
 * it; while roles (other than the super-administrator) hold any, only with
 * `force`, which revokes them from those roles first.
 */
export function deleteMenu(ctx: Ctx, id: number, force: boolean): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const menu = await menuOrThrow(t.db, id, true);
    if (builtinMenuNames.has(menu.menu_name)) throw new AppError(Code.CONFLICT, menuMessages.builtinMenu);
    const { n } = await t.db
      .selectFrom('menus')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    if (n > 0) throw new AppError(Code.CONFLICT, menuMessages.hasChildren, { count: n });
    const perms = await t.db.selectFrom('permissions').select('id').where('menu_id', '=', id).execute();
    await deletePermissions(
      t,
      perms.map((p) => p.id),
      force,
    );
    await t.db.deleteFrom('menus').where('id', '=', id).execute();
    await audit(t, 'delete', 'menu', id, menu, null);
    return null;
  });
}
