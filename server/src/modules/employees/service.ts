import { Code, type EmployeeRow } from '@fwd/contract';
import type { addEmployeeBody, updateEmployeeBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError, fieldErrors, type RuleFailure } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { endSessions } from '../../plugins/sessions.ts';
import { releaseChatAccounts } from '../chat/service.ts';
import { assertSuperRemains, isSuperRole } from '../roles/super.ts';
import { employeeMessages as m } from './messages.ts';
import { activeEmployee, activeEmployeesByIds, usernameTaken } from './queries.ts';

type AddInput = z.output<typeof addEmployeeBody>;
type UpdateInput = z.output<typeof updateEmployeeBody>;
type Fields = Omit<AddInput, 'password'>;

const columns = (f: Fields) => ({
  username: f.username,
  name: f.name,
  role_id: f.roleId,
  company_id: f.companyId,
  site_id: f.siteId,
  join_date: f.joinDate,
  phone: f.phone,
  email: f.email,
  avatar: f.avatar,
});

const taken = (username: string) => new AppError(Code.CONFLICT, m.usernameTaken, { username });

/**
 * The role, company and site must exist. Read FOR SHARE, so none of them can
 * be deleted before this transaction commits.
 */
async function assertReferences(ctx: Ctx, db: Db, f: Fields): Promise<void> {
  const exists = async (table: 'roles' | 'companies' | 'sites', id: number) =>
    (await db.selectFrom(table).select('id').where('id', '=', id).forShare().executeTakeFirst()) !== undefined;
  const failures: RuleFailure[] = [];
  if (!(await exists('roles', f.roleId))) failures.push({ path: 'roleId', msg: m.noSuchRole });
  if (!(await exists('companies', f.companyId))) failures.push({ path: 'companyId', msg: m.noSuchCompany });
  if (f.siteId !== null && !(await exists('sites', f.siteId))) failures.push({ path: 'siteId', msg: m.noSuchSite });
  if (failures.length) throw fieldErrors(ctx.lang, failures);
}

export async function addEmployee(ctx: Ctx, { password, ...fields }: AddInput): Promise<EmployeeRow> {
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (t) => {
    if (await usernameTaken(t.db, fields.username)) throw taken(fields.username);
    await assertReferences(ctx, t.db, fields);
    const { id } = await t.db
      .insertInto('users')
      .values({ ...columns(fields), password_hash: passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await activeEmployee(t.db, id))!;
    await audit(t, 'create', 'user', id, null, row);
    return row;
  });
}

/** Edits an employee if nobody else did since `version`; otherwise 40900 with their current record. */
export async function updateEmployee(ctx: Ctx, { id, version, ...fields }: UpdateInput): Promise<EmployeeRow> {
  return inTransaction(ctx, async (t) => {
    const before = await activeEmployee(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    if (await usernameTaken(t.db, fields.username, id)) throw taken(fields.username);
    await assertReferences(ctx, t.db, fields);
    if ((await isSuperRole(t.db, before.roleId)) && !(await isSuperRole(t.db, fields.roleId)))
      await assertSuperRemains(t.db, [id]);
    return updateVersioned(t, {
      table: 'users',
      id,
      version,
      set: columns(fields),
      where: (eb) => eb('deleted_at', 'is', null),
      read: (db) => activeEmployee(db, id),
      notFound: m.notFound,
      audit: { entity: 'user', before },
    });
  });
}

/** Locks the active employees among `ids`; refuses the lot (40400) when any is missing or deleted. */
async function lockActive(db: Db, ids: number[]): Promise<EmployeeRow[]> {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
  const rows = await activeEmployeesByIds(db, ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw new AppError(Code.NOT_FOUND, m.someNotFound, { ids: missing.join(', ') });
  return rows;
}

/**
 * Moves employees to the recycle bin, all or none: their sessions end, their
 * chat accounts fall idle, their records (and what they own) stay. Nobody
 * deletes themself, and one super-administrator always remains.
 */
export async function deleteEmployees(ctx: Ctx, ids: number[]): Promise<null> {
  const unique = [...new Set(ids)];
  if (unique.includes(ctx.user.id)) throw fieldError(ctx.lang, 'ids', m.notSelf);
  await inTransaction(ctx, async (t) => {
    const before = await lockActive(t.db, unique);
    await assertSuperRemains(t.db, unique);

    await t.db
      .updateTable('users')
      .set((eb) => ({ deleted_at: new Date(), version: eb('version', '+', 1) }))
      .where('id', 'in', unique)
      .execute();
    await endSessions(t.db, unique, 'deleted');
    await releaseChatAccounts(t, unique);
    for (const row of before) await audit(t, 'delete', 'user', row.id, row, null);
  });
  return null;
}

/** An administrator sets a new password; the employee's sessions end (but the caller's own current one). */
export async function resetPassword(ctx: Ctx, id: number, password: string): Promise<null> {
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (t) => {
    const result = await t.db
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new AppError(Code.NOT_FOUND, m.notFound);
    await endSessions(t.db, [id], 'password_reset', id === ctx.user.id ? ctx.user.tokenHash : undefined);
    await audit(t, 'update', 'user.password', id, null, null);
  });
  return null;
}

export async function moveToSite(ctx: Ctx, siteId: number, ids: number[]): Promise<null> {
  const unique = [...new Set(ids)];
  await inTransaction(ctx, async (t) => {
    const site = await t.db.selectFrom('sites').select('id').where('id', '=', siteId).forShare().executeTakeFirst();
    if (!site) throw fieldError(ctx.lang, 'siteId', m.noSuchSite);
    const before = await lockActive(t.db, unique);
    await t.db
      .updateTable('users')
      .set((eb) => ({ site_id: siteId, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', 'in', unique)
      .execute();
    for (const row of before) await audit(t, 'update', 'user', row.id, { siteId: row.siteId }, { siteId });
  });
  return null;
}
