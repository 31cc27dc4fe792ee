import type { Generated } from 'kysely';

export interface PermissionsTable {
  id: Generated<number>;
  menu_id: number;
  name: string;
  permission_code: string;
  /** `view` opens the page; `function` is a button or action on it. */
  kind: 'view' | 'function';
  sort: Generated<number>;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

/** Permissions under menus, and which roles hold them. */
export interface PermissionsTables {
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends PermissionsTables {}
}
