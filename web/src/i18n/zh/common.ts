export default {
  productTitle: '货代管理系统',
  cancel: '取消',
  close: '关闭',
  save: '保存',
  delete: '删除',
  actions: '操作',
  backHome: '返回首页',
  loading: '加载中…',
};
