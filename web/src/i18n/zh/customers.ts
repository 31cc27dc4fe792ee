/** 发货设置 → 系统管理: its tabs, and customers. */
export default {
  tab: {
    customers: '客户',
    numberStatuses: '单号状态',
    trackingStatuses: '轨迹状态',
    countries: '国家',
  },
  shortName: '客户简称',
  fullName: '客户全称',
  owner: '业务员',
  search: '搜索简称、全称、联系人或电话',
  add: '新增客户',
  edit: '编辑客户',
  empty: '暂无客户',
  total_one: '共 {{count}} 个客户',
  total_other: '共 {{count}} 个客户',
  deleteOne: '确定删除客户“{{name}}”吗？',
  fileBase: '客户',
};
