import type { PermissionNode } from '@fwd/contract';

/** Test helpers: a permission tree shaped like the server's (menu: own permissions first, then submenus). */
export const perm = (id: number, title: string, code: string, checked: boolean, level = 3): PermissionNode => ({
  key: `perm:${id}`,
  id,
  type: 'permission',
  title,
  level,
  permissionCode: code,
  kind: code.endsWith(':view') ? 'view' : 'function',
  checked,
  halfChecked: false,
  children: [],
});

export const menu = (id: number, title: string, level: number, children: PermissionNode[]): PermissionNode => {
  const leaves = (n: PermissionNode): PermissionNode[] => (n.type === 'permission' ? [n] : n.children.flatMap(leaves));
  const below = children.flatMap(leaves);
  const held = below.filter((l) => l.checked).length;
  return {
    key: `menu:${id}`,
    id,
    type: 'menu',
    title,
    level,
    permissionCode: null,
    kind: null,
    checked: below.length > 0 && held === below.length,
    halfChecked: held > 0 && held < below.length,
    children,
  };
};

/**
 * 首页 (held) · 组织管理 > 员工管理 (view, add held; edit not) + 账号回收站 (view held)
 * · 系统设置 > 菜单设置 (nothing) + 权限管理 > 角色权限 (view, grant held) · 空菜单 (no permissions).
 */
export const sampleTree = (): PermissionNode[] => [
  menu(1, '首页', 1, [perm(1, '查看首页', 'dashboard:view', true, 2)]),
  menu(2, '组织管理', 1, [
    menu(3, '员工管理', 2, [
      perm(2, '查看员工', 'employee:view', true),
      perm(3, '新增员工', 'employee:add', true),
      perm(4, '编辑员工', 'employee:edit', false),
    ]),
    menu(4, '账号回收站', 2, [perm(5, '查看回收站', 'recycle:view', true)]),
  ]),
  menu(5, '系统设置', 1, [
    menu(6, '菜单设置', 2, [perm(6, '查看菜单设置', 'menu:view', false)]),
    menu(7, '权限管理', 2, [
      menu(8, '角色权限', 3, [perm(7, '查看角色', 'role:view', true, 4), perm(8, '分配权限', 'role:grant', true, 4)]),
    ]),
  ]),
  menu(9, '空菜单', 1, []),
];
