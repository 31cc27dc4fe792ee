import type { MenuRecord } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
export { builtinMenuNames } from './groups.ts';
import { menuRecords } from '../permissions/menuTree.ts';

/** Editors' records (every function), in menu order. */
export const menuRecordOf = async (db: Db, id: number): Promise<MenuRecord> =>
  (await menuRecords(db)).find((m) => m.id === id)!;
export const childrenOf = async (db: Db, parentId: number | null): Promise<MenuRecord[]> =>
  (await menuRecords(db)).filter((m) => m.parentId === parentId);
