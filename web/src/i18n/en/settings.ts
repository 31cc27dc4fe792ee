import type { Messages } from '../types.ts';

export default {
  title: 'Layout settings',
  open: 'Open layout settings',
  themeColor: 'Theme colour',
  tagsView: 'Show tabs',
  fixedHeader: 'Fixed header',
  sidebarLogo: 'Sidebar logo',
  pinyinSearch: 'Pinyin in menu search',
  darkMode: 'Dark mode',
  restoreDefaults: 'Restore defaults',
} satisfies Messages['settings'];
