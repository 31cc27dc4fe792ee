export default {
  title: '错误日志',
  empty: '暂无错误记录',
  message: '错误信息',
  url: '页面地址',
  time: '时间',
  stack: '调用栈',
  clear: '清空',
  count: '共 {{count}} 条',
  disabled: '开发环境默认不记录错误；设置 VITE_ERROR_LOG=true 后重新启动即可开启。',
  boundaryTitle: '页面出错了',
  boundaryText: '该页面渲染时发生错误，已记录到错误日志。',
  retry: '重试',
};
