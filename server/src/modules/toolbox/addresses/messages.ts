import type { AddressReason, AddressType, AddressWordKind, Language } from '@fwd/contract';
import { defineMessages, translate, type Message } from '../../../i18n/index.ts';

export const addressMessages = defineMessages({
  noSuchWord: { zh: '词条不存在', en: 'No such word', es: 'No existe la palabra', ja: '語句が存在しません' },
  noSuchKnown: {
    zh: '已知地址不存在',
    en: 'No such known address',
    es: 'No existe la dirección conocida',
    ja: '既知の住所が存在しません',
  },
  noSuchDistrict: {
    zh: '商业区邮编不存在',
    en: 'No such business-district postcode',
    es: 'No existe el código postal de zona comercial',
    ja: 'ビジネス地区の郵便番号が存在しません',
  },
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
  noWord: {
    zh: '词条规范化后为空（只有标点）',
    en: 'Nothing is left of the word but punctuation',
    es: 'De la palabra solo queda puntuación',
    ja: '語句が記号だけです',
  },
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
  unknownCountry: {
    zh: '没有这个国家：{value}',
    en: 'No such country: {value}',
    es: 'No existe el país: {value}',
    ja: 'その国はありません：{value}',
  },
  nothingToClassify: {
    zh: '没有可判定的内容：请填写街道地址或公司名',
    en: 'Nothing to classify: give a street address or a company',
    es: 'Nada que clasificar: indique una dirección o una empresa',
    ja: '判定できる内容がありません。番地か会社名を入力してください',
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
  street: { zh: '街道类型', en: 'Street type', es: 'Tipo de vía', ja: '通りの種類' },
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
  failed: {
    zh: '服务失败，已按规则判断',
    en: 'service failed, rules decided',
    es: 'el servicio falló, decidieron las reglas',
    ja: 'サービス失敗のためルールで判定',
  },
  slow: {
    zh: '服务超时，已按规则判断',
    en: 'service too slow, rules decided',
    es: 'el servicio tardó demasiado, decidieron las reglas',
    ja: 'サービスがタイムアウトしたためルールで判定',
  },
  busy: {
    zh: '服务要求稍后再试，已按规则判断',
    en: 'service asked to wait, rules decided',
    es: 'el servicio pidió esperar, decidieron las reglas',
    ja: 'サービスが待機を求めたためルールで判定',
  },
  noCandidate: {
    zh: '服务找不到该地址',
    en: 'service found no such address',
    es: 'el servicio no encontró la dirección',
    ja: 'サービスは住所を見つけられず',
  },
  unknown: {
    zh: '服务无法分类',
    en: 'service could not classify',
    es: 'el servicio no pudo clasificar',
    ja: 'サービスは分類できず',
  },
});

const fieldNames = defineMessages({
  company: { zh: '公司名', en: 'company', es: 'empresa', ja: '会社名' },
  lines: { zh: '地址', en: 'address', es: 'dirección', ja: '住所' },
  city: { zh: '城市', en: 'city', es: 'ciudad', ja: '市区町村' },
  postcode: { zh: '邮编', en: 'postcode', es: 'código postal', ja: '郵便番号' },
  address: { zh: '地址', en: 'address', es: 'dirección', ja: '住所' },
});

/** A reason in the reader's words, as the screen says it (web: toolbox addressType.reason). */
const reasonMessages = defineMessages({
  known: {
    zh: '已知地址“{match}”',
    en: 'Known address "{match}"',
    es: 'Dirección conocida «{match}»',
    ja: '既知の住所「{match}」',
  },
  company: {
    zh: '公司名标志“{match}”（{field}）',
    en: 'Company marker "{match}" ({field})',
    es: 'Marca de empresa «{match}» ({field})',
    ja: '会社名の標識「{match}」（{field}）',
  },
  companyGiven: {
    zh: '填写了公司名“{match}”',
    en: 'A company name is given: "{match}"',
    es: 'Se indica una empresa: «{match}»',
    ja: '会社名の記載あり「{match}」',
  },
  business: {
    zh: '商业用词“{match}”（{field}）',
    en: 'Business word "{match}" ({field})',
    es: 'Palabra comercial «{match}» ({field})',
    ja: '事業用の語「{match}」（{field}）',
  },
  residential: {
    zh: '住宅用词“{match}”（{field}）',
    en: 'Residential word "{match}" ({field})',
    es: 'Palabra residencial «{match}» ({field})',
    ja: '住宅用の語「{match}」（{field}）',
  },
  poBox: {
    zh: '邮政信箱“{match}”（{field}）',
    en: 'PO box "{match}" ({field})',
    es: 'Apartado postal «{match}» ({field})',
    ja: '私書箱「{match}」（{field}）',
  },
  district: {
    zh: '商业区邮编 {match}',
    en: 'Business-district postcode {match}',
    es: 'Código postal de zona comercial {match}',
    ja: 'ビジネス地区の郵便番号 {match}',
  },
  streetName: {
    zh: '“{match}”是街道名的一部分，不计入',
    en: '"{match}" is part of the street’s name, not counted',
    es: '«{match}» forma parte del nombre de la calle, no cuenta',
    ja: '「{match}」は通りの名前の一部のため数えません',
  },
  numberedStreet: {
    zh: '“{match}”只有门牌号和街道，没有商业或住宅用词：按住宅判定，置信度低',
    en: '"{match}" is a house number on a street with no business or home word: residential, with a low confidence',
    es: '«{match}» es un número en una calle sin palabra comercial ni residencial: residencial, con confianza baja',
    ja: '「{match}」は番地と通りだけで事業用・住宅用の語がありません。住宅と判定（信頼度は低）',
  },
  serviceResidential: {
    zh: '地址校验服务判定为住宅',
    en: 'The validation service says residential',
    es: 'El servicio de validación dice residencial',
    ja: '住所検証サービスの判定：住宅',
  },
  serviceCommercial: {
    zh: '地址校验服务判定为商业',
    en: 'The validation service says commercial',
    es: 'El servicio de validación dice comercial',
    ja: '住所検証サービスの判定：商業',
  },
  serviceUnknown: {
    zh: '地址校验服务无法判定',
    en: 'The validation service could not tell',
    es: 'El servicio de validación no pudo decidir',
    ja: '住所検証サービスは判定できませんでした',
  },
});

const SERVICE_SAYS = {
  residential: reasonMessages.serviceResidential,
  commercial: reasonMessages.serviceCommercial,
  unknown: reasonMessages.serviceUnknown,
};

export const reasonText = (lang: Language, r: AddressReason) =>
  translate(lang, r.kind === 'service' ? SERVICE_SAYS[r.leans] : reasonMessages[r.kind], {
    match: r.match,
    field: translate(lang, fieldNames[r.field]),
  });
