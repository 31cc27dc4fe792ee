import { companies as endpoints, type BodyOf } from '@fwd/contract';
import { request } from './client.ts';

/** Companies (the employee page's left list) and the sites employees work at. */
export const companies = {
  list: () => request(endpoints.list),
  create: (body: BodyOf<typeof endpoints.create>) => request(endpoints.create, { body }),
  rename: (body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { body }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
  sites: () => request(endpoints.sites),
};
