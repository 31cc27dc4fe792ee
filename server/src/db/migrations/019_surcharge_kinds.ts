import { sql, type Kysely } from 'kysely';

/** Surcharge rules of two more kinds: peak (旺季附加费, charged in its season) and other (其他附加费). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table surcharges drop constraint surcharges_kind_check`.execute(db);
  await sql`
    alter table surcharges add constraint surcharges_kind_check
      check (kind in ('fuel', 'remote', 'oversize', 'overweight', 'residential', 'sensitive', 'peak', 'other'))
  `.execute(db);
}
