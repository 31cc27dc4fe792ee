import { defineMessages } from '../../i18n/index.ts';

export const orderMessages = defineMessages({
  notFound: { zh: '订单不存在', en: 'No such order', es: 'No existe el pedido', ja: '注文が存在しません' },
  agentsHidden: {
    zh: '您的角色不显示代理名称和编码，不能按其搜索或修改订单的代理',
    en: 'Your role does not show agent names and codes, so it cannot search by them or change an order’s agent',
    es: 'Su rol no muestra nombres ni códigos de agentes, así que no puede buscar por ellos ni cambiar el agente de un pedido',
    ja: 'ご利用のロールでは代理店名とコードが表示されないため、それらでの検索や注文の代理店変更はできません',
  },
  noSuchCustomer: {
    zh: '客户不存在或不在您的数据范围内',
    en: 'No such customer within your data scope',
    es: 'No existe ese cliente dentro de su ámbito de datos',
    ja: 'データ範囲内に該当する顧客がいません',
  },
  noSuchOwner: {
    zh: '业务员不存在、已离职或不在您的数据范围内',
    en: 'No such active employee within your data scope',
    es: 'No existe ese empleado activo dentro de su ámbito de datos',
    ja: 'データ範囲内に該当する在籍社員がいません',
  },
  noSuchAgent: { zh: '代理不存在', en: 'No such agent', es: 'No existe el agente', ja: '代理店が存在しません' },
  noSuchChannel: { zh: '渠道不存在', en: 'No such channel', es: 'No existe el canal', ja: 'チャネルが存在しません' },
  noSuchCountry: { zh: '国家不存在', en: 'No such country', es: 'No existe el país', ja: '国が存在しません' },
  noSuchStatus: {
    zh: '单号状态不存在',
    en: 'No such number status',
    es: 'No existe ese estado de número',
    ja: '番号ステータスが存在しません',
  },
  notYours: {
    zh: '单号“{value}”属于您数据范围之外的订单',
    en: 'The number "{value}" belongs to an order outside your data scope',
    es: 'El número «{value}» pertenece a un pedido fuera de su ámbito de datos',
    ja: '番号「{value}」はデータ範囲外の注文のものです',
  },
  someNotFound: {
    zh: '所选订单中有 {count} 单不存在或不在您的数据范围内，未做任何修改',
    en: '{count} of the chosen orders do not exist or are outside your data scope; nothing was changed',
    es: '{count} de los pedidos elegidos no existen o están fuera de su ámbito de datos; no se cambió nada',
    ja: '選択した注文のうち {count} 件が存在しないか、データ範囲外です。何も変更していません',
  },
  noAgentColumn: {
    zh: '您的角色不显示代理，不能导入代理编码',
    en: 'Your role does not show agents, so it cannot import agent codes',
    es: 'Su rol no muestra agentes, así que no puede importar códigos de agente',
    ja: 'ご利用のロールでは代理店が表示されないため、代理店コードを取り込めません',
  },
});

export const orderColumns = defineMessages({
  sheet: { zh: '订单', en: 'Orders', es: 'Pedidos', ja: '注文' },
  numbers: { zh: '单号', en: 'Waybill number', es: 'Número de guía', ja: '運送状番号' },
  customerOrderNumber: {
    zh: '客户单号',
    en: 'Customer order number',
    es: 'Número de pedido del cliente',
    ja: '顧客注文番号',
  },
  originalTrackingNumber: {
    zh: '原单号',
    en: 'Original tracking number',
    es: 'Número de seguimiento original',
    ja: '元追跡番号',
  },
  newTrackingNumber: { zh: '转单号', en: 'New tracking number', es: 'Número de seguimiento nuevo', ja: '転送追跡番号' },
  shortName: { zh: '客户简称', en: 'Customer', es: 'Cliente', ja: '顧客' },
  agentName: { zh: '代理名称', en: 'Agent', es: 'Agente', ja: '代理店' },
  agentCode: { zh: '代理编码', en: 'Agent code', es: 'Código de agente', ja: '代理店コード' },
  channelCode: { zh: '渠道编码', en: 'Channel code', es: 'Código de canal', ja: 'チャネルコード' },
  channelName: { zh: '渠道', en: 'Channel', es: 'Canal', ja: 'チャネル' },
  countryCode: { zh: '目的国', en: 'Destination', es: 'Destino', ja: '仕向国' },
  consigneeName: { zh: '收件人', en: 'Consignee', es: 'Destinatario', ja: '受取人' },
  consigneePhone: { zh: '收件人电话', en: 'Consignee phone', es: 'Teléfono del destinatario', ja: '受取人電話' },
  consigneeCity: { zh: '城市', en: 'City', es: 'Ciudad', ja: '都市' },
  consigneePostcode: { zh: '邮编', en: 'Postcode', es: 'Código postal', ja: '郵便番号' },
  consigneeAddress: { zh: '地址', en: 'Address', es: 'Dirección', ja: '住所' },
  goodsDescription: { zh: '品名', en: 'Goods', es: 'Mercancía', ja: '品名' },
  hsCode: { zh: '海关编码', en: 'HS code', es: 'Código SA', ja: 'HSコード' },
  declaredValue: { zh: '申报价值', en: 'Declared value', es: 'Valor declarado', ja: '申告価格' },
  currency: { zh: '币种', en: 'Currency', es: 'Moneda', ja: '通貨' },
  weight: { zh: '重量(kg)', en: 'Weight (kg)', es: 'Peso (kg)', ja: '重量(kg)' },
  pieces: { zh: '件数', en: 'Pieces', es: 'Bultos', ja: '個数' },
  cargoType: {
    zh: '货物类型',
    en: 'Cargo type',
    es: 'Tipo de carga',
    ja: '貨物種別',
  },
  addressType: {
    zh: '地址类型',
    en: 'Address type',
    es: 'Tipo de dirección',
    ja: '住所種別',
  },
  lengthCm: { zh: '长(cm)', en: 'Length (cm)', es: 'Largo (cm)', ja: '長さ(cm)' },
  widthCm: { zh: '宽(cm)', en: 'Width (cm)', es: 'Ancho (cm)', ja: '幅(cm)' },
  heightCm: { zh: '高(cm)', en: 'Height (cm)', es: 'Alto (cm)', ja: '高さ(cm)' },
  ownerUsername: { zh: '业务员账号', en: 'Owner username', es: 'Usuario del comercial', ja: '担当者ユーザー名' },
  name: { zh: '业务员', en: 'Owner', es: 'Comercial', ja: '担当者' },
  statusName: { zh: '单号状态', en: 'Number status', es: 'Estado del número', ja: '番号ステータス' },
  trackingStatus: { zh: '追踪状态', en: 'Tracking status', es: 'Estado de seguimiento', ja: '追跡ステータス' },
  lastEvent: { zh: '最新轨迹', en: 'Latest event', es: 'Último evento', ja: '最新の追跡' },
  entryDate: { zh: '录入日期', en: 'Entry date', es: 'Fecha de alta', ja: '登録日' },
  isReceived: { zh: '签收状态', en: 'Delivery', es: 'Entrega', ja: '配達状況' },
});

/** What refers to another record through orders, for the 40900 of a refused delete. */
export const orderReferrers = defineMessages({
  orders: { zh: '运单', en: 'waybills', es: 'guías', ja: '運送状' },
});
