import { defineMessages } from '../../../i18n/index.ts';

export const tariffMessages = defineMessages({
  lineNotFound: {
    zh: '商品编码不存在',
    en: 'No such national line',
    es: 'No existe la línea nacional',
    ja: '該当する商品コードがありません',
  },
  codeNotFound: {
    zh: '编码 {code} 不在海关编码库中',
    en: 'Code {code} is not in the nomenclature',
    es: 'El código {code} no está en la nomenclatura',
    ja: 'コード {code} は品目表にありません',
  },
  notSubheading: {
    zh: '前六位 {subheading} 不是 HS 2022 子目',
    en: 'Its first six digits, {subheading}, are not an HS 2022 subheading',
    es: 'Sus seis primeros dígitos, {subheading}, no son una subpartida del SA 2022',
    ja: '先頭6桁 {subheading} は HS 2022 の号ではありません',
  },
  noSuchSynonym: {
    zh: '商品俗名不存在',
    en: 'No such everyday name',
    es: 'No existe el nombre común',
    ja: '該当する通称がありません',
  },
  noSynonymWord: {
    zh: '名称规范化后为空（只有标点）',
    en: 'Nothing is left of the name but punctuation',
    es: 'Del nombre solo queda puntuación',
    ja: '名称が記号だけです',
  },
  notInNomenclature: {
    zh: '{codes} 不是 HS 2022 的章、品目或子目',
    en: '{codes}: not a chapter, heading or subheading of HS 2022',
    es: '{codes}: no es un capítulo, partida ni subpartida del SA 2022',
    ja: '{codes} は HS 2022 の類・項・号ではありません',
  },
  duplicateSynonym: {
    zh: '“{value}”与已有的“{taken}”是同一个名称',
    en: '"{value}" is the same name as "{taken}", already in the list',
    es: '«{value}» es el mismo nombre que «{taken}», que ya está en la lista',
    ja: '「{value}」は既にある「{taken}」と同じ名称です',
  },
  builtinSynonymWord: {
    zh: '系统预置的名称不能改写，可以修改编码或停用',
    en: 'A built-in name cannot be reworded; change its codes or switch it off',
    es: 'Un nombre predefinido no se puede reescribir; cambie sus códigos o desactívelo',
    ja: '組み込みの名称は変更できません。コードの変更か無効化をしてください',
  },
  builtinSynonymKept: {
    zh: '系统预置的名称不能删除，可以停用',
    en: 'A built-in name cannot be deleted; switch it off instead',
    es: 'Un nombre predefinido no se puede eliminar; desactívelo',
    ja: '組み込みの名称は削除できません。無効にしてください',
  },
  notBefore: {
    zh: '不能早于生效日期',
    en: 'Must not be before the day it takes effect',
    es: 'No puede ser anterior al día de entrada en vigor',
    ja: '有効開始日より前にはできません',
  },
});

export const tariffColumns = defineMessages({
  sheet: { zh: '商品编码', en: 'National lines', es: 'Líneas nacionales', ja: '商品コード' },
  code: { zh: '商品编码', en: 'Code', es: 'Código', ja: '商品コード' },
  name: { zh: '商品名称', en: 'Name', es: 'Nombre', ja: '品名' },
  unit1: { zh: '第一法定单位', en: 'First legal unit', es: 'Primera unidad legal', ja: '第一法定単位' },
  unit2: { zh: '第二法定单位', en: 'Second legal unit', es: 'Segunda unidad legal', ja: '第二法定単位' },
  elements: { zh: '申报要素', en: 'Declaration elements', es: 'Elementos de declaración', ja: '申告要素' },
  rebateRate: {
    zh: '出口退税率(%)',
    en: 'Export rebate (%)',
    es: 'Reembolso a la exportación (%)',
    ja: '輸出還付率(%)',
  },
  supervision: { zh: '监管条件', en: 'Supervision conditions', es: 'Condiciones de control', ja: '監督管理条件' },
  effectiveFrom: { zh: '生效日期', en: 'Effective from', es: 'Vigente desde', ja: '有効開始日' },
  effectiveTo: { zh: '失效日期', en: 'Effective to', es: 'Vigente hasta', ja: '有効終了日' },
});

/** What refers to a heading or subheading of the nomenclature, for the 40900 of a refused delete. */
export const tariffReferrers = defineMessages({
  tariff_lines: { zh: '国家税号', en: 'national tariff lines', es: 'líneas arancelarias nacionales', ja: '国内税番' },
  tariff_nomenclature: {
    zh: '下级海关编码',
    en: 'codes under it',
    es: 'códigos que dependen de él',
    ja: '下位のHSコード',
  },
});

/** The heading and subheading names' workbook, and what it refuses. */
export const tariffNameColumns = defineMessages({
  sheet: { zh: '品目子目中文名', en: 'Heading names', es: 'Nombres de partidas', ja: '項・号の中国語名' },
  code: { zh: '品目/子目编码', en: 'Heading or subheading', es: 'Partida o subpartida', ja: '項・号' },
  nameEn: { zh: '英文名称', en: 'English name', es: 'Nombre en inglés', ja: '英語名' },
  nameZh: { zh: '中文名称', en: 'Chinese name', es: 'Nombre en chino', ja: '中国語名' },
  notInHs: {
    zh: '“{code}”不是 HS 2022 的品目或子目',
    en: '"{code}" is not a heading or subheading of HS 2022',
    es: '«{code}» no es una partida ni una subpartida del SA 2022',
    ja: '「{code}」は HS 2022 の項・号ではありません',
  },
});
