import type { MenuRecord } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';
import { menuTree } from '../../db/seed/menus.ts';
import { menuRecords } from '../permissions/menuTree.ts';

const namesOf = (menus: MenuSeed[]): string[] => menus.flatMap((m) => [m.menuName, ...namesOf(m.children ?? [])]);
/** Menus start-up syncs by menu name: deleting or renaming one would only bring it back. */
export const builtinMenuNames = new Set(namesOf(menuTree));

/** Editors' records (every function), in menu order. */
export const menuRecordOf = async (db: Db, id: number): Promise<MenuRecord> => (await menuRecords(db)).find((m) => m.id === id)!;
export const childrenOf = async (db: Db, parentId: number | null): Promise<MenuRecord[]> =>
  (await menuRecords(db)).filter((m) => m.parentId === parentId);
