import type { MeasureFault } from '@fwd/contract';
import { defineMessages } from '../i18n/index.ts';

export const httpMessages = defineMessages({
  ok: { zh: '成功', en: 'OK', es: 'Correcto', ja: '成功' },
  badInputMany: {
    zh: '有 {count} 处输入有误，请查看标出的内容',
    en: '{count} entries are not valid; see the marked fields',
    es: 'Hay {count} datos no válidos; vea los campos marcados',
    ja: '{count} 件の入力に誤りがあります。表示された項目を確認してください',
  },
  badInput: {
    zh: '输入有误：{fields}',
    en: 'Invalid input: {fields}',
    es: 'Datos no válidos: {fields}',
    ja: '入力内容に誤りがあります：{fields}',
  },
  malformedJson: {
    zh: '请求内容不是有效的 JSON',
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
    ja: 'リクエスト本文が正しい JSON ではありません',
  },
  tooLarge: {
    zh: '请求内容过大',
    en: 'The request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
    ja: 'リクエスト本文が大きすぎます',
  },
  unsupportedMedia: {
    zh: '不支持的内容类型',
    en: 'Unsupported content type',
    es: 'Tipo de contenido no admitido',
    ja: 'サポートされていないコンテンツタイプです',
  },
  notFound: {
    zh: '接口不存在：{method} {url}',
    en: 'No such API: {method} {url}',
    es: 'No existe la API: {method} {url}',
    ja: 'API が存在しません：{method} {url}',
  },
  forbidden: {
    zh: '没有权限执行此操作',
    en: 'You do not have permission to do this',
    es: 'No tiene permiso para realizar esta acción',
    ja: 'この操作を行う権限がありません',
  },
  internal: {
    zh: '服务器内部错误，请联系管理员（请求编号 {requestId}）',
    en: 'Internal server error; please contact the administrator (request {requestId})',
    es: 'Error interno del servidor; contacte con el administrador (solicitud {requestId})',
    ja: 'サーバー内部エラーです。管理者に連絡してください（リクエスト {requestId}）',
  },
  noToken: {
    zh: '未登录或登录已过期',
    en: 'Not signed in',
    es: 'No ha iniciado sesión',
    ja: 'ログインしていません',
  },
  tokenInvalid: {
    zh: '登录凭证无效，请重新登录',
    en: 'Invalid sign-in token; please sign in again',
    es: 'Token de sesión no válido; inicie sesión de nuevo',
    ja: 'ログイン情報が無効です。再度ログインしてください',
  },
  sessionEnded: {
    zh: '您已在别处退出或账号状态已变更，请重新登录',
    en: 'Your session was ended elsewhere; please sign in again',
    es: 'Su sesión se cerró en otro lugar; inicie sesión de nuevo',
    ja: 'セッションは別の場所で終了しました。再度ログインしてください',
  },
  tokenExpired: {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired; please sign in again',
    es: 'Su sesión ha caducado; inicie sesión de nuevo',
    ja: 'ログインの有効期限が切れました。再度ログインしてください',
  },
  duplicate: {
    zh: '“{value}”已被使用，请换一个',
    en: '"{value}" is already taken; choose another',
    es: '"{value}" ya está en uso; elija otro',
    ja: '「{value}」は既に使用されています。別の値を指定してください',
  },
  inUse: {
    zh: '仍被{what}引用，不能删除',
    en: 'Still referred to by {what}; it cannot be deleted',
    es: 'Todavía lo usan {what}; no se puede eliminar',
    ja: '{what}から参照されているため削除できません',
  },
  inUseCounted: {
    zh: '仍被{what}引用（{count} 条），不能删除',
    en: 'Still referred to by {what} ({count}); it cannot be deleted',
    es: 'Todavía lo usan {what} ({count}); no se puede eliminar',
    ja: '{what}（{count} 件）から参照されているため削除できません',
  },
  otherRecords: { zh: '其他记录', en: 'other records', es: 'otros registros', ja: 'ほかのレコード' },
  gone: {
    zh: '所选记录（{value}）已不存在，请刷新后重试',
    en: 'The chosen record ({value}) no longer exists; reload and try again',
    es: 'El registro elegido ({value}) ya no existe; recargue e inténtelo de nuevo',
    ja: '選択したレコード（{value}）はもう存在しません。再読み込みしてやり直してください',
  },
  required: { zh: '必填', en: 'is required', es: 'es obligatorio', ja: '必須です' },
  controlCharacters: {
    zh: '不能包含控制字符',
    en: 'must not contain control characters',
    es: 'no debe contener caracteres de control',
    ja: '制御文字を含めることはできません',
  },
  badFormat: {
    zh: '格式不正确',
    en: 'is not in the expected format',
    es: 'no tiene el formato esperado',
    ja: '形式が正しくありません',
  },
  badPath: {
    zh: '请求地址无效',
    en: 'The request path is not valid',
    es: 'La ruta de la solicitud no es válida',
    ja: 'リクエストのパスが正しくありません',
  },
  tooLong: {
    zh: '请求地址或请求头过长',
    en: 'The request address or its headers are too long',
    es: 'La dirección de la solicitud o sus cabeceras son demasiado largas',
    ja: 'リクエストのアドレスまたはヘッダーが長すぎます',
  },
  unreadable: {
    zh: '无法读取请求',
    en: 'The request could not be read',
    es: 'No se pudo leer la solicitud',
    ja: 'リクエストを読み取れませんでした',
  },
  noFile: {
    zh: '请选择要上传的文件',
    en: 'Choose a file to upload',
    es: 'Elija un archivo para subir',
    ja: 'アップロードするファイルを選択してください',
  },
  badMultipart: {
    zh: '上传内容格式不正确，请重新选择文件上传',
    en: 'The upload is malformed; choose the file and upload it again',
    es: 'La carga está mal formada; elija el archivo y súbalo de nuevo',
    ja: 'アップロードの形式が正しくありません。ファイルを選び直してアップロードしてください',
  },
  stale: {
    zh: '该记录已被他人修改，请刷新后重试',
    en: 'Someone else changed this record; reload it and try again',
    es: 'Otra persona modificó este registro; recárguelo e inténtelo de nuevo',
    ja: 'このレコードは他のユーザーによって変更されました。再読み込みしてやり直してください',
  },
  noRole: {
    zh: '该账号未分配角色，请联系管理员',
    en: 'This account has no role; please contact the administrator',
    es: 'Esta cuenta no tiene rol; contacte con el administrador',
    ja: 'このアカウントにはロールが割り当てられていません。管理者に連絡してください',
  },
});

