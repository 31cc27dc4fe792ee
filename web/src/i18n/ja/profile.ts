import type { Messages } from '../types.ts';

export default {
  title: 'プロフィール',
  about: '自己紹介',
  edit: 'プロフィールを編集',
  username: 'ユーザー名',
  role: 'ロール',
  name: '氏名',
  nameRequired: '氏名を入力してください',
  introduction: '自己紹介',
  avatar: 'アバター',
  saved: 'プロフィールを保存しました',
} satisfies Messages['profile'];
