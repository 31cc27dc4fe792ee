import { P, type PermissionCode } from '@fwd/contract';

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

/**
 * The menus of the screens that exist, with their permissions. Synced at every
 * start by menu name and permission code: missing ones are added, ones staff
 * edited are left as they are.
 */
export const menuTree: MenuSeed[] = [
  {
    menuTitle: 'homeDashboard',
    menuTitleCn: '首页',
    titles: { en: 'Home', es: 'Inicio', ja: 'ホーム' },
    menuName: 'HomeDashboard',
    component: 'dashboard/home',
    icon: 'HomeOutlined',
    affix: 1,
    view: { name: '查看首页', code: P.dashboard.view },
  },
  {
    menuTitle: 'organization',
    menuTitleCn: '组织管理',
    titles: { en: 'Organization', es: 'Organización', ja: '組織管理' },
    menuName: 'Organization',
    icon: 'TeamOutlined',
    children: [
      {
        menuTitle: 'employee',
        menuTitleCn: '员工管理',
        titles: { en: 'Employees', es: 'Empleados', ja: '従業員管理' },
        menuName: 'Employee',
        component: 'organization/employee',
        icon: 'UserOutlined',
        view: { name: '查看员工', code: P.employee.view },
        functions: [
          { name: '新增员工', code: P.employee.add },
          { name: '编辑员工', code: P.employee.edit },
          { name: '删除员工', code: P.employee.delete },
          { name: '重置密码', code: P.employee.resetPassword },
          { name: '更新站点', code: P.employee.moveSite },
          { name: '新增公司', code: P.company.add },
          { name: '编辑公司', code: P.company.edit },
          { name: '删除公司', code: P.company.delete },
          { name: '查看QQ/微信账号', code: P.chat.view },
          { name: '编辑QQ/微信账号', code: P.chat.edit },
        ],
      },
      {
        menuTitle: 'accountRecycle',
        menuTitleCn: '账号回收站',
        titles: { en: 'Account recycle bin', es: 'Papelera de cuentas', ja: 'アカウントのごみ箱' },
        menuName: 'AccountRecycle',
        component: 'organization/accountRecycle',
        icon: 'DeleteOutlined',
        view: { name: '查看回收站', code: P.recycle.view },
        functions: [{ name: '恢复员工', code: P.recycle.restore }],
      },
    ],
  },
  {
    menuTitle: 'system',
    menuTitleCn: '系统设置',
    titles: { en: 'System settings', es: 'Ajustes del sistema', ja: 'システム設定' },
    menuName: 'System',
    icon: 'SettingOutlined',
    children: [
      {
        menuTitle: 'menuSettings',
        menuTitleCn: '菜单设置',
        titles: { en: 'Menu settings', es: 'Configuración de menús', ja: 'メニュー設定' },
        menuName: 'MenuSettings',
        component: 'system/menuSettings',
        icon: 'MenuOutlined',
        view: { name: '查看菜单设置', code: P.menu.view },
        functions: [
          { name: '新增菜单', code: P.menu.add },
          { name: '编辑菜单', code: P.menu.edit },
          { name: '删除菜单', code: P.menu.delete },
          { name: '管理功能权限', code: P.menu.function },
        ],
      },
      {
        menuTitle: 'permission',
        menuTitleCn: '权限管理',
        titles: { en: 'Permissions', es: 'Permisos', ja: '権限管理' },
        menuName: 'Permission',
        icon: 'LockOutlined',
        children: [
          {
            menuTitle: 'rolePermission',
            menuTitleCn: '角色权限',
            titles: { en: 'Role permissions', es: 'Permisos de roles', ja: 'ロール権限' },
            menuName: 'RolePermission',
            component: 'system/rolePermission',
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
          },
        ],
      },
      {
        menuTitle: 'apiManagement',
        menuTitleCn: 'API管理',
        titles: { en: 'API management', es: 'Gestión de API', ja: 'API 管理' },
        menuName: 'ApiManagement',
        component: 'system/apiManagement',
        icon: 'ApiOutlined',
        view: { name: '查看接口', code: P.api.view },
        functions: [
          { name: '编辑接口分类与绑定', code: P.api.edit },
          { name: '查看API密钥', code: P.apikey.view },
          { name: '编辑API密钥', code: P.apikey.edit },
        ],
      },
    ],
  },
];
