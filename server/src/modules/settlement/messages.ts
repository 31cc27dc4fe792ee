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
