import { countries as endpoints, type BodyOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** Countries: the enabled ones for pickers, every one with its flag and order for 系统管理. */
export const countriesApi = {
  /** The keyword matches code, names in the four languages and pinyin (full or initials). */
  options: (keyword: string) => request(endpoints.options, { query: { keyword: keyword || undefined } }),
  list: (keyword: string) => request(endpoints.list, { query: { keyword: keyword || undefined } }),
  update: (id: number, body: BodyOf<typeof endpoints.update>) => request(endpoints.update, { params: { id }, body }),
};

export const countriesQueries = {
  /** Changes only through this console, which reloads the area: each keyword is asked once. */
  options: (keyword: string) =>
    queryOptions({
      queryKey: areaKey('countries', 'options', { keyword }),
      queryFn: () => countriesApi.options(keyword),
      staleTime: Infinity,
    }),
  list: (keyword: string) =>
    queryOptions({ queryKey: areaKey('countries', 'list', { keyword }), queryFn: () => countriesApi.list(keyword) }),
};
