/** システム設定 → グループロボット. */
export default {
  robot: { wecom: 'WeCom', dingtalk: 'DingTalk', feishu: 'Feishu' },
  intro:
    'オンのロボットには、システムからの通知（新しいアラート、日次サマリー）が会社の言語で届きます。Webhook とシークレットは API 管理で設定します。',
  robots: 'ロボット',
  on: 'オン',
  noKey: 'Webhook がありません。API 管理で追加しないとメッセージは失敗します',
  quiet: 'おやすみ時間',
  quietHint:
    'おやすみ時間中のメッセージは終了まで保留され、破棄されません。会社の時刻（{{zone}}）で判断し、開始が終了より遅い場合は日付をまたぎます。',
  quietStart: '開始',
  quietEnd: '終了',
  noQuiet: 'なし',
  saved: '保存しました',
  readOnly: '閲覧のみ可能で、変更する権限がありません',
  test: 'テストメッセージを送信',
  testSent_one: 'テストメッセージ {{count}} 件をキューに入れました。同期と追跡 → 実行履歴で結果を確認できます',
  testSent_other: 'テストメッセージ {{count}} 件をキューに入れました。同期と追跡 → 実行履歴で結果を確認できます',
  testNone: 'オンのロボットがありません',
};
