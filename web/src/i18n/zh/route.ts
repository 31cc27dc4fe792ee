/**
 * Titles of the constant routes (pages that are no menu record), by route
 * name. Menus carry their own titles in the four languages (menu settings).
 */
export default {
  Profile: '个人中心',
  ChangePassword: '修改密码',
  ErrorLog: '错误日志',
  Login: '登录',
  NotFound: '页面不存在',
  Unauthorized: '没有权限',
};
