import { accessCodes, type Access } from '@fwd/contract';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../../http/context.ts';
import { routeKey, type RegisteredRoute } from '../../http/registry.ts';

const accessKind = (a: Access | undefined) => (a === 'public' || a === 'authenticated' ? a : 'permission');

/**
 * Writes the route table into `apis` (the registry API management edits) and
 * applies each route's default binding to the permission with its declared
 * code once, so bindings staff change later are kept across restarts.
 * Answers `route key -> api id` for the guard.
 */
async function syncRegistry(db: Db, routes: RegisteredRoute[]): Promise<Map<string, number>> {
  return inTransaction({ db }, async ({ db: trx }) => {
    const types = [...new Set(routes.map((r) => r.type))];
    if (types.length) {
      await trx
        .insertInto('api_types')
        .values(types.map((name) => ({ name })))
        .onConflict((c) => c.column('name').doNothing())
        .execute();
    }
    const typeIds = new Map(
      (await trx.selectFrom('api_types').select(['id', 'name']).execute()).map((t) => [t.name, t.id]),
    );
    const ids = new Map<string, number>();
    for (const r of routes) {
      // Several codes (an API serving several pages) are kept comma-separated, as API management shows them.
      const code = r.access ? accessCodes(r.access).join(',') || null : null;
      const row = await trx
        .insertInto('apis')
        .values({
          method: r.method,
          path: r.path,
          access: accessKind(r.access),
          permission_code: code,
          summary: r.summary,
          type_id: typeIds.get(r.type)!,
          present: true,
          declared_type: r.type,
        })
        // The type is left alone: staff may have moved the API to another one.
        .onConflict((c) =>
          c.columns(['method', 'path']).doUpdateSet({
            access: accessKind(r.access),
            permission_code: code,
            summary: r.summary,
            present: true,
            declared_type: r.type,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(routeKey(r.method, r.path), row.id);
    }
    // A route gone from the code stays listed only for the bindings staff would otherwise lose.
    await trx
      .deleteFrom('apis')
      .where('id', 'not in', [...ids.values(), 0])
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('permission_apis as pa').select('pa.api_id').whereRef('pa.api_id', '=', 'apis.id')),
        ),
      )
      .execute();
    await trx
      .updateTable('apis')
      .set({ present: false })
      .where('id', 'not in', [...ids.values(), 0])
      .execute();
    await sql`
      with pending as (
        select a.id as api_id, p.id as permission_id, a.permission_code
        from apis a join permissions p on p.permission_code = any(string_to_array(a.permission_code, ','))
        where a.present and a.default_bound_code is distinct from a.permission_code
      ), bound as (
        insert into permission_apis (permission_id, api_id)
        select permission_id, api_id from pending on conflict do nothing
      )
      update apis set default_bound_code = pending.permission_code from pending where apis.id = pending.api_id
    `.execute(trx);
    return ids;
  });
}

/** Whether the role holds a permission bound to the API. */
export async function roleMayCall(db: Db, roleId: number, apiId: number): Promise<boolean> {
  const row = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permission_apis as pa', 'pa.permission_id', 'rp.permission_id')
    .select('rp.role_id')
    .where('rp.role_id', '=', roleId)
    .where('pa.api_id', '=', apiId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The registry the guard asks (`app.apiRegistry`): the routes written at start, a role's grant to an API per request. */
export default fp(
  async (app) => {
    app.decorate('apiRegistry', {
      sync: (routes) => syncRegistry(app.db, routes),
      mayCall: (roleId, apiId) => roleMayCall(app.db, roleId, apiId),
    });
  },
  { name: 'api-registry', dependencies: ['database'] },
);
