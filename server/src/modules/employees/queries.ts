import type { DeletedEmployeeRow, EmployeeRow } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import { containing } from '../../http/rules.ts';
import { whereVisible, type DataScope } from '../roles/scope.ts';

/*
 * Lists and pickers show only the employees whose data the caller sees (their
 * data scope, as RuoYi's user list does); reads of one record by id serve the
 * rules of writes, which the target check guards.
 */

export interface EmployeeFilter {
  /** Whose records the caller sees; every list passes it. */
  scope?: DataScope;
  /** The recycle bin, or the active employees. */
  deleted: boolean;
  companyId?: number | undefined;
  /** Part of the name or the username, any case. */
  keyword?: string | undefined;
}

export interface Paging {
  currentPage: number;
  pageSize: number;
}

const matching = (db: Db, f: EmployeeFilter) => {
  let q = db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('sites as s', 's.id', 'u.site_id')
    .where('u.deleted_at', f.deleted ? 'is not' : 'is', null);
  if (f.scope) q = whereVisible(q, 'u.id', f.scope);
  if (f.companyId !== undefined) q = q.where('u.company_id', '=', f.companyId);
  if (f.keyword) {
    const pattern = containing(f.keyword);
    q = q.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.username', 'ilike', pattern)]));
  }
  return q;
};

const rows = (db: Db, f: EmployeeFilter) =>
  matching(db, f).select([
    'u.id',
    'u.username',
    'u.name',
    'u.join_date',
    'u.role_id',
    'r.role_name',
    'u.company_id',
    'c.company_name',
    'u.site_id',
    's.name as site_name',
    'u.phone',
    'u.email',
    'u.avatar',
    'u.version',
    'u.deleted_at',
  ]);

type Selected = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

const toRow = (r: Selected): EmployeeRow => ({
  id: r.id,
  username: r.username,
  name: r.name,
  joinDate: r.join_date,
  roleId: r.role_id,
  roleName: r.role_name,
  companyId: r.company_id,
  companyName: r.company_name,
  siteId: r.site_id,
  siteName: r.site_name,
  phone: r.phone,
  email: r.email,
  avatar: r.avatar,
  version: r.version,
});

const toDeletedRow = (r: Selected): DeletedEmployeeRow => ({ ...toRow(r), deletedAt: r.deleted_at!.toISOString() });

async function employeePage(db: Db, f: EmployeeFilter, { currentPage, pageSize }: Paging) {
  const [found, { total }] = await Promise.all([
    rows(db, f)
      .orderBy(f.deleted ? 'u.deleted_at' : 'u.id', f.deleted ? 'desc' : 'asc')
      .orderBy('u.id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { found, total };
}

export async function activeEmployees(db: Db, f: Omit<EmployeeFilter, 'deleted'>, paging: Paging) {
  const { found, total } = await employeePage(db, { ...f, deleted: false }, paging);
  return { records: found.map(toRow), total };
}

export async function deletedEmployees(db: Db, f: Omit<EmployeeFilter, 'deleted' | 'companyId'>, paging: Paging) {
  const { found, total } = await employeePage(db, { ...f, deleted: true }, paging);
  return { records: found.map(toDeletedRow), total };
}

export const activeEmployee = async (db: Db, id: number): Promise<EmployeeRow | undefined> => {
  const r = await rows(db, { deleted: false }).where('u.id', '=', id).executeTakeFirst();
  return r && toRow(r);
};

export const activeEmployeesByIds = async (db: Db, ids: number[]): Promise<EmployeeRow[]> =>
  (await rows(db, { deleted: false }).where('u.id', 'in', ids).orderBy('u.id').execute()).map(toRow);

export const deletedEmployee = async (db: Db, id: number): Promise<DeletedEmployeeRow | undefined> => {
  const r = await rows(db, { deleted: true }).where('u.id', '=', id).executeTakeFirst();
  return r && toDeletedRow(r);
};

/** Whether an active user has this username (any case), other than `exceptId`. */
export async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const userPicks = (db: Db, scope: DataScope) =>
  whereVisible(db.selectFrom('users').select(['id', 'name', 'username']).where('deleted_at', 'is', null), 'id', scope)
    .orderBy('id')
    .execute();

export const activeUsernames = async (db: Db, scope: DataScope) =>
  (
    await whereVisible(db.selectFrom('users').select('username').where('deleted_at', 'is', null), 'id', scope)
      .orderBy('username')
      .execute()
  ).map((u) => u.username);
