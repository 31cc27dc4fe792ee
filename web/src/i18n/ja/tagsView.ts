import type { Messages } from '../types.ts';

export default {
  label: '開いているページ',
  noName: '名称未設定',
  refresh: '再読み込み',
  close: '閉じる',
  closeOthers: '他を閉じる',
  closeAll: 'すべて閉じる',
} satisfies Messages['tagsView'];
