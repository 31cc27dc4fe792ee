import { defineMessages } from '../../i18n/index.ts';

export const logisticsMessages = defineMessages({
  noSuchKey: {
    zh: '没有这个类型的 API 密钥',
    en: 'No API key of that kind',
    es: 'No hay una clave API de ese tipo',
    ja: 'その種類の API キーはありません',
  },
  noSuchCarrier: { zh: '承运商不存在', en: 'No such carrier', es: 'No existe el transportista', ja: '運送会社が存在しません' },
});

/** What an upstream order names that the console does not know: the order is reported, never invented. */
export const syncMessages = defineMessages({
  customer: { zh: '未知客户 {code}', en: 'unknown customer {code}', es: 'cliente desconocido {code}', ja: '不明な顧客 {code}' },
  agent: { zh: '未知代理 {code}', en: 'unknown agent {code}', es: 'agente desconocido {code}', ja: '不明な代理店 {code}' },
  channel: { zh: '未知渠道 {code}', en: 'unknown channel {code}', es: 'canal desconocido {code}', ja: '不明なチャネル {code}' },
  country: { zh: '未知国家 {code}', en: 'unknown country {code}', es: 'país desconocido {code}', ja: '不明な国 {code}' },
  owner: { zh: '未知业务员 {code}', en: 'unknown salesperson {code}', es: 'comercial desconocido {code}', ja: '不明な担当者 {code}' },
  status: { zh: '未知单号状态 {code}', en: 'unknown number status {code}', es: 'estado de número desconocido {code}', ja: '不明な番号ステータス {code}' },
  separator: { zh: '；', en: '; ', es: '; ', ja: '；' },
});
