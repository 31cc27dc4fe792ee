import { defineMessages } from '../i18n/index.ts';

/** Column labels more than one sheet has. */
export const commonColumns = defineMessages({
  contact: { zh: '联系人', en: 'Contact', es: 'Contacto', ja: '連絡先担当者' },
  phone: { zh: '电话', en: 'Phone', es: 'Teléfono', ja: '電話番号' },
  remark: { zh: '备注', en: 'Remark', es: 'Observaciones', ja: '備考' },
  enabled: { zh: '启用', en: 'Enabled', es: 'Activo', ja: '有効' },
});

export const sheetMessages = defineMessages({
  yes: { zh: '是', en: 'Yes', es: 'Sí', ja: 'はい' },
  no: { zh: '否', en: 'No', es: 'No', ja: 'いいえ' },
  tooLarge: {
    zh: '文件不能超过 {mb} MB',
    en: 'The file must not exceed {mb} MB',
    es: 'El archivo no puede superar {mb} MB',
    ja: 'ファイルは {mb} MB 以下にしてください',
  },
  notXlsx: {
    zh: '无法读取该文件，请上传 Excel 工作簿（.xlsx）',
    en: 'This file cannot be read; upload an Excel workbook (.xlsx)',
    es: 'No se puede leer el archivo; suba un libro de Excel (.xlsx)',
    ja: 'このファイルは読み込めません。Excel ブック（.xlsx）をアップロードしてください',
  },
  noRows: {
    zh: '文件中没有数据行',
    en: 'The file has no data rows',
    es: 'El archivo no tiene filas de datos',
    ja: 'ファイルにデータ行がありません',
  },
  tooManyRows: {
    zh: '一次最多导入 {max} 行',
    en: 'At most {max} rows can be imported at once',
    es: 'Se pueden importar como máximo {max} filas a la vez',
    ja: '一度に取り込めるのは {max} 行までです',
  },
  unknownColumn: {
    zh: '无法识别的列“{column}”',
    en: 'Unknown column "{column}"',
    es: 'Columna desconocida «{column}»',
    ja: '不明な列「{column}」',
  },
  missingColumn: {
    zh: '缺少“{column}”列',
    en: 'The column "{column}" is missing',
    es: 'Falta la columna «{column}»',
    ja: '「{column}」列がありません',
  },
  repeatedColumn: {
    zh: '“{column}”列出现了不止一次',
    en: 'The column "{column}" appears more than once',
    es: 'La columna «{column}» aparece más de una vez',
    ja: '「{column}」列が重複しています',
  },
  repeatedKey: {
    zh: '与第 {first} 行重复',
    en: 'Repeats row {first}',
    es: 'Repite la fila {first}',
    ja: '{first} 行目と重複しています',
  },
  refused: {
    zh: '文件有 {count} 处错误，未导入任何数据',
    en: 'The file has {count} errors; nothing was imported',
    es: 'El archivo tiene {count} errores; no se importó nada',
    ja: 'ファイルに {count} 件のエラーがあるため、何も取り込んでいません',
  },
});
