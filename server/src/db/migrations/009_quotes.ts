import { sql, type Kysely } from 'kysely';

/**
 * Quotes: a channel's quote settings and rate sheets (zones, their members,
 * weight bands), surcharge rules and the channels they apply to, the
 * carriers' remote-area lists, the shipping query's remarks. Weights, lengths
 * and money are `numeric`, never floats. A channel's settings, sheets and
 * remarks are its own parts (they go with it); a surcharge rule naming a
 * channel keeps it from being deleted.
 *
 * `quote_book` holds one counter that every change to what prices bumps, in
 * the writing transaction (statement triggers on those tables, channels and
 * countries included), so each API process checks its cached, compiled book
 * against it with one indexed read per price query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  const kg = sql`numeric(9,3)`;
  const cm = sql`numeric(5,1)`;
  const money = sql`numeric(12,4)`;
  const cargoTypes = sql`text[]`;

  await db.schema
    .createTable('quote_settings')
    .addColumn('channel_id', 'integer', (c) => c.primaryKey().references('channels.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('divisor', 'integer', (c) => c.notNull())
    .addColumn('kg_per_cbm', kg, (c) => c.notNull())
    .addColumn('step', kg, (c) => c.notNull())
    .addColumn('step_above', kg)
    .addColumn('step_above_size', kg)
    .addColumn('min_chargeable', kg, (c) => c.notNull())
    .addColumn('piece_minimum', kg, (c) => c.notNull())
    .addColumn('max_weight', kg)
    .addColumn('max_piece_weight', kg)
    .addColumn('max_longest_side', cm)
    .addColumn('max_girth', cm)
    .addColumn('cargo_types', cargoTypes, (c) => c.notNull())
    .addColumn('transit_min', 'integer')
    .addColumn('transit_max', 'integer')
    .addColumn('quote_from', 'date')
    .addColumn('quote_to', 'date')
    .addColumn('remark', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('rate_sheets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // One sheet a day per channel: which is in force is never a tie. Also the channel's list, newest first.
  await sql`create unique index rate_sheets_day on rate_sheets (channel_id, effective_from)`.execute(db);
  await db.schema.createIndex('rate_sheets_created_by').on('rate_sheets').column('created_by').execute();

  await db.schema
    .createTable('rate_zones')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sheet_id', 'integer', (c) => c.notNull().references('rate_sheets.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await sql`create unique index rate_zones_code on rate_zones (sheet_id, code)`.execute(db);

  await db.schema
    .createTable('rate_zone_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('rate_zones.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull().references('countries.code'))
    .addColumn('match', 'text', (c) => c.notNull().check(sql`match in ('country', 'prefix', 'range', 'exact')`))
    .addColumn('value', 'text')
    .addColumn('value_to', 'text')
    .execute();
  await db.schema.createIndex('rate_zone_members_zone').on('rate_zone_members').column('zone_id').execute();
  // The shipping query's "which channels serve this country", and the foreign key.
  await db.schema.createIndex('rate_zone_members_country').on('rate_zone_members').column('country').execute();

  await db.schema
    .createTable('rate_bands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('rate_zones.id').onDelete('cascade'))
    .addColumn('from_kg', kg, (c) => c.notNull())
    .addColumn('to_kg', kg, (c) => c.notNull())
    .addColumn('model', 'text', (c) =>
      c.notNull().check(sql`model in ('flat', 'perKg', 'firstAdditional', 'perKgPlusFee')`),
    )
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('first_kg', kg)
    .addColumn('step_kg', kg)
    .addColumn('step_price', money)
    .addColumn('piece_fee', money)
    .addCheckConstraint('rate_bands_order', sql`from_kg < to_kg`)
    .execute();
  await db.schema.createIndex('rate_bands_zone').on('rate_bands').columns(['zone_id', 'from_kg']).execute();

  await db.schema
    .createTable('surcharges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('fuel', 'remote', 'oversize', 'overweight', 'residential', 'sensitive')`),
    )
    .addColumn('basis', 'text', (c) => c.notNull().check(sql`basis in ('shipment', 'piece', 'kg', 'percent')`))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('minimum', money)
    .addColumn('on_fuel', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remote_class', 'text')
    .addColumn('threshold_kg', kg)
    .addColumn('threshold_cm', cm)
    .addColumn('girth_cm', cm)
    .addColumn('cargo_types', cargoTypes, (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('effective_to', 'date')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('surcharges_days', sql`effective_to is null or effective_from <= effective_to`)
    .execute();
  // The rules page, by kind, newest first.
  await sql`create index surcharges_kind on surcharges (kind, id desc)`.execute(db);

  // A rule's channels are its own; a channel a rule names stays until the rule lets go of it.
  await db.schema
    .createTable('surcharge_channels')
    .addColumn('surcharge_id', 'integer', (c) => c.notNull().references('surcharges.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addPrimaryKeyConstraint('surcharge_channels_pk', ['surcharge_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('surcharge_channels_channel').on('surcharge_channels').column('channel_id').execute();

  await db.schema
    .createTable('remote_lists')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('effective_to', 'date')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('remote_lists_days', sql`effective_to is null or effective_from <= effective_to`)
    .execute();
  await sql`create index remote_lists_carrier on remote_lists (lower(carrier), effective_from desc)`.execute(db);
  await db.schema.createIndex('remote_lists_created_by').on('remote_lists').column('created_by').execute();

  await db.schema
    .createTable('remote_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('list_id', 'integer', (c) => c.notNull().references('remote_lists.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull().references('countries.code'))
    .addColumn('match', 'text', (c) => c.notNull().check(sql`match in ('exact', 'prefix', 'range', 'city')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('value_to', 'text')
    .addColumn('remote_class', 'text', (c) => c.notNull())
    .execute();
  // A list's entries in file order, and those of one country.
  await db.schema.createIndex('remote_entries_list').on('remote_entries').columns(['list_id', 'id']).execute();
  await db.schema.createIndex('remote_entries_country').on('remote_entries').columns(['country', 'list_id']).execute();

  await db.schema
    .createTable('shipping_remarks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull().references('countries.code'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // A country's latest remark per channel (the shipping query), a channel's for a country newest first (the drawer).
  await sql`create index shipping_remarks_latest on shipping_remarks (country, channel_id, created_at desc, id desc)`.execute(
    db,
  );
  await db.schema.createIndex('shipping_remarks_channel').on('shipping_remarks').column('channel_id').execute();
  await db.schema.createIndex('shipping_remarks_author').on('shipping_remarks').column('author_id').execute();

  await db.schema
    .createTable('quote_book')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into quote_book default values`.execute(db);
  await sql`
    create function bump_quote_book() returns trigger language plpgsql as $$
    begin
      update quote_book set version = version + 1;
      return null;
    end $$`.execute(db);
  const pricing = [
    'quote_settings',
    'rate_sheets',
    'rate_zones',
    'rate_zone_members',
    'rate_bands',
    'surcharges',
    'surcharge_channels',
    'remote_lists',
    'remote_entries',
    'channels',
    'countries',
  ];
  for (const table of pricing) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_quote_book`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_quote_book()`.execute(db);
  }
}
