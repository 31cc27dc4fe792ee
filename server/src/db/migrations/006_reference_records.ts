import { sql, type Kysely } from 'kysely';

/**
 * What orders, quotes and tracking point at: countries, customers, channels,
 * agents (and their options), number statuses, tracking statuses. Codes and
 * short names are unique whatever the case. Whatever refers to one of these
 * does so by a foreign key, so a record still in use cannot be deleted
 * (the error handler answers 40900 naming what refers to it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('countries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`code ~ '^[A-Z]{2}$'`),
    )
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    // Of the Chinese name, lower case without spaces: 'meiguo' and 'mg' for 美国.
    .addColumn('pinyin', 'text', (c) => c.notNull())
    .addColumn('initials', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    // The sales owner: whose data scope reaches the owner sees the customer.
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('contact', 'text')
    .addColumn('phone', 'text')
    .addColumn('remark', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index customers_short_name on customers (lower(short_name))`.execute(db);
  await db.schema.createIndex('customers_owner').on('customers').column('owner_user_id').execute();

  // The quote area adds its zones, rates, surcharges and settings in tables of its own keyed by channel id.
  await db.schema
    .createTable('channels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('express','air','sea')`))
    .addColumn('incoterm', 'text', (c) => c.notNull().check(sql`incoterm in ('DDP','DDU')`))
    .addColumn('carrier', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index channels_code on channels (lower(code))`.execute(db);

  await db.schema
    .createTable('agents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_name', 'text', (c) => c.notNull())
    .addColumn('agent_code', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('phone', 'text')
    .addColumn('remark', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    // The tracking provider's carrier key for the agent's numbers; null: the provider detects it.
    .addColumn('tracking_carrier', 'integer')
    .addColumn('tracked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index agents_code on agents (lower(agent_code))`.execute(db);

  // An agent's options go with it; a channel or country an agent still names stays.
  await db.schema
    .createTable('agent_channels')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addPrimaryKeyConstraint('agent_channels_pk', ['agent_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('agent_channels_channel').on('agent_channels').column('channel_id').execute();
  await db.schema
    .createTable('agent_countries')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addPrimaryKeyConstraint('agent_countries_pk', ['agent_id', 'country_id'])
    .execute();
  await db.schema.createIndex('agent_countries_country').on('agent_countries').column('country_id').execute();

  await db.schema
    .createTable('number_statuses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status_name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().check(sql`color ~ '^#[0-9a-f]{6}$'`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index number_statuses_name on number_statuses (lower(status_name))`.execute(db);

  await db.schema
    .createTable('tracking_statuses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
