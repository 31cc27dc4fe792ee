import type { MenuRecord, UserInfo } from '@fwd/contract';

export const adminInfo: UserInfo = {
  id: 1, username: 'admin', name: '系统管理员', avatar: '', introduction: '', roles: ['admin'], roleId: 1, roleName: '超级管理员',
  permissions: ['dashboard:view', 'menu:view'],
};

export const menuRecord = (over: Partial<MenuRecord>): MenuRecord => ({
  id: 1, parentId: null, submenuLevel: 1, menuTitle: 'homeDashboard', menuTitleCn: '首页', menuTitleEn: 'Home', menuTitleEs: 'Inicio', menuTitleJa: 'ホーム', menuName: 'HomeDashboard',
  component: 'dashboard/home', icon: 'HomeOutlined', isShow: 1, affix: 1, keepAlive: 1, sort: 0, childCount: 0, functions: [], version: 1,
  ...over,
});

/** The menu the server seeds today: the home dashboard only. */
export const seededMenus: MenuRecord[] = [menuRecord({})];
