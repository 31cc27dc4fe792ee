import type { ApiKeyKind } from '@fwd/contract';
import { defineMessages, type Message } from '../../i18n/index.ts';

export const keyKindLabels: Record<ApiKeyKind, Message> = {
  orders: {
    zh: '上游订单系统',
    en: 'Upstream order system',
    es: 'Sistema de pedidos de origen',
    ja: '上流の受注システム',
  },
  tracking: { zh: '物流轨迹服务', en: 'Tracking provider', es: 'Proveedor de seguimiento', ja: '追跡サービス' },
  address: {
    zh: '地址校验服务（UPS 地址验证）',
    en: 'Address validation (UPS Address Validation)',
    es: 'Validación de direcciones (UPS Address Validation)',
    ja: '住所検証（UPS Address Validation）',
  },
  wecom: {
    zh: '企业微信群机器人',
    en: 'WeCom group robot',
    es: 'Robot de grupo de WeCom',
    ja: 'WeCom グループロボット',
  },
  dingtalk: {
    zh: '钉钉群机器人',
    en: 'DingTalk group robot',
    es: 'Robot de grupo de DingTalk',
    ja: 'DingTalk グループロボット',
  },
  feishu: { zh: '飞书群机器人', en: 'Feishu group bot', es: 'Bot de grupo de Feishu', ja: 'Feishu グループボット' },
};

export const apiMessages = defineMessages({
  noKeyOfKind: {
    zh: '没有这个类型的 API 密钥',
    en: 'No API key of that kind',
    es: 'No hay una clave API de ese tipo',
    ja: 'その種類の API キーはありません',
  },
  noSuchApis: {
    zh: '接口不存在：{ids}',
    en: 'No such API(s): {ids}',
    es: 'No existe(n) la(s) API: {ids}',
    ja: 'API が存在しません：{ids}',
  },
  apiOpen: {
    zh: '接口 {api} 无需权限即可调用（公开或登录即可），不能绑定权限',
    en: 'The API {api} needs no permission (public or any signed-in user); it cannot be bound',
    es: 'La API {api} no requiere permiso (pública o cualquier usuario con sesión); no se puede vincular',
    ja: 'API {api} は権限不要（公開またはログインのみ）のため、権限を紐付けできません',
  },
  notBound: {
    zh: '该权限未绑定此接口',
    en: 'The permission is not bound to this API',
    es: 'El permiso no está vinculado a esta API',
    ja: 'この権限はこの API に紐付けられていません',
  },
  noSuchType: {
    zh: '接口类型不存在（编号 {id}）',
    en: 'No such API type (id {id})',
    es: 'No existe el tipo de API (id {id})',
    ja: 'API 種別が存在しません（ID {id}）',
  },
  duplicateType: {
    zh: '接口类型 {name} 已存在',
    en: 'The API type {name} already exists',
    es: 'El tipo de API {name} ya existe',
    ja: 'API 種別 {name} は既に存在します',
  },
  typeNotEmpty: {
    zh: '该类型下还有 {count} 个接口，请先移走',
    en: 'The type still holds {count} API(s); move them out first',
    es: 'El tipo aún contiene {count} API; muévalas primero',
    ja: 'この種別にはまだ {count} 個の API があります。先に移動してください',
  },
  typeDeclared: {
    zh: '该类型由程序中的接口声明，删除后会在重启时重新出现，不能删除',
    en: 'Routes in the program declare this type; it would come back at the next start, so it cannot be deleted',
    es: 'Las rutas del programa declaran este tipo; volvería en el próximo arranque, así que no se puede eliminar',
    ja: 'この種別はプログラムのルートが宣言しているため、再起動で再作成されます。削除できません',
  },
  apiNotInType: {
    zh: '接口 {apiId} 不在该类型中',
    en: 'The API {apiId} is not in this type',
    es: 'La API {apiId} no está en este tipo',
    ja: 'API {apiId} はこの種別に含まれていません',
  },
  alreadyHome: {
    zh: '该接口已在其默认类型中',
    en: 'The API is already in the type its route declares',
    es: 'La API ya está en el tipo que declara su ruta',
    ja: 'この API は既に既定の種別にあります',
  },
  keyRequired: { zh: '请填写密钥', en: 'Enter the key', es: 'Introduzca la clave', ja: 'キーを入力してください' },
  versionRequired: {
    zh: '修改时须提供版本号',
    en: 'A replace must give the version it was read at',
    es: 'Un reemplazo debe indicar la versión leída',
    ja: '更新時はバージョンを指定してください',
  },
  duplicateKind: {
    zh: '{kind} 已有密钥，请修改现有记录',
    en: 'There is already a key for {kind}; edit that one',
    es: 'Ya hay una clave para {kind}; edite esa',
    ja: '{kind} のキーは既にあります。既存のレコードを編集してください',
  },
  noSuchKey: {
    zh: 'API 密钥不存在（编号 {id}）',
    en: 'No such API key (id {id})',
    es: 'No existe la clave de API (id {id})',
    ja: 'API キーが存在しません（ID {id}）',
  },
  bindBeyondOwn: {
    zh: '您自己无权调用 {api}，不能把它绑定到任何权限',
    en: 'You may not call {api} yourself, so you cannot bind it to a permission',
    es: 'Usted no puede llamar a {api}, así que no puede vincularla a un permiso',
    ja: 'あなた自身が {api} を呼び出せないため、権限に紐付けることはできません',
  },
});

/** What refers to another record through the API registry, for the 40900 of a refused delete. */
export const apiReferrers = defineMessages({
  apis: { zh: '接口', en: 'API endpoints', es: 'endpoints de la API', ja: 'API エンドポイント' },
});
