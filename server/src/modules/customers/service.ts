import { Code, type CustomerRow, type customerFields, type ImportResult } from '@fwd/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { applyRows, byId, readSheet, refuseImport, rowError, validRows, writeSheet } from '../../excel/sheet.ts';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileAnswer } from '../../http/route.ts';
import { assertUnique, fieldError } from '../../http/rules.ts';
import { scopeOf, ownersVisible, type DataScope } from '../roles/scope.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { customerMessages as m } from './messages.ts';
import { customersAfter, customersNamed, visibleCustomer, type CustomerFilter } from './queries.ts';
import { customerSheet, customerSheetRow } from './sheet.ts';

type Fields = z.output<typeof customerFields>;

const SHORT_NAME = { table: 'customers', column: 'short_name', field: 'shortName' };
const columns = (f: Fields) => ({
  short_name: f.shortName,
  full_name: f.fullName,
  owner_user_id: f.ownerUserId,
  contact: f.contact,
  phone: f.phone,
  remark: f.remark,
  enabled: f.enabled,
});

async function assertOwner(t: Ctx, scope: DataScope, ownerUserId: number): Promise<void> {
  if (!(await ownersVisible(t.db, scope).where('id', '=', ownerUserId).executeTakeFirst()))
    throw fieldError(t.lang, 'ownerUserId', m.noSuchOwner);
}

async function insert(t: Ctx, scope: DataScope, f: Fields): Promise<CustomerRow> {
  const { id } = await t.db.insertInto('customers').values(columns(f)).returning('id').executeTakeFirstOrThrow();
  const row = (await visibleCustomer(t.db, scope, id))!;
  await audit(t, 'create', 'customer', id, null, row);
  return row;
}

const change = (t: Ctx, scope: DataScope, before: CustomerRow, f: Fields, version: number): Promise<CustomerRow> =>
  updateVersioned(t, {
    table: 'customers',
    id: before.id,
    version,
    set: columns(f),
    read: (db) => visibleCustomer(db, scope, before.id),
    notFound: m.notFound,
    audit: { entity: 'customer', before },
  });

export async function createCustomer(ctx: Ctx, f: Fields): Promise<CustomerRow> {
  const scope = await scopeOf(ctx);
  return inTransaction(ctx, async (t) => {
    await assertUnique(t, SHORT_NAME, f.shortName);
    await assertOwner(t, scope, f.ownerUserId);
    return insert(t, scope, f);
  });
}

/** A customer outside the caller's scope is, to them, no customer (40400). A new owner must be theirs to choose; the one it has may stay. */
export async function updateCustomer(
  ctx: Ctx,
  id: number,
  { version, ...f }: Fields & { version: number },
): Promise<CustomerRow> {
  const scope = await scopeOf(ctx);
  return inTransaction(ctx, async (t) => {
    const before = await visibleCustomer(t.db, scope, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertUnique(t, SHORT_NAME, f.shortName, id);
    if (f.ownerUserId !== before.ownerUserId) await assertOwner(t, scope, f.ownerUserId);
    return change(t, scope, before, f, version);
  });
}

/** Refused (40900, naming what still refers to it) while anything does; the foreign keys decide. */
export async function deleteCustomer(ctx: Ctx, id: number): Promise<null> {
  const scope = await scopeOf(ctx);
  await inTransaction(ctx, async (t) => {
    const before = await visibleCustomer(t.db, scope, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await t.db.deleteFrom('customers').where('id', '=', id).execute();
    await audit(t, 'delete', 'customer', id, before, null);
  });
  return null;
}

export async function exportCustomers(ctx: Ctx, f: CustomerFilter): Promise<FileAnswer> {
  const scope = await scopeOf(ctx);
  return writeSheet(
    ctx,
    customerSheet,
    byId((after, limit) => customersAfter(ctx.db, scope, f, after, limit)),
  );
}

/**
 * Creates or updates customers by short name, all or none: every row must
 * pass the contract's schema, name an owner the caller may choose, and not
 * take the short name of a customer outside the caller's scope.
 */
export async function importCustomers(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const rows = await readSheet(ctx, customerSheet, file);
  const { rows: checked, errors } = validRows(ctx.lang, customerSheet, rows, customerSheetRow, 'shortName');
  const scope = await scopeOf(ctx);
  return inTransaction(ctx, async (t) => {
    const usernames = checked.flatMap((r) => r.value.ownerUsername?.toLowerCase() ?? []);
    const ownerIds = new Map(
      (
        await ownersVisible(t.db, scope)
          .where(sql`lower(username)`, 'in', [...usernames, ''])
          .execute()
      ).map((u) => [u.username.toLowerCase(), u.id]),
    );
    const shortNames = checked.flatMap((r) => r.value.shortName ?? []);
    const named = new Map((await customersNamed(t.db, shortNames)).map((c) => [c.shortName.toLowerCase(), c]));
    const mine = new Set((await customersNamed(t.db, shortNames, scope)).map((c) => c.id));
    const fields: Fields[] = [];
    for (const r of checked) {
      const { ownerUsername, shortName } = r.value;
      const ownerUserId = ownerUsername === undefined ? undefined : ownerIds.get(ownerUsername.toLowerCase());
      const taken = shortName === undefined ? undefined : named.get(shortName.toLowerCase());
      if (ownerUsername !== undefined && ownerUserId === undefined)
        errors.push(rowError(t.lang, customerSheet, r.row, 'ownerUsername', m.noSuchOwner));
      if (taken && !mine.has(taken.id))
        errors.push(rowError(t.lang, customerSheet, r.row, 'shortName', m.notYours, { value: shortName! }));
      if (!r.complete || ownerUserId === undefined) continue;
      const { ownerUsername: _username, ...v } = r.value;
      fields.push({ ...v, ownerUserId });
    }
    if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
    return applyRows(fields, {
      existing: named,
      keyOf: (f) => f.shortName,
      create: (f) => insert(t, scope, f),
      update: (c, f) => change(t, scope, c, f, c.version),
    });
  });
}
