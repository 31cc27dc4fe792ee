import { apis, type BodyOf } from '@fwd/contract';
import { request } from './client.ts';

/** react-query keys shared by the pages that show the registry (API management, the function dialog). */
export const apiRegistryKeys = { types: ['apiTypes'] as const };

/** API management (API管理): the route registry by type, and credentials for outside services. */
export const apiRegistryApi = {
  types: () => request(apis.types),
  createType: (name: string) => request(apis.createType, { body: { name } }),
  renameType: (id: number, name: string) => request(apis.updateType, { body: { id, name } }),
  /** Moves an API into the type. */
  moveApi: (typeId: number, apiId: number) => request(apis.updateType, { body: { id: typeId, apiId } }),
  /** apiId 0 deletes the (empty) type; otherwise the API goes back to the type its route declares. */
  removeType: (id: number, apiId = 0) => request(apis.removeType, { params: { id, apiId } }),

  keyKinds: () => request(apis.keyKinds),
  keys: (currentPage: number, pageSize: number) => request(apis.keys, { query: { currentPage, pageSize } }),
  /** id 0 creates. */
  saveKey: (id: number, body: BodyOf<typeof apis.saveKey>) => request(apis.saveKey, { params: { id }, body }),
  removeKey: (id: number) => request(apis.removeKey, { params: { id } }),
};
