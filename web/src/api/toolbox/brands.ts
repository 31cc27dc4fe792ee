import { brands as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from '../areas.ts';
import { download, request, upload } from '../client.ts';

export type BrandQuery = QueryOf<typeof endpoints.brandPage>;
export type BrandFilter = QueryOf<typeof endpoints.brandExport>;
export type BrandWordQuery = QueryOf<typeof endpoints.brandWordPage>;

/** Requests and queries of the toolbox's brands tool: the brands, the words that are not brands, the check. */
export const brandsApi = {
  brandPage: (query: BrandQuery) => request(endpoints.brandPage, { query }),
  brandCreate: (body: BodyOf<typeof endpoints.brandCreate>) => request(endpoints.brandCreate, { body }),
  brandUpdate: (id: number, body: BodyOf<typeof endpoints.brandUpdate>) =>
    request(endpoints.brandUpdate, { params: { id }, body }),
  brandRemove: (id: number) => request(endpoints.brandRemove, { params: { id } }),
  brandExport: (filter: BrandFilter, fileName: string) => download(endpoints.brandExport, filter, fileName),
  brandTemplate: (fileName: string) => download(endpoints.brandTemplate, undefined, fileName),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  brandImport: (file: File) => upload(endpoints.brandImport, file, { quiet: true }),
  brandWordPage: (query: BrandWordQuery) => request(endpoints.brandWordPage, { query }),
  brandWordCreate: (body: BodyOf<typeof endpoints.brandWordCreate>) => request(endpoints.brandWordCreate, { body }),
  brandWordUpdate: (id: number, body: BodyOf<typeof endpoints.brandWordUpdate>) =>
    request(endpoints.brandWordUpdate, { params: { id }, body }),
  brandWordRemove: (id: number) => request(endpoints.brandWordRemove, { params: { id } }),
  brandWordExport: (keyword: string | undefined, fileName: string) =>
    download(endpoints.brandWordExport, { keyword }, fileName),
  brandWordTemplate: (fileName: string) => download(endpoints.brandWordTemplate, undefined, fileName),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  brandWordImport: (file: File) => upload(endpoints.brandWordImport, file, { quiet: true }),
  /** `quiet` for checks made on the user's behalf while they type (the order drawer): a failure there is no news. */
  brandCheck: (lines: string[], quiet = false) => request(endpoints.brandCheck, { body: { lines }, quiet }),
  brandCheckSheet: (file: File) => upload(endpoints.brandCheckSheet, file),
  brandCheckExport: (lines: string[], fileName: string) =>
    download(endpoints.brandCheckExport, undefined, fileName, { lines }),
};

export const brandsQueries = {
  brandPage: (query: BrandQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'brandPage', query),
      queryFn: () => brandsApi.brandPage(query),
      placeholderData: keepPreviousData,
    }),
  brandWordPage: (query: BrandWordQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'brandWordPage', query),
      queryFn: () => brandsApi.brandWordPage(query),
      placeholderData: keepPreviousData,
    }),
  /** One description as the order drawer checks it; the list's changes reload it with the area. */
  brandCheckOne: (text: string) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'brandCheckOne', { text }),
      queryFn: async () => (await brandsApi.brandCheck([text], true)).lines[0]!.hits,
      staleTime: 60_000,
    }),
};
