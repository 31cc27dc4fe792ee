import type { Messages } from '../types.ts';

export default {
  unknownError: 'エラー',
  network: 'ネットワークエラーです。接続を確認してください',
  timeout: 'リクエストがタイムアウトしました（{{seconds}} 秒）',
  httpStatus: 'リクエストに失敗しました（HTTP {{status}}）',
  expiredTitle: 'お知らせ',
  expiredText: 'ログインの有効期限が切れました。もう一度ログインしてください',
  signedOutTitle: 'ログアウトの確認',
  signedOutText: 'ログアウトされました。キャンセルしてこのページに留まるか、もう一度ログインしてください',
  signInAgain: '再ログイン',
} satisfies Messages['request'];
