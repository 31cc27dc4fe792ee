import type { Messages } from '../types.ts';

export default {
  loadFailed: '読み込みに失敗しました',
  retry: '再試行',
  loading: '読み込み中',
  selected_one: '{{count}} 件選択中',
  selected_other: '{{count}} 件選択中',
  iconPlaceholder: 'アイコンを選択',
  pick: {
    placeholder: '選択してください',
    none: '該当なし',
    failed: '選択肢を読み込めませんでした',
  },
} satisfies Messages['widgets'];
