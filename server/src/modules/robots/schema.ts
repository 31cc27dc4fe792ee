import type { Generated } from 'kysely';

/** One row (id 1): which robots post, and the quiet hours in minutes of the day on the company's clock. */
export interface RobotSettingsTable {
  id: Generated<number>;
  wecom_on: Generated<boolean>;
  dingtalk_on: Generated<boolean>;
  feishu_on: Generated<boolean>;
  quiet_start: number | null;
  quiet_end: number | null;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface RobotsTables {
  robot_settings: RobotSettingsTable;
}

declare module '../../db/schema.ts' {
  interface DB extends RobotsTables {}
}
