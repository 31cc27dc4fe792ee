import type { Messages } from '../types.ts';

export default {
  notFound: '申し訳ありません。お探しのページは存在しません。',
  unauthorized: '申し訳ありません。このページを開く権限がありません。',
  missingTitle: 'このページはこのバージョンにありません',
  missingText:
    'メニューが指すページコンポーネント「{{component}}」はこのバージョンに含まれていません。管理者にメニュー設定の確認を依頼してください。',
} satisfies Messages['errorPage'];
