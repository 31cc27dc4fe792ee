import type { Messages } from '../types.ts';

export default {
  title: '会社',
  all: '全社員',
  add: '会社を追加',
  namePlaceholder: '会社名',
  rename: '名前を変更',
  deleteConfirm: '会社「{{name}}」を削除しますか？',
  employees_one: '在籍社員 {{count}} 名',
  employees_other: '在籍社員 {{count}} 名',
  empty: '会社がまだありません',
  created: '会社を追加しました',
  renamed: '会社名を変更しました',
  deleted: '会社を削除しました',
} satisfies Messages['companies'];
