import { defineMessages } from '../../i18n/index.ts';

export const settlementMessages = defineMessages({
  notFound: { zh: '订单不存在', en: 'No such order', es: 'No existe el pedido', ja: '注文が存在しません' },
  billed: {
    zh: '该运单已出账，计费已冻结，不能重新计费',
    en: 'This order is on an issued statement: its charge is frozen and cannot be priced again',
    es: 'Este pedido está en un estado de cuenta emitido: su cargo está congelado y no puede volver a tarificarse',
    ja: 'この注文は発行済みの明細書に載っているため、料金は確定しており再計算できません',
  },
  /** The bulk pricing refused: one is already queued or running (`data.jobId` names it). */
  pricingBusy: {
    zh: '批量计费已在排队或运行中，请等它完成后再试',
    en: 'A bulk pricing is already queued or running; wait for it to finish',
    es: 'Ya hay una tarificación masiva en cola o en curso; espere a que termine',
    ja: '一括計算はすでに待機中または実行中です。完了してから再度お試しください',
  },
  noSuchCustomer: { zh: '客户不存在', en: 'No such customer', es: 'No existe el cliente', ja: '顧客が存在しません' },
  noSuchChannel: { zh: '渠道不存在', en: 'No such channel', es: 'No existe el canal', ja: 'チャネルが存在しません' },
  percentRange: {
    zh: '百分比须在 -100 到 1000 之间',
    en: 'The percentage must be between -100 and 1000',
    es: 'El porcentaje debe estar entre -100 y 1000',
    ja: 'パーセントは -100 から 1000 の間で指定してください',
  },
  noSuchLevel: {
    zh: '价格等级不存在',
    en: 'No such price level',
    es: 'No existe el nivel de precio',
    ja: '価格レベルが存在しません',
  },
  levelTaken: {
    zh: '该客户在此渠道已有价格等级',
    en: 'The customer already has a price level on this channel',
    es: 'El cliente ya tiene un nivel de precio en este canal',
    ja: 'この顧客にはこのチャネルの価格レベルが既にあります',
  },
  noSuchRate: {
    zh: '汇率不存在',
    en: 'No such exchange rate',
    es: 'No existe el tipo de cambio',
    ja: '為替レートが存在しません',
  },
  ratePositive: {
    zh: '汇率须大于 0',
    en: 'The rate must be more than 0',
    es: 'El tipo debe ser mayor que 0',
    ja: 'レートは 0 より大きくしてください',
  },
  rateBase: {
    zh: '人民币（CNY）是本位币，无需汇率',
    en: 'CNY is the base currency and takes no rate',
    es: 'CNY es la moneda base y no lleva tipo de cambio',
    ja: '人民元（CNY）は基準通貨のため、レートは不要です',
  },
  rateTaken: {
    zh: '{month} 已有 {currency} 的汇率',
    en: '{month} already has a rate for {currency}',
    es: '{month} ya tiene un tipo para {currency}',
    ja: '{month} には {currency} のレートが既にあります',
  },
  noRatesBefore: {
    zh: '{month} 没有汇率可复制',
    en: '{month} has no rates to copy',
    es: '{month} no tiene tipos que copiar',
    ja: '{month} にはコピーできるレートがありません',
  },
  periodOrder: {
    zh: '起始月份不能晚于结束月份',
    en: 'The first month cannot be after the last',
    es: 'El primer mes no puede ser posterior al último',
    ja: '開始月は終了月より後にできません',
  },
  periodLength: {
    zh: '期间最长 {months} 个月',
    en: 'The period is at most {months} months',
    es: 'El período es de {months} meses como máximo',
    ja: '期間は最長 {months} か月です',
  },
  agentsHidden: {
    zh: '当前角色不显示代理，不能按代理筛选或分组',
    en: 'Your role does not show agents: you cannot filter or group by them',
    es: 'Su rol no muestra agentes: no puede filtrar ni agrupar por ellos',
    ja: 'このロールでは代理店が表示されないため、代理店で絞り込みやグループ化はできません',
  },
});

/** Tables that refer to other records, as a refused delete names them. */
export const settlementReferrers = defineMessages({
  customer_price_levels: {
    zh: '客户价格等级',
    en: 'customer price levels',
    es: 'niveles de precio de clientes',
    ja: '顧客価格レベル',
  },
  order_charge_history: { zh: '计费记录', en: 'pricing history', es: 'historial de tarificación', ja: '料金計算履歴' },
});

