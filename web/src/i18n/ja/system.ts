import type { Messages } from '../types.ts';

export default {
  title: 'エラーログ',
  empty: '記録されたエラーはありません',
  message: 'メッセージ',
  url: 'ページ',
  time: '日時',
  stack: 'スタック',
  clear: 'クリア',
  count: '全 {{count}} 件',
  disabled: '開発環境ではエラーを記録しません。VITE_ERROR_LOG=true を設定して再起動すると有効になります。',
  boundaryTitle: '問題が発生しました',
  boundaryText: 'このページの表示中にエラーが発生しました。エラーログに記録されています。',
  retry: '再試行',
  general: {
    saved: '基本設定を保存しました',
    readOnly: '閲覧のみ：変更には「基本設定の編集」権限が必要です',
    companyName: '会社名',
    companyNameHint: '顧客に送る書類（明細書の Excel）と公開の追跡ページにこの名前が表示されます',
    companyNameRequired: '会社名を入力してください',
    companyNameMax: '会社名は 100 文字以内です',
    language: '会社の言語',
    languageHint: '会社がグループに送るメッセージ（グループロボット、日次ダイジェスト）の言語',
  },
} satisfies Messages['system'];
