import type { Messages } from '../types.ts';

export default {
  loadFailed: '読み込みに失敗しました',
  retry: '再試行',
  loading: '読み込み中',
  selected_one: '{{count}} 件選択中',
  selected_other: '{{count}} 件選択中',
  iconPlaceholder: 'アイコンを選択',
  pick: {
    placeholder: '選択してください',
    none: '該当なし',
    failed: '選択肢を読み込めませんでした',
  },
  range: '{{min}}～{{max}} の整数を入力してください',
  reloaded: '他のユーザーが保存した最新の内容を読み込みました',
  sheet: {
    import: 'インポート',
    export: 'エクスポート',
    imported: 'インポート完了：新規 {{created}} 件、更新 {{updated}} 件、変更なし {{unchanged}} 件',
    refused: 'ファイルはインポートされませんでした',
    refusedHint: '以下の {{count}} か所に誤りがあるため、ファイル全体を取り込みませんでした。修正して再度インポートしてください。',
    row: '行',
    column: '列',
    problem: '内容',
    template: 'テンプレート',
  },
  edit: '編集',
  delete: '削除',
  actions: '操作',
  on: '有効',
  off: '無効',
  enableOf: '{{name}}を有効にする',
} satisfies Messages['widgets'];
