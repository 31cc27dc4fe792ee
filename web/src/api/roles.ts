import type { Endpoint } from '@fwd/contract';
import { request } from './client.ts';

/** What the role select needs of a role. */
export interface RoleOption {
  id: number;
  /** The key (e.g. `admin`). */
  name: string;
  /** The display name (e.g. 超级管理员). */
  roleName: string;
}

/**
 * GET /roles belongs to the permissions area, whose contract entry is written
 * on another branch; until they meet, this module describes the route itself
 * and types the answer with only the fields the role select reads. request()
 * uses an endpoint's method and path; the response schema only types results.
 */
const list = { method: 'GET', path: '/roles', type: 'role', summary: 'Roles', access: 'authenticated' } as Endpoint;

export const roles = {
  /** Quiet: the role select shows a failure itself (see RoleSelect). */
  list: () => request(list, { quiet: true }) as Promise<RoleOption[]>,
};
