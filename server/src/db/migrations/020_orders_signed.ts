import { sql, type Kysely } from 'kysely';

/**
 * The order search by signing date (签收时间, the dashboard's 平均时效 card opens it): signed orders by
 * when they were signed, with the owner for a SELF or COMPANY scope's count.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_signed on orders (received_at, owner_user_id) where is_received`.execute(db);
}
