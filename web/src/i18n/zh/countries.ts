/** Countries, a tab of 系统管理. */
export default {
  code: '代码',
  sort: '排序',
  sortOf: '{{name}}的排序',
  search: '搜索代码、名称或拼音（如 meiguo、mg）',
  total_one: '共 {{count}} 个国家',
  total_other: '共 {{count}} 个国家',
};
