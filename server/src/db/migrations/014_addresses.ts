import { sql, type Kysely } from 'kysely';

/*
 * 地址类型 (toolbox, addresses): the rules staff keep to tell a residential
 * address from a commercial one. Each table's natural key is what the
 * classifier matches, kept normalised beside what staff typed (`match_key`),
 * so two spellings of one word or address are one record.
 */

const now = sql`now()`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address_words')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('company', 'business', 'residential', 'poBox')`))
    // '' for every country: a unique key cannot hold a null as a value.
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull())
    // Seeded defaults: staff may switch one off, not delete it (the seed would bring it back).
    .addColumn('builtin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index address_words_key on address_words (kind, country, lang, match_key)`.execute(db);

  await db.schema
    .createTable('address_known')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text')
    .addColumn('city', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('residential', 'commercial')`))
    .addColumn('remark', 'text')
    .addColumn('match_key', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('address_districts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    // Upper case without spaces and dashes; a trailing * marks a prefix.
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('address_districts_key', ['country', 'postcode'])
    .execute();
}
