import type { Messages } from '../types.ts';

export default {
  title: 'パスワード変更',
  oldPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  confirmPassword: '新しいパスワード（確認）',
  oldRequired: '現在のパスワードを入力してください',
  newRequired: '新しいパスワードを入力してください',
  confirmRequired: '新しいパスワードをもう一度入力してください',
  minLength: 'パスワードは {{min}} 文字以上にしてください',
  mismatch: '2 つのパスワードが一致しません',
  submit: 'パスワードを変更',
  success: 'パスワードを変更しました。他の端末のログインはすべて終了しました',
} satisfies Messages['password'];
