import type { Messages } from '../types.ts';

export default {
  title: 'ログイン',
  username: 'ユーザー名',
  password: 'パスワード',
  usernameRequired: 'ユーザー名を入力してください',
  passwordRequired: 'パスワードを入力してください',
  submit: 'ログイン',
  showPassword: 'パスワードを表示',
  hidePassword: 'パスワードを隠す',
  capsLock: 'Caps Lock がオンになっています',
  invalidResponse: 'ログインに失敗しました: 無効な応答データ',
  failed: 'ログインに失敗しました',
} satisfies Messages['login'];
