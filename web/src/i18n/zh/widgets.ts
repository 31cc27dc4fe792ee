/** Texts of the shared widgets in components/. */
export default {
  loadFailed: '加载失败',
  retry: '重试',
  loading: '加载中',
  selected_one: '已选 {{count}} 项',
  selected_other: '已选 {{count}} 项',
  iconPlaceholder: '选择图标',
  pick: {
    placeholder: '请选择',
    none: '无匹配项',
    failed: '选项加载失败',
  },
};
