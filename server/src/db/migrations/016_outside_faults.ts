import { sql, type Kysely } from 'kysely';

/**
 * What the outside services' faults need kept across processes:
 * - jobs.history: each ended attempt's outcome (counts, progress, why it
 *   failed), so a retry no longer hides what the attempt before it did;
 * - outside_rate_slots: the start times of the latest calls made with one
 *   outside key, shared by every process, so N processes together keep the
 *   provider's limit (3 calls a second for 17TRACK) instead of N times it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createTable('outside_rate_slots')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    // Epoch milliseconds by the database's clock, oldest first, at most the limit's count.
    .addColumn('starts', sql`bigint[]`, (c) => c.notNull().defaultTo(sql`'{}'::bigint[]`))
    .execute();
}
