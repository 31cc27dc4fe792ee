import type { AlertKind } from '@fwd/contract';
import { defineMessages, type Message } from '../../i18n/index.ts';

/** Each kind's title; `{number}` the tracking number, `{days}` the silent days, `{day}` a digest's day. */
export const alertTitles: Record<AlertKind, Message> = defineMessages({
  exception: { zh: '异常件：{number}', en: 'Exception: {number}', es: 'Incidencia: {number}', ja: '例外：{number}' },
  deliveryFailure: {
    zh: '派送失败：{number}',
    en: 'Delivery failed: {number}',
    es: 'Entrega fallida: {number}',
    ja: '配達失敗：{number}',
  },
  silent: {
    zh: '{days} 天无新轨迹：{number}',
    en: 'No news for {days} days: {number}',
    es: 'Sin novedades en {days} días: {number}',
    ja: '{days} 日間追跡更新なし：{number}',
  },
  syncFailed: {
    zh: '订单同步失败',
    en: 'Order sync failed',
    es: 'Falló la sincronización de pedidos',
    ja: '注文同期に失敗',
  },
  refreshFailed: {
    zh: '轨迹刷新失败',
    en: 'Tracking refresh failed',
    es: 'Falló la actualización del seguimiento',
    ja: '追跡の更新に失敗',
  },
  digest: {
    zh: '{day} 通知汇总',
    en: 'Alerts of {day}',
    es: 'Resumen de avisos del {day}',
    ja: '{day} の通知まとめ',
  },
});

export const alertMessages = defineMessages({
  /** A parcel alert's text: its waybill number and latest event. */
  parcel: {
    zh: '运单 {waybill} · {event}',
    en: 'Waybill {waybill} · {event}',
    es: 'Guía {waybill} · {event}',
    ja: '運送状 {waybill} · {event}',
  },
  noEvent: { zh: '尚无轨迹', en: 'No tracking yet', es: 'Aún sin seguimiento', ja: '追跡情報なし' },
  /** A failed run's text when it kept no error. */
  noError: {
    zh: '请查看运行记录',
    en: 'See the run log',
    es: 'Vea el registro de ejecuciones',
    ja: '実行ログを確認してください',
  },
  digestText: {
    zh: '共 {total} 条：异常 {exception}，派送失败 {deliveryFailure}，无新轨迹 {silent}，任务失败 {runs}',
    en: '{total} in all: {exception} exceptions, {deliveryFailure} delivery failures, {silent} silent, {runs} failed runs',
    es: '{total} en total: {exception} incidencias, {deliveryFailure} entregas fallidas, {silent} sin novedades, {runs} ejecuciones fallidas',
    ja: '計 {total} 件：例外 {exception}、配達失敗 {deliveryFailure}、更新なし {silent}、ジョブ失敗 {runs}',
  },
});