/** A measure's faults (the contract's MEASURE_FAULTS), said alike wherever they are met; the web says the same words. */
export const measureMessages = defineMessages({
  required: httpMessages.required,
  number: {
    zh: '须为数字，最多 {scale} 位小数',
    en: 'Must be a number, at most {scale} after the decimal point',
    es: 'Debe ser un número (máximo de decimales: {scale})',
    ja: '数値で入力してください（小数点以下 {scale} 桁まで）',
  },
  positive: {
    zh: '须大于 0',
    en: 'Must be more than 0',
    es: 'Debe ser mayor que 0',
    ja: '0 より大きい値にしてください',
  },
  count: {
    zh: '件数须为 1 到 999 的整数',
    en: 'The count must be a whole number from 1 to 999',
    es: 'La cantidad debe ser un número entero de 1 a 999',
    ja: '個数は 1〜999 の整数にしてください',
  },
  pieceParts: {
    zh: '每件填写 长,宽,高,重量[,件数]，最多 5 项',
    en: 'A piece is length,width,height,weight[,count]: 5 parts at most',
    es: 'Una pieza es largo,ancho,alto,peso[,cantidad]: 5 partes como máximo',
    ja: '各個口は 長さ,幅,高さ,重量[,個数] の最大 5 項目です',
  },
  percent: {
    zh: '百分比不能超过 100',
    en: 'A percentage cannot exceed 100',
    es: 'Un porcentaje no puede superar 100',
    ja: 'パーセントは 100 以下にしてください',
  },
} satisfies Record<MeasureFault, unknown>);
