import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Db, SessionUser } from '../../http/context.ts';

/** Whose records a user may see: everybody's, or those owned by these users. */
export type DataScope = { all: true } | { userIds: number[] };

/** What a user's data scope and agent display follow: their company and their role as stored now. Undefined without a role. */
type Role = Pick<SessionUser, 'companyId' | 'roleId' | 'scope' | 'ownDataOnly' | 'showAgent'> | undefined;
const roleOf = (db: Db, userId: number): Promise<Role> =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.company_id as companyId',
      'r.id as roleId',
      'r.scope',
      'r.own_data_only as ownDataOnly',
      'r.show_agent as showAgent',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();

/**
 * The one place a user's data scope is decided, from their role as stored now:
 * ALL; COMPANY = users of their company, departed ones included (their records
 * stay their company's); CUSTOM = the role's accessible
 * users; SELF. Every scope but ALL includes the user; own_data_only forces SELF.
 * A user without a role, or without a company under COMPANY, sees only their own.
 */
async function scopeOfRole(db: Db, user: { id: number }, row: Role): Promise<DataScope> {
  const self: DataScope = { userIds: [user.id] };
  if (!row || row.ownDataOnly || row.scope === 'SELF') return self;
  if (row.scope === 'ALL') return { all: true };
  const others =
    row.scope === 'COMPANY'
      ? row.companyId === null
        ? []
        : await db.selectFrom('users').select('id').where('company_id', '=', row.companyId).execute()
      : await db
          .selectFrom('role_accessible_users')
          .select('user_id as id')
          .where('role_id', '=', row.roleId)
          .execute();
  return { userIds: [...new Set([user.id, ...others.map((o) => o.id)])].sort((a, b) => a - b) };
}

export const resolveScope = async (db: Db, user: { id: number }): Promise<DataScope> =>
  scopeOfRole(db, user, await roleOf(db, user.id));

const perRequest = new WeakMap<object, Promise<DataScope>>();

/**
 * The caller's scope, resolved once per request (its session user is one
 * object for the request) from the role the session lookup read with the
 * session, in the request's first statement; the users a COMPANY or CUSTOM
 * scope lists are read through the ctx's own database, so inside a
 * transaction through that transaction.
 */
export function scopeOf(ctx: { db: Db; user: SessionUser }): Promise<DataScope> {
  let scope = perRequest.get(ctx.user);
  if (!scope) perRequest.set(ctx.user, (scope = scopeOfRole(ctx.db, ctx.user, ctx.user)));
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
 * Whether the caller's role shows agent names and codes (`roles.show_agent`,
 * read with the session). Lists mask in SQL with it, and refuse a filter by
 * what they mask.
 */
export const agentsShown = (ctx: { user: SessionUser }): boolean => ctx.user.showAgent;

/**
 * The active employees whose data the caller sees: who may own a record the
 * caller keeps (a customer, an order). Read FOR SHARE, so they stay as they
 * are until the write commits.
 */
export const ownersVisible = (db: Db, scope: DataScope) =>
  whereVisible(
    db.selectFrom('users').select(['id', 'username']).where('deleted_at', 'is', null),
    'id',
    scope,
  ).forShare();
