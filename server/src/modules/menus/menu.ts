import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** The menu settings page, with its permissions; modules/menus/groups.ts places it in the menu tree. */

export const menuSettingsPage: MenuSeed = {
  menuTitle: 'menuSettings',
  menuTitleCn: '菜单设置',
  titles: { en: 'Menu settings', es: 'Configuración de menús', ja: 'メニュー設定' },
  menuName: 'MenuSettings',
  component: 'menus/menuSettings',
  icon: 'MenuOutlined',
  view: { name: '查看菜单设置', code: P.menu.view },
  functions: [
    { name: '新增菜单', code: P.menu.add },
    { name: '编辑菜单', code: P.menu.edit },
    { name: '删除菜单', code: P.menu.delete },
    { name: '管理功能权限', code: P.menu.function },
  ],
};
