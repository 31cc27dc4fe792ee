export default {
  bell: '通知',
  title: '通知',
  unread_one: '未読 {{count}} 件',
  unread_other: '未読 {{count}} 件',
  readAll: 'すべて既読にする',
  empty: '通知はありません',
  openOrders_one: '注文を開く',
  openOrders_other: '{{count}} 件の注文を開く',
  runLog: '実行ログを開く',
  markRead: '既読にする',
};
