import type { Messages } from '../types.ts';

export default {
  verificationFailed: '認証に失敗しました。もう一度ログインしてください。',
  rolesRequired: 'getInfo: ロールは空でない配列である必要があります！',
  loadFailed: 'アカウント情報を読み込めませんでした: {{reason}}',
} satisfies Messages['session'];
