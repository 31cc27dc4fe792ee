/**
 * Titles of routes by route name (menuName). In Chinese the menu records' own
 * titles (menuTitleCn) win; other languages use these, else the menuTitle.
 * Each new screen adds its menuName here in all four languages.
 */
export default {
  HomeDashboard: '首页',
  Profile: '个人中心',
  ChangePassword: '修改密码',
  ErrorLog: '错误日志',
  Organization: '组织管理',
  Employee: '员工管理',
  AccountRecycle: '账号回收站',
  System: '系统设置',
  Permission: '权限管理',
  RolePermission: '角色权限',
  ApiManagement: 'API管理',
  MenuSettings: '菜单设置',
  Login: '登录',
  NotFound: '页面不存在',
  Unauthorized: '没有权限',
};
