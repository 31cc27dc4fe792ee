import { customers as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { download, request, upload } from './client.ts';

export type CustomerQuery = QueryOf<typeof endpoints.page>;
export type CustomerFilter = QueryOf<typeof endpoints.exportSheet>;

/** Customers the caller's data scope reaches (by their sales owner). */
export const customersApi = {
  page: (query: CustomerQuery) => request(endpoints.page, { query }),
  options: () => request(endpoints.options),
  create: (body: BodyOf<typeof endpoints.create>) => request(endpoints.create, { body }),
  update: (id: number, body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { params: { id }, body }),
  remove: (id: number) => request(endpoints.remove, { params: { id } }),
  exportSheet: (query: CustomerFilter, fileName: string) => download(endpoints.exportSheet, query, fileName),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  importSheet: (file: File) => upload(endpoints.importSheet, file, { quiet: true }),
};

export const customersQueries = {
  page: (query: CustomerQuery) =>
    queryOptions({
      queryKey: areaKey('customers', 'page', query),
      queryFn: () => customersApi.page(query),
      placeholderData: keepPreviousData,
    }),
  /** Loaded once; this console's changes reload the area. */
  options: () =>
    queryOptions({ queryKey: areaKey('customers', 'options'), queryFn: customersApi.options, staleTime: Infinity }),
};
