import type { Messages } from '../types.ts';

export default {
  loadFailed: '読み込みに失敗しました',
  retry: '再試行',
  loading: '読み込み中',
  selected_one: '{{count}} 件選択中',
  selected_other: '{{count}} 件選択中',
  iconPlaceholder: 'アイコンを選択',
} satisfies Messages['widgets'];
