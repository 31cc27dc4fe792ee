/** Texts of the shared widgets in components/. */
export default {
  loadFailed: '加载失败',
  retry: '重试',
  iconPlaceholder: '选择图标',
};
