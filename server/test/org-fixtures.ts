import type { Db } from '../src/http/context.ts';
import { givenRole, givenUser, USER_PASSWORD, type Caller } from './harness.ts';

/** Fixtures shared by the organization suites. */
export async function givenCompany(db: Db, name: string): Promise<number> {
  const { id } = await db.insertInto('companies').values({ company_name: name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function siteId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('sites').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A signed-in user whose role holds exactly these codes. */
export async function signedInWith(t: Caller, username: string, codes: string[]): Promise<{ id: number; token: string }> {
  const id = await givenUser(t.db, username, await givenRole(t.db, `role_${username}`, codes));
  return { id, token: await t.login(username, USER_PASSWORD) };
}

export const auditOf = (db: Db, entity: string, entityId: number) =>
  db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('id').execute();
