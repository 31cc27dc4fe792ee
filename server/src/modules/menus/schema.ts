import type { Generated } from 'kysely';

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

/** A single row: bumped by triggers on every change to menus or permissions. */
export interface MenusVersionTable {
  id: Generated<boolean>;
  version: Generated<number>;
}

/** The menu tree and the counter its changes bump. */
export interface MenusTables {
  menus: MenusTable;
  menus_version: MenusVersionTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends MenusTables {}
}
