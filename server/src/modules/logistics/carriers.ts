import { Code, type Carrier, type carrierFields } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { logisticsMessages as m } from './messages.ts';

/*
 * The tracking provider's carriers (its numeric keys), named for the agents'
 * options. Agents keep the number itself, so a carrier deleted here leaves
 * them tracked by that key.
 */

type Fields = z.output<typeof carrierFields>;

const one = (db: Db, id: number): Promise<Carrier | undefined> =>
  db.selectFrom('carriers').select(['id', 'code', 'name', 'version']).where('id', '=', id).executeTakeFirst();

export const listCarriers = (db: Db): Promise<Carrier[]> =>
  db.selectFrom('carriers').select(['id', 'code', 'name', 'version']).orderBy('code').execute();

export const createCarrier = (ctx: Ctx, f: Fields): Promise<Carrier> =>
  inTransaction(ctx, async (t) => {
    const { id } = await t.db.insertInto('carriers').values(f).returning('id').executeTakeFirstOrThrow();
    const after = (await one(t.db, id))!;
    await audit(t, 'create', 'carrier', id, null, after);
    return after;
  });

export const updateCarrier = (
  ctx: Ctx,
  id: number,
  { version, ...f }: Fields & { version: number },
): Promise<Carrier> =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchCarrier);
    return updateVersioned(t, {
      table: 'carriers',
      id,
      version,
      set: f,
      read: (db) => one(db, id),
      notFound: m.noSuchCarrier,
      audit: { entity: 'carrier', before },
    });
  });

export const deleteCarrier = (ctx: Ctx, id: number): Promise<null> =>
  inTransaction(ctx, async (t) => {
    const before = await one(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.noSuchCarrier);
    await t.db.deleteFrom('carriers').where('id', '=', id).execute();
    await audit(t, 'delete', 'carrier', id, before, null);
    return null;
  });

/** 17TRACK's keys of the carriers a forwarder meets most; staff add the rest. */
const COMMON_CARRIERS: [number, string][] = [
  [100001, 'DHL Express'],
  [100002, 'UPS'],
  [100003, 'FedEx'],
  [100004, 'TNT'],
  [21051, 'USPS'],
  [3011, 'China Post'],
  [3013, 'China EMS'],
];

/** Adds the common carriers a database lacks, by code; names staff changed stay. */
export async function syncCarriers(db: Db): Promise<void> {
  await db
    .insertInto('carriers')
    .values(COMMON_CARRIERS.map(([code, name]) => ({ code, name })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
