import { employees as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

export type EmployeeQuery = QueryOf<typeof endpoints.list>;
export type RecycleQuery = QueryOf<typeof endpoints.recycled>;

/** Employees and the account recycle bin (deleted employees). */
export const employeesApi = {
  list: (query: EmployeeQuery) => request(endpoints.list, { query }),
  /** Every active user, for pickers (id, name, username). */
  pick: () => request(endpoints.pick),
  add: (body: BodyOf<typeof endpoints.add>) => request(endpoints.add, { body }),
  /** Replaces every field; `version` is the one the edit started from. */
  update: (body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { body }),
  remove: (ids: number[]) => request(endpoints.remove, { body: { ids } }),
  resetPassword: (id: number, password: string) => request(endpoints.resetPassword, { body: { id, password } }),
  moveToSite: (siteId: number, ids: number[]) => request(endpoints.moveSite, { query: { siteId }, body: { ids } }),
  deleted: (query: RecycleQuery) => request(endpoints.recycled, { query }),
  restore: (id: number) => request(endpoints.restore, { params: { id } }),
};

/** What the pages read: `useQuery(employeesQueries.pick())`. Pages keep the previous page on screen while the next loads. */
export const employeesQueries = {
  list: (query: EmployeeQuery) =>
    queryOptions({
      queryKey: areaKey('employees', 'list', query),
      queryFn: () => employeesApi.list(query),
      placeholderData: keepPreviousData,
    }),
  /** Every active user: one cache for every dialog that picks people. */
  pick: () => queryOptions({ queryKey: areaKey('employees', 'pick'), queryFn: employeesApi.pick }),
  deleted: (query: RecycleQuery) =>
    queryOptions({
      queryKey: areaKey('employees', 'deleted', query),
      queryFn: () => employeesApi.deleted(query),
      placeholderData: keepPreviousData,
    }),
};
