import { defineMessages } from '../../i18n/index.ts';

export const payablesMessages = defineMessages({
  billNotFound: { zh: '账单不存在', en: 'No such bill', es: 'No existe la factura', ja: '請求書が存在しません' },
  differenceNotFound: {
    zh: '差异不存在',
    en: 'No such difference',
    es: 'No existe la diferencia',
    ja: '差異が存在しません',
  },
  agentNotFound: { zh: '代理不存在', en: 'No such agent', es: 'No existe el agente', ja: '代理店が存在しません' },
  sameFile: {
    zh: '该文件已导入为账单 {billNo}',
    en: 'This file was already imported as bill {billNo}',
    es: 'Este archivo ya se importó como la factura {billNo}',
    ja: 'このファイルは請求書 {billNo} として取り込み済みです',
  },
  sameBillNo: {
    zh: '该代理已有账单号 {billNo}',
    en: 'This agent already has a bill numbered {billNo}',
    es: 'Este agente ya tiene una factura con el número {billNo}',
    ja: 'この代理店には請求書番号 {billNo} がすでにあります',
  },
  unmapped: {
    zh: '请指定“{field}”对应的列',
    en: 'Choose the column holding "{field}"',
    es: 'Elija la columna que contiene «{field}»',
    ja: '「{field}」の列を指定してください',
  },
  noNumberColumn: {
    zh: '请指定转单号或原单号对应的列',
    en: 'Choose the column holding the transfer number or the original number',
    es: 'Elija la columna del número de transferencia o del número original',
    ja: '転送番号または元番号の列を指定してください',
  },
  noSuchHeader: {
    zh: '文件中没有“{column}”列',
    en: 'The file has no column "{column}"',
    es: 'El archivo no tiene la columna «{column}»',
    ja: 'ファイルに「{column}」列がありません',
  },
  sameHeader: {
    zh: '“{column}”列被指定给了多个字段',
    en: 'The column "{column}" is chosen for more than one field',
    es: 'La columna «{column}» está elegida para más de un campo',
    ja: '「{column}」列が複数の項目に指定されています',
  },
  noNumber: {
    zh: '转单号和原单号都为空',
    en: 'Neither a transfer number nor an original number',
    es: 'Sin número de transferencia ni número original',
    ja: '転送番号も元番号もありません',
  },
  required: { zh: '不能为空', en: 'Required', es: 'Obligatorio', ja: '必須です' },
  badAmount: {
    zh: '须为金额，最多 2 位小数',
    en: 'Must be an amount with at most 2 decimals',
    es: 'Debe ser un importe con 2 decimales como máximo',
    ja: '小数 2 桁までの金額を入力してください',
  },
  badWeight: {
    zh: '须为重量（kg），最多 3 位小数',
    en: 'Must be a weight in kg with at most 3 decimals',
    es: 'Debe ser un peso en kg con 3 decimales como máximo',
    ja: '小数 3 桁までの重量（kg）を入力してください',
  },
  badCurrency: {
    zh: '须为三位币种代码，如 CNY',
    en: 'Must be a three-letter currency code such as CNY',
    es: 'Debe ser un código de moneda de tres letras, como CNY',
    ja: 'CNY のような 3 文字の通貨コードを入力してください',
  },
  badDay: {
    zh: '须为日期，如 2026-11-01',
    en: 'Must be a date such as 2026-11-01',
    es: 'Debe ser una fecha, como 2026-11-01',
    ja: '2026-11-01 のような日付を入力してください',
  },
  tooLong: {
    zh: '不能超过 {max} 个字符',
    en: 'At most {max} characters',
    es: 'Como máximo {max} caracteres',
    ja: '{max} 文字以内で入力してください',
  },
  periodOrder: {
    zh: '账期开始不能晚于结束',
    en: 'The period cannot begin after it ends',
    es: 'El periodo no puede empezar después de terminar',
    ja: '期間の開始は終了より後にできません',
  },
  noteRequired: {
    zh: '提出异议须写明原因',
    en: 'A dispute needs a note saying why',
    es: 'Una disputa necesita una nota que explique el motivo',
    ja: '異議には理由のメモが必要です',
  },
  notInBill: {
    zh: '有差异不属于该账单或已处理',
    en: 'Some differences are not open differences of this bill',
    es: 'Algunas diferencias no son diferencias abiertas de esta factura',
    ja: 'この請求書の未処理の差異ではないものが含まれています',
  },
});

