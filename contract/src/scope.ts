import { z } from 'zod';
import { version } from './common.ts';

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
