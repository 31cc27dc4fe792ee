import { Code, knownAddressFields, LANGUAGES, type ImportResult, type KnownAddressRow } from '@fwd/contract';
import { z } from 'zod';
import { commonColumns } from '../../../excel/messages.ts';
import { applyRows, byId, readSheet, refuseImport, validRows, writeSheet, type Sheet } from '../../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { containing, fieldConflict } from '../../../http/rules.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { knownKey } from './classify.ts';
import { addressColumns as c, addressMessages as m, typeNames } from './messages.ts';

/*
 * Known addresses: staff's own word on an address's type, which decides over
 * the service and the rules. One record per address as normalised (country,
 * postcode, street: "Street" and "St" alike), so a consignee address matches
 * exactly however it was typed.
 */

type Fields = z.output<typeof knownAddressFields>;
export interface KnownFilter {
  country?: string | undefined;
  keyword?: string | undefined;
}

const ROW = ['id', 'country', 'postcode', 'city', 'street', 'company', 'type', 'remark', 'version'] as const;

function matching(db: Db, f: KnownFilter) {
  let q = db.selectFrom('address_known').select(ROW);
  if (f.country) q = q.where('country', '=', f.country);
  if (f.keyword) {
    const pattern = containing(f.keyword);
    q = q.where((eb) =>
      eb.or((['street', 'city', 'postcode', 'company', 'remark'] as const).map((col) => eb(col, 'ilike', pattern))),
    );
  }
  return q;
}

export async function knownPage(
  db: Db,
  f: KnownFilter,
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
) {
  const [records, { total }] = await Promise.all([
    matching(db, f)
      .orderBy('id', 'desc')
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

const one = (db: Db, id: number): Promise<KnownAddressRow | undefined> =>
  db.selectFrom('address_known').select(ROW).where('id', '=', id).executeTakeFirst();
const keyOf = (f: Pick<Fields, 'country' | 'postcode' | 'street'>) => knownKey(f.country, f.postcode, f.street);

async function check(t: Ctx, f: Fields, exceptId = 0) {
  const match_key = keyOf(f);
  const taken = await t.db
    .selectFrom('address_known')
    .select('id')
    .where('match_key', '=', match_key)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(t.lang, 'street', m.duplicateKnown);
  return { ...f, match_key };
}

async function insert(t: Ctx, f: Fields): Promise<KnownAddressRow> {
  const { id } = await t.db
    .insertInto('address_known')
    .values(await check(t, f))
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (await one(t.db, id))!;
  await audit(t, 'create', 'address_known', id, null, row);
  return row;
}

const change = async (t: Ctx, before: KnownAddressRow, f: Fields, version: number) =>
  updateVersioned(t, {
    table: 'address_known',
    id: before.id,
    version,
    set: await check(t, f, before.id),
    read: (db) => one(db, before.id),
    notFound: m.noSuchKnown,
    audit: { entity: 'address_known', before },
  });

export const createKnown = (ctx: Ctx, f: Fields) => inTransaction(ctx, (t) => insert(t, f));

export const updateKnown = (ctx: Ctx, id: number, { version, ...f }: Fields & { version: number }) =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchKnown);
    return change(t, before, f, version);
  });

export const removeKnown = (ctx: Ctx, id: number): Promise<null> =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchKnown);
    await t.db.deleteFrom('address_known').where('id', '=', id).execute();
    await audit(t, 'delete', 'address_known', id, before, null);
    return null;
  });

export const knownSheet: Sheet = {
  name: c.knownSheet,
  columns: [
    { key: 'country', label: c.country, width: 10 },
    { key: 'postcode', label: c.postcode, width: 12 },
    { key: 'city', label: c.city, optional: true },
    { key: 'street', label: c.street, width: 40 },
    { key: 'company', label: c.company, width: 24, optional: true },
    { key: 'type', label: c.type, width: 10 },
    { key: 'remark', label: commonColumns.remark, width: 24, optional: true },
  ],
};

const typeByName = new Map(
  (['residential', 'commercial'] as const).flatMap((k) =>
    [k, ...LANGUAGES.map((l) => typeNames[k][l])].map((name) => [name.toLowerCase(), k] as const),
  ),
);
const knownSheetRow = knownAddressFields.extend({
  type: z.preprocess(
    (v) => (typeof v === 'string' ? (typeByName.get(v.trim().toLowerCase()) ?? v) : v),
    knownAddressFields.shape.type,
  ),
});

export const exportKnown = (ctx: Ctx, f: KnownFilter): Promise<FileAnswer> =>
  writeSheet(
    ctx,
    knownSheet,
    byId(async (after, limit) =>
      (await matching(ctx.db, f).where('id', '>', after).orderBy('id').limit(limit).execute()).map((r) => ({
        ...r,
        type: typeNames[r.type][ctx.lang],
      })),
    ),
  );

export const knownTemplate = (ctx: Ctx) => writeSheet(ctx, knownSheet, (async function* () {})());

/** Creates or updates known addresses by the address as normalised, all or none. */
export async function importKnown(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const rows = await readSheet(ctx, knownSheet, file);
  const { rows: checked, errors } = validRows(ctx.lang, knownSheet, rows, knownSheetRow, 'street', (v) =>
    v.country && v.street ? keyOf({ country: v.country, postcode: v.postcode ?? null, street: v.street }) : undefined,
  );
  if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
  const kept = checked.flatMap((r) => (r.complete ? [r.value] : []));
  return inTransaction(ctx, async (t) => {
    const existing = new Map(
      (
        await t.db
          .selectFrom('address_known')
          .select([...ROW, 'match_key'])
          .execute()
      ).map(({ match_key, ...r }) => [match_key.toLowerCase(), r]),
    );
    return applyRows(kept, {
      existing,
      keyOf: (f: Fields) => keyOf(f),
      create: (f) => insert(t, f),
      update: (k, f) => change(t, k, f, k.version),
    });
  });
}
