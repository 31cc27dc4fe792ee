import { defineMessages } from '../../i18n/index.ts';

export const quoteMessages = defineMessages({
  costSheets: {
    zh: '成本价格表需要“查看成本与利润”权限',
    en: 'Cost rate sheets need the permission to see cost and profit',
    es: 'Las tarifas de coste requieren el permiso para ver coste y beneficio',
    ja: '原価の料金表には「原価と利益の閲覧」権限が必要です',
  },
  customerSheets: {
    zh: '客户价格表需要“调整计费”权限',
    en: "A customer's own rate sheets need the permission to adjust charges",
    es: 'Las tarifas propias de un cliente requieren el permiso para ajustar cargos',
    ja: '顧客専用の料金表には「計費の調整」権限が必要です',
  },
  customerNeeded: {
    zh: '请选择客户',
    en: 'Choose the customer',
    es: 'Elija el cliente',
    ja: '顧客を選択してください',
  },
  noSuchCustomer: {
    zh: '客户不存在',
    en: 'No such customer',
    es: 'No existe el cliente',
    ja: '顧客が存在しません',
  },
  sheetNotFound: {
    zh: '价格表不存在',
    en: 'No such rate sheet',
    es: 'No existe la tarifa',
    ja: '料金表が存在しません',
  },
  sheetNotFuture: {
    zh: '该价格表已生效，不能修改或删除；请新建一张从某天起生效的价格表',
    en: 'This rate sheet is already in force; it cannot be changed or deleted. Add a new sheet from a day instead',
    es: 'Esta tarifa ya está en vigor; no se puede cambiar ni eliminar. Añada una nueva tarifa desde un día',
    ja: 'この料金表は既に有効です。変更・削除はできません。ある日から有効な新しい料金表を追加してください',
  },
  sheetUsed: {
    zh: '该价格表已于 {at} 首次用于报价，不能撤回；请新建一张从某天起生效的价格表',
    en: 'This rate sheet first priced a quote at {at}; it can no longer be withdrawn. Add a new sheet from a day instead',
    es: 'Esta tarifa ya cotizó por primera vez el {at}; ya no se puede retirar. Añada una nueva tarifa desde un día',
    ja: 'この料金表は {at} に初めて見積もりに使われたため、取り下げできません。ある日から有効な新しい料金表を追加してください',
  },
  dayGone: {
    zh: '生效日期不能早于今天（{today}）：已经过去的日子按当时的价格表报过价，不能再改',
    en: 'A rate sheet cannot take effect before today ({today}): the days gone were quoted from the sheets then in force and stay so',
    es: 'Una tarifa no puede entrar en vigor antes de hoy ({today}): los días pasados se cotizaron con las tarifas entonces vigentes y así se quedan',
    ja: '適用開始日を今日（{today}）より前にはできません。過ぎた日はその時の料金表で見積もり済みで、変えられません',
  },
  dayTaken: {
    zh: '该渠道已有 {day} 生效的价格表',
    en: 'The channel already has a rate sheet in force from {day}',
    es: 'El canal ya tiene una tarifa vigente desde el {day}',
    ja: 'このチャネルには {day} から有効な料金表が既にあります',
  },
  unknownCountry: {
    zh: '没有这个国家：{value}',
    en: 'No such country: {value}',
    es: 'No existe el país: {value}',
    ja: 'その国はありません：{value}',
  },
  notBefore: {
    zh: '不能早于{other}',
    en: 'Must not be before {other}',
    es: 'No puede ser anterior a {other}',
    ja: '{other}より前にはできません',
  },
  notBelow: {
    zh: '不能小于{other}',
    en: 'Must not be less than {other}',
    es: 'No puede ser menor que {other}',
    ja: '{other}未満にはできません',
  },
  stepPair: {
    zh: '第二进位单位和其起点须同时填写',
    en: 'The second step and the weight it starts above go together',
    es: 'El segundo redondeo y el peso desde el que se aplica van juntos',
    ja: '第二の切り上げ単位とその開始重量は両方指定してください',
  },
  weightNeeded: {
    zh: '请填写重量，或填写各件的尺寸和重量',
    en: 'Give the weight, or the pieces with their sizes and weights',
    es: 'Indique el peso, o los bultos con sus medidas y pesos',
    ja: '重量、または各荷物の寸法と重量を入力してください',
  },
  weightMismatch: {
    zh: '重量 {weight} kg 与各件重量之和 {sum} kg 不符',
    en: "The weight {weight} kg is not the pieces' sum, {sum} kg",
    es: 'El peso {weight} kg no es la suma de los bultos, {sum} kg',
    ja: '重量 {weight} kg が各荷物の合計 {sum} kg と一致しません',
  },
});

