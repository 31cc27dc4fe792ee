import type { Messages } from '../types.ts';

export default {
  add: 'チャネルを追加',
  editTitle: 'チャネルを編集',
  search: 'コード・名称・キャリアで検索',
  empty: 'チャネルはまだありません',
  noMatch: '「{{keyword}}」に一致するチャネルはありません',
  total_one: '全 {{count}} 件',
  total_other: '全 {{count}} 件',
  deleteOne: 'チャネル「{{name}}」を削除しますか？',
  codePattern: '英数字で始まり、英数字・ドット・ハイフン・下線のみ、30 文字まで',
  sortHint: '小さいほど先に表示',
  tab: {
    express: '宅配便',
    air: '航空',
    seaDdp: '海上 DDP',
  },
  mode: {
    express: '宅配便',
    air: '航空',
    sea: '海上',
  },
  /** Why an enabled channel prices nothing today (the list's warning tag). */
  priceGap: {
    notQuoting: '見積停止中',
    noSheet: '有効な運賃表なし',
    notQuotingHint: '今日は見積設定の見積期間外です',
    noSheetHint: '今日有効な運賃表がないため、料金照会に表示されません',
  },
  unpricedOnly: '今日見積できないものだけ',
  field: {
    code: 'コード',
    name: '名称',
    mode: '輸送方式',
    incoterm: 'インコタームズ',
    carrier: 'キャリア',
    enabled: '有効',
    sort: '並び順',
  },
} satisfies Messages['channels'];
