import { defineMessages } from '../../i18n/index.ts';

export const statementMessages = defineMessages({
  notFound: {
    zh: '对账单不存在',
    en: 'No such statement',
    es: 'No existe el estado de cuenta',
    ja: '明細書が存在しません',
  },
  noSuchCustomer: { zh: '客户不存在', en: 'No such customer', es: 'No existe el cliente', ja: '顧客が存在しません' },
  noSuchOrder: { zh: '订单不存在', en: 'No such order', es: 'No existe el pedido', ja: '注文が存在しません' },
  noSuchPayment: { zh: '收款不存在', en: 'No such payment', es: 'No existe el cobro', ja: '入金が存在しません' },
  periodNeeded: {
    zh: '请选择月份，或同时填写起止日期',
    en: 'Choose a month, or give both the first and the last day',
    es: 'Elija un mes, o indique el primer y el último día',
    ja: '月を選ぶか、開始日と終了日の両方を指定してください',
  },
  periodOrder: {
    zh: '结束日期不能早于开始日期',
    en: 'The last day cannot come before the first',
    es: 'El último día no puede ser anterior al primero',
    ja: '終了日は開始日より前にできません',
  },
  periodTaken: {
    zh: '该客户在此期间已有对账单（{number}），或已出具更晚期间的对账单',
    en: 'This customer already has a statement over this period ({number}), or one issued for a later period',
    es: 'Este cliente ya tiene un estado de cuenta en este periodo ({number}), o uno emitido de un periodo posterior',
    ja: 'この顧客にはこの期間の明細書（{number}）がすでにあるか、より後の期間の明細書が発行済みです',
  },
  notDraft: {
    zh: '对账单 {number} 已出具，不能再更改',
    en: 'Statement {number} is issued and cannot change',
    es: 'El estado de cuenta {number} está emitido y no puede cambiar',
    ja: '明細書 {number} は発行済みのため変更できません',
  },
  earlierDraft: {
    zh: '请先出具该客户更早期间的对账单 {number}',
    en: 'Issue this customer’s earlier statement {number} first',
    es: 'Emita primero el estado de cuenta anterior {number} de este cliente',
    ja: 'この顧客のより前の明細書 {number} を先に発行してください',
  },
  stale: {
    zh: '对账单已被他人更改，请刷新后重试',
    en: 'The statement was changed by someone else; reload and try again',
    es: 'Otra persona cambió el estado de cuenta; recargue e inténtelo de nuevo',
    ja: '明細書は他のユーザーによって変更されました。再読み込みしてやり直してください',
  },
  paymentStale: {
    zh: '收款已被他人更改，请刷新后重试',
    en: 'The payment was changed by someone else; reload and try again',
    es: 'Otra persona cambió el cobro; recargue e inténtelo de nuevo',
    ja: '入金は他のユーザーによって変更されました。再読み込みしてやり直してください',
  },
  nothingLeft: {
    zh: '这笔收款已全部核销',
    en: 'Nothing of this payment is left to apply',
    es: 'No queda nada de este cobro por aplicar',
    ja: 'この入金はすべて消し込み済みです',
  },
  notOpen: {
    zh: '对账单 {id} 不是该客户以 {currency} 计的未结清对账单',
    en: 'Statement {id} is no open statement of this customer in {currency}',
    es: 'El estado de cuenta {id} no es un estado abierto de este cliente en {currency}',
    ja: '明細書 {id} はこの顧客の {currency} 建ての未決済明細書ではありません',
  },
  scale: {
    zh: '{currency} 的金额最多 {places} 位小数',
    en: 'Amounts in {currency} have at most {places} decimals',
    es: 'Los importes en {currency} tienen como máximo {places} decimales',
    ja: '{currency} の金額は小数点以下 {places} 桁までです',
  },
  positive: {
    zh: '金额须大于 0',
    en: 'The amount must be more than 0',
    es: 'El importe debe ser mayor que 0',
    ja: '金額は 0 より大きくしてください',
  },
  nonZero: {
    zh: '调整金额不能为 0',
    en: 'An adjustment cannot be 0',
    es: 'Un ajuste no puede ser 0',
    ja: '調整額は 0 にできません',
  },
  unpriced: {
    zh: '该运单尚未计费，不能调整',
    en: 'This order is not priced yet: there is nothing to adjust',
    es: 'Este pedido aún no está tarificado: no hay nada que ajustar',
    ja: 'この注文はまだ料金計算されていないため、調整できません',
  },
  creditPair: {
    zh: '信用额度须同时填写金额和币种，或都不填',
    en: 'A credit limit has both an amount and a currency, or neither',
    es: 'Un límite de crédito tiene importe y moneda, o ninguno de los dos',
    ja: '与信限度額は金額と通貨の両方を指定するか、どちらも指定しないでください',
  },
});

