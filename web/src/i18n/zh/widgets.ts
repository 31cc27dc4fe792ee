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
  reloaded: '已载入他人修改后的最新内容',
  sheet: {
    import: '导入',
    export: '导出',
    imported: '导入完成：新增 {{created}} 条，更新 {{updated}} 条，未变 {{unchanged}} 条',
    refused: '文件未导入',
    refusedHint: '以下 {{count}} 处有误，整个文件均未导入。请修改后重新导入。',
    row: '行',
    column: '列',
    problem: '问题',
  },
};
