import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** The role permissions page, with its permissions; modules/menus/groups.ts places it in the menu tree. */

export const rolePermissionPage: MenuSeed = {
  menuTitle: 'rolePermission',
  menuTitleCn: '角色权限',
  titles: { en: 'Role permissions', es: 'Permisos de roles', ja: 'ロール権限' },
  menuName: 'RolePermission',
  component: 'roles/rolePermission',
  icon: 'SafetyOutlined',
  view: { name: '查看角色', code: P.role.view },
  functions: [
    { name: '新增角色', code: P.role.add },
    { name: '编辑角色', code: P.role.edit },
    { name: '删除角色', code: P.role.delete },
    { name: '分配权限', code: P.role.grant },
    { name: '管理成员', code: P.role.member },
    { name: '数据范围', code: P.role.scope },
  ],
};
