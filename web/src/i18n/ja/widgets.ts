import type { Messages } from '../types.ts';

export default {
  loadFailed: '読み込みに失敗しました',
  retry: '再試行',
  iconPlaceholder: 'アイコンを選択',
} satisfies Messages['widgets'];
