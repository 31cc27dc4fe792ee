import type { Db } from '../../http/context.ts';

/*
 * A page's functions are of no use without its view: the page shows only with
 * the view (menuRecords), and its data loads only with it (the list routes are
 * guarded by the view code). So grants and revocations keep them together.
 */

/** The permissions with the views of the pages whose functions are among them. */
export async function withViews(db: Db, permissionIds: number[]): Promise<number[]> {
  if (permissionIds.length === 0) return [];
  const views = await db
    .selectFrom('permissions as f')
    .innerJoin('permissions as v', (j) => j.onRef('v.menu_id', '=', 'f.menu_id').on('v.kind', '=', 'view'))
    .select('v.id')
    .where('f.id', 'in', permissionIds)
    .where('f.kind', '=', 'function')
    .execute();
  return [...new Set([...permissionIds, ...views.map((v) => v.id)])];
}

/** The permissions with the functions of the pages whose views are among them. */
export async function withFunctions(db: Db, permissionIds: number[]): Promise<number[]> {
  if (permissionIds.length === 0) return [];
  const functions = await db
    .selectFrom('permissions as v')
    .innerJoin('permissions as f', (j) => j.onRef('f.menu_id', '=', 'v.menu_id').on('f.kind', '=', 'function'))
    .select('f.id')
    .where('v.id', 'in', permissionIds)
    .where('v.kind', '=', 'view')
    .execute();
  return [...new Set([...permissionIds, ...functions.map((f) => f.id)])];
}
