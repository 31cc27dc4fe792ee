import { Code, type CompanyRow, type SiteRow } from '@fwd/contract';
import type { companyCreateBody, companyUpdateBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { whereVisible, type DataScope } from '../roles/scope.ts';
import { companyMessages as m } from './messages.ts';

const companyById = (db: Db, id: number): Promise<CompanyRow | undefined> =>
  db
    .selectFrom('companies')
    .select(['id', 'company_name as companyName', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function activeEmployeeCount(db: Db, companyId: number): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return n;
}

/** The companies, each with the active employees the caller's data scope reaches: what its employee list shows. */
export async function listCompanies(db: Db, scope: DataScope): Promise<CompanyRow[]> {
  const rows = await db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.id',
      'c.company_name as companyName',
      'c.version',
      whereVisible(eb.selectFrom('users as u').select(eb.fn.countAll<number>().as('n')), 'u.id', scope)
        .whereRef('u.company_id', '=', 'c.id')
        .where('u.deleted_at', 'is', null)
        .as('userCount'),
    ])
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, userCount: r.userCount ?? 0 }));
}

/** Names are compared trimmed (the schema trims) and case-insensitively, as the unique index does. */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['company_name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicate(name);
}

const duplicate = (name: string) => new AppError(Code.CONFLICT, m.duplicate, { name });

export function createCompany(ctx: Ctx, { companyName }: z.output<typeof companyCreateBody>): Promise<CompanyRow> {
  return inTransaction(ctx, async (t) => {
    await assertNameFree(t.db, companyName);
    const row = await t.db
      .insertInto('companies')
      .values({ company_name: companyName })
      .returning(['id', 'company_name as companyName', 'version'])
      .executeTakeFirstOrThrow();
    await audit(t, 'create', 'company', row.id, null, row);
    return row;
  });
}

export function updateCompany(
  ctx: Ctx,
  { id, companyName, version }: z.output<typeof companyUpdateBody>,
): Promise<CompanyRow> {
  return inTransaction(ctx, async (t) => {
    const before = await companyById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertNameFree(t.db, companyName, id);
    return updateVersioned(t, {
      table: 'companies',
      id,
      version,
      set: { company_name: companyName },
      read: (db) => companyById(db, id),
      notFound: m.notFound,
      audit: { entity: 'company', before },
    });
  });
}

export async function deleteCompany(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    // Locked, so an employee cannot be added to it while it goes (adding reads it FOR SHARE).
    const before = await t.db
      .selectFrom('companies')
      .select(['id', 'company_name as companyName', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    const count = await activeEmployeeCount(t.db, id);
    if (count > 0) throw new AppError(Code.CONFLICT, m.hasEmployees, { count });
    // Employees in the recycle bin may still name it; they keep their place there, without a company.
    const recycled = await t.db
      .updateTable('users')
      .set({ company_id: null })
      .where('company_id', '=', id)
      .returning('id')
      .execute();
    await t.db.deleteFrom('companies').where('id', '=', id).execute();
    await audit(t, 'delete', 'company', id, { ...before, deletedEmployeeIds: recycled.map((u) => u.id) }, null);
  });
  return null;
}

export const listSites = (db: Db): Promise<SiteRow[]> =>
  db.selectFrom('sites').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
