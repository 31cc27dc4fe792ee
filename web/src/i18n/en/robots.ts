/** System settings → Group robots. */
export default {
  robot: { wecom: 'WeCom', dingtalk: 'DingTalk', feishu: 'Feishu' },
  intro:
    'Robots switched on receive what the console raises (new alerts, the daily digest) in the company’s language. Their webhooks and secrets are set in API management.',
  robots: 'Robots',
  on: 'On',
  noKey: 'No webhook: add it in API management, or its messages fail',
  quiet: 'Quiet hours',
  quietHint:
    'Messages raised in quiet hours are held until they end, never dropped. On the company’s clock ({{zone}}); a start after the end spans midnight.',
  quietStart: 'From',
  quietEnd: 'Until',
  noQuiet: 'None',
  saved: 'Saved',
  readOnly: 'You can look but not change them',
  test: 'Send a test message',
  testSent_one: '{{count}} test message queued: see how it went in Sync & tracking → Run log',
  testSent_other: '{{count}} test messages queued: see how they went in Sync & tracking → Run log',
  testNone: 'No robot is switched on',
};
