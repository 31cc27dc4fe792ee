import { defineMessages } from '../i18n/index.ts';

export const httpMessages = defineMessages({
  ok: { zh: '成功', en: 'OK', es: 'Correcto', ja: '成功' },
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
