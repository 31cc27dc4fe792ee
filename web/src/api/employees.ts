import { employees as endpoints, recycle as recycleEndpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { request } from './client.ts';

export type EmployeeQuery = QueryOf<typeof endpoints.list>;
export type RecycleQuery = QueryOf<typeof recycleEndpoints.list>;

export const employees = {
  list: (query: EmployeeQuery) => request(endpoints.list, { query }),
  /** Every active user, for pickers (id, name, username). */
  pick: () => request(endpoints.pick),
  add: (body: BodyOf<typeof endpoints.add>) => request(endpoints.add, { body }),
  /** Replaces every field; `version` is the one the edit started from. */
  update: (body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { body }),
  remove: (ids: number[]) => request(endpoints.remove, { body: { ids } }),
  resetPassword: (id: number, password: string) => request(endpoints.resetPassword, { body: { id, password } }),
  moveToSite: (siteId: number, ids: number[]) => request(endpoints.moveSite, { query: { siteId }, body: { ids } }),
};

/** The account recycle bin: deleted employees. */
export const recycle = {
  list: (query: RecycleQuery) => request(recycleEndpoints.list, { query }),
  restore: (id: number) => request(recycleEndpoints.restore, { params: { id } }),
};
