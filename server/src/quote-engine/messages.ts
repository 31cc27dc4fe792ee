import { defineMessages } from '../i18n/index.ts';

/** What checkSheet says about a bad row of a rate sheet (the quotes module answers 40000 with them, each on its path). */
export const sheetMessages = defineMessages({
  duplicateZone: {
    zh: '分区代码 {zone} 重复',
    en: 'Zone code {zone} is used twice',
    es: 'El código de zona {zone} está repetido',
    ja: 'ゾーンコード {zone} が重複しています',
  },
  noValueForCountry: {
    zh: '整个国家的分区不填邮编',
    en: 'A whole-country member takes no postcode',
    es: 'Un miembro de país entero no lleva código postal',
    ja: '国全体のメンバーには郵便番号を入れません',
  },
  valueRequired: {
    zh: '该匹配方式需要填写邮编',
    en: 'This match needs a postcode',
    es: 'Este tipo de coincidencia necesita un código postal',
    ja: 'この一致方法には郵便番号が必要です',
  },
  valueToOnlyForRange: {
    zh: '只有邮编区间填写截止邮编',
    en: 'Only a range takes a last postcode',
    es: 'Solo un rango lleva código postal final',
    ja: '終了郵便番号を入れるのは範囲のみです',
  },
  rangeLengths: {
    zh: '邮编区间的起止长度必须相同（{from}–{to}）',
    en: 'Both ends of a range must have the same length ({from}–{to})',
    es: 'Los dos extremos de un rango deben tener la misma longitud ({from}–{to})',
    ja: '範囲の開始と終了は同じ長さにしてください（{from}–{to}）',
  },
  rangeBackwards: {
    zh: '邮编区间起始大于截止（{from}–{to}）',
    en: 'The range starts after it ends ({from}–{to})',
    es: 'El rango empieza después de terminar ({from}–{to})',
    ja: '範囲の開始が終了より後です（{from}–{to}）',
  },
  claimedTwice: {
    zh: '{what} 已属于分区 {zone}',
    en: '{what} is already in zone {zone}',
    es: '{what} ya está en la zona {zone}',
    ja: '{what} はすでにゾーン {zone} に含まれています',
  },
  rangeOverlap: {
    zh: '{what} 与分区 {zone} 的邮编区间 {other} 重叠',
    en: "{what} overlaps zone {zone}'s range {other}",
    es: '{what} se solapa con el rango {other} de la zona {zone}',
    ja: '{what} はゾーン {zone} の範囲 {other} と重なっています',
  },
  unknownZone: {
    zh: '本价格表没有分区 {zone}',
    en: 'No zone {zone} on this sheet',
    es: 'No hay zona {zone} en esta tarifa',
    ja: 'この料金表にゾーン {zone} はありません',
  },
  bandEmpty: {
    zh: '截止重量须大于起始重量（{from}–{to} kg）',
    en: 'The band must end above where it starts ({from}–{to} kg)',
    es: 'El tramo debe terminar por encima de donde empieza ({from}–{to} kg)',
    ja: '終了重量は開始重量より大きくしてください（{from}–{to} kg）',
  },
  bandStart: {
    zh: '分区 {zone} 的第一个重量段须从 0 kg 开始，而不是 {from} kg',
    en: "Zone {zone}'s first band must start at 0 kg, not {from} kg",
    es: 'El primer tramo de la zona {zone} debe empezar en 0 kg, no en {from} kg',
    ja: 'ゾーン {zone} の最初の重量帯は {from} kg ではなく 0 kg から始めてください',
  },
  bandGap: {
    zh: '分区 {zone} 在 {to} kg 与 {from} kg 之间有空档',
    en: 'Zone {zone} has a gap between {to} kg and {from} kg',
    es: 'La zona {zone} tiene un hueco entre {to} kg y {from} kg',
    ja: 'ゾーン {zone} の {to} kg と {from} kg の間に空きがあります',
  },
  bandOverlap: {
    zh: '与分区 {zone} 截止于 {to} kg 的重量段重叠',
    en: "Overlaps zone {zone}'s band ending at {to} kg",
    es: 'Se solapa con el tramo de la zona {zone} que termina en {to} kg',
    ja: 'ゾーン {zone} の {to} kg までの重量帯と重なっています',
  },
  modelField: {
    zh: '计价方式 {model} 需要填写此项',
    en: 'The {model} model needs this',
    es: 'El modelo {model} necesita este dato',
    ja: '計算方式 {model} ではこの項目が必要です',
  },
  stepPositive: {
    zh: '续重单位须大于 0 kg',
    en: 'The additional step must be more than 0 kg',
    es: 'El paso adicional debe ser mayor que 0 kg',
    ja: '続重の単位は 0 kg より大きくしてください',
  },
  zoneWithoutRates: {
    zh: '分区 {zone} 没有价格',
    en: 'Zone {zone} has no rates',
    es: 'La zona {zone} no tiene tarifas',
    ja: 'ゾーン {zone} に料金がありません',
  },
});
