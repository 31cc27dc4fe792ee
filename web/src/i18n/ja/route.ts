import type { Messages } from '../types.ts';

export default {
  Profile: 'プロフィール',
  ChangePassword: 'パスワード変更',
  ErrorLog: 'エラーログ',
  Login: 'ログイン',
  NotFound: 'ページが見つかりません',
  Unauthorized: '権限がありません',
} satisfies Messages['route'];
