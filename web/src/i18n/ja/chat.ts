import type { Messages } from '../types.ts';

export default {
  idle: '未使用',
  add: '追加',
  qq: 'QQ アカウント',
  wechat: 'WeChat アカウント',
  account: 'アカウント',
  user: '使用者',
  newAccount: '新しいアカウント',
  accountRequired: 'アカウントを入力してください',
  qqPattern: 'QQ 番号は 0 以外で始まる 5〜12 桁の数字です',
  wechatPattern: 'WeChat ID は英字で始まる 6〜20 文字の英数字・_・- です。登録した 11 桁の携帯番号でも構いません',
  assign: '社員に割り当て（未選択は未使用）',
  setIdle: '未使用にする',
  deleteConfirm: 'アカウント「{{account}}」を削除しますか？',
  empty: 'アカウントがまだありません',
  added: 'アカウントを追加しました',
  saved: 'アカウントを保存しました',
  deleted: 'アカウントを削除しました',
} satisfies Messages['chat'];
