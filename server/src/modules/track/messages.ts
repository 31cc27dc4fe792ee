import { defineMessages } from '../../i18n/index.ts';

/** The public tracking page's words, and the public answers' refusals. */
export const trackMessages = defineMessages({
  title: { zh: '运单追踪', en: 'Parcel tracking', es: 'Seguimiento de envíos', ja: '荷物追跡' },
  number: { zh: '运单号', en: 'Waybill number', es: 'Número de guía', ja: '送り状番号' },
  destination: { zh: '目的国家', en: 'Destination', es: 'Destino', ja: '仕向国' },
  status: { zh: '状态', en: 'Status', es: 'Estado', ja: 'ステータス' },
  expected: { zh: '预计送达', en: 'Expected delivery', es: 'Entrega prevista', ja: 'お届け予定日' },
  events: { zh: '物流轨迹', en: 'Tracking history', es: 'Historial de seguimiento', ja: '追跡履歴' },
  timesIn: {
    zh: '时间为 {zone} 时间',
    en: 'Times in {zone}',
    es: 'Horas en {zone}',
    ja: '時刻は {zone} 時間',
  },
  noEvents: {
    zh: '暂无轨迹信息，承运商更新后即可查看',
    en: 'No tracking events yet; they show here once the carrier reports them',
    es: 'Aún no hay eventos; aparecerán aquí cuando el transportista los informe',
    ja: '追跡情報はまだありません。運送会社の更新後に表示されます',
  },
  linkNotFound: {
    zh: '该追踪链接无效或已失效，请向寄件方索取新的链接，或在下方输入单号查询',
    en: 'This tracking link is not valid or no longer works. Ask the sender for a new one, or enter the number below',
    es: 'Este enlace de seguimiento no es válido o ya no funciona. Pida uno nuevo al remitente o introduzca el número abajo',
    ja: 'この追跡リンクは無効か、期限切れです。差出人に新しいリンクを依頼するか、下に番号を入力してください',
  },
  notFound: { zh: '未找到该单号', en: 'Not found', es: 'No encontrado', ja: '見つかりません' },
  lookup: { zh: '运单查询', en: 'Track parcels', es: 'Buscar envíos', ja: '荷物の照会' },
  lookupHint: {
    zh: '运单号或转单号，每行一个，最多 20 个',
    en: 'Waybill or forwarding numbers, one a line, at most 20',
    es: 'Números de guía o de reexpedición, uno por línea, hasta 20',
    ja: '送り状番号または転送番号を 1 行に 1 つ、最大 20 件',
  },
  lookupButton: { zh: '查询', en: 'Track', es: 'Buscar', ja: '照会' },
  badNumbers: {
    zh: '单号只能包含字母、数字和 . _ - /，每个不超过 50 个字符，最多 20 个',
    en: 'Numbers hold letters, digits and . _ - / only, at most 50 characters each and 20 in all',
    es: 'Los números solo llevan letras, cifras y . _ - /, hasta 50 caracteres cada uno y 20 en total',
    ja: '番号は英数字と . _ - / のみ、各 50 文字以内、合計 20 件までです',
  },
  tooMany: {
    zh: '查询过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests; try again in {seconds} s',
    es: 'Demasiadas solicitudes; vuelva a intentarlo en {seconds} s',
    ja: 'リクエストが多すぎます。{seconds} 秒後にもう一度お試しください',
  },
  linkMissing: {
    zh: '追踪链接不存在或已失效',
    en: 'No such tracking link, or it no longer works',
    es: 'El enlace de seguimiento no existe o ya no funciona',
    ja: '追跡リンクが存在しないか、無効です',
  },
});
