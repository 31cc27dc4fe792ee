import type { Messages } from '../types.ts';

export default {
  productTitle: 'フォワーダー管理システム',
  cancel: 'キャンセル',
  close: '閉じる',
  save: '保存',
  delete: '削除',
  actions: '操作',
  backHome: 'ホームに戻る',
  loading: '読み込み中…',
} satisfies Messages['common'];
