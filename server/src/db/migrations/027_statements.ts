import { sql, type Kysely } from 'kysely';

/**
 * 客户对账 and 收款 (issue 32).
 * - customers.language: the language its statements are written in; credit_limit with its currency.
 * - statements: a customer's period; numbers unique (ST-YYYYMM-NNNN from statement_numbers' counter per month).
 *   Once issued, what it billed is fixed: a trigger refuses any change to its number, customer or period and
 *   any row of statement_orders or statement_totals written, changed or removed when it is no draft
 *   (its state and settled_at are all that may change: settling).
 * - statement_orders: the orders it billed, each once; statement_totals: its balances per currency, as issued.
 * - charge_adjustments: a change to an order's charge (staff's, or a billed order priced again), on the
 *   customer's next statement (statement_id null until one takes it).
 * - payments and payment_applications: what a payment paid of which statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await sql`alter table customers add column language text not null default 'zh' check (language in ('zh', 'en', 'es', 'ja'))`.execute(
    db,
  );
  await sql`alter table customers add column credit_limit numeric(14, 2)`.execute(db);
  await sql`alter table customers add column credit_currency text`.execute(db);
  await sql`alter table customers add constraint customers_credit check ((credit_limit is null) = (credit_currency is null))`.execute(
    db,
  );

  await db.schema
    .createTable('statement_numbers')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('statements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`state in ('draft', 'issued', 'settled')`),
    )
    .addColumn('issued_at', 'timestamptz')
    .addColumn('issued_by', 'integer', (c) => c.references('users.id'))
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('statements_period', sql`period_from <= period_to`)
    .addCheckConstraint('statements_issued', sql`(state = 'draft') = (issued_at is null)`)
    .execute();
  await sql`create unique index statements_number on statements (number)`.execute(db);
  await sql`create index statements_customer on statements (customer_id, period_from)`.execute(db);
  await sql`create index statements_issued_by on statements (issued_by) where issued_by is not null`.execute(db);
  await sql`create index statements_created_by on statements (created_by) where created_by is not null`.execute(db);

  await db.schema
    .createTable('statement_orders')
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('statements.id'))
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
    .execute();
  await sql`create index statement_orders_statement on statement_orders (statement_id)`.execute(db);

  await db.schema
    .createTable('statement_totals')
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('statements.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('opening', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('charges', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('adjustments', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('payments', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('closing', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('due', 'numeric(14, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_totals_pk', ['statement_id', 'currency'])
    .execute();

  await db.schema
    .createTable('charge_adjustments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('manual', 'repriced')`))
    .addColumn('reason', 'text')
    // A re-pricing's inputs (settlement's inputsKey): the same inputs again price nothing new.
    .addColumn('inputs', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('statement_id', 'integer', (c) => c.references('statements.id'))
    .addCheckConstraint('charge_adjustments_reason', sql`(kind = 'manual') = (reason is not null)`)
    .execute();
  await sql`create index charge_adjustments_open on charge_adjustments (customer_id) where statement_id is null`.execute(
    db,
  );
  await sql`create index charge_adjustments_order on charge_adjustments (order_id, id)`.execute(db);
  await sql`create index charge_adjustments_statement on charge_adjustments (statement_id) where statement_id is not null`.execute(
    db,
  );
  await sql`create index charge_adjustments_by on charge_adjustments (created_by) where created_by is not null`.execute(
    db,
  );

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index payments_customer on payments (customer_id, currency, paid_on)`.execute(db);
  await sql`create index payments_by on payments (created_by) where created_by is not null`.execute(db);

  await db.schema
    .createTable('payment_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('statements.id'))
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index payment_applications_payment on payment_applications (payment_id)`.execute(db);
  await sql`create index payment_applications_statement on payment_applications (statement_id)`.execute(db);

  // An issued statement never changes: what it billed, its customer, period and number stay as issued.
  await sql`
    create function statements_fixed() returns trigger language plpgsql as $$
    begin
      if old.state <> 'draft' and (new.number, new.customer_id, new.period_from, new.period_to, new.issued_at)
          is distinct from (old.number, old.customer_id, old.period_from, old.period_to, old.issued_at)
          or old.state = 'settled' and new.state <> 'settled'
          or old.state <> 'draft' and new.state = 'draft' then
        raise exception 'statement % is issued and cannot change', old.number using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger statements_fixed before update on statements for each row execute function statements_fixed()`.execute(
    db,
  );
  await sql`
    create function statement_parts_fixed() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from statements s where s.id in (old.statement_id, new.statement_id) and s.state <> 'draft') then
        raise exception 'statement % is issued: its orders and totals cannot change', coalesce(old.statement_id, new.statement_id)
          using errcode = 'P0001';
      end if;
      return coalesce(new, old);
    end $$`.execute(db);
  for (const table of ['statement_orders', 'statement_totals'])
    await sql`create trigger ${sql.raw(`${table}_fixed`)} before insert or update or delete on ${sql.ref(table)} for each row execute function statement_parts_fixed()`.execute(
      db,
    );
  await sql`
    create function statements_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'statement % is issued and cannot be deleted', old.number using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger statements_kept before delete on statements for each row when (old.state <> 'draft') execute function statements_kept()`.execute(
    db,
  );
}
