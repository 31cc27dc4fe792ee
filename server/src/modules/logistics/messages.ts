import { defineMessages } from '../../i18n/index.ts';

export const logisticsMessages = defineMessages({
  pagesMissed: {
    zh: '上游分页在读取时发生变动，漏掉了该时间段 {listed} 单中的 {missed} 单（上游报告 {announced} 单，分页收到 {received} 单），已按单号补拉',
    en: 'The upstream pages shifted while they were read and missed {missed} of the window’s {listed} orders ({announced} announced, {received} arrived by page); they were pulled by number',
    es: 'Las páginas del sistema de origen cambiaron durante la lectura y omitieron {missed} de los {listed} pedidos del periodo ({announced} anunciados, {received} recibidos por página); se descargaron por número',
    ja: '読み取り中に上流のページがずれ、期間の {listed} 件のうち {missed} 件が漏れました（上流の件数 {announced} 件、ページで受信 {received} 件）。番号で取得し直しました',
  },
  listedNotFound: {
    zh: '上游列出的该时间段订单按单号也未能拉取（{count} 单：{numbers}），同步未完成',
    en: 'Orders the upstream lists in the window did not come when asked by number ({count}: {numbers}); the sync did not complete',
    es: 'Pedidos que el sistema de origen lista en el periodo no llegaron al pedirlos por número ({count}: {numbers}); la sincronización no se completó',
    ja: '上流が期間内に挙げた注文が番号で要求しても届きませんでした（{count} 件：{numbers}）。同期は完了しませんでした',
  },
  noSuchCarrier: {
    zh: '承运商不存在',
    en: 'No such carrier',
    es: 'No existe el transportista',
    ja: '運送会社が存在しません',
  },
});

/** What an upstream order names that the console does not know: the order is reported, never invented. */
export const syncMessages = defineMessages({
  customer: {
    zh: '未知客户 {code}',
    en: 'unknown customer {code}',
    es: 'cliente desconocido {code}',
    ja: '不明な顧客 {code}',
  },
  agent: {
    zh: '未知代理 {code}',
    en: 'unknown agent {code}',
    es: 'agente desconocido {code}',
    ja: '不明な代理店 {code}',
  },
  channel: {
    zh: '未知渠道 {code}',
    en: 'unknown channel {code}',
    es: 'canal desconocido {code}',
    ja: '不明なチャネル {code}',
  },
  country: {
    zh: '未知国家 {code}',
    en: 'unknown country {code}',
    es: 'país desconocido {code}',
    ja: '不明な国 {code}',
  },
  owner: {
    zh: '未知业务员 {code}',
    en: 'unknown salesperson {code}',
    es: 'comercial desconocido {code}',
    ja: '不明な担当者 {code}',
  },
  status: {
    zh: '未知单号状态 {code}',
    en: 'unknown number status {code}',
    es: 'estado de número desconocido {code}',
    ja: '不明な番号ステータス {code}',
  },
  separator: { zh: '；', en: '; ', es: '; ', ja: '；' },
});
