import { defineMessages } from '../i18n/index.ts';

/** What the console says when an outside service fails it, the service named in the reader's words. */
export const outsideMessages = defineMessages({
  notConfigured: {
    zh: '未设置{service}的 API 密钥：请在 系统设置 → API管理 添加，并在 物流系统设置 → 同步与追踪 选择',
    en: 'No API key for the {service}: add one in System settings → API management and choose it in Logistics settings → Sync & tracking',
    es: 'No hay clave API para el {service}: añádala en Ajustes del sistema → Gestión de API y elíjala en Ajustes logísticos → Sincronización y seguimiento',
    ja: '{service}の API キーがありません。システム設定 → API 管理で追加し、物流システム設定 → 同期と追跡で選択してください',
  },
  robotNotConfigured: {
    zh: '未设置{service}的 Webhook：请在 系统设置 → API管理 添加，或在 群机器人 关闭它',
    en: 'No webhook for the {service}: add one in System settings → API management, or switch it off in Group robots',
    es: 'No hay webhook para el {service}: añádalo en Ajustes del sistema → Gestión de API o desactívelo en Robots de grupo',
    ja: '{service}の Webhook がありません。システム設定 → API 管理で追加するか、グループロボットでオフにしてください',
  },
  failed: {
    zh: '{service}暂时无法完成请求：{detail}',
    en: 'The {service} could not answer: {detail}',
    es: 'El {service} no pudo responder: {detail}',
    ja: '{service}が応答できませんでした：{detail}',
  },
  tracking: { zh: '追踪服务商', en: 'tracking provider', es: 'proveedor de seguimiento', ja: '追跡サービス' },
  upstream: {
    zh: '上游订单系统',
    en: 'upstream order system',
    es: 'sistema de pedidos de origen',
    ja: '上流受注システム',
  },
  address: {
    zh: '地址校验服务',
    en: 'address validation service',
    es: 'servicio de validación de direcciones',
    ja: '住所検証サービス',
  },
  wecom: {
    zh: '企业微信群机器人',
    en: 'WeCom group robot',
    es: 'robot de grupo de WeCom',
    ja: 'WeCom グループロボット',
  },
  dingtalk: {
    zh: '钉钉群机器人',
    en: 'DingTalk group robot',
    es: 'robot de grupo de DingTalk',
    ja: 'DingTalk グループロボット',
  },
  feishu: { zh: '飞书群机器人', en: 'Feishu group bot', es: 'bot de grupo de Feishu', ja: 'Feishu グループボット' },
});
