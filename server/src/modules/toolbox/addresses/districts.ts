import { Code, type districtFields } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import { beginning, fieldConflict } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { postcodeKey } from './classify.ts';
import { addressMessages as m } from './messages.ts';

/** Postcodes (or prefixes, `10*`) the company marks as business districts: an address there leans commercial. */

type Fields = z.output<typeof districtFields>;
export interface DistrictFilter {
  country?: string | undefined;
  keyword?: string | undefined;
}

const ROW = ['id', 'country', 'postcode', 'remark', 'version'] as const;

function matching(db: Db, f: DistrictFilter) {
  let q = db.selectFrom('address_districts').select(ROW);
  if (f.country) q = q.where('country', '=', f.country);
  if (f.keyword) q = q.where('postcode', 'ilike', beginning(postcodeKey(f.keyword)));
  return q;
}

export async function districtPage(db: Db, f: DistrictFilter, { currentPage, pageSize }: { currentPage: number; pageSize: number }) {
  const [records, { total }] = await Promise.all([
    matching(db, f).orderBy('country').orderBy('postcode').limit(pageSize).offset((currentPage - 1) * pageSize).execute(),
    matching(db, f).clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

const one = (db: Db, id: number) => db.selectFrom('address_districts').select(ROW).where('id', '=', id).executeTakeFirst();

/** Kept as compared: upper case, no spaces or dashes, the prefix star last. */
async function check(t: Ctx, f: Fields, exceptId = 0) {
  const postcode = postcodeKey(f.postcode);
  const taken = await t.db.selectFrom('address_districts').select('id').where('country', '=', f.country).where('postcode', '=', postcode).where('id', '!=', exceptId).executeTakeFirst();
  if (taken) throw fieldConflict(t.lang, 'postcode', m.duplicateDistrict, { value: postcode });
  return { country: f.country, postcode, remark: f.remark };
}

export const createDistrict = (ctx: Ctx, f: Fields) =>
  inTransaction(ctx, async (t) => {
    const { id } = await t.db.insertInto('address_districts').values(await check(t, f)).returning('id').executeTakeFirstOrThrow();
    const row = (await one(t.db, id))!;
    await audit(t, 'create', 'address_district', id, null, row);
    return row;
  });

export const updateDistrict = (ctx: Ctx, id: number, { version, ...f }: Fields & { version: number }) =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchDistrict);
    return updateVersioned(t, {
      table: 'address_districts', id, version, set: await check(t, f, id),
      read: (db) => one(db, id), notFound: m.noSuchDistrict, audit: { entity: 'address_district', before },
    });
  });

export const removeDistrict = (ctx: Ctx, id: number): Promise<null> =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchDistrict);
    await t.db.deleteFrom('address_districts').where('id', '=', id).execute();
    await audit(t, 'delete', 'address_district', id, before, null);
    return null;
  });
