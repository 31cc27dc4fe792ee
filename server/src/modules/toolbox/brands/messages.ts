import { defineMessages } from '../../../i18n/index.ts';

export const brandMessages = defineMessages({
  notFound: { zh: '品牌不存在', en: 'No such brand', es: 'No existe la marca', ja: 'ブランドが存在しません' },
  wordNotFound: { zh: '该非品牌词不存在', en: 'No such word', es: 'No existe la palabra', ja: 'その語は存在しません' },
  noSuchChannels: {
    zh: '这些渠道不存在：{ids}',
    en: 'These channels do not exist: {ids}',
    es: 'Estos canales no existen: {ids}',
    ja: '次のチャネルは存在しません：{ids}',
  },
  aliasRepeated: {
    zh: '别名与品牌名或其他别名重复：{alias}',
    en: 'An alias repeats the name or another alias: {alias}',
    es: 'Un alias repite el nombre u otro alias: {alias}',
    ja: '別名がブランド名または他の別名と重複しています：{alias}',
  },
  aliasSeparator: {
    zh: '别名不能含逗号、分号、顿号或换行（表格里用它们分隔别名）：{alias}',
    en: 'An alias cannot hold a comma, semicolon or line break (they separate aliases in the spreadsheet): {alias}',
    es: 'Un alias no puede contener comas, punto y coma ni saltos de línea (separan los alias en la hoja de cálculo): {alias}',
    ja: '別名に読点・カンマ・セミコロン・改行は使えません（表では別名の区切りです）：{alias}',
  },
  noDescriptionColumn: {
    zh: '第一个工作表中没有商品描述',
    en: 'The first worksheet holds no descriptions',
    es: 'La primera hoja no contiene descripciones',
    ja: '最初のワークシートに商品説明がありません',
  },
  tooManyLines: {
    zh: '一次最多检查 {max} 条描述',
    en: 'At most {max} descriptions can be checked at once',
    es: 'Se pueden comprobar como máximo {max} descripciones a la vez',
    ja: '一度に確認できる説明は {max} 件までです',
  },
});

export const brandColumns = defineMessages({
  sheet: { zh: '品牌', en: 'Brands', es: 'Marcas', ja: 'ブランド' },
  name: { zh: '品牌名称', en: 'Brand', es: 'Marca', ja: 'ブランド名' },
  aliases: { zh: '别名', en: 'Aliases', es: 'Alias', ja: '別名' },
  category: { zh: '类别', en: 'Category', es: 'Categoría', ja: '区分' },
  riskLevel: { zh: '风险等级', en: 'Risk level', es: 'Nivel de riesgo', ja: 'リスクレベル' },
  channels: { zh: '拒收渠道', en: 'Refusing channels', es: 'Canales que la rechazan', ja: '引受不可チャネル' },
  wholeWord: { zh: '仅整词匹配', en: 'Whole word only', es: 'Solo palabra completa', ja: '単語単位のみ' },
});

/** The check's export: one row per hit. */
export const checkColumns = defineMessages({
  sheet: { zh: '品牌检查结果', en: 'Brand check', es: 'Control de marcas', ja: 'ブランド確認結果' },
  line: { zh: '行号', en: 'Line', es: 'Línea', ja: '行' },
  text: { zh: '商品描述', en: 'Description', es: 'Descripción', ja: '商品説明' },
  brand: { zh: '品牌', en: 'Brand', es: 'Marca', ja: 'ブランド' },
  matched: { zh: '匹配文字', en: 'Matched text', es: 'Texto coincidente', ja: '一致した文字' },
  position: { zh: '位置', en: 'Position', es: 'Posición', ja: '位置' },
  how: { zh: '匹配方式', en: 'How', es: 'Cómo', ja: '一致方法' },
  distance: { zh: '编辑距离', en: 'Edit distance', es: 'Distancia de edición', ja: '編集距離' },
});

/** Words a description column may be headed by, in a sheet to check (any case); besides checkColumns.text's. */
export const DESCRIPTION_HEADERS = [
  'description',
  'descriptions',
  'goods',
  'product',
  'item',
  '品名',
  '商品',
  '货物描述',
  '商品名称',
  '中文品名',
  '英文品名',
  '描述',
  '説明',
  'descripción',
];

export const categoryLabels = defineMessages({
  infringing: { zh: '侵权/仿牌', en: 'Infringing', es: 'Infractora', ja: '権利侵害・模倣品' },
  sensitive: { zh: '敏感', en: 'Sensitive', es: 'Sensible', ja: '要注意' },
  forbidden: { zh: '禁运', en: 'Forbidden', es: 'Prohibida', ja: '輸送禁止' },
});

export const riskLabels = defineMessages({
  high: { zh: '高', en: 'High', es: 'Alto', ja: '高' },
  medium: { zh: '中', en: 'Medium', es: 'Medio', ja: '中' },
  low: { zh: '低', en: 'Low', es: 'Bajo', ja: '低' },
});

export const howLabels = defineMessages({
  exact: { zh: '包含', en: 'Exact', es: 'Exacta', ja: '部分一致' },
  wholeWord: { zh: '整词', en: 'Whole word', es: 'Palabra completa', ja: '単語一致' },
  fuzzy: { zh: '近似', en: 'Fuzzy', es: 'Aproximada', ja: 'あいまい' },
  pinyin: { zh: '拼音', en: 'Pinyin', es: 'Pinyin', ja: 'ピンイン' },
});

/** What refers to a channel through the brands' tables, for the 40900 of a refused delete. */
/** The not-a-brand list's workbook. */
export const brandWordColumns = defineMessages({
  sheet: { zh: '非品牌词', en: 'Not brands', es: 'No son marcas', ja: 'ブランドでない語' },
  word: { zh: '词语', en: 'Word', es: 'Palabra', ja: '語句' },
});

export const brandReferrers = defineMessages({
  brand_channels: {
    zh: '品牌拒收渠道',
    en: 'brands refused by the channel',
    es: 'marcas que rechaza el canal',
    ja: 'ブランドの引受不可チャネル',
  },
});
