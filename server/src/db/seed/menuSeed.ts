import type { PermissionCode } from '@fwd/contract';

/** A menu (and its permissions) as the code declares it; areas declare their pages, modules/menus/groups.ts the tree. */
export interface PermissionSeed {
  name: string;
  code: PermissionCode;
}

export interface MenuSeed {
  menuTitle: string;
  menuTitleCn: string;
  /** The title in the other languages. */
  titles: { en: string; es: string; ja: string };
  menuName: string;
  component?: string;
  icon?: string;
  isShow?: 0 | 1;
  affix?: 0 | 1;
  keepAlive?: 0 | 1;
  /** A page's permissions: its `view` first, then its functions. */
  view?: PermissionSeed;
  functions?: PermissionSeed[];
  children?: MenuSeed[];
}
