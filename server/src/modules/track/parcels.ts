import type { Language, PublicParcel, TrackingStatus } from '@fwd/contract';
import { sql } from 'kysely';
import { nameIn } from '../../db/columns.ts';
import type { Db } from '../../http/context.ts';

/*
 * A parcel as anyone may see it: the company's waybill number, the destination country, the status and the
 * events, the expected delivery. The queries select those columns and nothing else of the order; the consignee's
 * name, phone and address are read only to be struck out of the carrier's event texts, where a carrier sometimes
 * writes who signed or where ("Delivered, signed by ..."), and never leave this file.
 */

interface ParcelRow {
  id: number;
  numbers: string;
  countryCode: string;
  country: string;
  status: TrackingStatus | null;
  statusName: string;
  expectedDelivery: string | null;
  hidden: (string | null)[];
}

const parcels = (db: Db, lang: Language) =>
  db
    .selectFrom('orders as o')
    .innerJoin('countries as co', 'co.id', 'o.country_id')
    .innerJoin('number_statuses as ns', 'ns.id', 'o.status_id')
    .leftJoin('tracking_statuses as ts', 'ts.code', 'o.tracking_status')
    .select([
      'o.id',
      'o.numbers',
      'co.code as countryCode',
      nameIn(lang, 'co').as('country'),
      sql<TrackingStatus | null>`o.tracking_status`.as('status'),
      sql<string>`coalesce(${nameIn(lang, 'ts')}, ${nameIn(lang, 'ns')})`.as('statusName'),
      'o.expected_delivery as expectedDelivery',
      sql<(string | null)[]>`array[o.consignee_name, o.consignee_phone, o.consignee_address]`.as('hidden'),
    ]);

/** Words of at least three characters (shorter ones would strike out ordinary words), longest first. */
const strikerOf = (hidden: (string | null)[]) => {
  const words = hidden
    .filter((w): w is string => w !== null && w.trim().length >= 3)
    .map((w) => w.trim())
    .sort((a, b) => b.length - a.length);
  if (!words.length) return (s: string) => s;
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');
  return (s: string) => s.replace(pattern, '***');
};

async function withEvents(
  db: Db,
  lang: Language,
  companyName: string,
  rows: ParcelRow[],
): Promise<Map<number, PublicParcel>> {
  const events = rows.length
    ? await db
        .selectFrom('tracking_events as e')
        .leftJoin('tracking_statuses as ts', 'ts.code', 'e.status')
        .select([
          'e.order_id as orderId',
          sql<string>`to_char(e.time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('time'),
          'e.location',
          'e.description',
          sql<TrackingStatus>`e.status`.as('status'),
          sql<string>`coalesce(${nameIn(lang, 'ts')}, e.status)`.as('statusName'),
        ])
        .where(
          'e.order_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('e.time', 'desc')
        .orderBy('e.id')
        .execute()
    : [];
  const out = new Map<number, PublicParcel>();
  for (const r of rows) {
    const strike = strikerOf(r.hidden);
    out.set(r.id, {
      companyName,
      number: r.numbers,
      countryCode: r.countryCode,
      country: r.country,
      status: r.status,
      statusName: r.statusName,
      expectedDelivery: r.expectedDelivery,
      events: events
        .filter((e) => e.orderId === r.id)
        .map(({ orderId: _, ...e }) => ({
          ...e,
          location: e.location === null ? null : strike(e.location),
          description: strike(e.description),
        })),
    });
  }
  return out;
}

/** The parcel of an order (found by its link), or undefined when the order is gone. */
export async function parcelOf(
  db: Db,
  lang: Language,
  companyName: string,
  orderId: number,
): Promise<PublicParcel | undefined> {
  const rows = await parcels(db, lang).where('o.id', '=', orderId).execute();
  return (await withEvents(db, lang, companyName, rows)).get(orderId);
}

/**
 * Each number asked, in the order asked (each once), with its parcel when it is one of our waybill numbers or
 * 转单号 (whatever the case of its letters), else not found: a number that does not exist and one that is not
 * ours answer alike. A 转单号 several orders share finds the newest of them.
 */
export async function lookupParcels(
  db: Db,
  lang: Language,
  companyName: string,
  numbers: readonly string[],
): Promise<({ query: string; found: true; parcel: PublicParcel } | { query: string; found: false })[]> {
  const asked = [...new Set(numbers)];
  // Per number, the order it names: our waybill number before a 转单号, the newest order among several.
  const { rows: picks } = await sql<{ n: string; id: number }>`
    select distinct on (q.n) q.n, o.id
    from unnest(${asked}::text[]) as q(n)
    join orders o on o.numbers in (q.n, upper(q.n)) or o.new_tracking_number in (q.n, upper(q.n))
    order by q.n, (o.numbers in (q.n, upper(q.n))) desc, o.id desc`.execute(db);
  const ids = [...new Set(picks.map((p) => p.id))];
  const rows = ids.length ? await parcels(db, lang).where('o.id', 'in', ids).execute() : [];
  const found = await withEvents(db, lang, companyName, rows);
  const picked = new Map(picks.map((p) => [p.n, p.id]));
  return asked.map((query) => {
    const parcel = found.get(picked.get(query) ?? 0);
    return parcel ? { query, found: true as const, parcel } : { query, found: false as const };
  });
}
