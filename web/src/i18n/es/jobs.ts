// TODO translate
/** Background jobs: their progress (shared by the dialogs that start one) and the run log. */
import type { Messages } from "../types.ts";

const messages: Messages["jobs"] = {
  kind: {
    orderSync: '订单同步',
    trackingRefresh: '轨迹刷新',
    trackingReconcile: '轨迹对账',
  },
  state: {
    queued: '排队中',
    running: '运行中',
    done: '已完成',
    failed: '失败',
  },
  trigger: {
    manual: '手动',
    schedule: '定时',
  },
  count: {
    created: '新增',
    updated: '更新',
    unchanged: '未变',
    failed: '失败',
    tracked: '已查询',
    delivered: '已签收',
    rejected: '被拒绝',
  },
  progress: '进度',
  counts: '结果',
  waiting: '等待开始…',
  counting: '已处理 {{done}} 项',
  background: '任务在后台运行，关闭窗口不会中断，可在“同步与追踪”的运行记录中查看。',
  finished: '完成于 {{time}}',
  errors_one: '{{count}} 个错误',
  errors_other: '{{count}} 个错误',
  errorsKept: '仅保留前 {{kept}} 个错误，共 {{count}} 个失败',
  noErrors: '没有错误',
  ref: '对象',
  reason: '原因',
  whole: '整个任务',
  close: '关闭',
};
export default messages;
