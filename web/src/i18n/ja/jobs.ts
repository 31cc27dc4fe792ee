import type { Messages } from '../types.ts';

export default {
  kind: {
    orderSync: '注文同期',
    trackingRefresh: '追跡更新',
    trackingReconcile: '追跡照合',
  },
  state: {
    queued: '待機中',
    running: '実行中',
    done: '完了',
    failed: '失敗',
  },
  trigger: {
    manual: '手動',
    schedule: '定期',
  },
  count: {
    created: '新規',
    updated: '更新',
    unchanged: '変更なし',
    failed: '失敗',
    tracked: '照会済み',
    delivered: '配達済み',
    rejected: '拒否',
  },
  progress: '進捗',
  counts: '結果',
  waiting: '開始待ち…',
  counting: '{{done}} 件処理済み',
  background: 'ジョブはバックグラウンドで実行されます。このウィンドウを閉じても止まりません。実行記録は「同期と追跡」で確認できます。',
  finished: '{{time}} に完了',
  errors_one: 'エラー {{count}} 件',
  errors_other: 'エラー {{count}} 件',
  errorsKept: '最初の {{kept}} 件のエラーのみ保存（失敗は全 {{count}} 件）',
  noErrors: 'エラーなし',
  ref: '対象',
  reason: '理由',
  whole: 'ジョブ全体',
  close: '閉じる',
} satisfies Messages['jobs'];
