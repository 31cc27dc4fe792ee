import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from '../../db/columns.ts';

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

/** The API registry, its bindings and the outside services' keys. */
export interface ApisTables {
  api_types: ApiTypesTable;
  apis: ApisTable;
  permission_apis: PermissionApisTable;
  api_keys: ApiKeysTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends ApisTables {}
}