/** The rate sheet workbook: its two worksheets, their columns, and the words its cells use. */
export const rateSheetLabels = defineMessages({
  grid: { zh: '价格表', en: 'Rates', es: 'Tarifas', ja: '料金表' },
  zones: { zh: '分区', en: 'Zones', es: 'Zonas', ja: 'ゾーン' },
  fromKg: { zh: '起始重量', en: 'From (kg)', es: 'Desde (kg)', ja: '開始重量' },
  toKg: { zh: '截止重量', en: 'To (kg)', es: 'Hasta (kg)', ja: '終了重量' },
  model: { zh: '计价方式', en: 'Rate model', es: 'Modelo de tarifa', ja: '料金方式' },
  item: { zh: '价格项', en: 'Price item', es: 'Concepto', ja: '料金項目' },
  firstKg: { zh: '首重', en: 'First weight (kg)', es: 'Primer peso (kg)', ja: '初重' },
  stepKg: { zh: '续重单位', en: 'Additional step (kg)', es: 'Tramo adicional (kg)', ja: '続重単位' },
  zone: { zh: '分区', en: 'Zone', es: 'Zona', ja: 'ゾーン' },
  name: { zh: '分区名称', en: 'Zone name', es: 'Nombre de zona', ja: 'ゾーン名' },
  country: { zh: '国家', en: 'Country', es: 'País', ja: '国' },
  match: { zh: '邮编类型', en: 'Match', es: 'Coincidencia', ja: '照合方法' },
  value: { zh: '邮编', en: 'Postcode', es: 'Código postal', ja: '郵便番号' },
  valueTo: { zh: '邮编止', en: 'Last postcode', es: 'Último código postal', ja: '終了郵便番号' },
});

export const rateModelLabels = defineMessages({
  flat: { zh: '固定价', en: 'Flat', es: 'Fija', ja: '定額' },
  perKg: { zh: '每公斤', en: 'Per kg', es: 'Por kg', ja: 'kg 単価' },
  firstAdditional: { zh: '首重续重', en: 'First + additional', es: 'Primer peso + adicional', ja: '初重＋続重' },
  perKgPlusFee: { zh: '每公斤加每件费', en: 'Per kg + per piece', es: 'Por kg + por bulto', ja: 'kg 単価＋個数料金' },
});

/** What a grid row's zone cells hold: the price, or for the band above it the additional-step price or the per-piece fee. */
export const rateItemLabels = defineMessages({
  price: { zh: '价格', en: 'Price', es: 'Precio', ja: '料金' },
  stepPrice: { zh: '续重价', en: 'Additional price', es: 'Precio adicional', ja: '続重料金' },
  pieceFee: { zh: '每件费', en: 'Per piece fee', es: 'Tarifa por bulto', ja: '個数料金' },
});

export const rateSheetProblems = defineMessages({
  noZoneSheet: {
    zh: '缺少第二张工作表：分区表',
    en: 'The second worksheet, the zone list, is missing',
    es: 'Falta la segunda hoja, la lista de zonas',
    ja: '2 枚目のシート（ゾーン一覧）がありません',
  },
  notNumber: {
    zh: '应为不小于 0 的数字，最多 {scale} 位小数',
    en: 'A number of at least 0 with at most {scale} decimals',
    es: 'Un número de al menos 0 con {scale} decimales como máximo',
    ja: '0 以上、小数点以下 {scale} 桁までの数値にしてください',
  },
  unknownWord: {
    zh: '无法识别“{value}”',
    en: '"{value}" is not recognised',
    es: '«{value}» no se reconoce',
    ja: '「{value}」を認識できません',
  },
  notZoneCode: {
    zh: '分区代码“{value}”无效：字母、数字、点、下划线或短横线，最多 20 位',
    en: 'The zone code "{value}" is not valid: letters, digits, dots, underscores or dashes, at most 20',
    es: 'El código de zona «{value}» no es válido: letras, dígitos, puntos, guiones bajos o guiones, 20 como máximo',
    ja: 'ゾーンコード「{value}」が無効です：英数字・ドット・下線・ハイフンで 20 文字まで',
  },
  required: { zh: '必填', en: 'Required', es: 'Obligatorio', ja: '必須です' },
  noPriceRow: {
    zh: '上方没有相同重量段和计价方式的“价格”行',
    en: 'No "Price" row above it with the same weights and rate model',
    es: 'No hay una fila «Precio» encima con los mismos pesos y modelo',
    ja: '上に同じ重量帯・料金方式の「料金」行がありません',
  },
  noPriceForZone: {
    zh: '上方的“价格”行中该分区没有价格',
    en: 'The "Price" row above has no price for this zone',
    es: 'La fila «Precio» de arriba no tiene precio para esta zona',
    ja: '上の「料金」行にこのゾーンの料金がありません',
  },
});

/** What refers to another record through the quotes' tables, for the 40900 of a refused delete. */
export const quoteReferrers = defineMessages({
  rate_sheets: { zh: '价格表', en: 'rate sheets', es: 'tarifas', ja: '料金表' },
  rate_zone_members: { zh: '价格表的分区', en: 'rate sheet zones', es: 'zonas de tarifas', ja: '料金表のゾーン' },
  shipping_remarks: { zh: '运输备注', en: 'shipping remarks', es: 'observaciones de envío', ja: '輸送備考' },
});
