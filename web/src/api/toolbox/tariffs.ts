import { toolbox as endpoints, type BodyOf, type QueryOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from '../areas.ts';
import { download, request, upload } from '../client.ts';

export type TariffLineQuery = QueryOf<typeof endpoints.tariffLinePage>;
export type TariffSynonymQuery = QueryOf<typeof endpoints.tariffSynonymPage>;

/** 海关编码: the search over HS 2022 and the national lines, and the upkeep of the lines, the headings' names and the everyday names of goods. */
export const tariffsApi = {
  tariffSearch: (q: string, limit?: number) => request(endpoints.tariffSearch, { query: { q, limit } }),
  tariffNode: (code: string) => request(endpoints.tariffNode, { params: { code } }),
  tariffLinePage: (query: TariffLineQuery) => request(endpoints.tariffLinePage, { query }),
  tariffLineCreate: (body: BodyOf<typeof endpoints.tariffLineCreate>) => request(endpoints.tariffLineCreate, { body }),
  tariffLineUpdate: (id: number, body: BodyOf<typeof endpoints.tariffLineUpdate>) =>
    request(endpoints.tariffLineUpdate, { params: { id }, body }),
  tariffLineRemove: (id: number) => request(endpoints.tariffLineRemove, { params: { id } }),
  tariffLineExport: (keyword: string, fileName: string) =>
    download(endpoints.tariffLineExport, { keyword: keyword || undefined }, fileName),
  tariffLineTemplate: (fileName: string) => download(endpoints.tariffLineTemplate, undefined, fileName),
  /** Quiet: a refused file's row-by-row report is the caller's to show. */
  tariffLineImport: (file: File) => upload(endpoints.tariffLineImport, file, { quiet: true }),
  tariffSynonymPage: (query: TariffSynonymQuery) => request(endpoints.tariffSynonymPage, { query }),
  tariffSynonymCreate: (body: BodyOf<typeof endpoints.tariffSynonymCreate>) =>
    request(endpoints.tariffSynonymCreate, { body }),
  tariffSynonymUpdate: (id: number, body: BodyOf<typeof endpoints.tariffSynonymUpdate>) =>
    request(endpoints.tariffSynonymUpdate, { params: { id }, body }),
  tariffSynonymRemove: (id: number) => request(endpoints.tariffSynonymRemove, { params: { id } }),
  tariffNamesExport: (chapter: string | undefined, fileName: string) =>
    download(endpoints.tariffNamesExport, { chapter }, fileName),
  tariffNamesTemplate: (fileName: string) => download(endpoints.tariffNamesTemplate, undefined, fileName),
  tariffNamesImport: (file: File) => upload(endpoints.tariffNamesImport, file, { quiet: true }),
};

export const tariffsQueries = {
  /** Searches change only with the lines: kept a minute, the last answer shown while the next loads. */
  tariffSearch: (q: string, limit?: number) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'tariffSearch', { q, limit }),
      queryFn: () => tariffsApi.tariffSearch(q, limit),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  tariffNode: (code: string) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'tariffNode', { code }),
      queryFn: () => tariffsApi.tariffNode(code),
      staleTime: 60_000,
    }),
  tariffLinePage: (query: TariffLineQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'tariffLinePage', query),
      queryFn: () => tariffsApi.tariffLinePage(query),
      placeholderData: keepPreviousData,
    }),
  tariffSynonymPage: (query: TariffSynonymQuery) =>
    queryOptions({
      queryKey: areaKey('toolbox', 'tariffSynonymPage', query),
      queryFn: () => tariffsApi.tariffSynonymPage(query),
      placeholderData: keepPreviousData,
    }),
};
