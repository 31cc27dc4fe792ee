/** The built-in number statuses (a waybill's business states), in order: code, names in zh, en, es, ja, colour. */
export const BUILT_IN_NUMBER_STATUSES: [code: string, zh: string, en: string, es: string, ja: string, color: string][] =
  [
    ['ordered', '已下单', 'Ordered', 'Pedido realizado', '注文済み', '#1890ff'],
    ['received', '已收货', 'Received', 'Recibido', '受領済み', '#13c2c2'],
    ['dispatched', '已出库', 'Dispatched', 'Despachado', '出庫済み', '#2f54eb'],
    ['transferred', '已转单', 'Transferred', 'Transferido', '転送済み', '#722ed1'],
    ['problem', '问题件', 'Problem', 'Incidencia', '問題あり', '#f5222d'],
    ['returned', '已退回', 'Returned', 'Devuelto', '返送済み', '#fa8c16'],
    ['cancelled', '已取消', 'Cancelled', 'Cancelado', 'キャンセル済み', '#8c8c8c'],
  ];
