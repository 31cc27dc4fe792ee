import type { Messages } from '../types.ts';

export default {
  tab: {
    customers: '顧客',
    numberStatuses: '番号ステータス',
    trackingStatuses: '追跡ステータス',
    countries: '国',
  },
  shortName: '略称',
  fullName: '正式名称',
  owner: '営業担当',
  search: '名称・担当者・電話で検索',
  add: '顧客を追加',
  edit: '顧客を編集',
  empty: '顧客はまだありません',
  total_one: '全 {{count}} 件',
  total_other: '全 {{count}} 件',
  deleteOne: '顧客「{{name}}」を削除しますか？',
  fileBase: '顧客',
} satisfies Messages['customers'];
