import type { RunnableJobKind } from '@fwd/contract';
import { defineMessages, type Message } from '../../i18n/index.ts';

export const jobMessages = defineMessages({
  notFound: { zh: '任务不存在', en: 'No such job', es: 'No existe la tarea', ja: 'ジョブが存在しません' },
});

/** jobs.run refused: one of the kind is already queued or running (`data.jobId` names it). */
export const jobBusy: Record<RunnableJobKind, Message> = defineMessages({
  orderSync: {
    zh: '订单同步已在排队或运行中，请等它完成后再试',
    en: 'An order sync is already queued or running; wait for it to finish',
    es: 'Ya hay una sincronización de pedidos en cola o en curso; espere a que termine',
    ja: '注文同期はすでに待機中または実行中です。完了してから再度お試しください',
  },
  trackingRefresh: {
    zh: '轨迹刷新已在排队或运行中，请等它完成后再试',
    en: 'A tracking refresh is already queued or running; wait for it to finish',
    es: 'Ya hay una actualización de seguimiento en cola o en curso; espere a que termine',
    ja: '追跡の更新はすでに待機中または実行中です。完了してから再度お試しください',
  },
  trackingReconcile: {
    zh: '轨迹核对已在排队或运行中，请等它完成后再试',
    en: 'A tracking reconciliation is already queued or running; wait for it to finish',
    es: 'Ya hay una conciliación de seguimiento en cola o en curso; espere a que termine',
    ja: '追跡の照合はすでに待機中または実行中です。完了してから再度お試しください',
  },
});
