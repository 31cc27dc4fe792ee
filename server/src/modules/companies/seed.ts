import type { Db } from '../../http/context.ts';

/** Where employees work. Added when missing; ones staff renamed or added stay. */
export const SITES = ['深圳站', '义乌站', '广州站', '上海站', '宁波站', '厦门站'];

export async function syncSites(db: Db): Promise<void> {
  await db
    .insertInto('sites')
    .values(SITES.map((name, sort) => ({ name, sort })))
    .onConflict((c) => c.column('name').doNothing())
    .execute();
}
