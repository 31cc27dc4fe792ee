import { startAddress, startRobots, startTracking, startUpstream } from './index.ts';

/*
 * The simulators for manual use: `npm start -w simulators`.
 * TRACKING_SIM_PORT (4101), UPSTREAM_SIM_PORT (4102), ADDRESS_SIM_PORT (4103), ROBOTS_SIM_PORT (4104), SIM_SEED (0),
 * TRACKING_SIM_KEY, UPSTREAM_SIM_KEY, TRACKING_SIM_WEBHOOK (where pushes go),
 * SIM_PUSH_INTERVAL_MS (30000), SIM_ORDERS_PER_HOUR (12).
 */
const env = process.env;
const number = (name: string, fallback: number) => {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, not "${env[name]}"`);
    process.exit(1);
  }
  return value;
};
const seed = env.SIM_SEED || 0;

const tracking = await startTracking({
  port: number('TRACKING_SIM_PORT', 4101),
  seed,
  key: env.TRACKING_SIM_KEY || undefined,
  webhookUrl: env.TRACKING_SIM_WEBHOOK || null,
  pushIntervalMs: number('SIM_PUSH_INTERVAL_MS', 30_000),
});
const upstream = await startUpstream({
  port: number('UPSTREAM_SIM_PORT', 4102),
  seed,
  key: env.UPSTREAM_SIM_KEY || undefined,
  ordersPerHour: number('SIM_ORDERS_PER_HOUR', 12),
});

const address = await startAddress({ port: number('ADDRESS_SIM_PORT', 4103), seed });
const robots = await startRobots({ port: number('ROBOTS_SIM_PORT', 4104) });

console.log(`tracking provider (17TRACK v2.2)  ${tracking.url}/track/v2.2/   17token: ${tracking.key}`);
console.log(`upstream order system             ${upstream.url}/api/orders   Bearer ${upstream.key}`);
console.log(
  `address validation (UPS XAV)      ${address.url}/api/addressvalidation/v2/3   client ${address.clientId} / ${address.clientSecret}`,
);
console.log(`WeCom group robot                 ${robots.url}/cgi-bin/webhook/send   key ${robots.wecomKey}`);
console.log(
  `DingTalk custom robot             ${robots.url}/robot/send   token ${robots.dingtalkToken} / ${robots.dingtalkSecret}`,
);
console.log(
  `Feishu custom bot                 ${robots.url}/open-apis/bot/v2/hook/   token ${robots.feishuToken} / ${robots.feishuSecret}`,
);
if (!env.TRACKING_SIM_WEBHOOK) console.log('no TRACKING_SIM_WEBHOOK: pushes are off');

const stop = async () => {
  await Promise.all([tracking.close(), upstream.close(), address.close(), robots.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
