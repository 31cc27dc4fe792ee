import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Db } from './context.ts';

/** Whose records a user may see: everybody's, or those owned by these users. */
export type DataScope = { all: true } | { userIds: number[] };

/** A user's role as stored now: what their scope and agent flag follow. Undefined without a role. */
const roleOf = (db: Db, userId: number) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.company_id', 'r.id as role_id', 'r.scope', 'r.own_data_only', 'r.show_agent'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
type Role = Awaited<ReturnType<typeof roleOf>>;

/**
 * The one place a user's data scope is decided, from their role as stored now:
 * ALL; COMPANY = users of their company, departed ones included (their records
 * stay their company's); CUSTOM = the role's accessible
 * users; SELF. Every scope but ALL includes the user; own_data_only forces SELF.
 * A user without a role, or without a company under COMPANY, sees only their own.
 */
async function scopeOfRole(db: Db, user: { id: number }, row: Role): Promise<DataScope> {
  const self: DataScope = { userIds: [user.id] };
  if (!row || row.own_data_only || row.scope === 'SELF') return self;
  if (row.scope === 'ALL') return { all: true };
  const others =
    row.scope === 'COMPANY'
      ? row.company_id === null
        ? []
        : await db.selectFrom('users').select('id').where('company_id', '=', row.company_id).execute()
      : await db.selectFrom('role_accessible_users').select('user_id as id').where('role_id', '=', row.role_id).execute();
  return { userIds: [...new Set([user.id, ...others.map((o) => o.id)])].sort((a, b) => a - b) };
}

export const resolveScope = async (db: Db, user: { id: number }): Promise<DataScope> => scopeOfRole(db, user, await roleOf(db, user.id));

/**
 * The caller's role, read once per request (its session user is one object
 * for the request) through the ctx's own database, so inside a transaction
 * it reads through that transaction. The scope and the agent flag both
 * follow it: one statement for the two.
 */
const rolePerRequest = new WeakMap<object, Promise<Role>>();
function requestRole(ctx: { db: Db; user: { id: number } }): Promise<Role> {
  let role = rolePerRequest.get(ctx.user);
  if (!role) rolePerRequest.set(ctx.user, (role = roleOf(ctx.db, ctx.user.id)));
  return role;
}

const perRequest = new WeakMap<object, Promise<DataScope>>();

/** The caller's scope, resolved once per request (see `requestRole`). */
export function scopeOf(ctx: { db: Db; user: { id: number } }): Promise<DataScope> {
  let scope = perRequest.get(ctx.user);
  if (!scope) perRequest.set(ctx.user, (scope = requestRole(ctx).then((row) => scopeOfRole(ctx.db, ctx.user, row))));
  return scope;
}

/**
 * Applies a scope in SQL to a query over rows with an owner column, e.g.
 * `whereVisible(db.selectFrom('orders'), 'orders.owner_id', scope)`. Lists,
 * counts and exports filter here, never in memory.
 */
export function whereVisible<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  ownerColumn: ReferenceExpression<DB, TB>,
  scope: DataScope,
): SelectQueryBuilder<DB, TB, O> {
  if ('all' in scope) return qb;
  if (scope.userIds.length === 0) return qb.where(sql<boolean>`false`);
  return qb.where((eb) => eb(ownerColumn, 'in', scope.userIds));
}

/**
 * Whether the caller's role shows agent names and codes (`roles.show_agent`;
 * a user without a role sees them masked). Resolved once per request, with
 * the scope; lists mask in SQL with it, and refuse a filter by what they mask.
 */
export const agentsShown = (ctx: { db: Db; user: { id: number } }): Promise<boolean> => requestRole(ctx).then((r) => r?.show_agent ?? false);

/**
 * The active employees whose data the caller sees: who may own a record the
 * caller keeps (a customer, an order). Read FOR SHARE, so they stay as they
 * are until the write commits.
 */
export const ownersVisible = (db: Db, scope: DataScope) =>
  whereVisible(db.selectFrom('users').select(['id', 'username']).where('deleted_at', 'is', null), 'id', scope).forShare();
