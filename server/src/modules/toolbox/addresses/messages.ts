import type { AddressType, AddressWordKind } from '@fwd/contract';
import { defineMessages, type Message } from '../../../i18n/index.ts';

export const addressMessages = defineMessages({
  noSuchWord: { zh: '词条不存在', en: 'No such word', es: 'No existe la palabra', ja: '語句が存在しません' },
  noSuchKnown: { zh: '已知地址不存在', en: 'No such known address', es: 'No existe la dirección conocida', ja: '既知の住所が存在しません' },
  noSuchDistrict: { zh: '商业区邮编不存在', en: 'No such business-district postcode', es: 'No existe el código postal de zona comercial', ja: 'ビジネス地区の郵便番号が存在しません' },
  duplicateWord: {
    zh: '同一国家、语言的该类词表已有“{value}”',
    en: '"{value}" is already in this list for that country and language',
    es: '«{value}» ya está en esta lista para ese país e idioma',
    ja: '「{value}」はこの国・言語のリストに既にあります',
  },
  duplicateKnown: {
    zh: '该地址（国家、邮编、街道）已在已知地址中',
    en: 'This address (country, postcode, street) is already known',
    es: 'Esta dirección (país, código postal, calle) ya es conocida',
    ja: 'この住所（国・郵便番号・番地）は既に登録されています',
  },
  duplicateDistrict: {
    zh: '{value} 已标记为商业区',
    en: '{value} is already marked as a business district',
    es: '{value} ya está marcado como zona comercial',
    ja: '{value} は既にビジネス地区です',
  },
  builtinFixed: {
    zh: '系统预置词条只能启用或停用',
    en: 'A built-in word can only be switched on or off',
    es: 'Una palabra predefinida solo puede activarse o desactivarse',
    ja: '組み込みの語句は有効・無効の切り替えのみ可能です',
  },
  builtinKept: {
    zh: '系统预置词条不能删除，可以停用',
    en: 'A built-in word cannot be deleted; switch it off instead',
    es: 'Una palabra predefinida no se puede eliminar; desactívela',
    ja: '組み込みの語句は削除できません。無効にしてください',
  },
  noWord: { zh: '词条规范化后为空（只有标点）', en: 'Nothing is left of the word but punctuation', es: 'De la palabra solo queda puntuación', ja: '語句が記号だけです' },
  tooMany: {
    zh: '一次最多 {max} 个地址',
    en: 'At most {max} addresses at a time',
    es: 'Como máximo {max} direcciones a la vez',
    ja: '一度に {max} 件までです',
  },
  notCovered: {
    zh: '地址校验服务不覆盖该国家，按规则判断',
    en: 'The address validation service does not cover this country: the rules decided',
    es: 'El servicio de validación no cubre este país: decidieron las reglas',
    ja: '住所検証サービスはこの国に対応していないため、ルールで判定しました',
  },
  skipped: {
    zh: '本批已连续失败 {count} 次，其余地址不再询问',
    en: 'Failed {count} times in a row in this batch; not asked for the rest',
    es: 'Falló {count} veces seguidas en este lote; no se preguntó por el resto',
    ja: 'このバッチで {count} 回連続して失敗したため、残りは問い合わせていません',
  },
});

export const addressColumns = defineMessages({
  wordsSheet: { zh: '地址词表', en: 'Address words', es: 'Palabras de dirección', ja: '住所語句' },
  knownSheet: { zh: '已知地址', en: 'Known addresses', es: 'Direcciones conocidas', ja: '既知の住所' },
  districtSheet: { zh: '商业区邮编', en: 'Business districts', es: 'Zonas comerciales', ja: 'ビジネス地区' },
  batchSheet: { zh: '地址类型', en: 'Address types', es: 'Tipos de dirección', ja: '住所種別' },
  kind: { zh: '类别', en: 'Kind', es: 'Clase', ja: '種類' },
  country: { zh: '国家代码', en: 'Country code', es: 'Código de país', ja: '国コード' },
  lang: { zh: '语言', en: 'Language', es: 'Idioma', ja: '言語' },
  word: { zh: '词', en: 'Word', es: 'Palabra', ja: '語句' },
  builtin: { zh: '系统预置', en: 'Built-in', es: 'Predefinida', ja: '組み込み' },
  postcode: { zh: '邮编', en: 'Postcode', es: 'Código postal', ja: '郵便番号' },
  city: { zh: '城市', en: 'City', es: 'Ciudad', ja: '市区町村' },
  street: { zh: '街道地址', en: 'Street', es: 'Calle', ja: '番地' },
  line1: { zh: '地址行1', en: 'Address line 1', es: 'Línea de dirección 1', ja: '住所1' },
  line2: { zh: '地址行2', en: 'Address line 2', es: 'Línea de dirección 2', ja: '住所2' },
  line3: { zh: '地址行3', en: 'Address line 3', es: 'Línea de dirección 3', ja: '住所3' },
  company: { zh: '公司名', en: 'Company', es: 'Empresa', ja: '会社名' },
  type: { zh: '地址类型', en: 'Address type', es: 'Tipo de dirección', ja: '住所種別' },
  confidence: { zh: '置信度', en: 'Confidence', es: 'Confianza', ja: '信頼度' },
  source: { zh: '判定来源', en: 'Decided by', es: 'Decidido por', ja: '判定元' },
  poBox: { zh: '邮政信箱', en: 'PO box', es: 'Apartado postal', ja: '私書箱' },
  reasons: { zh: '依据', en: 'Reasons', es: 'Motivos', ja: '根拠' },
  service: { zh: '校验服务', en: 'Validation service', es: 'Servicio de validación', ja: '検証サービス' },
});

export const wordKindNames: Record<AddressWordKind, Message> = {
  company: { zh: '公司名标志', en: 'Company marker', es: 'Marca de empresa', ja: '会社名の標識' },
  business: { zh: '商业用词', en: 'Business word', es: 'Palabra comercial', ja: '事業用の語' },
  residential: { zh: '住宅用词', en: 'Residential word', es: 'Palabra residencial', ja: '住宅用の語' },
  poBox: { zh: '邮政信箱', en: 'PO box', es: 'Apartado postal', ja: '私書箱' },
};

export const typeNames: Record<AddressType, Message> = {
  residential: { zh: '住宅', en: 'Residential', es: 'Residencial', ja: '住宅' },
  commercial: { zh: '商业', en: 'Commercial', es: 'Comercial', ja: '商業' },
  unknown: { zh: '未知', en: 'Unknown', es: 'Desconocido', ja: '不明' },
};

export const sourceNames = defineMessages({
  known: { zh: '已知地址', en: 'Known address', es: 'Dirección conocida', ja: '既知の住所' },
  service: { zh: '地址校验服务', en: 'Validation service', es: 'Servicio de validación', ja: '住所検証サービス' },
  rules: { zh: '规则', en: 'Rules', es: 'Reglas', ja: 'ルール' },
});

export const missNames = defineMessages({
  notCovered: { zh: '不覆盖该国家', en: 'country not covered', es: 'país no cubierto', ja: '対象外の国' },
  failed: { zh: '服务失败，已按规则判断', en: 'service failed, rules decided', es: 'el servicio falló, decidieron las reglas', ja: 'サービス失敗のためルールで判定' },
  slow: { zh: '服务超时，已按规则判断', en: 'service too slow, rules decided', es: 'el servicio tardó demasiado, decidieron las reglas', ja: 'サービスがタイムアウトしたためルールで判定' },
  unknown: { zh: '服务无法分类', en: 'service could not classify', es: 'el servicio no pudo clasificar', ja: 'サービスは分類できず' },
});
