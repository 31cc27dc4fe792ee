import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  // 001 made names unique as typed; 深圳分公司 and " 深圳分公司" or ABC and abc are one company too.
  await sql`create unique index companies_name_ci on companies (lower(company_name))`.execute(db);

  // QQ and WeChat accounts share one table: the same record, the same rules.
  await db.schema
    .createTable('chat_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('qq','wechat')`))
    .addColumn('account', 'text', (c) => c.notNull())
    // The employee who uses it; null = idle. Their name is read through the join, so it follows renames.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index chat_accounts_platform_account on chat_accounts (platform, lower(account))`.execute(db);
  await db.schema.createIndex('chat_accounts_user').on('chat_accounts').column('user_id').execute();

  // Facts about the installation itself, e.g. that the demo data was seeded once.
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
