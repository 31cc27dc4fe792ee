import type { CustomerOption, CustomerRow } from '@fwd/contract';
import type { Db } from '../../http/context.ts';
import { containing } from '../../http/rules.ts';
import { whereVisible, type DataScope } from '../roles/scope.ts';

/*
 * Every list answers only the customers whose owner the caller's data scope
 * reaches, in SQL. One customer by id is read the same way: one outside the
 * scope is, to the caller, no customer at all.
 */

export interface CustomerFilter {
  keyword?: string | undefined;
  ownerUserId?: number | undefined;
}

const ROW = [
  'c.id',
  'c.short_name as shortName',
  'c.full_name as fullName',
  'c.owner_user_id as ownerUserId',
  'u.name as ownerName',
  'u.username as ownerUsername',
  'c.contact',
  'c.phone',
  'c.remark',
  'c.enabled',
  'c.version',
] as const;

const all = (db: Db) => db.selectFrom('customers as c').innerJoin('users as u', 'u.id', 'c.owner_user_id');
const visible = (db: Db, scope: DataScope) => whereVisible(all(db), 'c.owner_user_id', scope);
const rows = (db: Db, scope: DataScope) => visible(db, scope).select(ROW);

function matching(db: Db, scope: DataScope, f: CustomerFilter) {
  let q = rows(db, scope);
  if (f.ownerUserId !== undefined) q = q.where('c.owner_user_id', '=', f.ownerUserId);
  if (f.keyword) {
    const pattern = containing(f.keyword);
    q = q.where((eb) =>
      eb.or((['c.short_name', 'c.full_name', 'c.contact', 'c.phone'] as const).map((col) => eb(col, 'ilike', pattern))),
    );
  }
  return q;
}

export async function customerPage(
  db: Db,
  scope: DataScope,
  f: CustomerFilter,
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
) {
  const [records, { total }] = await Promise.all([
    matching(db, scope, f)
      .orderBy('c.id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, scope, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

/** The next `limit` matching customers after `afterId`, in id order (exports read in batches). */
export const customersAfter = (
  db: Db,
  scope: DataScope,
  f: CustomerFilter,
  afterId: number,
  limit: number,
): Promise<CustomerRow[]> => matching(db, scope, f).where('c.id', '>', afterId).orderBy('c.id').limit(limit).execute();

export const customerOptions = (db: Db, scope: DataScope): Promise<CustomerOption[]> =>
  visible(db, scope)
    .select(['c.id', 'c.short_name as shortName', 'c.full_name as fullName', 'c.owner_user_id as ownerUserId'])
    .where('c.enabled', '=', true)
    .orderBy('c.short_name')
    .execute();

export const visibleCustomer = (db: Db, scope: DataScope, id: number): Promise<CustomerRow | undefined> =>
  rows(db, scope).where('c.id', '=', id).executeTakeFirst();

/**
 * The customers with these short names (any case), locked: with the scope, the
 * caller's; without, every one (a short name is unique across the company).
 */
export const customersNamed = (
  db: Db,
  shortNames: string[],
  scope: DataScope = { all: true },
): Promise<CustomerRow[]> =>
  rows(db, scope)
    .where((eb) => eb(eb.fn('lower', ['c.short_name']), 'in', [...shortNames.map((n) => n.toLowerCase()), '']))
    .forUpdate('c')
    .execute();
