export default {
  productTitle: '货代管理系统',
  ok: '确定',
  cancel: '取消',
  save: '保存',
  reset: '重置',
  loading: '加载中…',
  backHome: '返回首页',
  reload: '重新加载',
  unknown: '未知',
};
