export default {
  notFound: '抱歉，您访问的页面不存在。',
  unauthorized: '抱歉，您没有权限访问该页面。',
  missingTitle: '此版本中没有该页面',
  missingText: '菜单指向的页面组件「{{component}}」不在当前版本中，请联系管理员检查菜单设置。',
};
