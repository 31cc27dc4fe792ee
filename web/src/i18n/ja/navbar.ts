import type { Messages } from '../types.ts';

export default {
  toggleSidebar: 'サイドバーの開閉',
  menu: 'メインメニュー',
  breadcrumb: '現在位置',
  search: 'メニュー検索',
  searchPlaceholder: 'ページを検索',
  searchPlaceholderPinyin: 'ページを検索（ピンイン対応）',
  fullscreen: '全画面表示',
  exitFullscreen: '全画面表示を終了',
  fullscreenUnsupported: 'このブラウザは全画面表示に対応していません',
  size: 'サイズ',
  sizeLarge: '大',
  sizeMedium: '中',
  sizeSmall: '小',
  language: '言語',
  errorLog: 'エラーログ',
  profile: 'プロフィール',
  changePassword: 'パスワード変更',
  logout: 'ログアウト',
} satisfies Messages['navbar'];
