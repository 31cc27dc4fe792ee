export default {
  verificationFailed: '验证失败，请重新登录。',
  rolesRequired: 'getInfo: 角色必须是非空数组！',
  loadFailed: '加载用户信息失败：{{reason}}',
};
