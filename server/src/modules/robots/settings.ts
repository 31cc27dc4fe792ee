import { ROBOTS, type Robot, type RobotSettings, type robotSettingsBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { assertVersion, fieldError } from '../../http/rules.ts';
import { clockAt, instantOf } from '../../excel/time-zone.ts';
import { storedKey } from '../apis/keys.ts';
import { audit } from '../audit/service.ts';
import { robotMessages } from './messages.ts';

const row = (db: Db, lock = false) => {
  const q = db
    .selectFrom('robot_settings')
    .select(['wecom_on', 'dingtalk_on', 'feishu_on', 'quiet_start', 'quiet_end', 'version'])
    .where('id', '=', 1);
  return (lock ? q.forUpdate() : q).executeTakeFirstOrThrow();
};
type Row = Awaited<ReturnType<typeof row>>;

/** The robots switched on, in the contract's order. */
const robotsOn = (r: Pick<Row, 'wecom_on' | 'dingtalk_on' | 'feishu_on'>): Robot[] =>
  ROBOTS.filter((robot) => r[`${robot}_on`]);

export async function robotSettings(db: Db, timeZone: string, lock = false): Promise<RobotSettings> {
  const r = await row(db, lock);
  const keys = await Promise.all(ROBOTS.map(async (robot) => (await storedKey(db, robot)) !== undefined));
  return {
    on: { wecom: r.wecom_on, dingtalk: r.dingtalk_on, feishu: r.feishu_on },
    keyed: { wecom: keys[0]!, dingtalk: keys[1]!, feishu: keys[2]! },
    quietStart: r.quiet_start,
    quietEnd: r.quiet_end,
    timeZone,
    version: r.version,
  };
}

/** Quiet hours are both times or neither, and not the same minute (that would be all day or none). */
export function saveRobotSettings(
  ctx: Ctx,
  timeZone: string,
  body: z.output<typeof robotSettingsBody>,
): Promise<RobotSettings> {
  return inTransaction(ctx, async (t) => {
    const before = await robotSettings(t.db, timeZone, true);
    await assertVersion(body.version, before, () => robotSettings(t.db, timeZone));
    if ((body.quietStart === null) !== (body.quietEnd === null))
      throw fieldError(t.lang, body.quietStart === null ? 'quietStart' : 'quietEnd', robotMessages.quietBoth);
    if (body.quietStart !== null && body.quietStart === body.quietEnd)
      throw fieldError(t.lang, 'quietEnd', robotMessages.quietSame);
    await t.db
      .updateTable('robot_settings')
      .set((eb) => ({
        wecom_on: body.on.wecom,
        dingtalk_on: body.on.dingtalk,
        feishu_on: body.on.feishu,
        quiet_start: body.quietStart,
        quiet_end: body.quietEnd,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', 1)
      .execute();
    const after = await robotSettings(t.db, timeZone);
    await audit(t, 'update', 'robot_settings', 1, before, after);
    return after;
  });
}

export interface QuietHours {
  start: number | null;
  end: number | null;
}

/**
 * When the quiet hours around `at` end, on the company's clock; null when `at`
 * is outside them (or there are none). From `start` up to `end`; a start
 * after the end spans midnight (22:00 to 07:00 holds 23:30 and 06:59, not 07:00).
 */
export function quietUntil({ start, end }: QuietHours, at: Date, timeZone: string): Date | null {
  if (start === null || end === null) return null;
  const shown = clockAt(at, timeZone);
  const minute = shown.getUTCHours() * 60 + shown.getUTCMinutes();
  const quiet = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!quiet) return null;
  const ends = new Date(shown);
  ends.setUTCHours(Math.floor(end / 60), end % 60, 0, 0);
  if (end <= minute) ends.setUTCDate(ends.getUTCDate() + 1);
  return instantOf(ends, timeZone);
}

/** The quiet hours and the robots on, as a post reads them (in the poster's transaction). */
export async function postingSettings(db: Db): Promise<{ robots: Robot[]; quiet: QuietHours }> {
  const r = await row(db);
  return { robots: robotsOn(r), quiet: { start: r.quiet_start, end: r.quiet_end } };
}
