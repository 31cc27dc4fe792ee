import type { Messages } from '../types.ts';

export default {
  HomeDashboard: 'ホーム',
  Profile: 'プロフィール',
  ChangePassword: 'パスワード変更',
  ErrorLog: 'エラーログ',
  Organization: '組織管理',
  Employee: '従業員管理',
  AccountRecycle: 'アカウントのごみ箱',
  System: 'システム設定',
  Permission: '権限管理',
  RolePermission: 'ロール権限',
  ApiManagement: 'API 管理',
  MenuSettings: 'メニュー設定',
  Login: 'ログイン',
  NotFound: 'ページが見つかりません',
  Unauthorized: '権限がありません',
} satisfies Messages['route'];
