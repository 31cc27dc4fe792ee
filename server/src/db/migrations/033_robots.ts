import { sql, type Kysely } from 'kysely';

/*
 * The group robots (issue 33): which of WeCom, DingTalk and Feishu post, and
 * the quiet hours (minutes of the day on the company's clock; both null: none).
 * One row. The robots' keys are API keys (kinds wecom, dingtalk, feishu); their
 * messages are jobs (robotPost), their budgets rows of outside_rate_slots.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const minute = sql`between 0 and 1439`;
  await db.schema
    .createTable('robot_settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('wecom_on', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dingtalk_on', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('feishu_on', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('quiet_start', 'integer', (c) => c.check(sql`quiet_start ${minute}`))
    .addColumn('quiet_end', 'integer', (c) => c.check(sql`quiet_end ${minute}`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'robot_quiet_hours',
      sql`(quiet_start is null and quiet_end is null) or (quiet_start is not null and quiet_end is not null and quiet_start <> quiet_end)`,
    )
    .execute();
  await db.insertInto('robot_settings').values({ id: 1 }).execute();
}
