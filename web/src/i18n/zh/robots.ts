/** 系统设置 → 群机器人. */
export default {
  robot: { wecom: '企业微信', dingtalk: '钉钉', feishu: '飞书' },
  intro: '开启的机器人会收到系统发出的提醒（如新告警和每日汇总），使用公司语言。Webhook 地址和密钥在 API管理 中设置。',
  robots: '机器人',
  on: '开启',
  noKey: '未设置 Webhook：请在 API管理 中添加，否则消息会失败',
  quiet: '免打扰时段',
  quietHint: '此时段内的消息会保留到结束时再发送，不会丢弃。按公司时区（{{zone}}）；开始晚于结束表示跨越午夜。',
  quietStart: '开始',
  quietEnd: '结束',
  noQuiet: '不设置',
  saved: '已保存',
  readOnly: '你可以查看，但没有修改权限',
  test: '发送测试消息',
  testSent_one: '已排队 {{count}} 条测试消息，可在 同步与追踪 → 运行记录 查看结果',
  testSent_other: '已排队 {{count}} 条测试消息，可在 同步与追踪 → 运行记录 查看结果',
  testNone: '没有开启的机器人',
};
