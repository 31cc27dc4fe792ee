import type { Messages } from '../types.ts';

export default {
  name: '名称',
  code: 'コード',
  color: '色',
  colorOf: '{{name}}の色',
  order: '順序',
  up: '{{name}}を上へ',
  down: '{{name}}を下へ',
  add: 'ステータス追加',
  addTitle: '番号ステータスの追加',
  editTitle: '番号ステータスの編集',
  deleteOne: '番号ステータス「{{name}}」を削除しますか？',
  orders: '運送状数',
  inUseTitle: '番号ステータス「{{name}}」は削除できません',
  inUse_one:
    '{{count}} 件の運送状がこのステータスです。先に別のステータスに変更するか、このステータスを無効にしてください。',
  inUse_other:
    '{{count}} 件の運送状がこのステータスです。先に別のステータスに変更するか、このステータスを無効にしてください。',
  translation: '空欄の場合は中国語名を表示します',
  custom: 'カスタム',
} satisfies Messages['statuses'];
