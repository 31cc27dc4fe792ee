import { companies as endpoints, type BodyOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** Companies (the employee page's left list) and the sites employees work at. */
export const companiesApi = {
  list: () => request(endpoints.list),
  create: (body: BodyOf<typeof endpoints.create>) => request(endpoints.create, { body }),
  rename: (body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { body }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
  sites: () => request(endpoints.sites),
};

export const companiesQueries = {
  list: () => queryOptions({ queryKey: areaKey('companies', 'list'), queryFn: companiesApi.list }),
  /** Sites change with a new release only. */
  sites: () =>
    queryOptions({ queryKey: areaKey('companies', 'sites'), queryFn: companiesApi.sites, staleTime: Infinity }),
};
