import { sql, type Kysely } from 'kysely';

/*
 * 品牌查询 (issue 20 §2): the brands staff keep, the channels that refuse
 * each, and the common words that are not brands. `brand_book` holds one
 * counter every change to those (and to channels, whose names a hit shows)
 * bumps in the writing transaction, as `quote_book` does for prices: each
 * check reads it, and a process rebuilds its matcher only when it moved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aliases', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('infringing', 'sensitive', 'forbidden')`))
    .addColumn('risk_level', 'text', (c) => c.notNull().check(sql`risk_level in ('high', 'medium', 'low')`))
    .addColumn('whole_word', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remark', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index brands_name on brands (lower(name))`.execute(db);

  // A brand's refusing channels are its own; a channel a brand names stays until the brand lets go of it.
  await db.schema
    .createTable('brand_channels')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addPrimaryKeyConstraint('brand_channels_pk', ['brand_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('brand_channels_channel').on('brand_channels').column('channel_id').execute();

  await db.schema
    .createTable('brand_words')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index brand_words_word on brand_words (lower(word))`.execute(db);

  await db.schema
    .createTable('brand_book')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into brand_book default values`.execute(db);
  await sql`
    create function bump_brand_book() returns trigger language plpgsql as $$
    begin
      update brand_book set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['brands', 'brand_channels', 'brand_words', 'channels']) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_brand_book`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_brand_book()`.execute(db);
  }
}
