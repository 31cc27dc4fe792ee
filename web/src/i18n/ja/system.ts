import type { Messages } from '../types.ts';

export default {
  title: 'エラーログ',
  empty: '記録されたエラーはありません',
  message: 'メッセージ',
  url: 'ページ',
  time: '日時',
  details: '詳細',
  stack: 'スタック',
  clear: 'クリア',
  count: '全 {{count}} 件',
  disabled: '開発環境ではエラーを記録しません。VITE_ERROR_LOG=true を設定して再起動すると有効になります。',
  boundaryTitle: '問題が発生しました',
  boundaryText: 'このページの表示中にエラーが発生しました。エラーログに記録されています。',
  retry: '再試行',
} satisfies Messages['system'];
