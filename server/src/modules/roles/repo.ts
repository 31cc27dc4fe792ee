import { Code, type Language, type Role } from '@fwd/contract';
import type { Ctx, Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import type { Row } from '../../db/schema.ts';
import type { RolesTable } from './schema.ts';

type RoleRow = Row<'roles'>;
import type { Updateable } from 'kysely';
import { roleMessages, scopeLabels } from './messages.ts';

/** Roles with their active member count, super-administrator first. */
export const roleRows = (db: Db) =>
  db
    .selectFrom('roles as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('u.role_id', '=', 'r.id')
        .where('u.deleted_at', 'is', null)
        .as('member_count'),
    )
    .orderBy('r.is_super', 'desc')
    .orderBy('r.id');

export const toRole = (r: RoleRow & { member_count: number | null }, lang: Language): Role => ({
  id: r.id,
  name: r.name,
  roleName: r.role_name,
  isSuper: r.is_super,
  scope: r.scope,
  visibilityScopeName: translate(lang, scopeLabels[r.scope]),
  showAgent: r.show_agent,
  ownDataOnly: r.own_data_only,
  memberCount: r.member_count ?? 0,
  version: r.version,
});

export async function roleView(ctx: Ctx, id: number): Promise<Role> {
  const row = await roleRows(ctx.db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, roleMessages.noSuchRole, { id });
  return toRole(row, ctx.lang);
}

/** The role or 40400; with `lock`, locked for the rest of the transaction so concurrent edits queue. */
export async function roleOrThrow(db: Db, id: number, lock = false): Promise<RoleRow> {
  const q = db.selectFrom('roles').selectAll().where('id', '=', id);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, roleMessages.noSuchRole, { id });
  return row;
}

export const lockRole = (db: Db, id: number) => roleOrThrow(db, id, true);

/**
 * Every change to a role's grants or settings goes through here: the version
 * goes up in the same transaction, so its members' `x-perm-version` changes
 * and their clients refetch menus and codes.
 */
export async function touchRole(db: Db, id: number, set: Omit<Updateable<RolesTable>, 'version'> = {}): Promise<void> {
  await db
    .updateTable('roles')
    .set((eb) => ({ ...set, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

/** Nothing may be taken from the super-administrator role (40900). */
export function assertNotSuper(role: Pick<RoleRow, 'is_super'>): void {
  if (role.is_super) throw new AppError(Code.CONFLICT, roleMessages.superKeepsAll);
}
