import type { ScopeValue } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from '../../db/columns.ts';

export type { ScopeValue as Scope } from '@fwd/contract';

export interface RolesTable {
  id: Generated<number>;
  /** Key used in the API (`roles` of user info), e.g. `admin`. */
  name: string;
  /** Display name, e.g. 超级管理员. */
  role_name: string;
  /** The built-in super-administrator: holds every permission, cannot be deleted. */
  is_super: Generated<boolean>;
  scope: Generated<ScopeValue>;
  show_agent: Generated<boolean>;
  own_data_only: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RoleAccessibleUsersTable {
  role_id: number;
  user_id: number;
}

/** Roles and the users a CUSTOM scope sees. */
export interface RolesTables {
  roles: RolesTable;
  role_accessible_users: RoleAccessibleUsersTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends RolesTables {}
}
