import { defineMessages } from '../../i18n/index.ts';

export const surchargeMessages = defineMessages({
  costSide: {
    zh: '成本附加费需要“查看成本与利润”权限',
    en: 'Cost surcharges need the permission to see cost and profit',
    es: 'Los recargos de coste requieren el permiso para ver coste y beneficio',
    ja: '原価の付加料金には「原価と利益の閲覧」権限が必要です',
  },
  notFound: {
    zh: '附加费规则不存在',
    en: 'No such surcharge rule',
    es: 'No existe la regla de recargo',
    ja: '付加料金ルールが存在しません',
  },
  fuelIsPercent: {
    zh: '燃油附加费按百分比计算',
    en: 'A fuel surcharge is a percentage',
    es: 'El recargo por combustible es un porcentaje',
    ja: '燃油サーチャージは百分率で計算します',
  },
  percentOnlyFuel: {
    zh: '只有燃油附加费按百分比计算',
    en: 'Only a fuel surcharge is a percentage',
    es: 'Solo el recargo por combustible es un porcentaje',
    ja: '百分率で計算するのは燃油サーチャージだけです',
  },
  fuelNotOnFuel: {
    zh: '燃油附加费不计入自身',
    en: 'A fuel surcharge is not charged fuel on itself',
    es: 'El recargo por combustible no se grava a sí mismo',
    ja: '燃油サーチャージ自体には燃油はかかりません',
  },
  thresholdNeeded: {
    zh: '请填写触发条件',
    en: 'Give the threshold that triggers it',
    es: 'Indique el umbral que lo activa',
    ja: '発生条件となる基準値を入力してください',
  },
  cargoNeeded: {
    zh: '请选择收费的货物类型',
    en: 'Choose the cargo types it charges for',
    es: 'Elija los tipos de carga que cobra',
    ja: '課金対象の貨物種別を選択してください',
  },
  peakPerKgOrPiece: {
    zh: '旺季附加费按每公斤（计费重）或每件收取',
    en: 'A peak-season surcharge is charged per chargeable kg or per piece',
    es: 'El recargo de temporada alta se cobra por kg facturable o por bulto',
    ja: '繁忙期サーチャージは請求重量 1 kg ごとまたは 1 個ごとに課金します',
  },
  seasonEnd: {
    zh: '请填写旺季的截止日期',
    en: 'Give the day the peak season ends',
    es: 'Indique el día en que termina la temporada alta',
    ja: '繁忙期の終了日を入力してください',
  },
  notBefore: {
    zh: '不能早于生效日期',
    en: 'Must not be before the day it takes effect',
    es: 'No puede ser anterior al día de entrada en vigor',
    ja: '有効開始日より前にはできません',
  },
  noSuchChannels: {
    zh: '这些渠道不存在：{ids}',
    en: 'These channels do not exist: {ids}',
    es: 'Estos canales no existen: {ids}',
    ja: '次のチャネルは存在しません：{ids}',
  },
  listNotFound: {
    zh: '偏远地区表不存在',
    en: 'No such remote-area list',
    es: 'No existe la lista de zonas remotas',
    ja: '遠隔地リストが存在しません',
  },
  unknownCountry: { zh: '没有这个国家', en: 'No such country', es: 'No existe el país', ja: 'その国はありません' },
  notPostcode: {
    zh: '邮编只能包含字母、数字、空格和短横线（最多 12 位）',
    en: 'A postcode holds letters, digits, spaces and dashes (at most 12)',
    es: 'Un código postal tiene letras, dígitos, espacios y guiones (12 como máximo)',
    ja: '郵便番号は英字・数字・空白・ハイフンのみ（12 文字まで）です',
  },
  rangeNeedsEnd: {
    zh: '区间须填写邮编止，且与起始邮编位数相同、不小于起始邮编',
    en: 'A range needs its last postcode, as long as the first and not before it',
    es: 'Un intervalo necesita su último código, de la misma longitud que el primero y no anterior',
    ja: '範囲には、開始と同じ桁数で開始以上の終了郵便番号が必要です',
  },
  onlyForRange: {
    zh: '只有区间才填写邮编止',
    en: 'Only a range has a last postcode',
    es: 'Solo un intervalo tiene último código',
    ja: '終了郵便番号は範囲のときだけ指定します',
  },
});

export const remoteColumns = defineMessages({
  sheet: { zh: '偏远地区', en: 'Remote areas', es: 'Zonas remotas', ja: '遠隔地' },
  country: { zh: '国家', en: 'Country', es: 'País', ja: '国' },
  match: { zh: '匹配方式', en: 'Match', es: 'Coincidencia', ja: '照合方法' },
  value: { zh: '邮编或城市', en: 'Postcode or city', es: 'Código postal o ciudad', ja: '郵便番号または都市' },
  valueTo: { zh: '邮编止', en: 'Last postcode', es: 'Último código postal', ja: '終了郵便番号' },
  remoteClass: { zh: '偏远等级', en: 'Remote class', es: 'Clase remota', ja: '遠隔地区分' },
});

/** How a zone member or remote-area entry matches, as sheets word it (and read it back in any language). */
export const matchLabels = defineMessages({
  country: { zh: '全国', en: 'Whole country', es: 'Todo el país', ja: '全国' },
  prefix: { zh: '邮编前缀', en: 'Postcode prefix', es: 'Prefijo postal', ja: '郵便番号前方一致' },
  range: { zh: '邮编区间', en: 'Postcode range', es: 'Intervalo postal', ja: '郵便番号範囲' },
  exact: { zh: '邮编', en: 'Postcode', es: 'Código postal', ja: '郵便番号' },
  city: { zh: '城市', en: 'City', es: 'Ciudad', ja: '都市' },
});

/** What refers to a channel through the surcharges' tables, for the 40900 of a refused delete. */
export const surchargeReferrers = defineMessages({
  surcharge_channels: { zh: '附加费规则', en: 'surcharge rules', es: 'reglas de recargo', ja: '付加料金ルール' },
  remote_lists: { zh: '偏远地区清单', en: 'remote-area lists', es: 'listas de zonas remotas', ja: '遠隔地リスト' },
  remote_entries: {
    zh: '偏远地区清单的条目',
    en: 'remote-area list entries',
    es: 'entradas de listas de zonas remotas',
    ja: '遠隔地リストの項目',
  },
});
