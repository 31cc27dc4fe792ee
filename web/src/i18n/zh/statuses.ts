/** Number and tracking statuses, tabs of 系统管理. */
export default {
  name: '名称',
  code: '代码',
  color: '颜色',
  colorOf: '{{name}}的颜色',
  order: '顺序',
  up: '上移{{name}}',
  down: '下移{{name}}',
  add: '新增状态',
  addTitle: '新增单号状态',
  editTitle: '编辑单号状态',
  deleteOne: '确定删除单号状态“{{name}}”吗？',
  translation: '留空则显示中文名称',
  custom: '自定义',
};
