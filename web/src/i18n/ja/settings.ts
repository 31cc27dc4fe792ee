import type { Messages } from '../types.ts';

export default {
  title: 'レイアウト設定',
  open: 'レイアウト設定を開く',
  themeColor: 'テーマカラー',
  tagsView: 'タブを表示',
  fixedHeader: 'ヘッダーを固定',
  sidebarLogo: 'サイドバーのロゴ',
  pinyinSearch: 'メニュー検索でピンインを使う',
  darkMode: 'ダークモード',
  restoreDefaults: '既定値に戻す',
} satisfies Messages['settings'];
