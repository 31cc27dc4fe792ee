import type { Messages } from '../types.ts';

export default {
  toggleSidebar: 'Toggle sidebar',
  menu: 'Main menu',
  breadcrumb: 'You are here',
  search: 'Search menu',
  searchPlaceholder: 'Search pages',
  searchPlaceholderPinyin: 'Search pages (pinyin supported)',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  fullscreenUnsupported: 'Your browser does not support full screen',
  size: 'Size',
  sizeLarge: 'Large',
  sizeMedium: 'Medium',
  sizeSmall: 'Small',
  language: 'Language',
  errorLog: 'Error log',
  profile: 'Profile',
  changePassword: 'Change password',
  logout: 'Log out',
} satisfies Messages['navbar'];
