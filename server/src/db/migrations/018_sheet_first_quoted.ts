import { sql, type Kysely } from 'kysely';

/**
 * When a rate sheet first priced a quote (the price query, the shipping
 * query): until then a sheet in force or past may still be withdrawn. Written
 * once a sheet, by the query that first uses it; that write does not move the
 * quote book, so rate_sheets' trigger now fires only on the columns the book
 * reads (a sheet's rows change only with its version).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_sheets').addColumn('first_quoted_at', 'timestamptz').execute();
  await sql`drop trigger rate_sheets_bump_quote_book on rate_sheets`.execute(db);
  await sql`
    create trigger rate_sheets_bump_quote_book
    after insert or update of id, channel_id, effective_from, version or delete or truncate on rate_sheets
    for each statement execute function bump_quote_book()`.execute(db);
}
