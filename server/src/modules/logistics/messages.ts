import { defineMessages } from '../../i18n/index.ts';

export const logisticsMessages = defineMessages({
  noSuchKey: {
    zh: '没有这个类型的 API 密钥',
    en: 'No API key of that kind',
    es: 'No hay una clave API de ese tipo',
    ja: 'その種類の API キーはありません',
  },
  pagesShifted: {
    zh: '第 {pull} 次拉取时上游分页发生变动：上游报告 {announced} 单，实际收到 {received} 单（重复 {repeated} 单），已重新拉取该时间段',
    en: 'The upstream pages shifted during pull {pull}: it announced {announced} orders, {received} arrived ({repeated} repeated); the window was pulled again',
    es: 'Las páginas del sistema de origen cambiaron en la descarga {pull}: anunció {announced} pedidos, llegaron {received} ({repeated} repetidos); se descargó de nuevo el periodo',
    ja: '{pull} 回目の取得中に上流のページがずれました：上流の件数 {announced} 件、受信 {received} 件（重複 {repeated} 件）。期間を再取得しました',
  },
  pagesKeptShifting: {
    zh: '上游分页在 {pull} 次拉取中持续变动（上游报告 {announced} 单，实际收到 {received} 单），同步未完成',
    en: 'The upstream pages kept shifting over {pull} pulls ({announced} orders announced, {received} arrived); the sync did not complete',
    es: 'Las páginas del sistema de origen siguieron cambiando en {pull} descargas ({announced} pedidos anunciados, {received} recibidos); la sincronización no se completó',
    ja: '上流のページが {pull} 回の取得でずれ続けました（上流 {announced} 件、受信 {received} 件）。同期は完了しませんでした',
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
