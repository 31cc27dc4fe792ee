import { remoteListFields, surchargeFields, type RemoteEntry } from '@fwd/contract';
import { inTransaction, type Db } from '../http/context.ts';
import { insertRemoteList } from '../modules/surcharges/remote.ts';
import { surchargeColumns } from '../modules/surcharges/rules.ts';

/*
 * 偏远地区's demo: DHL's remote-area list in two versions (last year's,
 * expired, and this year's, which moved Hawaii to class B and added Barrow by
 * city) with a DHL remote surcharge per shipment, beside UPS's list from the
 * quote demo, so a postcode shows two carriers' classes and what each channel
 * adds, and the older version stays to look at. Anchorage (995xx), which the
 * quote demo's worked examples price, is on no DHL list.
 */

const DEMO_KEY = 'demo_toolbox_remote';
const DAY = 86_400_000;

const entry = (country: string, match: RemoteEntry['match'], value: string, remoteClass: string, valueTo: string | null = null): RemoteEntry => ({
  country,
  match,
  value,
  valueTo,
  remoteClass,
});

const LAST_YEAR: RemoteEntry[] = [
  entry('US', 'range', '99600', '99999', 'A'),
  entry('US', 'prefix', '967', 'A'),
  entry('US', 'prefix', '968', 'A'),
  entry('CA', 'prefix', 'X0A', 'A'),
];
const THIS_YEAR: RemoteEntry[] = [
  entry('US', 'range', '99600', '99999', 'A'),
  entry('US', 'prefix', '967', 'B'),
  entry('US', 'prefix', '968', 'B'),
  entry('US', 'city', 'Barrow', 'A'),
  entry('US', 'exact', '04631', 'B'),
  entry('CA', 'prefix', 'X0A', 'A'),
  entry('CA', 'prefix', 'X0B', 'A'),
  entry('AU', 'range', '0800', '0899', 'B'),
];

export async function seedDemoRemoteAreas(db: Db, now = Date.now()): Promise<void> {
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await inTransaction({ db }, async (t) => {
    const first = await t.db.insertInto('meta').values({ key: DEMO_KEY, value: 'seeded' }).onConflict((c) => c.column('key').doNothing()).returning('key').executeTakeFirst();
    if (!first) return;
    const dhl = await t.db.selectFrom('channels').select('id').where('code', '=', 'DHL-EXP-DDP').executeTakeFirst();
    const { id: author } = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await insertRemoteList(t.db, remoteListFields.parse({ carrier: 'DHL', name: 'DHL 偏远地区（上一版）', effectiveFrom: day(-400), effectiveTo: day(-31) }), LAST_YEAR, author);
    await insertRemoteList(t.db, remoteListFields.parse({ carrier: 'DHL', name: 'DHL 偏远地区', effectiveFrom: day(-30) }), THIS_YEAR, author);
    // Staff deleted the DHL channel: the lists alone still answer the carrier's classes.
    if (!dhl) return;
    const rule = surchargeFields.parse({ name: 'DHL 偏远地区附加费', kind: 'remote', basis: 'shipment', amount: '180', onFuel: true, effectiveFrom: day(-400) });
    const { id } = await t.db.insertInto('surcharges').values(surchargeColumns(rule)).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('surcharge_channels').values({ surcharge_id: id, channel_id: dhl.id }).execute();
  });
}
