/** Ajustes del sistema → Robots de grupo. */
export default {
  robot: { wecom: 'WeCom', dingtalk: 'DingTalk', feishu: 'Feishu' },
  intro:
    'Los robots activados reciben lo que la consola notifica (alertas nuevas, el resumen diario) en el idioma de la empresa. Sus webhooks y secretos se configuran en Gestión de API.',
  robots: 'Robots',
  on: 'Activado',
  noKey: 'Sin webhook: añádalo en Gestión de API o sus mensajes fallarán',
  quiet: 'Horas de silencio',
  quietHint:
    'Los mensajes de las horas de silencio se guardan hasta que terminan, nunca se descartan. Según la hora de la empresa ({{zone}}); un inicio posterior al fin cruza la medianoche.',
  quietStart: 'Desde',
  quietEnd: 'Hasta',
  noQuiet: 'Ninguna',
  saved: 'Guardado',
  readOnly: 'Puede verlos, pero no cambiarlos',
  test: 'Enviar un mensaje de prueba',
  testSent_one: '{{count}} mensaje de prueba en cola: vea el resultado en Sincronización y seguimiento → Registro',
  testSent_other: '{{count}} mensajes de prueba en cola: vea el resultado en Sincronización y seguimiento → Registro',
  testNone: 'Ningún robot está activado',
};
