export default {
  bell: 'Avisos',
  title: 'Avisos',
  unread_one: '{{count}} sin leer',
  unread_other: '{{count}} sin leer',
  readAll: 'Marcar todo como leído',
  empty: 'No hay avisos',
  openOrders_one: 'Ver el pedido',
  openOrders_other: 'Ver {{count}} pedidos',
  runLog: 'Ver el registro de ejecuciones',
  markRead: 'Marcar como leído',
};
