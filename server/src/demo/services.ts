import { randomBytes } from 'node:crypto';
import { startAddress, startRobots, startTracking, startUpstream } from '@fwd/simulators';
import type { Db } from '../http/context.ts';
import { pointOwnKey } from '../modules/apis/keys.ts';
import { DEMO_ORDERS_PER_HOUR, DEMO_SIM_SEED, demoRoutes } from './orders.ts';

/*
 * The demo's outside services: the repository's simulators of the upstream
 * order system, of 17TRACK, of UPS's Address Validation and of the three group
 * robots, started beside the console, the API keys of their kinds pointed at
 * them (unless staff stored keys of their own) and chosen in the logistics
 * settings, so sync, tracking, address types and the robots work out of the box.
 */

const NAMES = {
  orders: '上游订单系统（模拟器）',
  tracking: '17TRACK（模拟器）',
  address: 'UPS 地址验证（模拟器）',
  wecom: '企业微信群机器人（模拟器）',
  dingtalk: '钉钉群机器人（模拟器）',
  feishu: '飞书群机器人（模拟器）',
} as const;
const PUSH_EVERY_MS = 60_000;

export interface DemoServices {
  /** Where the console listens, once it does: the provider's pushes go there. */
  consoleAt(port: number): void;
  close(): Promise<void>;
}

/** Before the console starts: its first scheduled sync and refresh find their keys. */
export async function startDemoServices(db: Db, secretKey: Buffer): Promise<DemoServices> {
  const keys = { orders: randomBytes(16).toString('hex'), tracking: randomBytes(16).toString('hex') };
  const upstream = await startUpstream({ key: keys.orders, seed: DEMO_SIM_SEED, ordersPerHour: DEMO_ORDERS_PER_HOUR });
  const tracking = await startTracking({
    key: keys.tracking,
    seed: DEMO_SIM_SEED,
    pushIntervalMs: PUSH_EVERY_MS,
    routeOf: demoRoutes(),
  });
  const orderKey = await pointOwnKey(db, secretKey, {
    kind: 'orders',
    name: NAMES.orders,
    baseUrl: upstream.url,
    key: keys.orders,
  });
  const trackingKey = await pointOwnKey(db, secretKey, {
    kind: 'tracking',
    name: NAMES.tracking,
    baseUrl: tracking.url,
    key: keys.tracking,
  });
  // The address service needs no choosing: the one key of its kind is used when there is one.
  const address = await startAddress({
    clientId: randomBytes(8).toString('hex'),
    clientSecret: randomBytes(16).toString('hex'),
    seed: DEMO_SIM_SEED,
  });
  await pointOwnKey(db, secretKey, {
    kind: 'address',
    name: NAMES.address,
    baseUrl: address.url,
    key: address.clientId,
    secret: address.clientSecret,
  });
  const robots = await startRobots({
    wecomKey: randomBytes(16).toString('hex'),
    dingtalkToken: randomBytes(16).toString('hex'),
    dingtalkSecret: `SEC${randomBytes(16).toString('hex')}`,
    feishuToken: randomBytes(16).toString('hex'),
    feishuSecret: randomBytes(16).toString('hex'),
  });
  await pointOwnKey(db, secretKey, { kind: 'wecom', name: NAMES.wecom, baseUrl: robots.url, key: robots.wecomKey });
  await pointOwnKey(db, secretKey, {
    kind: 'dingtalk',
    name: NAMES.dingtalk,
    baseUrl: robots.url,
    key: robots.dingtalkToken,
    secret: robots.dingtalkSecret,
  });
  await pointOwnKey(db, secretKey, {
    kind: 'feishu',
    name: NAMES.feishu,
    baseUrl: robots.url,
    key: robots.feishuToken,
    secret: robots.feishuSecret,
  });
  // The robots post while their settings were never saved: staff's choice, once made, stays.
  await db
    .updateTable('robot_settings')
    .set({ wecom_on: true, dingtalk_on: true, feishu_on: true })
    .where('id', '=', 1)
    .where('version', '=', 1)
    .execute();
  await db
    .updateTable('logistics_settings')
    .set((eb) => ({ order_api_key_id: eb.fn.coalesce('order_api_key_id', eb.val(orderKey ?? null)) }))
    .where('id', '=', 1)
    .execute();
  await db
    .updateTable('tracking_settings')
    .set((eb) => ({ tracking_api_key_id: eb.fn.coalesce('tracking_api_key_id', eb.val(trackingKey ?? null)) }))
    .where('id', '=', 1)
    .execute();
  return {
    consoleAt: (port) => tracking.setWebhook(`http://127.0.0.1:${port}/api/tracking/webhook`),
    async close() {
      await Promise.all([upstream.close(), tracking.close(), address.close(), robots.close()]);
    },
  };
}
