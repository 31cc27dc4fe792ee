import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, ref, roleId, text } from './common.ts';
import { menuRecord } from './menus.ts';
import { P } from './permission-codes.ts';

/**
 * One node of a role's permission tree: top menu > group > page (menus) >
 * view and function permissions (leaves). Keys are unique across both kinds
 * (`menu:<id>`, `perm:<id>`), ready for a checkable tree.
 */
export interface PermissionNode {
  key: string;
  id: number;
  type: 'menu' | 'permission';
  title: string;
  /** Menus 1-3; a permission is one below its menu. */
  level: number;
  permissionCode: string | null;
  kind: 'view' | 'function' | null;
  /** Permission: the role holds it. Menu: it holds every permission below (and there is one). */
  checked: boolean;
  /** Menu only: it holds some but not all permissions below. */
  halfChecked: boolean;
  children: PermissionNode[];
}

export const permissionNode: z.ZodType<PermissionNode> = z
  .object({
    key: z.string(),
    id: z.number().int(),
    type: z.enum(['menu', 'permission']),
    title: z.string(),
    level: z.number().int(),
    permissionCode: z.string().nullable(),
    kind: z.enum(['view', 'function']).nullable(),
    checked: z.boolean(),
    halfChecked: z.boolean(),
    get children() {
      return z.array(permissionNode);
    },
    // A recursive schema is published as a component its children refer to, so it needs a name.
  })
  .meta({ id: 'PermissionNode' });

export const rolePermissions = z.object({
  roleId: z.number().int(),
  isSuper: z.boolean(),
  /** The role's version after the call; `x-perm-version` of its members carries it. */
  version: z.number().int(),
  tree: z.array(permissionNode),
  checkedKeys: z.array(z.string()),
  halfCheckedKeys: z.array(z.string()),
});
export type RolePermissions = z.infer<typeof rolePermissions>;

const roleMenu = z.object({ roleId, menuId: id });

export const permissions = {
  // The menus and codes a signed-in user gets.
  byRoleName: endpoint({
    method: 'GET',
    path: '/user-permissions/getUserPermissionsByRoleName/:name',
    type: 'permission',
    summary: 'Menu records a role may see (own role, or any with menu:view)',
    access: 'authenticated',
    params: z.object({ name: text(64) }),
    response: z.array(menuRecord),
  }),
  myPermissions: endpoint({
    method: 'GET',
    path: '/user-permissions',
    type: 'permission',
    summary: "Current user's permission codes",
    access: 'authenticated',
    response: z.array(z.string()),
  }),
  all: endpoint({
    method: 'GET',
    path: '/user-permissions/get-all-menu',
    type: 'permission',
    summary: 'The whole menu tree',
    access: 'menu:view',
    response: z.array(menuRecord),
  }),
  // Granting: a role's permission tree.
  tree: endpoint({
    method: 'GET',
    path: '/role-permissions/get-permissions-by-roleId/:id',
    type: 'grant',
    summary: 'The permission tree with what the role holds',
    access: P.role.view,
    params: idParams,
    response: rolePermissions,
  }),
  grant: endpoint({
    method: 'PUT',
    path: '/role-permissions/add-role-permission/:id',
    type: 'grant',
    summary: 'Grant the permission ids of the JSON body (idempotent)',
    access: P.role.grant,
    params: z.object({ id: roleId }),
    body: z.array(ref).min(1).max(1000),
    response: rolePermissions,
  }),
  revokeGroup: endpoint({
    method: 'DELETE',
    path: '/role-permissions/del-group-permission/:roleId/:menuId',
    type: 'grant',
    summary: 'Revoke a level-2 menu and everything under it',
    access: P.role.grant,
    params: roleMenu,
    response: rolePermissions,
  }),
  revokeOne: endpoint({
    method: 'DELETE',
    path: '/role-permissions/:roleId/:menuId/:permissionId',
    type: 'grant',
    summary: 'Revoke one permission of a menu',
    access: P.role.grant,
    params: roleMenu.extend({ permissionId: id }),
    response: rolePermissions,
  }),
  revokeTop: endpoint({
    method: 'DELETE',
    path: '/permissions/by-top-menu/:roleId/:menuId',
    type: 'grant',
    summary: 'Revoke a top menu and everything under it',
    access: P.role.grant,
    params: roleMenu,
    response: rolePermissions,
  }),
  leafIds: endpoint({
    method: 'GET',
    path: '/permissions/leaf-permission-ids/:id',
    type: 'grant',
    summary: 'Ids of the permissions the role holds',
    access: P.role.view,
    params: idParams,
    response: z.array(z.number().int()),
  }),
  shownIds: endpoint({
    method: 'GET',
    path: '/permissions/show-id/:id',
    type: 'grant',
    summary: 'Permissions the role holds and the menus they make visible',
    access: P.role.view,
    params: idParams,
    response: z.object({ permissionIds: z.array(z.number().int()), menuIds: z.array(z.number().int()) }),
  }),
};
