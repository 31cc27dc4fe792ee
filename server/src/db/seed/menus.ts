import { P, type PermissionCode } from '@fwd/contract';

export interface PermissionSeed {
  name: string;
  code: PermissionCode;
}

export interface MenuSeed {
  menuTitle: string;
  menuTitleCn: string;
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

/**
 * The menus of the screens that exist, with their permissions. Synced at every
 * start by menu name and permission code: missing ones are added, ones staff
 * edited are left as they are.
 */
export const menuTree: MenuSeed[] = [
  {
    menuTitle: 'homeDashboard',
    menuTitleCn: '首页',
    menuName: 'HomeDashboard',
    component: 'dashboard/home',
    icon: 'HomeOutlined',
    affix: 1,
    view: { name: '查看首页', code: P.dashboard.view },
  },
  {
    menuTitle: 'system',
    menuTitleCn: '系统设置',
    menuName: 'System',
    icon: 'SettingOutlined',
    children: [
      {
        menuTitle: 'menuSettings',
        menuTitleCn: '菜单设置',
        menuName: 'MenuSettings',
        component: 'system/menuSettings',
        icon: 'MenuOutlined',
        view: { name: '查看菜单设置', code: P.menu.view },
      },
    ],
  },
];
