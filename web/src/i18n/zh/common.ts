export default {
  productTitle: '货代管理系统',
  cancel: '取消',
  save: '保存',
  backHome: '返回首页',
  loading: '加载中…',
};