/** The bill's fields as staff map them to the file's columns (the import dialog says the same). */
export const billFieldLabels = defineMessages({
  newNumber: { zh: '转单号', en: 'Transfer number', es: 'Número de transferencia', ja: '転送番号' },
  originalNumber: { zh: '原单号', en: 'Original number', es: 'Número original', ja: '元番号' },
  weight: { zh: '重量 (kg)', en: 'Weight (kg)', es: 'Peso (kg)', ja: '重量 (kg)' },
  amount: { zh: '金额', en: 'Amount', es: 'Importe', ja: '金額' },
  currency: { zh: '币种', en: 'Currency', es: 'Moneda', ja: '通貨' },
  billedOn: { zh: '日期', en: 'Date', es: 'Fecha', ja: '日付' },
  remark: { zh: '备注', en: 'Remark', es: 'Observaciones', ja: '備考' },
});

/** The differences' export. */
export const differenceColumns = defineMessages({
  sheet: { zh: '账单差异', en: 'Bill differences', es: 'Diferencias de factura', ja: '請求差異' },
  kind: { zh: '差异类型', en: 'Kind', es: 'Tipo', ja: '差異の種類' },
  status: { zh: '处理状态', en: 'Status', es: 'Estado', ja: '状態' },
  note: { zh: '说明', en: 'Note', es: 'Nota', ja: 'メモ' },
  row: { zh: '行号', en: 'Row', es: 'Fila', ja: '行' },
  orderNumbers: { zh: '运单号', en: 'Waybill number', es: 'Número de guía', ja: '運送状番号' },
  expectedWeight: { zh: '计费重 (kg)', en: 'Chargeable weight (kg)', es: 'Peso facturable (kg)', ja: '課金重量 (kg)' },
  expectedAmount: { zh: '预计成本', en: 'Expected cost', es: 'Coste previsto', ja: '予定原価' },
  expectedCurrency: { zh: '成本币种', en: 'Cost currency', es: 'Moneda del coste', ja: '原価通貨' },
});

/** Each difference kind and status as the export writes it. */
export const differenceWords = defineMessages({
  weight: { zh: '重量超差', en: 'Weight over tolerance', es: 'Peso fuera de tolerancia', ja: '重量差異' },
  amount: { zh: '金额超差', en: 'Amount over tolerance', es: 'Importe fuera de tolerancia', ja: '金額差異' },
  noOrder: { zh: '无此订单', en: 'No such order', es: 'Pedido inexistente', ja: '該当注文なし' },
  duplicate: { zh: '重复计费', en: 'Billed twice', es: 'Facturado dos veces', ja: '二重請求' },
  unbilled: { zh: '逾期未出账', en: 'Not billed in time', es: 'Sin facturar a tiempo', ja: '期限超過の未請求' },
  open: { zh: '待处理', en: 'Open', es: 'Pendiente', ja: '未処理' },
  accepted: { zh: '已接受', en: 'Accepted', es: 'Aceptada', ja: '承認済み' },
  disputed: { zh: '有异议', en: 'Disputed', es: 'Disputada', ja: '異議あり' },
});

/** Tables that refer to other records, as a refused delete names them. */
export const payablesReferrers = defineMessages({
  agent_bills: { zh: '代理账单', en: 'agent bills', es: 'facturas de agentes', ja: '代理店請求書' },
  agent_payments: { zh: '代理付款', en: 'payments to agents', es: 'pagos a agentes', ja: '代理店への支払い' },
  agent_bill_differences: { zh: '账单差异', en: 'bill differences', es: 'diferencias de facturas', ja: '請求差異' },
});
