import { defineMessages } from '../../i18n/index.ts';

export const trackingMessages = defineMessages({
  agentNotTracked: {
    zh: '该订单不追踪：代理“{agent}”设置为不追踪轨迹',
    en: 'This order is not tracked: its agent “{agent}” is set not to be tracked',
    es: 'Este pedido no se sigue: su agente «{agent}» está configurado para no seguirse',
    ja: 'この注文は追跡対象外です：代理店「{agent}」が追跡しない設定です',
  },
  rejected: {
    zh: '追踪服务商拒绝了单号 {number}：{reason}',
    en: 'The tracking provider refused the number {number}: {reason}',
    es: 'El proveedor de seguimiento rechazó el número {number}: {reason}',
    ja: '追跡サービスが番号 {number} を拒否しました：{reason}',
  },
  noSuchEmployee: {
    zh: '员工不存在或不在您的数据范围内',
    en: 'No such employee within your data scope',
    es: 'No existe ese empleado dentro de su ámbito de datos',
    ja: 'データ範囲内に該当する社員がいません',
  },
  badSign: {
    zh: '推送签名不正确',
    en: 'The push is not correctly signed',
    es: 'El envío no está firmado correctamente',
    ja: 'プッシュの署名が正しくありません',
  },
  badPush: {
    zh: '无法读取推送内容',
    en: 'The push cannot be read',
    es: 'No se puede leer el envío',
    ja: 'プッシュの内容を読み取れません',
  },
});
