/** Titles of routes by route name (menuName). Chinese menus use menuTitleCn; these serve the constant routes. */
export default {
  HomeDashboard: '首页',
  Profile: '个人中心',
  ChangePassword: '修改密码',
  ErrorLog: '错误日志',
  Login: '登录',
  NotFound: '页面不存在',
  Unauthorized: '没有权限',
};
