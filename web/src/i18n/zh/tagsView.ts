export default {
  label: '已打开的页面',
  noName: '未命名',
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
};
