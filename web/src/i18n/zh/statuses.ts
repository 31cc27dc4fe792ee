/** Number and tracking statuses, tabs of 系统管理. */
export default {
  name: '名称',
  code: '代码',
  color: '颜色',
  colorOf: '{{name}}的颜色',
  order: '顺序',
  up: '上移{{name}}',
  down: '下移{{name}}',
};
