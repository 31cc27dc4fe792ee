export default {
  bell: 'Notifications',
  title: 'Notifications',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  readAll: 'Mark all read',
  empty: 'No notifications',
  openOrders_one: 'Open the order',
  openOrders_other: 'Open {{count}} orders',
  runLog: 'Open the run log',
  markRead: 'Mark read',
};
