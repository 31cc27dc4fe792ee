import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, ref, roleId, userRef, version } from './common.ts';
import { P } from './permissions.ts';

/**
 * Whose data a role's members see: everybody's, their company's active users',
 * the role's accessible users' (plus their own), or only their own.
 */
export const SCOPES = ['ALL', 'COMPANY', 'CUSTOM', 'SELF'] as const;
export const scopeValue = z.enum(SCOPES);
export type ScopeValue = z.infer<typeof scopeValue>;

export const roleVisibility = z.object({
  roleId: z.number().int(),
  scope: scopeValue,
  visibilityScopeName: z.string(),
  /** Forces SELF whatever the scope says. */
  ownDataOnly: z.boolean(),
  showAgent: z.boolean(),
  /** The CUSTOM scope's users (kept when another scope is chosen, used again when CUSTOM is). */
  accessibleUsers: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
  version: z.number().int(),
});
export type RoleVisibility = z.infer<typeof roleVisibility>;

export const visibilityBody = z.strictObject({ scope: scopeValue, ownDataOnly: z.boolean(), version });

export const scope = {
  options: endpoint({
    method: 'GET', path: '/data-visibility-scope/options', type: 'scope', summary: 'Data scope choices with labels',
    access: P.role.view, response: z.array(z.object({ value: scopeValue, label: z.string() })),
  }),
  roleVisibility: endpoint({
    method: 'GET', path: '/roles/get-role-visibility/:id', type: 'scope', summary: "A role's data scope, accessible users and flags",
    access: P.role.view, params: idParams, response: roleVisibility,
  }),
  setVisibility: endpoint({
    method: 'PUT', path: '/roles/visibility/:id', type: 'scope', summary: "Set a role's data scope and own-data-only flag",
    access: P.role.scope, params: z.object({ id: roleId }), body: visibilityBody, response: roleVisibility,
  }),
  setAccessibleUsers: endpoint({
    method: 'PUT', path: '/roles/accessible-users/:id', type: 'scope', summary: "Set the users a CUSTOM-scope role may see",
    access: P.role.scope, params: z.object({ id: roleId }), body: z.strictObject({ ids: z.array(ref).max(5000), version }), response: roleVisibility,
  }),
  visibleToUser: endpoint({
    method: 'POST', path: '/roles/accessible-users/by-user', type: 'scope', summary: 'Whose data a user may see',
    access: P.role.view, body: z.strictObject({ userId: userRef }),
    response: z.object({ all: z.boolean(), userIds: z.array(z.number().int()) }),
  }),
  setShowAgent: endpoint({
    method: 'PUT', path: '/roles/agent/display/:roleId/:flag', type: 'scope', summary: 'Show (1) or mask (0) agent name and code',
    access: P.role.scope, params: z.object({ roleId, flag: z.enum(['0', '1']) }), response: roleVisibility,
  }),
  showAgent: endpoint({
    method: 'GET', path: '/roles/is-show-agentId/:id', type: 'scope', summary: 'Whether the role sees agent name and code',
    access: P.role.view, params: idParams, response: z.boolean(),
  }),
};
