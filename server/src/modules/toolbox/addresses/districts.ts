import { Code, districtFields, type ImportResult } from '@fwd/contract';
import type { z } from 'zod';
import { commonColumns } from '../../../excel/messages.ts';
import { applyRows, byId, readSheet, refuseImport, validRows, writeSheet, type Sheet } from '../../../excel/sheet.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import { beginning, fieldConflict } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { postcodeKey } from './classify.ts';
import { addressColumns as c, addressMessages as m } from './messages.ts';

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

export async function districtPage(
  db: Db,
  f: DistrictFilter,
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
) {
  const [records, { total }] = await Promise.all([
    matching(db, f)
      .orderBy('country')
      .orderBy('postcode')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

const one = (db: Db, id: number) =>
  db.selectFrom('address_districts').select(ROW).where('id', '=', id).executeTakeFirst();

/** Kept as compared: upper case, no spaces or dashes, the prefix star last. */
async function check(t: Ctx, f: Fields, exceptId = 0) {
  const postcode = postcodeKey(f.postcode);
  const taken = await t.db
    .selectFrom('address_districts')
    .select('id')
    .where('country', '=', f.country)
    .where('postcode', '=', postcode)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(t.lang, 'postcode', m.duplicateDistrict, { value: postcode });
  return { country: f.country, postcode, remark: f.remark };
}

export const createDistrict = (ctx: Ctx, f: Fields) =>
  inTransaction(ctx, async (t) => {
    const { id } = await t.db
      .insertInto('address_districts')
      .values(await check(t, f))
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await one(t.db, id))!;
    await audit(t, 'create', 'address_district', id, null, row);
    return row;
  });

export const updateDistrict = (ctx: Ctx, id: number, { version, ...f }: Fields & { version: number }) =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchDistrict);
    return updateVersioned(t, {
      table: 'address_districts',
      id,
      version,
      set: await check(t, f, id),
      read: (db) => one(db, id),
      notFound: m.noSuchDistrict,
      audit: { entity: 'address_district', before },
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

export const districtSheet: Sheet = {
  name: c.districtSheet,
  columns: [
    { key: 'country', label: c.country, width: 10 },
    { key: 'postcode', label: c.postcode, width: 14 },
    { key: 'remark', label: commonColumns.remark, width: 30, optional: true },
  ],
};

export const exportDistricts = (ctx: Ctx, f: DistrictFilter): Promise<FileAnswer> =>
  writeSheet(
    ctx,
    districtSheet,
    byId(async (after, limit) => matching(ctx.db, f).where('id', '>', after).orderBy('id').limit(limit).execute()),
  );

export const districtTemplate = (ctx: Ctx): Promise<FileAnswer> =>
  writeSheet(ctx, districtSheet, (async function* () {})());

const districtKey = (f: { country?: string | undefined; postcode?: string | undefined }) =>
  f.country && f.postcode ? `${f.country}|${postcodeKey(f.postcode)}` : undefined;

/** Marks or updates business-district postcodes by country and postcode (as compared), all or none; every fault of every row said at once. */
export async function importDistricts(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const { rows, errors } = validRows(
    ctx.lang,
    districtSheet,
    await readSheet(ctx, districtSheet, file),
    districtFields,
    'postcode',
    districtKey,
  );
  if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
  const kept = rows.flatMap((r) => (r.complete ? [{ ...r.value, postcode: postcodeKey(r.value.postcode) }] : []));
  return inTransaction(ctx, async (t) => {
    const existing = new Map(
      (await t.db.selectFrom('address_districts').select(ROW).forUpdate().execute()).map((r) => [
        districtKey(r)!.toLowerCase(),
        r,
      ]),
    );
    return applyRows(kept, {
      existing,
      keyOf: (f: Fields) => districtKey(f)!,
      create: async (f) => {
        const { id } = await t.db.insertInto('address_districts').values(f).returning('id').executeTakeFirstOrThrow();
        await audit(t, 'create', 'address_district', id, null, { ...f, id });
      },
      update: (before, f) =>
        updateVersioned(t, {
          table: 'address_districts',
          id: before.id,
          version: before.version,
          set: { remark: f.remark },
          read: (db) => one(db, before.id),
          notFound: m.noSuchDistrict,
          audit: { entity: 'address_district', before },
        }),
    });
  });
}
