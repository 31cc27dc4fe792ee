import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** The API management page, with its permissions; modules/menus/groups.ts places it in the menu tree. */

export const apiManagementPage: MenuSeed = {
  menuTitle: 'apiManagement',
  menuTitleCn: 'API管理',
  titles: { en: 'API management', es: 'Gestión de API', ja: 'API 管理' },
  menuName: 'ApiManagement',
  component: 'apis/apiManagement',
  icon: 'ApiOutlined',
  view: { name: '查看接口', code: P.api.view },
  functions: [
    { name: '编辑接口分类与绑定', code: P.api.edit },
    { name: '查看API密钥', code: P.apikey.view },
    { name: '编辑API密钥', code: P.apikey.edit },
  ],
};
