import type { Messages } from '../types.ts';

/** 精算管理: 運送料金. */
const settlement: Messages['settlement'] = {
  total_one: '{{count}} 件',
  total_other: '{{count}} 件',
  col: {
    numbers: '運送番号',
    customer: '顧客',
    channel: 'チャネル',
    country: '宛先',
    weight: '実重量 × 個数',
    chargeable: '請求重量 (kg)',
    state: '料金状態',
    sale: '売上',
    cost: '想定原価',
    profit: '粗利',
    entryDate: '登録日',
  },
  state: { all: 'すべて', pending: '未計算', priced: '計算済み', billed: '請求済み' },
  reason: {
    notYetPriced: 'まだ計算されていません',
    noWeight: '重量がありません',
    noChannel: 'チャネルがありません',
    noCustomerSheet: '登録日に有効な顧客専用料金表がありません',
    notQuoting: 'チャネルは登録日に見積もりしていません',
    noSheet: '登録日に有効な料金表がありません',
    countryNotServed: 'チャネルは {{country}} に対応していません',
    noZone: '郵便番号 {{postcode}} はどのゾーンにもありません',
    overWeight: 'チャネルの上限 {{limit}} kg を超えています（{{value}} kg）',
    pieceWeight: '1 個が {{limit}} kg を超えています（{{value}} kg）',
    longestSide: '最長辺が {{limit}} cm を超えています',
    girth: '胴回りが {{limit}} cm を超えています',
    noRate: '{{value}} kg の料金がありません',
    cargo: 'チャネルはこの貨物を扱いません',
  },
  filter: { numbers: '運送番号', customer: '顧客' },
  bulk: {
    open: '一括計算',
    title: '注文を一括計算',
    start: '開始',
    hint: '登録日に有効な料金表と顧客の価格レベルで注文を計算します。請求済みの注文は変わりません。バックグラウンドで実行されるため、このウィンドウを閉じても構いません。',
    scope: '対象',
    unpriced: '未計算・計算できなかった注文',
    unbilled: '請求前のすべての注文（再計算）',
  },
};
export default settlement;
