import { defineMessages } from '../../../i18n/index.ts';

export const remoteMessages = defineMessages({
  needPlace: {
    zh: '请填写邮编或城市',
    en: 'Give a postcode or a city',
    es: 'Indique un código postal o una ciudad',
    ja: '郵便番号または都市を入力してください',
  },
  unknownCountry: {
    zh: '没有这个国家：{value}',
    en: 'No such country: {value}',
    es: 'No existe el país: {value}',
    ja: 'その国はありません：{value}',
  },
  noPostcodes: {
    zh: '没有邮编',
    en: 'No postcodes',
    es: 'No hay códigos postales',
    ja: '郵便番号がありません',
  },
  tooManyPostcodes: {
    zh: '一次最多 {max} 个邮编',
    en: 'At most {max} postcodes at once',
    es: 'Como máximo {max} códigos postales a la vez',
    ja: '一度に最大 {max} 件の郵便番号です',
  },
});

/** The batch's workbook: read for its postcode column, written with the answer beside it (so an export reads back in). */
export const batchColumns = defineMessages({
  sheet: { zh: '偏远地区查询', en: 'Remote area check', es: 'Consulta de zonas remotas', ja: '遠隔地照会' },
  postcode: { zh: '邮编', en: 'Postcode', es: 'Código postal', ja: '郵便番号' },
  status: { zh: '结果', en: 'Result', es: 'Resultado', ja: '結果' },
  carriers: {
    zh: '承运商偏远等级',
    en: 'Carriers’ remote classes',
    es: 'Clases remotas por transportista',
    ja: '運送会社別の遠隔地区分',
  },
  channel: { zh: '渠道', en: 'Channel', es: 'Canal', ja: 'チャネル' },
  surcharge: { zh: '偏远附加费', en: 'Remote surcharge', es: 'Recargo por zona remota', ja: '遠隔地付加料金' },
  currency: { zh: '币种', en: 'Currency', es: 'Moneda', ja: '通貨' },
});

export const batchStatuses = defineMessages({
  remote: { zh: '偏远', en: 'Remote', es: 'Remota', ja: '遠隔地' },
  notRemote: { zh: '非偏远', en: 'Not remote', es: 'No remota', ja: '遠隔地ではない' },
  invalid: {
    zh: '邮编格式不正确',
    en: 'Not a postcode',
    es: 'No es un código postal',
    ja: '郵便番号の形式が正しくありません',
  },
});
