import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, NO_CONTROL, ref, roleId, roleRef, text, userRef, version } from './common.ts';
import { P } from './permission-codes.ts';
import { roleVisibility, scopeValue, visibilityBody } from './scope.ts';

/** A role's key (`roles` in user info, the menu lookup by role name). */
export const ROLE_KEY_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  roleName: z.string(),
  /** The built-in super-administrator: holds everything, cannot lose anything. */
  isSuper: z.boolean(),
  scope: scopeValue,
  /** The scope's label in the request language. */
  visibilityScopeName: z.string(),
  showAgent: z.boolean(),
  ownDataOnly: z.boolean(),
  /** Active users holding the role. */
  memberCount: z.number().int(),
  version: z.number().int(),
});
export type Role = z.infer<typeof role>;

const roleFields = { name: z.string().trim().regex(ROLE_KEY_PATTERN), roleName: text(50) };
export const createRoleBody = z.strictObject(roleFields);
export const updateRoleBody = z.strictObject({ id: roleRef, ...roleFields, version });

/** The specification's user table row; null shows as 未知. */
export const memberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  joinDate: z.string().nullable(),
  roleName: z.string().nullable(),
  companyName: z.string().nullable(),
});

export const roles = {
  list: endpoint({
    method: 'GET',
    path: '/roles',
    type: 'role',
    summary: 'Every role with its member count',
    access: P.role.view,
    response: z.array(role),
  }),
  search: endpoint({
    method: 'GET',
    path: '/roles/search',
    type: 'role',
    summary: 'Roles whose display name contains the text',
    access: P.role.view,
    query: z.object({ roleName: z.string().trim().max(50).regex(NO_CONTROL).default('') }),
    response: z.array(role),
  }),
  create: endpoint({
    method: 'POST',
    path: '/roles',
    type: 'role',
    summary: 'Create a role (holds nothing, scope SELF)',
    access: P.role.add,
    body: createRoleBody,
    response: role,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/roles/update',
    type: 'role',
    summary: 'Rename a role or change its key',
    access: P.role.edit,
    body: updateRoleBody,
    response: role,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/roles/:id',
    type: 'role',
    summary: 'Delete a role without members',
    access: P.role.delete,
    params: z.object({ id: roleId }),
    response: z.null(),
  }),

  members: endpoint({
    method: 'GET',
    path: '/users/get-users-by-roleId/:id',
    type: 'role',
    summary: "A role's active members",
    access: P.role.view,
    params: idParams,
    response: z.array(memberRow),
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/users/assign-role/:roleId',
    type: 'role',
    summary: 'Give users this role (moving them from theirs)',
    access: P.role.member,
    params: z.object({ roleId }),
    body: z.strictObject({ ids: z.array(userRef).min(1).max(1000) }),
    response: z.array(memberRow),
  }),
  unassign: endpoint({
    method: 'DELETE',
    path: '/users/del-user-role/:ids',
    type: 'role',
    summary: 'Take their role from users (comma-separated ids); ends their sessions',
    access: P.role.member,
    params: z.object({
      ids: z
        .string()
        .regex(/^\d{1,10}(,\d{1,10}){0,499}$/)
        .transform((s) => [...new Set(s.split(',').map(Number))])
        .pipe(z.array(userRef)),
    }),
    response: z.null(),
  }),
  withoutRole: endpoint({
    method: 'GET',
    path: '/users/users-without-role',
    type: 'role',
    summary: 'Active users who have no role',
    access: P.role.member,
    response: z.array(memberRow),
  }),
  // Data scope and agent display: what a role sees of others' records.
  options: endpoint({
    method: 'GET',
    path: '/data-visibility-scope/options',
    type: 'scope',
    summary: 'Data scope choices with labels',
    access: P.role.view,
    response: z.array(z.object({ value: scopeValue, label: z.string() })),
  }),
  roleVisibility: endpoint({
    method: 'GET',
    path: '/roles/get-role-visibility/:id',
    type: 'scope',
    summary: "A role's data scope, accessible users and flags",
    access: P.role.view,
    params: idParams,
    response: roleVisibility,
  }),
  setVisibility: endpoint({
    method: 'PUT',
    path: '/roles/visibility/:id',
    type: 'scope',
    summary: "Set a role's data scope and own-data-only flag",
    access: P.role.scope,
    params: z.object({ id: roleId }),
    body: visibilityBody,
    response: roleVisibility,
  }),
  setAccessibleUsers: endpoint({
    method: 'PUT',
    path: '/roles/accessible-users/:id',
    type: 'scope',
    summary: 'Set the users a CUSTOM-scope role may see',
    access: P.role.scope,
    params: z.object({ id: roleId }),
    body: z.strictObject({ ids: z.array(ref).max(5000), version }),
    response: roleVisibility,
  }),
  visibleToUser: endpoint({
    method: 'POST',
    path: '/roles/accessible-users/by-user',
    type: 'scope',
    summary: 'Whose data a user may see',
    access: P.role.view,
    body: z.strictObject({ userId: userRef }),
    response: z.object({ all: z.boolean(), userIds: z.array(z.number().int()) }),
  }),
  setShowAgent: endpoint({
    method: 'PUT',
    path: '/roles/agent/display/:roleId/:flag',
    type: 'scope',
    summary: 'Show (1) or mask (0) agent name and code',
    access: P.role.scope,
    params: z.object({ roleId, flag: z.enum(['0', '1']) }),
    response: roleVisibility,
  }),
  showAgent: endpoint({
    method: 'GET',
    path: '/roles/is-show-agentId/:id',
    type: 'scope',
    summary: 'Whether the role sees agent name and code',
    access: P.role.view,
    params: idParams,
    response: z.boolean(),
  }),
};
