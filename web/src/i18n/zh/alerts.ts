/** The navbar's bell: the caller's alerts (their titles and texts come from the server in the reader's language). */
export default {
  bell: '通知',
  title: '通知',
  unread_one: '{{count}} 条未读',
  unread_other: '{{count}} 条未读',
  readAll: '全部已读',
  empty: '暂无通知',
  openOrders_one: '查看订单',
  openOrders_other: '查看 {{count}} 个订单',
  runLog: '查看运行记录',
  markRead: '标为已读',
};
