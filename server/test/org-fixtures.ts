import type { Db } from '../src/http/context.ts';

/** Fixtures shared by the organization suites. */
export async function givenCompany(db: Db, name: string): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values({ company_name: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function siteId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('sites').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export const auditOf = (db: Db, entity: string, entityId: number) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
