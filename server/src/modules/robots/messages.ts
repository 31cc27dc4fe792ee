import { defineMessages } from '../../i18n/index.ts';

export const robotMessages = defineMessages({
  quietBoth: {
    zh: '免打扰时段需同时设置开始和结束时间，或都不设置',
    en: 'Quiet hours need both a start and an end, or neither',
    es: 'Las horas de silencio necesitan inicio y fin, o ninguno',
    ja: 'おやすみ時間は開始と終了の両方を設定するか、どちらも設定しないでください',
  },
  quietSame: {
    zh: '免打扰时段的开始和结束不能相同',
    en: 'Quiet hours cannot start and end at the same time',
    es: 'Las horas de silencio no pueden empezar y terminar a la misma hora',
    ja: 'おやすみ時間の開始と終了を同じにすることはできません',
  },
  busy: {
    zh: '机器人暂不能接收（发送额度已用完或被限流），{seconds} 秒后再发',
    en: 'The robot cannot take it yet (its budget is used up or it is throttling): posting again in {seconds} s',
    es: 'El robot aún no puede recibirlo (cupo agotado o limitado): se reenviará en {seconds} s',
    ja: 'ロボットはまだ受け付けられません（送信枠の上限または制限中）。{seconds} 秒後に再送します',
  },
  quiet: {
    zh: '免打扰时段内，结束后再发',
    en: 'Quiet hours: posting when they end',
    es: 'Horas de silencio: se publicará cuando terminen',
    ja: 'おやすみ時間中のため、終了後に送信します',
  },
  switchedOff: {
    zh: '该机器人已关闭，未发送',
    en: 'The robot was switched off: not posted',
    es: 'El robot se desactivó: no se publicó',
    ja: 'ロボットはオフにされたため、送信していません',
  },
  testTitle: {
    zh: '测试消息',
    en: 'Test message',
    es: 'Mensaje de prueba',
    ja: 'テストメッセージ',
  },
  testText: {
    zh: '{company} 的群机器人已连通。',
    en: 'The group robot of {company} is connected.',
    es: 'El robot de grupo de {company} está conectado.',
    ja: '{company} のグループロボットが接続されました。',
  },
});
