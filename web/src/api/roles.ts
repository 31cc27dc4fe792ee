import { permissions, roles, type BodyOf, type ResponseOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** A role's member as the member tables show them. */
export type Member = ResponseOf<typeof roles.members>[number];

/** Roles, their members, data scope and permission grants (角色权限). */
export const rolesApi = {
  /** Quiet: the role select of the employee dialog shows a failure itself. */
  list: () => request(roles.list, { quiet: true }),
  search: (roleName: string) => request(roles.search, { query: { roleName } }),
  create: (body: BodyOf<typeof roles.create>) => request(roles.create, { body }),
  update: (body: BodyOf<typeof roles.update>) => request(roles.update, { body }),
  remove: (id: number) => request(roles.remove, { params: { id } }),

  members: (id: number) => request(roles.members, { params: { id } }),
  withoutRole: () => request(roles.withoutRole),
  assign: (roleId: number, ids: number[]) => request(roles.assign, { params: { roleId }, body: { ids } }),
  unassign: (ids: number[]) => request(roles.unassign, { params: { ids: ids.join(',') } }),

  scopeOptions: () => request(roles.options),
  visibility: (id: number) => request(roles.roleVisibility, { params: { id } }),
  setVisibility: (id: number, body: BodyOf<typeof roles.setVisibility>) =>
    request(roles.setVisibility, { params: { id }, body }),
  setAccessibleUsers: (id: number, ids: number[], version: number) =>
    request(roles.setAccessibleUsers, { params: { id }, body: { ids, version } }),
  setShowAgent: (roleId: number, show: boolean) =>
    request(roles.setShowAgent, { params: { roleId, flag: show ? '1' : '0' } }),

  permissions: (id: number) => request(permissions.tree, { params: { id } }),
  grant: (id: number, permissionIds: number[]) => request(permissions.grant, { params: { id }, body: permissionIds }),
  revokeTop: (roleId: number, menuId: number) => request(permissions.revokeTop, { params: { roleId, menuId } }),
  revokeGroup: (roleId: number, menuId: number) => request(permissions.revokeGroup, { params: { roleId, menuId } }),
  revokeOne: (roleId: number, menuId: number, permissionId: number) =>
    request(permissions.revokeOne, { params: { roleId, menuId, permissionId } }),
};

/** Queries about one role carry `{ id }`: deleting the role leaves them alone (api/areas.ts). */
export const rolesQueries = {
  /** Every role, for the role select. */
  list: () => queryOptions({ queryKey: areaKey('roles', 'list'), queryFn: rolesApi.list }),
  /** The roles whose display name contains `keyword` ('' for all), with their member counts. */
  search: (keyword: string) =>
    queryOptions({ queryKey: areaKey('roles', 'search', { keyword }), queryFn: () => rolesApi.search(keyword) }),
  members: (id: number) =>
    queryOptions({ queryKey: areaKey('roles', 'members', { id }), queryFn: () => rolesApi.members(id) }),
  withoutRole: () => queryOptions({ queryKey: areaKey('roles', 'withoutRole'), queryFn: rolesApi.withoutRole }),
  visibility: (id: number) =>
    queryOptions({ queryKey: areaKey('roles', 'visibility', { id }), queryFn: () => rolesApi.visibility(id) }),
  permissions: (id: number) =>
    queryOptions({ queryKey: areaKey('roles', 'permissions', { id }), queryFn: () => rolesApi.permissions(id) }),
  /** The data scope choices, labelled by the server in the language asked. */
  scopeOptions: (language: string) =>
    queryOptions({
      queryKey: areaKey('roles', 'scopeOptions', { language }),
      queryFn: rolesApi.scopeOptions,
      staleTime: Infinity,
    }),
};
