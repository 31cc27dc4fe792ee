import { grants, roles, scope, type BodyOf } from '@fwd/contract';
import { request } from './client.ts';

/** Roles, their members, data scope and permission grants (角色权限). */
export const roleApi = {
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

  scopeOptions: () => request(scope.options),
  visibility: (id: number) => request(scope.roleVisibility, { params: { id } }),
  setVisibility: (id: number, body: BodyOf<typeof scope.setVisibility>) => request(scope.setVisibility, { params: { id }, body }),
  setAccessibleUsers: (id: number, ids: number[], version: number) =>
    request(scope.setAccessibleUsers, { params: { id }, body: { ids, version } }),
  setShowAgent: (roleId: number, show: boolean) => request(scope.setShowAgent, { params: { roleId, flag: show ? '1' : '0' } }),

  permissions: (id: number) => request(grants.tree, { params: { id } }),
  grant: (id: number, permissionIds: number[]) => request(grants.grant, { params: { id }, body: permissionIds }),
  revokeTop: (roleId: number, menuId: number) => request(grants.revokeTop, { params: { roleId, menuId } }),
  revokeGroup: (roleId: number, menuId: number) => request(grants.revokeGroup, { params: { roleId, menuId } }),
  revokeOne: (roleId: number, menuId: number, permissionId: number) =>
    request(grants.revokeOne, { params: { roleId, menuId, permissionId } }),
};
