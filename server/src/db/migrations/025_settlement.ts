import { sql, type Kysely } from 'kysely';

/**
 * Settlement's foundation: what each order is priced at and is expected to cost.
 * - rate_sheets.kind: the same sheet model prices three ways: `sale` (the channel's
 *   price, the quote book's), `cost` (what the agent or carrier is expected to bill)
 *   and `customer` (a customer's own sale sheet on a channel, `customer_id`). One
 *   sheet a day per channel and kind (and customer).
 * - surcharges.side: a rule is added to the sale price or to the expected cost.
 * - customer_price_levels: per customer and channel, a percentage on the base or
 *   the customer's own sheets.
 * - order_charges: one per order (its sale and cost lines, the sheets used, the
 *   inputs it was priced from); order_charge_history: every pricing, kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await sql`alter table rate_sheets add column kind text not null default 'sale' check (kind in ('sale', 'cost', 'customer'))`.execute(
    db,
  );
  await sql`alter table rate_sheets add column customer_id integer references customers(id)`.execute(db);
  await sql`alter table rate_sheets add constraint rate_sheets_customer check ((kind = 'customer') = (customer_id is not null))`.execute(
    db,
  );
  await sql`drop index rate_sheets_day`.execute(db);
  await sql`create unique index rate_sheets_day on rate_sheets (channel_id, kind, coalesce(customer_id, 0), effective_from)`.execute(
    db,
  );
  await sql`create index rate_sheets_customer on rate_sheets (customer_id) where customer_id is not null`.execute(db);
  await sql`alter table surcharges add column side text not null default 'sale' check (side in ('sale', 'cost'))`.execute(
    db,
  );

  await db.schema
    .createTable('customer_price_levels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'sheet')`))
    .addColumn('percent', 'numeric(7, 2)')
    .addCheckConstraint('customer_price_levels_percent', sql`(kind = 'percent') = (percent is not null)`)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index customer_price_levels_pair on customer_price_levels (customer_id, channel_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('customer_price_levels_channel')
    .on('customer_price_levels')
    .column('channel_id')
    .execute();

  await db.schema
    .createTable('order_charges')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'priced', 'billed')`))
    .addColumn('reason', 'text')
    .addColumn('reason_detail', 'jsonb')
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('chargeable_weight', 'numeric(10, 3)')
    .addColumn('currency', 'text')
    .addColumn('sale_total', 'numeric(14, 2)')
    .addColumn('sale_lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Sheets are referred to without a foreign key: the charge keeps which priced it, whatever becomes of a sheet.
    .addColumn('sale_sheet_id', 'integer')
    .addColumn('level_kind', 'text')
    .addColumn('level_percent', 'numeric(7, 2)')
    .addColumn('cost_currency', 'text')
    .addColumn('cost_total', 'numeric(14, 2)')
    .addColumn('cost_lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cost_sheet_id', 'integer')
    .addColumn('cost_reason', 'text')
    .addColumn('priced_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_charges_state').on('order_charges').column('state').execute();

  await db.schema
    .createTable('order_charge_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('cause', 'text', (c) => c.notNull().check(sql`cause in ('save', 'bulk', 'manual')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`create index order_charge_history_order on order_charge_history (order_id, id desc)`.execute(db);
  await sql`create index order_charge_history_user on order_charge_history (user_id) where user_id is not null`.execute(
    db,
  );
}
