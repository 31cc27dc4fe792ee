import { Code, type MenuRecord } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { Menu } from '../../db/schema.ts';
import { menuTree, type MenuSeed } from '../../db/seed/menus.ts';
import { menuRecords } from '../permissions/service.ts';
import { menuMessages } from './messages.ts';

const namesOf = (menus: MenuSeed[]): string[] => menus.flatMap((m) => [m.menuName, ...namesOf(m.children ?? [])]);
/** Menus start-up syncs by menu name: deleting or renaming one would only bring it back. */
export const builtinMenuNames = new Set(namesOf(menuTree));

export async function menuOrThrow(db: Db, id: number, lock = false): Promise<Menu> {
  const q = db.selectFrom('menus').selectAll().where('id', '=', id);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, menuMessages.noSuchMenu, { id });
  return row;
}

/** The menu and all menus below it. */
export async function subtreeIds(db: Db, rootId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('sub(id)', (qb) =>
      qb
        .selectFrom('menus')
        .select('id')
        .where('id', '=', rootId)
        .unionAll((qb2) => qb2.selectFrom('menus as m').innerJoin('sub', 'sub.id', 'm.parent_id').select('m.id')),
    )
    .selectFrom('sub')
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Editors' records (every function), in menu order. */
export const menuRecordOf = async (db: Db, id: number): Promise<MenuRecord> => (await menuRecords(db)).find((m) => m.id === id)!;
export const childrenOf = async (db: Db, parentId: number | null): Promise<MenuRecord[]> =>
  (await menuRecords(db)).filter((m) => m.parentId === parentId);
