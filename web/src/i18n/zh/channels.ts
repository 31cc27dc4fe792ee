/** 报价系统 → 渠道设置: channels (their quote settings and rate sheets are the quotes area's). */
export default {
  add: '新增渠道',
  editTitle: '编辑渠道',
  search: '搜索代码、名称或承运商',
  empty: '暂无渠道',
  noMatch: '没有与“{{keyword}}”匹配的渠道',
  total_one: '共 {{count}} 个渠道',
  total_other: '共 {{count}} 个渠道',
  deleteOne: '确定删除渠道“{{name}}”吗？',
  codePattern: '以字母或数字开头，只含字母、数字、点、横线、下划线，最多 30 位',
  sortHint: '越小越靠前',
  tab: {
    express: '快递',
    air: '空运',
    seaDdp: '海运 DDP',
  },
  mode: {
    express: '快递',
    air: '空运',
    sea: '海运',
  },
  /** Why an enabled channel prices nothing today (the list's warning tag). */
  priceGap: {
    notQuoting: '已停止报价',
    noSheet: '无生效价格表',
    notQuotingHint: '报价设置的报价日期已过或未到，今天不报价',
    noSheetHint: '今天没有生效的价格表，价格查询不会报出该渠道',
  },
  unpricedOnly: '只看今天无法报价的',
  field: {
    code: '渠道代码',
    name: '渠道名称',
    mode: '运输方式',
    incoterm: '贸易条款',
    carrier: '承运商',
    enabled: '启用',
    sort: '排序',
  },
};
