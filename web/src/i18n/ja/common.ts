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
  reloaded: '他のユーザーが変更したため、最新の内容を表示しています',
  deleted: '削除しました',
  saved: '保存しました',
  required: '必須項目です',
  enabled: '有効',
  noMatch: '「{{keyword}}」に一致するものはありません',
  contact: '担当者',
  phone: '電話',
  remark: '備考',
  language: {
    nameZh: '中国語',
    nameEn: '英語',
    nameEs: 'スペイン語',
    nameJa: '日本語',
  },
} satisfies Messages['common'];
