import { sql, type Kysely } from 'kysely';

/*
 * 汇率 and 利润报表:
 * - exchange_rates: per month and currency, CNY for one unit (the base is CNY
 *   and has no row), kept by staff, versioned.
 * - The profit report reads the priced orders of a span of entry months: an
 *   index on orders' entry date carrying the columns it groups and filters by,
 *   and one on order_charges carrying what it adds up, so both are read from
 *   their indexes alone rather than from the wide rows (charges hold jsonb lines).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exchange_rates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$' and currency <> 'CNY'`))
    .addColumn('rate', 'numeric(14, 8)', (c) => c.notNull().check(sql`rate > 0`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index exchange_rates_month on exchange_rates (month, currency)`.execute(db);
  await sql`create index orders_entry on orders (entry_date) include (customer_id, channel_id, agent_id, owner_user_id)`.execute(
    db,
  );
  await sql`create index order_charges_amounts on order_charges (order_id) include (state, currency, sale_total, cost_currency, cost_total)`.execute(
    db,
  );
}
