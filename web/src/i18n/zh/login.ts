export default {
  title: '系统登录',
  username: '用户名',
  password: '密码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  submit: '登录',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  capsLock: '大写锁定已打开',
  invalidResponse: '登录失败: 无效的响应数据',
  failed: '登录失败',
};
