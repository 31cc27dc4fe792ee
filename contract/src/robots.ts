import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { int, version } from './common.ts';
import { P } from './permission-codes.ts';

/**
 * The group robots: WeCom (企业微信), DingTalk (钉钉) and Feishu (飞书) webhooks,
 * each reached with the API key of its kind (API management). The console
 * posts what other areas raise to every robot switched on, one job per robot
 * (`robotPost`), in the company's language; a message raised during quiet
 * hours is held until they end (on the company's clock, TIME_ZONE).
 */
export const ROBOTS = ['wecom', 'dingtalk', 'feishu'] as const;
export const robotKind = z.enum(ROBOTS);
export type Robot = z.infer<typeof robotKind>;

/** A minute of the day on the company's clock (0 = 00:00, 1439 = 23:59). */
const minuteOfDay = int(0, 1439);

export const robotSettings = z.object({
  /** Which robots post. */
  on: z.object({ wecom: z.boolean(), dingtalk: z.boolean(), feishu: z.boolean() }),
  /** Which robots have their key in API management (a robot on without one posts nothing, and says why in the run log). */
  keyed: z.object({ wecom: z.boolean(), dingtalk: z.boolean(), feishu: z.boolean() }),
  /** Quiet hours: from `quietStart` up to `quietEnd` (minutes of the day; a start after the end spans midnight); both null: none. */
  quietStart: minuteOfDay.nullable(),
  quietEnd: minuteOfDay.nullable(),
  /** The company's clock quiet hours are read on. */
  timeZone: z.string(),
  version: z.number().int(),
});
export type RobotSettings = z.infer<typeof robotSettings>;

export const robotSettingsBody = z.strictObject({
  on: z.strictObject({ wecom: z.boolean(), dingtalk: z.boolean(), feishu: z.boolean() }),
  quietStart: minuteOfDay.nullable(),
  quietEnd: minuteOfDay.nullable(),
  version,
});

export const robots = {
  settings: endpoint({
    method: 'GET',
    path: '/robots/settings',
    type: 'robot',
    summary: 'The group robots’ settings',
    access: P.robot.view,
    response: robotSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/robots/settings',
    type: 'robot',
    summary: 'Change the group robots’ settings (version checked)',
    access: P.robot.edit,
    body: robotSettingsBody,
    response: robotSettings,
  }),
  /** A test message to every robot switched on, now (quiet hours or not): the jobs queued. */
  test: endpoint({
    method: 'POST',
    path: '/robots/test',
    type: 'robot',
    summary: 'Post a test message to every robot switched on',
    access: P.robot.edit,
    response: z.object({ jobIds: z.array(z.number().int()) }),
  }),
};