/** The statement's Excel, in the customer's language. */
export const statementSheet = defineMessages({
  sheet: { zh: '对账单', en: 'Statement', es: 'Estado de cuenta', ja: '明細書' },
  summary: { zh: '汇总', en: 'Summary', es: 'Resumen', ja: '集計' },
  kind: { zh: '类型', en: 'Type', es: 'Tipo', ja: '種類' },
  date: { zh: '日期', en: 'Date', es: 'Fecha', ja: '日付' },
  reference: { zh: '单号 / 参考号', en: 'Number / reference', es: 'Número / referencia', ja: '番号 / 参照' },
  country: { zh: '目的国', en: 'Country', es: 'País', ja: '国' },
  channel: { zh: '渠道', en: 'Channel', es: 'Canal', ja: 'チャネル' },
  weight: { zh: '计费重 (kg)', en: 'Chargeable weight (kg)', es: 'Peso facturable (kg)', ja: '請求重量 (kg)' },
  description: { zh: '说明', en: 'Description', es: 'Descripción', ja: '説明' },
  currency: { zh: '币种', en: 'Currency', es: 'Moneda', ja: '通貨' },
  amount: { zh: '金额', en: 'Amount', es: 'Importe', ja: '金額' },
  order: { zh: '运单', en: 'Order', es: 'Pedido', ja: '注文' },
  adjustment: { zh: '调整', en: 'Adjustment', es: 'Ajuste', ja: '調整' },
  payment: { zh: '收款', en: 'Payment', es: 'Cobro', ja: '入金' },
  repriced: {
    zh: '出账后重新计费',
    en: 'Priced again after issue',
    es: 'Tarificado de nuevo tras la emisión',
    ja: '発行後に再計算',
  },
  company: { zh: '公司', en: 'Company', es: 'Empresa', ja: '会社' },
  customer: { zh: '客户', en: 'Customer', es: 'Cliente', ja: '顧客' },
  number: { zh: '对账单号', en: 'Statement number', es: 'Número de estado', ja: '明細書番号' },
  periodFrom: { zh: '期间开始', en: 'Period from', es: 'Periodo desde', ja: '期間開始' },
  periodTo: { zh: '期间结束', en: 'Period to', es: 'Periodo hasta', ja: '期間終了' },
  opening: { zh: '期初余额', en: 'Opening balance', es: 'Saldo inicial', ja: '期首残高' },
  charges: { zh: '本期运费', en: 'Charges', es: 'Cargos', ja: '当期運賃' },
  adjustments: { zh: '调整', en: 'Adjustments', es: 'Ajustes', ja: '調整' },
  payments: { zh: '本期收款', en: 'Payments', es: 'Cobros', ja: '当期入金' },
  closing: { zh: '期末余额', en: 'Closing balance', es: 'Saldo final', ja: '期末残高' },
  due: { zh: '本期应收', en: 'Due on this statement', es: 'A pagar en este estado', ja: '当明細書の請求額' },
});

/** Tables that refer to other records, as a refused delete names them. */
export const statementReferrers = defineMessages({
  statements: { zh: '对账单', en: 'statements', es: 'estados de cuenta', ja: '明細書' },
  statement_totals: { zh: '对账单余额', en: 'statement balances', es: 'saldos de estados de cuenta', ja: '明細書残高' },
  statement_orders: {
    zh: '已出具的对账单',
    en: 'issued statements',
    es: 'estados de cuenta emitidos',
    ja: '発行済み明細書',
  },
  charge_adjustments: { zh: '计费调整', en: 'charge adjustments', es: 'ajustes de cargos', ja: '料金調整' },
  payments: { zh: '收款', en: 'payments', es: 'cobros', ja: '入金' },
  payment_applications: { zh: '收款核销', en: 'payment applications', es: 'aplicaciones de cobros', ja: '入金消込' },
});
