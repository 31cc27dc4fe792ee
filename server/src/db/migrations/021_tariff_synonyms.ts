import { sql, type Kysely } from 'kysely';

/*
 * 海关编码 (issue 30): the everyday names of goods the search knows (手机壳,
 * laptop, T恤), each with the HS 2022 codes it means, the likeliest first.
 * Seeded from the list the tariffs tool ships (reference data) and kept by
 * staff. `match_key` is the name as the search reads it (tariffs/
 * synonym-match.ts), so two spellings of one name are one record. A change
 * bumps `tariff_index.version` (migration 012's function): every process
 * rebuilds its search index once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('tariff_synonyms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('match_key', 'text', (c) => c.notNull().unique())
    .addColumn('codes', sql`text[]`, (c) => c.notNull().check(sql`cardinality(codes) between 1 and 10`))
    // Shipped defaults: staff may switch one off or change its codes, not rename or delete it (the seed would bring it back).
    .addColumn('builtin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`
    create trigger tariff_synonyms_bump_tariff_index
    after insert or update or delete or truncate on tariff_synonyms
    for each statement execute function bump_tariff_index()`.execute(db);
}
