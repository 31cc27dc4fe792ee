import type { ChatPlatform } from '@fwd/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface CompaniesTable {
  id: Generated<number>;
  company_name: string;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SitesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export type Scope = 'ALL' | 'COMPANY' | 'CUSTOM' | 'SELF';

export interface RolesTable {
  id: Generated<number>;
  /** Key used in the API (`roles` of user info), e.g. `admin`. */
  name: string;
  /** Display name, e.g. 超级管理员. */
  role_name: string;
  /** The built-in super-administrator: holds every permission, cannot be deleted. */
  is_super: Generated<boolean>;
  scope: Generated<Scope>;
  show_agent: Generated<boolean>;
  own_data_only: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  role_id: number | null;
  company_id: number | null;
  site_id: number | null;
  join_date: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string | null;
  email: string | null;
  deleted_at: Timestamp | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  end_reason: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** `u:<username>` or `ip:<address>`. */
  key: string;
  at: CreatedAt;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number | null;
  submenu_level: number;
  menu_title: string;
  menu_title_cn: string;
  menu_title_en: Generated<string>;
  menu_title_es: Generated<string>;
  menu_title_ja: Generated<string>;
  menu_name: string;
  component: string | null;
  icon: string | null;
  is_show: Generated<number>;
  affix: Generated<number>;
  keep_alive: Generated<number>;
  sort: Generated<number>;
  version: Generated<number>;
}

export interface PermissionsTable {
  id: Generated<number>;
  menu_id: number;
  name: string;
  permission_code: string;
  /** `view` opens the page; `function` is a button or action on it. */
  kind: 'view' | 'function';
  sort: Generated<number>;
}

export interface ApiTypesTable {
  id: Generated<number>;
  /** Key: the type routes declare, or the first name of a type staff created. */
  name: string;
  /** Display name once staff rename it. */
  label: string | null;
}

export interface ApisTable {
  id: Generated<number>;
  method: string;
  path: string;
  /** 'public' | 'authenticated' | 'permission' */
  access: string;
  /** The code the route declares; its default binding. */
  permission_code: string | null;
  summary: string;
  type_id: number;
  /** False once the route is gone from the code; kept so bindings are not lost silently. */
  present: Generated<boolean>;
  /** The declared code whose default binding was applied; later edits by staff stick. */
  default_bound_code: string | null;
  /** The type key the route declares. */
  declared_type: string | null;
}

export interface PermissionApisTable {
  permission_id: number;
  api_id: number;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface RoleAccessibleUsersTable {
  role_id: number;
  user_id: number;
}

export interface ApiKeysTable {
  id: Generated<number>;
  kind: string;
  name: string;
  base_url: string;
  key_cipher: string;
  key_mask: string;
  secret_cipher: string | null;
  secret_mask: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  user_id: number | null;
  action: 'create' | 'update' | 'delete' | 'restore';
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
}

export interface ChatAccountsTable {
  id: Generated<number>;
  platform: ChatPlatform;
  account: string;
  /** The employee who uses it; null = idle. */
  user_id: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MetaTable {
  key: string;
  value: string;
  at: CreatedAt;
}

/** A single row: bumped by triggers on every change to menus or permissions. */
export interface MenusVersionTable {
  id: Generated<boolean>;
  version: Generated<number>;
}

export interface DB {
  companies: CompaniesTable;
  sites: SitesTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  menus: MenusTable;
  permissions: PermissionsTable;
  api_types: ApiTypesTable;
  apis: ApisTable;
  permission_apis: PermissionApisTable;
  role_permissions: RolePermissionsTable;
  role_accessible_users: RoleAccessibleUsersTable;
  api_keys: ApiKeysTable;
  audit_log: AuditLogTable;
  chat_accounts: ChatAccountsTable;
  meta: MetaTable;
  menus_version: MenusVersionTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Menu = Selectable<MenusTable>;
export type Role = Selectable<RolesTable>;
