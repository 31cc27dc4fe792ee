import { remoteListFields, surchargeFields } from '@fwd/contract';
import { inTransaction, type Db } from '../http/context.ts';
import type { SheetRow } from '../excel/sheet.ts';
import { createRemoteList } from '../modules/surcharges/remote.ts';
import { createSurcharge } from '../modules/surcharges/rules.ts';
import { asAdministrator, entered } from './staff.ts';

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

/** A list's rows as the carrier's sheet holds them: country, match, postcode (or city), last postcode of a range, class. */
type Row = [country: string, match: string, value: string, valueTo: string | null, remoteClass: string];
/** The rows under the sheet's header, as an import reads them. */
export const sheetRows = (rows: Row[]): SheetRow[] =>
  rows.map(([country, match, value, valueTo, remoteClass], i) => ({
    row: i + 2,
    values: { country, match, value, valueTo, remoteClass },
  }));

const LAST_YEAR: Row[] = [
  ['US', 'range', '99600', '99999', 'A'],
  ['US', 'prefix', '967', null, 'A'],
  ['US', 'prefix', '968', null, 'A'],
  ['CA', 'prefix', 'X0A', null, 'A'],
];
const THIS_YEAR: Row[] = [
  ['US', 'range', '99600', '99999', 'A'],
  ['US', 'prefix', '967', null, 'B'],
  ['US', 'prefix', '968', null, 'B'],
  ['US', 'city', 'Barrow', null, 'A'],
  ['US', 'exact', '04631', null, 'B'],
  ['CA', 'prefix', 'X0A', null, 'A'],
  ['CA', 'prefix', 'X0B', null, 'A'],
  ['AU', 'range', '0800', '0899', 'B'],
];

export async function seedDemoRemoteAreas(db: Db, now = Date.now()): Promise<void> {
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return;
    const ctx = await asAdministrator(t.db);
    const dhl = await t.db.selectFrom('channels').select('id').where('code', '=', 'DHL-EXP-DDP').executeTakeFirst();
    const lists = [
      {
        meta: { carrier: 'DHL', name: 'DHL 偏远地区（上一版）', effectiveFrom: day(-400), effectiveTo: day(-31) },
        rows: LAST_YEAR,
      },
      { meta: { carrier: 'DHL', name: 'DHL 偏远地区', effectiveFrom: day(-30) }, rows: THIS_YEAR },
    ];
    for (const { meta, rows } of lists)
      await entered(`remote list ${meta.name}`, () =>
        createRemoteList(ctx, remoteListFields.parse(meta), sheetRows(rows)),
      );
    // Staff deleted the DHL channel: the lists alone still answer the carrier's classes.
    if (!dhl) return;
    const rule = surchargeFields.parse({
      name: 'DHL 偏远地区附加费',
      kind: 'remote',
      basis: 'shipment',
      amount: '180',
      onFuel: true,
      effectiveFrom: day(-400),
      channelIds: [dhl.id],
    });
    await entered(`surcharge ${rule.name}`, () => createSurcharge(ctx, rule));
  });
}
