export default {
  title: '个人中心',
  about: '个人信息',
  edit: '编辑资料',
  username: '用户名',
  role: '角色',
  name: '姓名',
  nameRequired: '请输入姓名',
  introduction: '个人简介',
  avatar: '头像',
  saved: '个人信息已保存',
};
