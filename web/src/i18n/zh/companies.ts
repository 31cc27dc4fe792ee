/** Companies, the list beside the employees in 员工管理. */
export default {
  title: '公司',
  all: '全部员工',
  add: '新增公司',
  namePlaceholder: '公司名称',
  rename: '重命名',
  deleteConfirm: '确定删除公司“{{name}}”吗？',
  employees_one: '{{count}} 名在职员工',
  employees_other: '{{count}} 名在职员工',
  empty: '还没有公司',
  created: '公司已新增',
  renamed: '公司已重命名',
  deleted: '公司已删除',
};
