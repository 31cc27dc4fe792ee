export default {
  title: '修改密码',
  oldPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  oldRequired: '请输入当前密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  minLength: '密码至少 {{min}} 位',
  mismatch: '两次输入的密码不一致',
  submit: '确认修改',
  success: '密码已修改，你在其他设备上的登录已全部结束',
};
