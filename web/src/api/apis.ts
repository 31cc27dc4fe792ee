import { apis, type BodyOf, type ResponseOf } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** An API type with its APIs, each with the permissions bound to it. */
export type ApiType = ResponseOf<typeof apis.types>[number];
export type ApiRow = ApiType['apis'][number];
/** A stored credential for an outside service, masked. */
export type ApiKey = ResponseOf<typeof apis.keys>['records'][number];

export const API_KEYS_PAGE_SIZE = 10;
/** Every stored key in one page, for pickers (the endpoint's largest page). */
const ALL_KEYS = 500;

/** API management (API管理): the route registry by type, and credentials for outside services. */
export const apisApi = {
  types: () => request(apis.types),
  createType: (name: string) => request(apis.createType, { body: { name } }),
  renameType: (id: number, name: string) => request(apis.updateType, { body: { id, name } }),
  /** Moves an API into the type. */
  moveApi: (typeId: number, apiId: number) => request(apis.updateType, { body: { id: typeId, apiId } }),
  /** apiId 0 deletes the (empty) type; otherwise the API goes back to the type its route declares. */
  removeType: (id: number, apiId = 0) => request(apis.removeType, { params: { id, apiId } }),

  keyKinds: () => request(apis.keyKinds),
  keys: (currentPage: number) => request(apis.keys, { query: { currentPage, pageSize: API_KEYS_PAGE_SIZE } }),
  allKeys: () => request(apis.keys, { query: { currentPage: 1, pageSize: ALL_KEYS } }).then((page) => page.records),
  /** id 0 creates. */
  saveKey: (id: number, body: BodyOf<typeof apis.saveKey>) => request(apis.saveKey, { params: { id }, body }),
  removeKey: (id: number) => request(apis.removeKey, { params: { id } }),
};

export const apisQueries = {
  /** Every API type with its APIs; menu settings binds from the same list. */
  types: () => queryOptions({ queryKey: areaKey('apis', 'types'), queryFn: apisApi.types }),
  /** The kinds of outside service, labelled by the server in the language asked. */
  keyKinds: (language: string) =>
    queryOptions({
      queryKey: areaKey('apis', 'keyKinds', { language }),
      queryFn: apisApi.keyKinds,
      staleTime: Infinity,
    }),
  keys: (page: number) =>
    queryOptions({
      queryKey: areaKey('apis', 'keys', { page }),
      queryFn: () => apisApi.keys(page),
      placeholderData: keepPreviousData,
    }),
  /** Every stored key (masked), for the pickers that name one (sync and tracking settings). */
  allKeys: () => queryOptions({ queryKey: areaKey('apis', 'allKeys'), queryFn: apisApi.allKeys }),
};
