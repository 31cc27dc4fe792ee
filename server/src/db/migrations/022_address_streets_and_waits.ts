import { sql, type Kysely } from 'kysely';

/**
 * - address_words.kind: street types (St, Rue, Straße) join the word lists, so
 *   the rules can tell a street's name from business and home words;
 * - outside_rate_slots.not_before: when a service answered 429 with
 *   Retry-After, no call with that key starts before this time (epoch
 *   milliseconds, the database's clock), in any process.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table address_words drop constraint address_words_kind_check`.execute(db);
  await sql`alter table address_words add constraint address_words_kind_check check (kind in ('company', 'business', 'residential', 'poBox', 'street'))`.execute(
    db,
  );
  await db.schema
    .alterTable('outside_rate_slots')
    .addColumn('not_before', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
