import { sql, type Kysely } from 'kysely';

/**
 * 代理账单: agents' bills and what we owe agents.
 * - agent_bill_settings: per agent, its tolerances (kg; % of the expected cost), the days after which
 *   an order of its channels not billed is a difference, and the column mapping staff chose last.
 * - agent_bills: one imported file; unique per agent by number and by the SHA-256 of its lines as read, so the
 *   same file imported twice at once makes one bill (the other meets the index: 40900).
 * - agent_bill_lines: the file's lines, the order each matched (by 转单号, else 原单号) and the
 *   order's expected weight and cost as they stood when matched.
 * - agent_bill_differences: what staff accept or dispute; an `unbilled` one names an order, no line.
 * - agent_payments: what was paid to an agent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('agent_bill_settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().unique().references('agents.id').onDelete('cascade'))
    // No defaults here: the contract's (billSettingsFields) are the one place they are said.
    .addColumn('weight_tolerance', 'numeric(9, 3)', (c) => c.notNull())
    .addColumn('amount_tolerance', 'numeric(5, 2)', (c) => c.notNull())
    .addColumn('unbilled_days', 'integer', (c) => c.notNull().check(sql`unbilled_days between 1 and 365`))
    .addColumn('mapping', 'jsonb')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('agent_bills')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('bill_no', 'text', (c) => c.notNull())
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addCheckConstraint('agent_bills_period', sql`period_from <= period_to`)
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('file_hash', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('imported')
        .check(sql`state in ('imported', 'disputed', 'reconciled')`),
    )
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('totals', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index agent_bills_bill_no on agent_bills (agent_id, lower(bill_no))`.execute(db);
  await sql`create unique index agent_bills_file_hash on agent_bills (agent_id, file_hash)`.execute(db);
  await sql`create index agent_bills_newest on agent_bills (created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('agent_bill_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('agent_bills.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('new_number', 'text')
    .addColumn('original_number', 'text')
    .addColumn('weight', 'numeric(9, 3)')
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('billed_on', 'date')
    .addColumn('remark', 'text')
    // A deleted order leaves the line as the agent billed it, unmatched.
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('expected_weight', 'numeric(10, 3)')
    .addColumn('expected_amount', 'numeric(14, 2)')
    .addColumn('expected_currency', 'text')
    .execute();
  await sql`create index agent_bill_lines_bill on agent_bill_lines (bill_id, id)`.execute(db);
  await sql`create index agent_bill_lines_order on agent_bill_lines (order_id) where order_id is not null`.execute(db);

  await db.schema
    .createTable('agent_bill_differences')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('agent_bills.id').onDelete('cascade'))
    .addColumn('line_id', 'integer', (c) => c.references('agent_bill_lines.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('weight', 'amount', 'noOrder', 'duplicate', 'unbilled')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'accepted', 'disputed')`),
    )
    .addColumn('note', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index agent_bill_differences_bill on agent_bill_differences (bill_id, kind, status)`.execute(db);
  await sql`create index agent_bill_differences_line on agent_bill_differences (line_id) where line_id is not null`.execute(
    db,
  );
  await sql`create index agent_bill_differences_order on agent_bill_differences (order_id) where order_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('agent_payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index agent_payments_agent on agent_payments (agent_id)`.execute(db);
}