/** The profit report's sheets. */
export const profitColumns = defineMessages({
  sheet: { zh: '利润报表', en: 'Profit', es: 'Beneficio', ja: '利益レポート' },
  customer: { zh: '客户', en: 'Customer', es: 'Cliente', ja: '顧客' },
  channel: { zh: '渠道', en: 'Channel', es: 'Canal', ja: 'チャネル' },
  agent: { zh: '代理', en: 'Agent', es: 'Agente', ja: '代理店' },
  owner: { zh: '业务员', en: 'Salesperson', es: 'Comercial', ja: '営業担当' },
  month: { zh: '月份', en: 'Month', es: 'Mes', ja: '月' },
  orders: { zh: '订单数', en: 'Orders', es: 'Pedidos', ja: '注文数' },
  costed: { zh: '有成本订单数', en: 'Orders with cost', es: 'Pedidos con coste', ja: '原価あり注文数' },
  sale: { zh: '收入 (CNY)', en: 'Revenue (CNY)', es: 'Ingresos (CNY)', ja: '売上 (CNY)' },
  cost: { zh: '成本 (CNY)', en: 'Cost (CNY)', es: 'Coste (CNY)', ja: '原価 (CNY)' },
  profit: { zh: '利润 (CNY)', en: 'Profit (CNY)', es: 'Beneficio (CNY)', ja: '利益 (CNY)' },
  sales: {
    zh: '收入（原币）',
    en: 'Revenue (own currencies)',
    es: 'Ingresos (monedas originales)',
    ja: '売上（原通貨）',
  },
  costs: { zh: '成本（原币）', en: 'Cost (own currencies)', es: 'Coste (monedas originales)', ja: '原価（原通貨）' },
  total: { zh: '合计', en: 'Total', es: 'Total', ja: '合計' },
  none: { zh: '（无）', en: '(none)', es: '(ninguno)', ja: '（なし）' },
  missingRate: {
    zh: '缺少汇率：{month} {currency}（{orders} 单），相关金额留空',
    en: 'No rate: {month} {currency} ({orders} orders); the figures needing it are left blank',
    es: 'Sin tipo: {month} {currency} ({orders} pedidos); las cifras que lo necesitan quedan en blanco',
    ja: 'レートなし：{month} {currency}（{orders} 件）。該当する金額は空欄です',
  },
  numbers: { zh: '单号', en: 'Waybill number', es: 'Número de guía', ja: '運送状番号' },
  entryDate: { zh: '录入时间', en: 'Entered', es: 'Registrado', ja: '登録日時' },
  saleCurrency: { zh: '收入币种', en: 'Sale currency', es: 'Moneda de venta', ja: '売上通貨' },
  saleAmount: { zh: '收入（原币）', en: 'Sale', es: 'Venta', ja: '売上' },
  costCurrency: { zh: '成本币种', en: 'Cost currency', es: 'Moneda de coste', ja: '原価通貨' },
  costAmount: { zh: '成本（原币）', en: 'Cost', es: 'Coste', ja: '原価' },
  saleRate: { zh: '收入汇率', en: 'Sale rate', es: 'Tipo de venta', ja: '売上レート' },
  costRate: { zh: '成本汇率', en: 'Cost rate', es: 'Tipo de coste', ja: '原価レート' },
});

/** 运单计费's sheet. */
export const chargeColumns = defineMessages({
  sheet: { zh: '运单计费', en: 'Order charges', es: 'Cargos de pedidos', ja: '運送料金' },
  numbers: { zh: '运单号', en: 'Waybill number', es: 'Número de guía', ja: '運送状番号' },
  customer: { zh: '客户', en: 'Customer', es: 'Cliente', ja: '顧客' },
  owner: { zh: '业务员', en: 'Salesperson', es: 'Comercial', ja: '営業担当' },
  channel: { zh: '渠道', en: 'Channel', es: 'Canal', ja: 'チャネル' },
  country: { zh: '目的地', en: 'Destination', es: 'Destino', ja: '仕向地' },
  postcode: { zh: '邮编', en: 'Postcode', es: 'Código postal', ja: '郵便番号' },
  weight: { zh: '实重 (kg)', en: 'Weight (kg)', es: 'Peso (kg)', ja: '実重量 (kg)' },
  pieces: { zh: '件数', en: 'Pieces', es: 'Bultos', ja: '個数' },
  chargeable: { zh: '计费重 (kg)', en: 'Chargeable weight (kg)', es: 'Peso facturable (kg)', ja: '課金重量 (kg)' },
  state: { zh: '计费状态', en: 'Charge state', es: 'Estado del cargo', ja: '料金状態' },
  currency: { zh: '币种', en: 'Currency', es: 'Moneda', ja: '通貨' },
  sale: { zh: '应收', en: 'Sale', es: 'Venta', ja: '売上' },
  costCurrency: { zh: '成本币种', en: 'Cost currency', es: 'Moneda de coste', ja: '原価通貨' },
  cost: { zh: '预计成本', en: 'Expected cost', es: 'Coste previsto', ja: '見込み原価' },
  profit: { zh: '毛利', en: 'Profit', es: 'Beneficio', ja: '粗利' },
  entryDate: { zh: '入单时间', en: 'Entered', es: 'Registrado', ja: '登録日時' },
  pending: { zh: '待计费', en: 'Pending', es: 'Pendiente', ja: '未計算' },
  priced: { zh: '已计费', en: 'Priced', es: 'Tarificado', ja: '計算済み' },
  billed: { zh: '已出账', en: 'Billed', es: 'Facturado', ja: '請求済み' },
});
